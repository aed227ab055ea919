/**
 * Where a lead came from, kept in the browser only with consent ("all") and sent with the enquiry (ADR 076):
 * per arrival, the `utm_*` tags, whether an ad click id was present (never its value), referrer, landing, day.
 */
export const UTM_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export const CLICK_IDS = ["gclid", "fbclid", "msclkid"] as const;

export type Touch = Partial<Record<(typeof UTM_PARAMETERS)[number], string>> &
  Partial<Record<(typeof CLICK_IDS)[number], true>> & { referrer?: string; landing: string; date: string };
export type LeadSource = { first: Touch; last: Touch };
export type Attribution = { page?: string; first?: Touch; last?: Touch };

export const SENT_FROM_FIELD = "sentFrom";
export const ATTRIBUTION_FIELD = "attribution";
export const ATTRIBUTION_VALUE_LIMIT = 200;

export const ATTRIBUTION_STORAGE_KEY = "leadSource";

export let landingHref: string | null = null;

export function noteLanding() {
  landingHref ??= window.location.href;
}

/* Reading and keeping it is lead-source.client.ts, loaded only where consent is given or a form is sent. */
