import { site } from "~/config/site";
import { enquiryCopy } from "~/content/enquiry-operations";
import type { Attribution } from "~/lib/attribution";
import { bucketValue, VITALS, type Vital } from "~/lib/browser-reports.server";
import { isoDate } from "~/lib/dates";
import { formatDayRange, formatDuration } from "~/lib/dates.server";
import { fill } from "~/lib/placeholders";
import { type Count, readCounts } from "../store/daily-counts";
import type { Database } from "../store/database";
import { iso, toDate } from "../store/enquiries";
import { sourceOf } from "./attribution";

/*
 * The agency's figures for a period (ADR 078, 081): leads by source and by week, reply times against
 * the promise, spam, and what visitors' browsers met. `enquiries -- stats` prints them; the weekly
 * digest sends them.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

type VitalsRow = { template: string; visits: number } & Record<Vital, number | null>;
type Ranked = { template: string; name: string; count: number };
export type Report = Awaited<ReturnType<typeof buildReport>>;

/** The ISO week of a London calendar day, "2026-W48". */
export function isoWeek(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  const thursday = new Date(date.getTime() + (3 - ((date.getUTCDay() + 6) % 7)) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS));
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? null : sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;

const tally = <K>(map: Map<K, number>, key: K, count = 1) => map.set(key, (map.get(key) ?? 0) + count);
const byCount = (a: [string, number], b: [string, number]) => b[1] - a[1] || a[0].localeCompare(b[0]);

/** The p75 of each vital, by template, from the days' histogram buckets. */
function vitalsOf(counts: Count[]): VitalsRow[] {
  const buckets = new Map<string, Map<Vital, Map<number, number>>>();
  for (const { metric, scope, name, count } of counts) {
    if (!(metric in VITALS)) continue;
    const vitals = buckets.get(scope) ?? new Map<Vital, Map<number, number>>();
    buckets.set(scope, vitals);
    const histogram = vitals.get(metric as Vital) ?? new Map<number, number>();
    vitals.set(metric as Vital, tally(histogram, Number(name), count));
  }
  return [...buckets].map(([template, vitals]) => {
    const row: VitalsRow = { template, visits: 0, lcp: null, inp: null, cls: null };
    for (const [vital, histogram] of vitals) {
      const total = [...histogram.values()].reduce((sum, count) => sum + count, 0);
      row.visits = Math.max(row.visits, total);
      let seen = 0;
      for (const [bucket, count] of [...histogram].sort((a, b) => a[0] - b[0])) {
        seen += count;
        if (seen >= 0.75 * total) {
          row[vital] = bucketValue(vital, bucket);
          break;
        }
      }
    }
    return row;
  });
}

function ranked(counts: Count[], metric: string, top = 5): Ranked[] {
  const totals = new Map<string, number>();
  for (const count of counts)
    if (count.metric === metric) tally(totals, JSON.stringify([count.scope, count.name]), count.count);
  return [...totals]
    .sort(byCount)
    .slice(0, top)
    .map(([key, count]) => {
      const [template, name] = JSON.parse(key) as [string, string];
      return { template, name, count };
    });
}

/**
 * The figures of the London days from `from` to `to` (not included), as they stand at `now`; `reminderHours` is
 * what "overdue" counts by, and "past the promise" is answered after its hours, or still unanswered past them.
 */
