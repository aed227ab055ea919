/**
 * What visitors' browsers tell the site about itself (ADR 080): the page's Core Web Vitals and its
 * uncaught script errors, sent by the site's script, and Content-Security-Policy violations, sent by
 * the browser. One same-origin endpoint takes them all; nothing identifies the visitor.
 */
export const BROWSER_REPORT_PATH = "/api/browser-report";
/** The largest report taken; a longer body is refused before it is read. */
export const BROWSER_REPORT_MAX_BYTES = 8 * 1024;
/** The header the server sets, whatever the browser sent, to the address a report is counted by (ADR 100). */
export const REPORT_CLIENT_HEADER = "x-report-client";
/** The script errors one page view may report. */
export const ERRORS_PER_REPORT = 5;

/** The site script's report of one page view: its landing path, its vitals, and errors nothing caught. */
export type VitalsReport = { path: string; lcp?: number; inp?: number; cls?: number; errors?: string[] };
