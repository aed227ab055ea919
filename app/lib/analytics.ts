import { type AnalyticsConfig, CONSENT_REGIONS, type TagConsent } from "~/config/consent";

/* GA4 and the Meta Pixel as their snippets set them up, from this lazily loaded bundle: no inline script. */

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
};

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

const consentTypes = ["ad_storage", "analytics_storage", "ad_user_data", "ad_personalization"] as const;
const consentState = (value: "granted" | "denied") =>
  Object.fromEntries(consentTypes.map((type) => [type, value])) as Record<(typeof consentTypes)[number], string>;

function loadScript(src: string) {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.append(script);
}

function installGtag() {
  window.dataLayer ??= [];
  window.gtag ??= function gtag() {
    // gtag.js reads Arguments objects from the data layer, not arrays.
    // biome-ignore lint/complexity/noArguments: see above.
    window.dataLayer?.push(arguments);
  };
  return window.gtag;
}

function installFbq(): Fbq {
  if (window.fbq) return window.fbq;
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as Fbq;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = "2.0";
  window.fbq = fbq;
  window._fbq ??= fbq;
  return fbq;
}

/**
 * The first call that allows tracking installs the tags: consent defaults (denied in the consent regions,
 * the pixel revoked), configuration, scripts. Later calls update consent.
 */
export function createTags({ gaMeasurementId, metaPixelId }: AnalyticsConfig) {
  let installed = false;

  return (consent: TagConsent) => {
    if (!installed && consent === "denied") return;
    const gtag = gaMeasurementId ? installGtag() : null;
    const fbq = metaPixelId ? installFbq() : null;

    if (installed) {
      gtag?.("consent", "update", consentState(consent === "denied" ? "denied" : "granted"));
      fbq?.("consent", consent === "denied" ? "revoke" : "grant");
      return;
    }
    installed = true;

    if (gtag && gaMeasurementId) {
      gtag("consent", "default", { ...consentState("denied"), region: [...CONSENT_REGIONS] });
      gtag("consent", "default", consentState("granted"));
      // Outside the consent regions Google's own defaults apply; only an explicit Accept updates them.
      if (consent === "granted") gtag("consent", "update", consentState("granted"));
      gtag("js", new Date());
      gtag("config", gaMeasurementId);
      loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaMeasurementId)}`);
    }
    if (fbq && metaPixelId) {
      fbq("consent", "revoke");
      fbq("init", metaPixelId);
      // The pixel has no regional defaults: it is granted once the visitor accepts or is outside the consent regions.
      fbq("consent", "grant");
      fbq("track", "PageView");
      loadScript("https://connect.facebook.net/en_US/fbevents.js");
    }
  };
}
