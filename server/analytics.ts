import type { Env } from "./env";

export type AnalyticsCspSources = { scriptSrc: string[]; connectSrc: string[]; imgSrc: string[] };

/**
 * The hosts the CSP must allow for the configured analytics tags: Google's GA4 list from its tag-platform CSP guide
 * (Google Signals would also need *.g.doubleclick.net and its google.<TLD> hosts); Meta's pixel script and beacon.
 */
export function analyticsCspSources(env: Pick<Env, "GA_MEASUREMENT_ID" | "META_PIXEL_ID">): AnalyticsCspSources {
  const sources: AnalyticsCspSources = { scriptSrc: [], connectSrc: [], imgSrc: [] };
  if (env.GA_MEASUREMENT_ID) {
    sources.scriptSrc.push("https://*.googletagmanager.com");
    sources.connectSrc.push(
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    );
    sources.imgSrc.push("https://*.google-analytics.com", "https://*.googletagmanager.com");
  }
  if (env.META_PIXEL_ID) {
    sources.scriptSrc.push("https://connect.facebook.net");
    sources.connectSrc.push("https://www.facebook.com", "https://connect.facebook.net");
    sources.imgSrc.push("https://www.facebook.com");
  }
  return sources;
}
