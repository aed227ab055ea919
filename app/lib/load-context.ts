import { createContext } from "react-router";
import type { AnalyticsConfig } from "~/config/consent";
import type { EditorStorage } from "~/editor/storage";
import type { ContactFormState, ContactRequestContext } from "./contact";

/*
 * What the Node server hands to rendering, one key per value. The server
 * (server/app.ts) is built in the same module graph as the routes, so it
 * imports these very objects. Defaults are null, so prerendering, which has
 * neither, still renders.
 */

/**
 * Whether this render is a preview (app/lib/preview.server.ts): drafts are shown. Only the server sets it, for
 * a request with a valid preview cookie; prerendering and every public render leave it false.
 */
export const previewContext = createContext<boolean>(false);

/** The enquiry pipeline, for the contact form's route action; null where there is none (prerendering). */
export const contactContext = createContext<ContactRequestContext | null>(null);

/** A "Mark as answered" link's enquiry, as its page may show it: the reference and times, nothing personal. */
export type ReplyLink =
  | { state: "open" | "done" | "used"; reference: string; receivedAt: Date; answeredAt: Date | null }
  | { state: "expired" | "forged" | "gone" | "unavailable" };

/** One count a browser's report adds to the day's: a vital's histogram bucket, an error, a violation (ADR 080). */
export type ReportCount = { metric: string; scope: string; name: string };

/** What the enquiry pipeline offers the site's routes besides the form (ADR 078, 080). */
export type EnquiryOperations = {
  /** A link's enquiry; with `answer`, the reply recorded first (once). */
  replyLink(token: string, answer: boolean): Promise<ReplyLink>;
  /** Adds what a browser reported to the day's counts; a client's once each (ADR 100). */
  countReports(counts: ReportCount[], client?: string): void;
};

/** Enquiry operations besides the form; null where there is none (prerendering). */
export const enquiryOperationsContext = createContext<EnquiryOperations | null>(null);

/** The form a failed post sends back, set by the route action for its page's loader. */
export const contactFormStateContext = createContext<ContactFormState | null>(null);

/** The browser editor, where the server offers it (ADR 056): its storage, and its GitHub app's keys. */
export type EditorSettings = {
  storage: EditorStorage;
  /** The project folder local mode writes into. */
  root: string;
  github: { clientId: string; clientSecret: string; secret: string } | null;
};

/** The browser editor's settings, when the server offers the editor; null otherwise. */
export const editorContext = createContext<EditorSettings | null>(null);

/** The server's configuration, as the API routes need it (server/app.ts). */
export type RuntimeSettings = {
  /** The key that opens a preview; without it there is none. */
  previewSecret: string | null;
  /** Cookies go over HTTPS only (when the site's origin is https). */
  secureCookies: boolean;
  /** The headers a CDN gives the visitor's country in, first match wins. */
  countryHeaders: readonly string[];
  analytics: AnalyticsConfig;
  /** The agency's booking page (BOOKING_URL), offered on /thank-you; null for none. */
  bookingUrl: string | null;
};

export const runtimeContext = createContext<RuntimeSettings>({
  previewSecret: null,
  secureCookies: false,
  countryHeaders: [],
  analytics: { gaMeasurementId: null, metaPixelId: null },
  bookingUrl: null,
});

/**
 * Where a render's failure is reported: the server's log (server/pages.ts), or, where there is no
 * server (prerendering at build), standard error.
 */
export const renderErrorContext = createContext<(path: string, error: unknown) => void>((path, error) => {
  console.error(`render error on ${path}:`, error);
});
