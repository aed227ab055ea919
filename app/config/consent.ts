/** Cookie consent: the spec's key and values, where the banner asks first, and the endpoints that decide. */

export const CONSENT_STORAGE_KEY = "cookieConsent";

export const consentChoices = ["all", "essential"] as const;
export type ConsentChoice = (typeof consentChoices)[number];

/** Where visitors are asked first: the EU, the rest of the EEA, the UK (PECR) and Switzerland. */
export const CONSENT_REGIONS: readonly string[] = [
  ..."AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE".split(" "),
  ...["GB", "IS", "LI", "NO", "CH"],
];

export const COOKIE_POLICY_SECTION_ID = "cookies";

export const GEO_LOOKUP_PATH = "/api/geo";
export const ANALYTICS_CONFIG_PATH = "/api/analytics-config";
/** A lookup slower than this counts as failed, so the banner shows. */
export const GEO_LOOKUP_TIMEOUT_MS = 4000;

export type AnalyticsConfig = { gaMeasurementId: string | null; metaPixelId: string | null };

/** `regional`: no choice yet, but the visitor is outside the consent regions. */
export type TagConsent = "granted" | "regional" | "denied";
