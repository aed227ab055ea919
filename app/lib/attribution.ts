import { readConsent } from "./consent";

/**
 * Where a lead came from, kept in the visitor's own browser only with analytics consent ("all"), and
 * sent with the enquiry (ADR 071). A touch is one arrival: the campaign's five `utm_*` parameters,
 * whether an ad click id was present (never its value), the referring host, the landing page, the day.
 */
export const UTM_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export const CLICK_IDS = ["gclid", "fbclid", "msclkid"] as const;

export type Touch = Partial<Record<(typeof UTM_PARAMETERS)[number], string>> &
  Partial<Record<(typeof CLICK_IDS)[number], true>> & { referrer?: string; landing: string; date: string };
export type Touches = { first: Touch; last: Touch };
/** What an enquiry carries: the page it was sent from, and the touches when the visitor consented. */
export type Attribution = { page?: string; first?: Touch; last?: Touch };

/** The form field naming the page the form was sent from (all a form without JavaScript sends). */
export const SENT_FROM_FIELD = "sentFrom";
export const ATTRIBUTION_FIELD = "attribution";
/** The longest value kept; the server trims to the same. */
export const ATTRIBUTION_VALUE_LIMIT = 200;

/** Where the browser keeps the touches, in local storage (the privacy policy names it). */
export const ATTRIBUTION_STORAGE_KEY = "leadSource";

/** This page load's touch, and whether it says anything (a campaign, an ad click, another site). */
let arrival: { touch: Touch; telling: boolean } | null = null;

/**
 * Notes how the visitor arrived, from the address and referrer of the page load (call it once React has
 * taken over, before any client-side navigation), and keeps it when consent allows.
 */
export function noteArrival() {
  const { searchParams, pathname, hostname } = new URL(window.location.href);
  const cap = (value: string) => value.slice(0, ATTRIBUTION_VALUE_LIMIT);
  const touch: Touch = { landing: cap(pathname), date: new Date().toISOString().slice(0, 10) };
  for (const name of UTM_PARAMETERS) if (searchParams.get(name)) touch[name] = cap(searchParams.get(name)!);
  for (const name of CLICK_IDS) if (searchParams.has(name)) touch[name] = true;
  try {
    const referrer = new URL(document.referrer).hostname;
    if (referrer !== hostname) touch.referrer = referrer;
  } catch {}
  arrival = { touch, telling: Object.keys(touch).length > 2 };
  keepTouches();
}

/**
 * With consent, records the arrival: the first touch stays the first, and the last is replaced by any
 * arrival that says something (a plain return visit does not). Without it, forgets any kept.
 */
export function keepTouches() {
  try {
    if (readConsent() !== "all") return window.localStorage.removeItem(ATTRIBUTION_STORAGE_KEY);
    if (!arrival) return;
    const kept = readTouches();
    const { touch, telling } = arrival;
    const touches: Touches = { first: kept?.first ?? touch, last: telling || !kept ? touch : kept.last };
    window.localStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(touches));
    arrival = null;
  } catch {}
}

/** The kept touches, with consent; null without it or when none are kept. */
export function readTouches(): Touches | null {
  try {
    return readConsent() === "all" ? JSON.parse(window.localStorage.getItem(ATTRIBUTION_STORAGE_KEY) ?? "null") : null;
  } catch {
    return null;
  }
}
