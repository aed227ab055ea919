import { site } from "~/config/site";
import { colors } from "~/config/tokens";
import { deskCopy } from "~/content/enquiry-desk";
import { isoDate } from "~/lib/dates";
import { fill } from "~/lib/placeholders";
import type { Database } from "../store/database";
import { iso } from "../store/enquiries";
import { emailLayout, emailRows, emailSection, emailStyle, escapeHtml, type Mail, type MailOptions } from "./email";
import {
  buildReport,
  formatReplyTime,
  formatVital,
  isoWeek,
  periodOf,
  type Ranked,
  type Report,
  reportSections,
  reportText,
} from "./report";

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

/** Google's thresholds for a good and a poor value of each vital (web.dev), in the report's units. */
const THRESHOLDS = { lcp: [2500, 4000], inp: [200, 500], cls: [0.1, 0.25] } as const;
const RATING_COLOURS = [colors.cobalt, colors.muted, colors["ember-deep"]];

/** A bar of `share` (0–1) of the track, in `colour`: tables and cells only, as every mail client draws them. */
function bar(share: number, colour: string) {
  const width = Math.max(2, Math.round(share * 100));
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse"><tr><td style="width:${width}%;height:10px;background:${colour};border-radius:5px;font-size:0;line-height:0">&nbsp;</td>${width < 100 ? `<td style="height:10px;font-size:0;line-height:0">&nbsp;</td>` : ""}</tr></table>`;
}

/** Label, bar and count rows, the bars scaled to the largest count. */
function barRows(entries: [string, number][], colour: string) {
  if (entries.length === 0) return `<p style="margin:0;color:${colors.muted}">${escapeHtml(deskCopy.report.none)}</p>`;
  const most = Math.max(1, ...entries.map(([, count]) => count));
  const cell = `padding:8px 0;${emailStyle.hairline};vertical-align:middle;font-size:14px`;
  const rows = entries.map(
    ([label, count]) =>
      `<tr><td style="${cell};width:42%;padding-right:12px;word-break:break-word">${escapeHtml(label)}</td><td style="${cell}">${bar(count / most, colour)}</td><td style="${cell};width:40px;text-align:right;${emailStyle.display};font-size:15px">${count}</td></tr>`,
  );
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse">${rows.join("")}</table>`;
}

function figure(label: string, value: string) {
  return `<td width="50%" style="padding:16px 16px 16px 0;${emailStyle.hairline};vertical-align:top"><p style="margin:0;${emailStyle.display};font-size:34px;line-height:1;letter-spacing:-0.04em">${escapeHtml(value)}</p><p style="margin:8px 0 0;font-size:13px;line-height:1.35;color:${colors.muted}">${escapeHtml(label)}</p></td>`;
}

function vitalsTable(report: Report) {
  const copy = deskCopy.report;
  if (report.vitals.length === 0) return `<p style="margin:0;color:${colors.muted}">${escapeHtml(copy.noVitals)}</p>`;
  const legend = `<p style="margin:12px 0 0;font-size:12px;line-height:1.5;color:${colors.muted}">${escapeHtml(copy.vitalsLegend)}</p>`;
  const cell = `padding:9px 0;${emailStyle.hairline};font-size:14px;text-align:right`;
  const head = `<tr>${[copy.template, copy.visits, "LCP", "INP", "CLS"].map((label, i) => `<th style="padding:0 0 8px;${emailStyle.label};font-size:11px;text-align:${i === 0 ? "left" : "right"};font-weight:400">${escapeHtml(label)}</th>`).join("")}</tr>`;
  const rows = report.vitals.map((row) => {
    const rated = (vital: keyof typeof THRESHOLDS) => {
      const value = row[vital];
      const [good, poor] = THRESHOLDS[vital];
      const colour = value === null ? colors.muted : RATING_COLOURS[value <= good ? 0 : value <= poor ? 1 : 2];
      return `<td style="${cell};color:${colour};font-weight:600">${escapeHtml(formatVital(vital, value))}</td>`;
    };
    return `<tr><td style="${cell};text-align:left">${escapeHtml(row.template)}</td><td style="${cell};color:${colors.muted}">${row.visits}</td>${rated("lcp")}${rated("inp")}${rated("cls")}</tr>`;
  });
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse">${head}${rows.join("")}</table>${legend}`;
}

function rankedList(entries: Ranked[]) {
  if (entries.length === 0)
    return `<p style="margin:0;color:${colors.muted}">${escapeHtml(deskCopy.report.noErrors)}</p>`;
  const cell = `padding:9px 0;${emailStyle.hairline};vertical-align:top;font-size:14px`;
  const rows = entries.map(
    ({ count, template, name }) =>
      `<tr><td style="${cell};width:44px;${emailStyle.display};font-size:15px">${count}</td><td style="${cell};word-break:break-word"><code style="font-family:ui-monospace,Menlo,Consolas,monospace;font-size:13px">${escapeHtml(name)}</code><br><span style="color:${colors.muted};font-size:12px">${escapeHtml(template)}</span></td></tr>`,
  );
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse">${rows.join("")}</table>`;
}

/** The digest of a week's report: figures, then bars and tables (no images: every mail client shows them), and the same figures as text. */
export function buildDigestEmail(report: Report, week: string, options: MailOptions): Mail {
  const copy = deskCopy.digest;
  const labels = deskCopy.report;
  const hours = site.replyWithinHours;
  const period = periodOf(report);
  const sections = reportSections(report);
  const figures = `<tr><td style="padding:20px 32px 0"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse"><tr>${figure(copy.figures.leads, String(report.leads))}${figure(copy.figures.medianReply, formatReplyTime(report.replies.medianMs))}</tr><tr>${figure(fill(copy.figures.pastPromise, { hours }), String(report.replies.pastPromise))}${figure(copy.figures.spamHeld, String(report.spam.held))}</tr></table></td></tr>`;
  const html = emailLayout({
    title: fill(copy.subject, { period }),
    eyebrow: copy.eyebrow,
    heading: fill(copy.heading, { period }),
    lead: fill(copy.lead, { hours }),
    sections: [
      figures,
      emailSection(labels.bySource, barRows(sections.bySource, colors.ember)),
      emailSection(labels.byWeek, barRows(sections.byWeek, colors.cobalt)),
      emailSection(fill(labels.replies, { hours }), emailRows(sections.replies, "figures")),
      emailSection(labels.spam, emailRows(sections.spam, "figures")),
      emailSection(labels.vitals, vitalsTable(report)),
      emailSection(labels.errors, rankedList(report.errors)),
      emailSection(labels.policy, rankedList(report.violations)),
    ].join("\n"),
    footer: fill(copy.footer, { siteName: site.name }),
  });
  return {
    from: options.from,
    to: options.to,
    subject: fill(copy.subject, { period }),
    messageId: `<digest.${week}@${new URL(options.siteUrl).hostname}>`,
    text: `${reportText(report)}\n${fill(copy.footer, { siteName: site.name })}\n`,
    html,
  };
}
