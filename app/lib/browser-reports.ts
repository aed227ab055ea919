/** What browsers report (ADR 080): vitals and uncaught errors, and CSP violations; nothing identifies the visitor. */
export const BROWSER_REPORT_PATH = "/api/browser-report";
/** The largest report taken; a longer body is refused before it is read. */
export const BROWSER_REPORT_MAX_BYTES = 8 * 1024;
/** The header the server sets, whatever the browser sent, to the address a report is counted by (ADR 100). */
export const REPORT_CLIENT_HEADER = "x-report-client";
export const ERRORS_PER_REPORT = 5;

export type VitalsReport = { path: string; lcp?: number; inp?: number; cls?: number; errors?: string[] };
