import { createContext } from "react-router";
import type { EditorStorage } from "~/editor/storage";
import type { ContactFormPage } from "./contact";

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

/** The no-JavaScript contact error page to render, when a form post did not go through. */
export const contactFormPageContext = createContext<ContactFormPage | null>(null);

/** The browser editor's storage, when the server offers the editor (server/editor.ts); null otherwise. */
export const editorContext = createContext<EditorStorage | null>(null);
