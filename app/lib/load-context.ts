import { createContext } from "react-router";
import type { ContactFormPage } from "./contact";

/*
 * What the Node server hands to rendering, one key per value. The keys live in
 * the router build; the server is bundled separately and reaches these very
 * objects through the build's entry module (app/entry.server.tsx re-exports
 * them). Defaults are null, so prerendering, which has neither, still renders.
 */

/** The CSP nonce for this response. */
export const nonceContext = createContext<string | null>(null);

/** The no-JavaScript contact error page to render, when a form post did not go through. */
export const contactFormPageContext = createContext<ContactFormPage | null>(null);
