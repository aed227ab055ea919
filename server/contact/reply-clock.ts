import { createHmac, timingSafeEqual } from "node:crypto";
import { site } from "~/config/site";
import { REPLY_LINK_DAYS } from "~/lib/contact";
import { isoDate } from "~/lib/dates";
import type { ReplyLink } from "~/lib/load-context";
import type { Env } from "../env";
import type { Logger } from "../logger";
import type { Database } from "../store/database";
import { findEnquiry, iso, markAnswered } from "../store/enquiries";
import type { EnquiryStore } from "./connection";
import type { EmailSender, MailOptions } from "./emails";
import { buildReport, isoWeek } from "./report";

// The reply clock (ADR 078, 081): the "Mark as answered" link that stops it, and the weekly digest of how the
// replies went, every Monday at 08:00 London time, once, whichever instance and however many restarts.

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** How long a digest being sent is reserved: a sender that died frees it after this. */
const DIGEST_LEASE_MS = 10 * MINUTE_MS;
/** Weeks of leads the digest's trend shows, the week it covers the last. */
const TREND_WEEKS = 8;
const DIGEST_SETTING = "weekly_digest";

export const mailOptions = (env: Env): MailOptions => ({
  to: env.ENQUIRY_TO,
  from: env.ENQUIRY_FROM,
  siteUrl: env.SITE_URL,
});

// The link's token: the enquiry's id and when it arrived, signed for this one action. Lower-case hex and base
// 36, so the canonical path (lower case) is the link.
const TOKEN = /^([0-9a-f]{32})\.([0-9a-z]{1,9})\.([0-9a-f]{32})$/;
const mac = (secret: string, id: string, issued: string) =>
  createHmac("sha256", secret).update(`answered.${id}.${issued}`).digest("hex").slice(0, 32);

export function replyToken(secret: string, enquiryId: string, issuedAt: Date) {
  const id = enquiryId.replaceAll("-", "").toLowerCase();
  const issued = Math.floor(issuedAt.getTime() / 1000).toString(36);
  return `${id}.${issued}.${mac(secret, id, issued)}`;
}

/** Whether a token is one this site signed (else "forged"), and whether it still works. */
export function checkReplyToken(secret: string, token: string, now = new Date()) {
  const [, id, issued, given] = TOKEN.exec(token) ?? [];
  if (!id || !issued || !given || !timingSafeEqual(Buffer.from(mac(secret, id, issued)), Buffer.from(given)))
    return { state: "forged" } as const;
  const enquiryId = [id.slice(0, 8), id.slice(8, 12), id.slice(12, 16), id.slice(16, 20), id.slice(20)].join("-");
  const age = now.getTime() - Number.parseInt(issued, 36) * 1000;
  return { state: age > REPLY_LINK_DAYS * DAY_MS ? "expired" : "valid", enquiryId } as const;
}

const londonOffset = new Intl.DateTimeFormat("en-GB", { timeZone: site.timeZone, timeZoneName: "longOffset" });

/** The instant a London wall-clock hour falls on, for a day ("2026-11-23"), BST or GMT as that day has it. */
export function londonTime(day: string, hour: number): Date {
  const wall = `${day}T${String(hour).padStart(2, "0")}:00:00`;
  const zone = londonOffset.formatToParts(Date.parse(`${wall}Z`)).find((part) => part.type === "timeZoneName")!;
  return new Date(`${wall}${zone.value.replace(/^GMT/, "") || "Z"}`);
}

export const shiftDay = (day: string, days: number) =>
  isoDate(new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS), "UTC");

export type DigestWeek = { week: string; from: Date; to: Date; sendAt: Date };

/** The digest due by `now`: the latest Monday 08:00 London not after it, and the week (Monday to Sunday) before. */
export function digestDue(now: Date): DigestWeek {
  const today = isoDate(now);
  let monday = shiftDay(today, -((new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7));
  if (londonTime(monday, 8) > now) monday = shiftDay(monday, -7);
  const previous = shiftDay(monday, -7);
  const week = isoWeek(previous);
  return { week, from: londonTime(previous, 0), to: londonTime(monday, 0), sendAt: londonTime(monday, 8) };
}

export function digestReport(db: Database, due: DigestWeek, reminderHours: number, now = new Date()) {
  const weeksFrom = londonTime(shiftDay(isoDate(due.from), -7 * (TREND_WEEKS - 1)), 0);
  return buildReport(db, { from: due.from, to: due.to, now, reminderHours, weeksFrom });
}

/**
 * Reserves a week's digest for this sender, for `leaseMs`: false when it was sent, another holds it, or a
 * later week was sent already. A sender that dies mid-way leaves a lease that runs out, and the next one sends.
 */
function claimDigest(db: Database, week: string, leaseMs: number, now: Date) {
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

type ReplyClockOptions = {
  store: EnquiryStore;
  env: Env;
  logger: Logger;
  email: EmailSender;
  /** The time the reply clock and the digest's schedule go by; tests set their own. */
  clock: () => Date;
};

export function replyClock({ store, env, logger, email, clock }: ReplyClockOptions) {
  /** A "Mark as answered" link: what its page may show, the reply recorded first when `answer`. */
  async function replyLink(token: string, answer: boolean, now = new Date()): Promise<ReplyLink> {
    const { ready } = store;
    if (!ready) return { state: "unavailable" };
    const checked = checkReplyToken(ready.replySecret, token, now);
    if (checked.state !== "valid") return { state: checked.state };
    const marked = answer && (await markAnswered(ready.db, checked.enquiryId, now));
    const enquiry = await findEnquiry(ready.db, checked.enquiryId);
    if (!enquiry) return { state: "gone" };
    if (marked) logger.info("enquiry marked as answered", { enquiryId: enquiry.id });
    const { id: reference, createdAt: receivedAt, answeredAt } = enquiry;
    return { state: marked ? "done" : answeredAt ? "used" : "open", reference, receivedAt, answeredAt };
  }

  /** Whether a "Mark as answered" token is one this site signed: the server renders a page for no other. */
  const signedReplyToken = (token: string) =>
    store.ready !== null && checkReplyToken(store.ready.replySecret, token).state !== "forged";

  /** Checked every minute. A failed send keeps its lease until it runs out, then the next check tries again. */
  async function sendDigestIfDue(now = clock()) {
    const { ready } = store;
    if (!ready) return false;
    const due = digestDue(now);
    if (!(await claimDigest(ready.db, due.week, DIGEST_LEASE_MS, now))) return false;
    const report = await digestReport(ready.db, due, env.REPLY_REMINDER_HOURS, now);
    const { buildDigestEmail } = await import("./emails");
    await email.send(await buildDigestEmail(report, due.week, mailOptions(env)), `digest-${due.week}`);
    await ready.db.run("UPDATE settings SET value = ? WHERE name = ?", [`${due.week} sent`, DIGEST_SETTING]);
    logger.info("weekly digest sent", { week: due.week });
    return true;
  }

  store.use(async ({ db }) => {
    // The first digest goes out on the first Monday after the store was made, not for a week before it.
    await db.run("INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING", [
      DIGEST_SETTING,
      `${digestDue(clock()).week} sent`,
    ]);
    store.every(MINUTE_MS, () => sendDigestIfDue());
  });

  return { replyLink, signedReplyToken, sendDigestIfDue };
}
