import {
  ANALYTICS_CONFIG_PATH,
  type AnalyticsConfig,
  CONSENT_REGIONS,
  CONSENT_STORAGE_KEY,
  type ConsentChoice,
  consentChoices,
  GEO_LOOKUP_PATH,
  GEO_LOOKUP_TIMEOUT_MS,
  type TagConsent,
} from "~/config/consent";

export function readConsent(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    return consentChoices.find((choice) => choice === value) ?? null;
  } catch {
    return null;
  }
}

export function storeConsent(choice: ConsentChoice) {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Without storage the choice still holds for this page; the banner asks again on the next visit.
  }
}

export async function lookUpCountry(): Promise<string | null> {
  try {
    const response = await fetch(GEO_LOOKUP_PATH, { signal: AbortSignal.timeout(GEO_LOOKUP_TIMEOUT_MS) });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const code = typeof body === "object" && body !== null ? (body as { country_code?: unknown }).country_code : null;
    return typeof code === "string" && /^[A-Z]{2}$/.test(code) ? code : null;
  } catch {
    return null;
  }
}

/** An unknown country is treated as one where consent is required. */
export function needsConsent(country: string | null) {
  return country === null || CONSENT_REGIONS.includes(country);
}

type ApplyTagConsent = (consent: TagConsent) => void;

let tags: Promise<ApplyTagConsent | null> | undefined;

const idOrNull = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

async function loadTags(): Promise<ApplyTagConsent | null> {
  try {
    const response = await fetch(ANALYTICS_CONFIG_PATH);
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<Record<keyof AnalyticsConfig, unknown>>;
    const config: AnalyticsConfig = {
      gaMeasurementId: idOrNull(body.gaMeasurementId),
      metaPixelId: idOrNull(body.metaPixelId),
    };
    if (!config.gaMeasurementId && !config.metaPixelId) return null;
    const { createTags } = await import("./analytics");
    return createTags(config);
  } catch {
    return null;
  }
}

/** The tags' code and IDs are fetched only once consent allows them and the server has IDs configured. */
export async function applyTagConsent(consent: TagConsent) {
  if (consent === "denied" && !tags) return;
  tags ??= loadTags();
  (await tags)?.(consent);
}

const OPEN_SETTINGS_EVENT = "cookie-settings:open";

export function openCookieSettings() {
  window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));
}

export function onOpenCookieSettings(listener: () => void) {
  window.addEventListener(OPEN_SETTINGS_EVENT, listener);
  return () => window.removeEventListener(OPEN_SETTINGS_EVENT, listener);
}
