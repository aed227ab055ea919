import { createContext } from "react-router";
import type { EditorStorage } from "~/editor/storage";
import type { ContactFormState, ContactRequestContext } from "./contact";

/*
 * What the Node server hands to rendering, one key per value. The server
 * (server/app.ts) is built in the same module graph as the routes, so it
 * imports these very objects. Defaults are null, so prerendering, which has
 * neither, still renders.
 */

/**
 * Whether this render is a preview (server/preview.ts): drafts are shown. Only the server sets it, for
 * a request with a valid preview cookie; prerendering and every public render leave it false.
 */
export const previewContext = createContext<boolean>(false);

/** The enquiry pipeline, for the contact form's route action; null where there is none (prerendering). */
export const contactContext = createContext<ContactRequestContext | null>(null);

/** The form a failed post sends back, set by the route action for its page's loader. */
export const contactFormStateContext = createContext<ContactFormState | null>(null);

/** The browser editor's storage, when the server offers the editor (server/editor.ts); null otherwise. */
export const editorContext = createContext<EditorStorage | null>(null);
