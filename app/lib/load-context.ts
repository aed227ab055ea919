import { createContext } from "react-router";
import type { AnalyticsConfig } from "~/config/consent";
import type { EditorStorage } from "~/editor/storage";
import type { ContactFormState, ContactRequestContext } from "./contact";

/* What the server hands to rendering; the defaults let prerendering, which has no server, render. */

/** Whether this render shows drafts: only the server sets it, for a request with a valid preview cookie. */
export const previewContext = createContext<boolean>(false);

export const contactContext = createContext<ContactRequestContext | null>(null);

export type ReplyLink =
  | { state: "open" | "done" | "used"; reference: string; receivedAt: Date; answeredAt: Date | null }
  | { state: "expired" | "forged" | "gone" | "unavailable" };

export type ReportCount = { metric: string; scope: string; name: string };

export type EnquiryOperations = {
  replyLink(token: string, answer: boolean): Promise<ReplyLink>;
  countReports(counts: ReportCount[], client?: string): void;
};

export const enquiryOperationsContext = createContext<EnquiryOperations | null>(null);

export const contactFormStateContext = createContext<ContactFormState | null>(null);

export type EditorSettings = {
  storage: EditorStorage;
  root: string;
  github: { clientId: string; clientSecret: string; secret: string } | null;
};

export const editorContext = createContext<EditorSettings | null>(null);

export type RuntimeSettings = {
  previewSecret: string | null;
  secureCookies: boolean;
  countryHeaders: readonly string[];
  analytics: AnalyticsConfig;
  bookingUrl: string | null;
};

export const runtimeContext = createContext<RuntimeSettings>({
  previewSecret: null,
  secureCookies: false,
  countryHeaders: [],
  analytics: { gaMeasurementId: null, metaPixelId: null },
  bookingUrl: null,
});

/** Where a render's failure is reported: the server's log (server/pages.ts), or standard error at build. */
export const renderErrorContext = createContext<(path: string, error: unknown) => void>((path, error) => {
  console.error(`render error on ${path}:`, error);
});
