/**
 * The origin every absolute URL is rendered with (canonical links, Open Graph, JSON-LD, the sitemap,
 * robots.txt and the feed). One build serves every environment: the server replaces this origin
 * with its runtime SITE_URL in whatever it sends (server/static).
 */
export const SITE_URL_PLACEHOLDER = "https://site-url.invalid";
