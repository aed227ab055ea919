import {
  ATTRIBUTION_STORAGE_KEY,
  ATTRIBUTION_VALUE_LIMIT,
  CLICK_IDS,
  type LeadSource,
  landingHref,
  type Touch,
  UTM_PARAMETERS,
} from "./attribution";
import { readConsent } from "./consent";

let arrival: { touch: Touch; telling: boolean } | null = null;

/** Notes this page load's arrival (before any client-side navigation), kept with consent, forgotten without. */
export function noteArrival() {
  const { searchParams, pathname, hostname } = new URL(landingHref ?? window.location.href);
  const cap = (value: string) => value.slice(0, ATTRIBUTION_VALUE_LIMIT);
  const touch: Touch = { landing: cap(pathname), date: new Date().toISOString().slice(0, 10) };
  for (const name of UTM_PARAMETERS) if (searchParams.get(name)) touch[name] = cap(searchParams.get(name)!);
  for (const name of CLICK_IDS) if (searchParams.has(name)) touch[name] = true;
  try {
    const referrer = new URL(document.referrer).hostname;
    if (referrer !== hostname) touch.referrer = referrer;
  } catch {}
  arrival = { touch, telling: Object.keys(touch).length > 2 };
  keepLeadSource();
}

/** The first touch stays; the last is any arrival that says something (not a plain return). No consent: forget. */
export function keepLeadSource() {
  try {
    if (readConsent() !== "all") return window.localStorage.removeItem(ATTRIBUTION_STORAGE_KEY);
    if (!arrival) return;
    const kept = readLeadSource();
    const { touch, telling } = arrival;
    const source: LeadSource = { first: kept?.first ?? touch, last: telling || !kept ? touch : kept.last };
    window.localStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(source));
    arrival = null;
  } catch {}
}

export function readLeadSource(): LeadSource | null {
  try {
    return readConsent() === "all" ? JSON.parse(window.localStorage.getItem(ATTRIBUTION_STORAGE_KEY) ?? "null") : null;
  } catch {
    return null;
  }
}
