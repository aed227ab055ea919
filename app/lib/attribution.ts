/**
 * Where a lead came from, kept in the visitor's own browser only with analytics consent ("all"), and
 * sent with the enquiry (ADR 076). A touch is one arrival: the campaign's five `utm_*` parameters,
 * whether an ad click id was present (never its value), the referring host, the landing page, the day.
 */
export const UTM_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export const CLICK_IDS = ["gclid", "fbclid", "msclkid"] as const;

export type Touch = Partial<Record<(typeof UTM_PARAMETERS)[number], string>> &
  Partial<Record<(typeof CLICK_IDS)[number], true>> & { referrer?: string; landing: string; date: string };
export type LeadSource = { first: Touch; last: Touch };
export type Attribution = { page?: string; first?: Touch; last?: Touch };

export const SENT_FROM_FIELD = "sentFrom";
export const ATTRIBUTION_FIELD = "attribution";
/** The longest value kept; the server trims to the same. */
export const ATTRIBUTION_VALUE_LIMIT = 200;

export const ATTRIBUTION_STORAGE_KEY = "leadSource";

export let landingHref: string | null = null;

export function noteLanding() {
  landingHref ??= window.location.href;
}

/*
 * What reads and keeps the lead source is in lead-source.client.ts, which the site loads only where it is needed:
 * as the page is taken over when the visitor has consented, when they choose in the banner, and when
 * a form is sent.
 */