export async function buildReport(
  db: Database,
  options: { from: Date; to: Date; now?: Date; reminderHours: number; weeksFrom?: Date },
) {
  // Leads by week may go further back than the rest (the digest shows eight weeks' trend).
  const { from, to, now = new Date(), reminderHours } = options;
  const weeksFrom = new Date(Math.min((options.weeksFrom ?? from).getTime(), from.getTime()));
  const rows = await db.all(
    "SELECT created_at, answered_at, released_at, spam_reason, attribution FROM enquiries WHERE created_at >= ? AND created_at < ?",
    [iso(weeksFrom), iso(to)],
  );
  const sources = new Map<string, number>();
  const weeks = new Map<string, number>();
  for (let at = weeksFrom.getTime(); at < to.getTime(); at += DAY_MS) weeks.set(isoWeek(isoDate(new Date(at))), 0);
  const replyTimes: number[] = [];
  const replies = { withinPromise: 0, pastPromise: 0, overdue: 0, unanswered: 0 };
  const spam = { held: 0, released: 0, dropped: 0 };
  let leads = 0;
  for (const row of rows) {
    const inPeriod = toDate(row.created_at) >= from;
    if (row.spam_reason != null && row.released_at == null) {
      if (inPeriod) spam.held++;
      continue;
    }
    if (row.released_at != null && inPeriod) spam.released++;
    const created = toDate(row.created_at);
    tally(weeks, isoWeek(isoDate(created)));
    if (created < from) continue;
    leads++;
    tally(sources, sourceOf(typeof row.attribution === "string" ? (JSON.parse(row.attribution) as Attribution) : null));
    // The clock runs from arrival, or from release for spam released by hand.
    const start = toDate(row.released_at ?? row.created_at).getTime();
    const answered = row.answered_at == null ? null : toDate(row.answered_at).getTime() - start;
    if (answered === null) replies.unanswered++;
    else replyTimes.push(answered);
    if (answered !== null && answered <= site.replyWithinHours * HOUR_MS) replies.withinPromise++;
    const waited = answered ?? now.getTime() - start;
    if (waited > site.replyWithinHours * HOUR_MS) replies.pastPromise++;
    if (waited > reminderHours * HOUR_MS) replies.overdue++;
  }
  const counts = await readCounts(db, isoDate(from), isoDate(to));
  for (const count of counts) if (count.metric === "spam-dropped") spam.dropped += count.count;
  replyTimes.sort((a, b) => a - b);
  return {
    from,
    to,
    reminderHours,
    leads,
    bySource: [...sources].sort(byCount),
    byWeek: [...weeks].sort((a, b) => a[0].localeCompare(b[0])),
    replies: {
      answered: replyTimes.length,
      medianMs: percentile(replyTimes, 0.5),
      p90Ms: percentile(replyTimes, 0.9),
      ...replies,
    },
    spam,
    vitals: vitalsOf(counts).sort((a, b) => b.visits - a.visits || a.template.localeCompare(b.template)),
    errors: ranked(counts, "error"),
    violations: ranked(counts, "csp"),
  };
}

const unit = (name: string, digits: number) =>
  new Intl.NumberFormat("en-GB", { style: "unit", unit: name, unitDisplay: "narrow", maximumFractionDigits: digits });
const seconds = unit("second", 1);
const milliseconds = unit("millisecond", 0);
const fraction = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });

/** A vital as it is read: "2.1s", "180ms", "0.04"; a dash for none. */
export function formatVital(vital: Vital, value: number | null) {
  if (value === null) return "–";
  if (vital === "cls") return fraction.format(value);
  return vital === "lcp" ? seconds.format(value / 1000) : milliseconds.format(value);
}

export const formatReplyTime = (ms: number | null) =>
  ms === null ? enquiryCopy.report.noReplyYet : formatDuration(ms);

/** The replies and spam sections as label and value rows, for the text and the email's tables. */
export function reportSections(report: Report) {
  const copy = enquiryCopy.report;
  const hours = site.replyWithinHours;
  const { replies, spam } = report;
  return {
    replies: [
      [copy.answered, `${replies.answered} / ${report.leads}`],
      [copy.median, formatReplyTime(replies.medianMs)],
      [copy.p90, formatReplyTime(replies.p90Ms)],
      [fill(copy.withinPromise, { hours }), String(replies.withinPromise)],
      [fill(copy.overdue, { hours: report.reminderHours }), String(replies.overdue)],
      [copy.unanswered, String(replies.unanswered)],
    ] as [string, string][],
    spam: [
      [copy.spamHeld, String(spam.held)],
      [copy.spamReleased, String(spam.released)],
      [copy.spamDropped, String(spam.dropped)],
    ] as [string, string][],
  };
}

/** The days a report covers, "16–22 November 2026" (its end is the start of the day after the last). */
export const periodOf = (report: Report) => formatDayRange(report.from, new Date(report.to.getTime() - 1));
