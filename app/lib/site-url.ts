/** The origin absolute URLs are rendered with: the server swaps in its runtime SITE_URL (one build, any host). */
export const SITE_URL_PLACEHOLDER = "https://site-url.invalid";
