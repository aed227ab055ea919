import { site } from "~/config/site";

/**
 * One formatter per time zone, made once: a formatter holds ICU memory outside the JavaScript heap,
 * so making one per call (per request, on the server) grows the process by megabytes a second
 * before the collector notices.
 */
const isoFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) of an instant, in the agency's time zone. */
export function isoDate(instant: Date, timeZone: string = site.timeZone): string {
  let formatter = isoFormatters.get(timeZone);
  if (!formatter) {
    // en-CA formats a date as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    isoFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

const longDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

/** A YYYY-MM-DD date as British English prose, e.g. "22 November 2026". */
export function formatLongDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Expected a YYYY-MM-DD date, got "${date}"`);
  const [, year, month, day] = match;
  const utc = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return longDate.format(utc);
}
