import { type Locale, localeNames, locales } from "~/config/locales";
import { site } from "~/config/site";

/** One formatter per time zone: each holds ICU memory outside the heap, so one per call grows the process fast. */
const isoFormatters = new Map<string, Intl.DateTimeFormat>();

export function isoDate(instant: Date, timeZone: string = site.timeZone): string {
  let formatter = isoFormatters.get(timeZone);
  if (!formatter) {
    // en-CA formats a date as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    isoFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

const longDates = Object.fromEntries(
  localeNames.map((locale) => [
    locale,
    new Intl.DateTimeFormat(locales[locale].lang, { dateStyle: "long", timeZone: "UTC" }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>;

/** A YYYY-MM-DD date as prose: "22 November 2026", or in Spanish "22 de noviembre de 2026". */
export function formatLongDate(date: string, locale: Locale = "en"): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Expected a YYYY-MM-DD date, got "${date}"`);
  const [, year, month, day] = match;
  const utc = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return longDates[locale].format(utc);
}
