import { type Locale, localeOf } from "~/config/locales";
import { enquiryCopy } from "~/content/enquiry-operations";
import { ATTRIBUTION_VALUE_LIMIT, type Attribution, CLICK_IDS, type Touch, UTM_PARAMETERS } from "~/lib/attribution";
import { fill } from "~/lib/placeholders";
import { CONTROL } from "./schema";

// What a browser says about where a lead came from is the visitor's to make up: every value is checked
// here, and one that is not what it should be is left out, never the enquiry with it (ADR 076).

const PATH = /^\/(?![/\\])[^\s?#]*$/;
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A value as kept: well-formed text without control or bidirectional characters, trimmed, at most 200 characters. */
function cleanText(value: unknown): string | undefined {
  if (typeof value !== "string" || !value.isWellFormed() || CONTROL.test(value)) return undefined;
  return Array.from(value.trim()).slice(0, ATTRIBUTION_VALUE_LIMIT).join("") || undefined;
}

const matching = (pattern: RegExp, value: unknown) => {
  const text = cleanText(value);
  return text && pattern.test(text) ? text : undefined;
};

function cleanTouch(value: unknown): Touch | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const raw = value as Record<string, unknown>;
  const landing = matching(PATH, raw.landing);
  const date = matching(DAY, raw.date);
  if (!landing || !date) return undefined;
  const touch: Touch = { landing, date };
  for (const name of UTM_PARAMETERS) {
    const text = cleanText(raw[name]);
    if (text) touch[name] = text;
  }
  for (const name of CLICK_IDS) if (raw[name] === true) touch[name] = true;
  const referrer = matching(HOST, typeof raw.referrer === "string" ? raw.referrer.toLowerCase() : undefined);
  if (referrer) touch.referrer = referrer;
  return touch;
}

/** The attribution a submission carries, cleaned: the page always, the touches only from the site's script. */
export function readAttribution(sentFrom: unknown, touches: unknown): Attribution | null {
  const page = matching(PATH, sentFrom);
  const { first, last } = (typeof touches === "object" && touches !== null ? touches : {}) as Record<string, unknown>;
  const attribution: Attribution = { page, first: cleanTouch(first), last: cleanTouch(last) };
  for (const key of ["page", "first", "last"] as const) if (!attribution[key]) delete attribution[key];
  return Object.keys(attribution).length > 0 ? attribution : null;
}

/**
 * The language of an enquiry: that of the page it was sent from (ADR 084), English when it names
 * none. The page is kept with every enquiry, with or without consent.
 */
export function languageOf(attribution: Attribution | null): Locale {
  return localeOf(attribution?.page ?? "/");
}

/** The enquiry's language as the agency reads it: "Spanish". */
export const languageName = (attribution: Attribution | null) => enquiryCopy.languages[languageOf(attribution)];

/** Which network an ad click id belongs to, for a touch that names no campaign. */
const CLICK_NETWORKS = { gclid: "Google Ads", fbclid: "Meta", msclkid: "Microsoft Advertising" } as const;

/** A lead's source in one line, from its last touch: "google / cpc", "linkedin.com (referral)", "Direct". */
export function sourceOf(attribution: Attribution | null): string {
  const copy = enquiryCopy.source;
  const touch = attribution?.last ?? attribution?.first;
  if (!touch) return copy.notRecorded;
  if (touch.utm_source) return [touch.utm_source, touch.utm_medium].filter(Boolean).join(" / ");
  const click = CLICK_IDS.find((id) => touch[id]);
  if (click) return fill(copy.adClick, { network: CLICK_NETWORKS[click] });
  return touch.referrer ? fill(copy.referral, { host: touch.referrer }) : copy.direct;
}

/** A touch in one line: its campaign fields, the ad clicks, the referrer, then where and when it landed. */
export function describeTouch(touch: Touch): string {
  const campaign = UTM_PARAMETERS.filter((name) => touch[name]).map((name) => `${name}=${touch[name]}`);
  const clicks = CLICK_IDS.filter((id) => touch[id]);
  const from = touch.referrer ? [fill(enquiryCopy.source.referral, { host: touch.referrer })] : [];
  const landed = fill(enquiryCopy.source.landed, { page: touch.landing, date: touch.date });
  return [...campaign, ...clicks, ...from, landed].join(", ");
}

const CAMPAIGN_LABELS = { utm_campaign: "campaign", utm_term: "term", utm_content: "content" } as const;

/**
 * Each line of an enquiry's Source block, label and value: the source and the page it was sent from,
 * the last touch field by field, and the first touch in one line where it differs.
 */
export function sourceLines(attribution: Attribution | null): [string, string][] {
  const { labels } = enquiryCopy.source;
  const { first, last, page } = attribution ?? {};
  const lines: [string, string][] = [[labels.source, sourceOf(attribution)]];
  if (page) lines.push([labels.sentFrom, page]);
  if (last) {
    for (const [name, label] of Object.entries(CAMPAIGN_LABELS))
      if (last[name as keyof typeof CAMPAIGN_LABELS])
        lines.push([labels[label], last[name as keyof typeof CAMPAIGN_LABELS]!]);
    const clicks = CLICK_IDS.filter((id) => last[id]).map((id) => CLICK_NETWORKS[id]);
    if (clicks.length > 0) lines.push([labels.adClick, clicks.join(", ")]);
    if (last.referrer) lines.push([labels.referrer, last.referrer]);
    lines.push([labels.landed, `${last.landing}, ${last.date}`]);
  }
  if (first && JSON.stringify(first) !== JSON.stringify(last)) lines.push([labels.firstTouch, describeTouch(first)]);
  return lines;
}
