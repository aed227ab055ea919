import { site } from "~/config/site";
import { isoDate } from "~/lib/dates";
import type { Database } from "../store/database";
import { iso } from "../store/enquiries";
import { buildReport, isoWeek } from "./report";

/*
 * The weekly digest (ADR 081): every Monday at 08:00 London time, the week before's figures to the
 * agency's inbox, once, whichever instance and however many restarts; the store records each week sent.
 */

const DAY_MS = 86_400_000;
const londonOffset = new Intl.DateTimeFormat("en-GB", { timeZone: site.timeZone, timeZoneName: "longOffset" });

/**
 * The instant a London wall-clock hour falls on, for a day ("2026-11-23"): BST or GMT as that day has
 * it at that hour (never an hour the clocks skip, which are 01:00–02:00 on a Sunday).
 */
export function londonTime(day: string, hour: number): Date {
  const wall = `${day}T${String(hour).padStart(2, "0")}:00:00`;
  const zone = londonOffset.formatToParts(Date.parse(`${wall}Z`)).find((part) => part.type === "timeZoneName")!;
  return new Date(`${wall}${zone.value.replace(/^GMT/, "") || "Z"}`);
}

/** A calendar day `days` after another ("2026-11-23", -7: "2026-11-16"). */
export const shiftDay = (day: string, days: number) =>
  isoDate(new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS), "UTC");

export type DigestWeek = { week: string; from: Date; to: Date; sendAt: Date };

/** The digest due by `now`: the latest Monday 08:00 London not after it, and the week (Monday to Sunday) before. */
export function digestDue(now: Date): DigestWeek {
  const today = isoDate(now);
  let monday = shiftDay(today, -((new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7));
  if (londonTime(monday, 8) > now) monday = shiftDay(monday, -7);
  const previous = shiftDay(monday, -7);
  return {
    week: isoWeek(previous),
    from: londonTime(previous, 0),
    to: londonTime(monday, 0),
    sendAt: londonTime(monday, 8),
  };
}

/** Weeks of leads the digest's trend shows, the week it covers the last. */
const TREND_WEEKS = 8;

/** A digest's figures: its week's, with the weeks before it for the trend. */
export function digestReport(db: Database, due: DigestWeek, reminderHours: number, now = new Date()) {
  const weeksFrom = londonTime(shiftDay(isoDate(due.from), -7 * (TREND_WEEKS - 1)), 0);
  return buildReport(db, { from: due.from, to: due.to, now, reminderHours, weeksFrom });
}

const DIGEST_SETTING = "weekly_digest";

/**
 * Reserves a week's digest for this sender, for `leaseMs`: false when it was sent, another holds it, or a
 * later week was sent already. A sender that dies mid-way leaves a lease that runs out, and the next one sends.
 */
export async function claimDigest(db: Database, week: string, leaseMs: number, now = new Date()) {
  return db.transaction(async (tx) => {
    await tx.run("INSERT INTO settings (name, value) VALUES (?, '') ON CONFLICT (name) DO NOTHING", [DIGEST_SETTING]);
    const [row] = await tx.all<{ value: string }>(
      `SELECT value FROM settings WHERE name = ?${db.kind === "postgres" ? " FOR UPDATE" : ""}`,
      [DIGEST_SETTING],
    );
    const [held = "", state, until = ""] = (row?.value ?? "").split(" ");
    if (held > week || (held === week && (state === "sent" || Date.parse(until) > now.getTime()))) return false;
    const lease = `${week} sending ${iso(new Date(now.getTime() + leaseMs))}`;
    await tx.run("UPDATE settings SET value = ? WHERE name = ?", [lease, DIGEST_SETTING]);
    return true;
  });
}

/** Marks `week` as sent where no digest was ever recorded: a new store's first digest is the next one due. */
export const startDigestsFrom = (db: Database, week: string) =>
  db.run("INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING", [
    DIGEST_SETTING,
    `${week} sent`,
  ]);

export const markDigestSent = (db: Database, week: string) =>
  db.run("UPDATE settings SET value = ? WHERE name = ?", [`${week} sent`, DIGEST_SETTING]);
