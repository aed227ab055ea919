import data from "/content/redirects.yaml";
import { parseRedirects, type Redirects } from "./redirects.schema";

/** content/redirects.yaml (ADR 052), checked as it loads: the server applies it, the build checks it. */
export const redirects: Redirects = parseRedirects(data);

export { checkAgainstPages } from "./redirects.schema";
