import data from "/content/redirects.yaml";
import { parseRedirects, type Redirects } from "./redirects.schema";

/**
 * The site's redirects and gone paths: content/redirects.yaml, checked against its schema as it loads
 * (ADR 052). The server applies them; the build checks them against the pages and the URL ledger.
 */
export const redirects: Redirects = parseRedirects(data);

/** The build's check of the file against the site's pages (scripts/url-ledger.ts reaches it here). */
export { checkAgainstPages } from "./redirects.schema";
