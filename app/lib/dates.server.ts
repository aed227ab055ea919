import { site } from "~/config/site";

/* Times and durations in London time, in Intl's words, for the agency's emails and figures; made once. */

const dateTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: site.timeZone,
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZoneName: "short",
});

/** "Thu, 26 Nov 2026, 14:05 GMT". */
export const formatDateTime = (instant: Date) => dateTime.format(instant);

const duration = new Intl.DurationFormat("en-GB", { style: "narrow" });

/** A reply time, to the minute: "3h 12m", "1d 4h 2m"; under a minute counts as one. */
export function formatDuration(ms: number) {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  return duration.format({
    days: Math.floor(minutes / 1440),
    hours: Math.floor(minutes / 60) % 24,
    minutes: minutes % 60,
  });
}

const dayRange = new Intl.DateTimeFormat("en-GB", {
  timeZone: site.timeZone,
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** "16–22 November 2026": the days from `from` to `to`, both included. */
export const formatDayRange = (from: Date, to: Date) => dayRange.formatRange(from, to);
