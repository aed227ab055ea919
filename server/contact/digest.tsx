import { Heading, Text } from "@react-email/components";
import { site } from "~/config/site";
import { colors } from "~/config/tokens";
import { enquiryCopy } from "~/content/enquiry-operations";
import { isoDate } from "~/lib/dates";
import { fill } from "~/lib/placeholders";
import type { Database } from "../store/database";
import { iso } from "../store/enquiries";
import {
  Block,
  Layout,
  type Mail,
  type MailOptions,
  Rows,
  renderEmail,
  renderText,
  style,
  Table,
} from "./email-layout";
import {
  buildReport,
  formatReplyTime,
  formatVital,
  isoWeek,
  periodOf,
  type Ranked,
  type Report,
  reportSections,
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
const none = (text: string) => <Text style={style.muted}>{text}</Text>;
const cell = { padding: "8px 0", borderTop: style.hairline, verticalAlign: "middle", fontSize: 14 } as const;

/** Label, bar and count rows, the bars scaled to the largest count: cells only, as every mail client draws them. */
function Bars({ entries, colour }: { entries: [string, number][]; colour: string }) {
  if (entries.length === 0) return none(enquiryCopy.report.none);
  const most = Math.max(1, ...entries.map(([, count]) => count));
  const bar = { height: 10, background: colour, borderRadius: 5, fontSize: 0, lineHeight: 0 };
  return (
    <Table text="dataTable">
      {entries.map(([label, count]) => (
        <tr key={label}>
          <td style={{ ...cell, width: "42%", paddingRight: 12, wordBreak: "break-word" }}>{label}</td>
          <td style={cell} data-skip-in-text="true">
            <div style={{ ...bar, width: `${Math.max(2, Math.round((count / most) * 100))}%` }}>&nbsp;</div>
          </td>
          <td style={{ ...cell, ...style.display, width: 40, textAlign: "right", fontSize: 15 }}>{count}</td>
        </tr>
      ))}
    </Table>
  );
}

function Vitals({ report }: { report: Report }) {
  const copy = enquiryCopy.report;
  if (report.vitals.length === 0) return none(copy.noVitals);
  const right = { ...cell, textAlign: "right" } as const;
  const head = { ...style.label, fontSize: 11, fontWeight: 400, padding: "0 0 8px" };
  const rated = (vital: keyof typeof THRESHOLDS, value: number | null) => {
    const [good, poor] = THRESHOLDS[vital];
    const colour = value === null ? colors.muted : RATING_COLOURS[value <= good ? 0 : value <= poor ? 1 : 2];
    return (
      <td key={vital} style={{ ...right, color: colour, fontWeight: 600 }}>
        {formatVital(vital, value)}
      </td>
    );
  };
  return (
    <>
      <Table text="dataTable">
        <tr>
          {[copy.template, copy.visits, "LCP", "INP", "CLS"].map((label, i) => (
            <th key={label} style={{ ...head, textAlign: i === 0 ? "left" : "right" }}>
              {label}
            </th>
          ))}
        </tr>
        {report.vitals.map((row) => (
          <tr key={row.template}>
            <td style={cell}>{row.template}</td>
            <td style={{ ...right, color: colors.muted }}>{row.visits}</td>
            {(["lcp", "inp", "cls"] as const).map((vital) => rated(vital, row[vital]))}
          </tr>
        ))}
      </Table>
      <Text style={{ ...style.muted, margin: "12px 0 0", fontSize: 12, lineHeight: 1.5 }}>{copy.vitalsLegend}</Text>
    </>
  );
}

function RankedList({ entries }: { entries: Ranked[] }) {
  if (entries.length === 0) return none(enquiryCopy.report.noErrors);
  return (
    <Table text="dataTable">
      {entries.map(({ count, template, name }) => (
        <tr key={`${template} ${name}`}>
          <td style={{ ...cell, ...style.display, width: 44, fontSize: 15 }}>{count}</td>
          <td style={{ ...cell, fontFamily: "ui-monospace, Menlo, Consolas, monospace", wordBreak: "break-word" }}>
            {name}
          </td>
          <td style={{ ...cell, color: colors.muted, fontSize: 12 }}>{template}</td>
        </tr>
      ))}
    </Table>
  );
}

/** The report's sections, for the digest and for `enquiries -- stats` (its text). */
function ReportBody({ report }: { report: Report }) {
  const copy = enquiryCopy.report;
  const sections = reportSections(report);
  return (
    <>
      <Block heading={copy.bySource}>
        <Bars entries={sections.bySource} colour={colors.ember} />
      </Block>
      <Block heading={copy.byWeek}>
        <Bars entries={sections.byWeek} colour={colors.cobalt} />
      </Block>
      <Block heading={fill(copy.replies, { hours: site.replyWithinHours })}>
        <Rows rows={sections.replies} figures />
      </Block>
      <Block heading={copy.spam}>
        <Rows rows={sections.spam} figures />
      </Block>
      <Block heading={copy.vitals}>
        <Vitals report={report} />
      </Block>
      <Block heading={copy.errors}>
        <RankedList entries={report.errors} />
      </Block>
      <Block heading={copy.policy}>
        <RankedList entries={report.violations} />
      </Block>
    </>
  );
}

/** The report as plain text, as `enquiries -- stats` prints it. */
export async function reportText(report: Report) {
  const body = (
    <>
      <Heading as="h1">{reportSections(report).title}</Heading>
      <ReportBody report={report} />
    </>
  );
  return renderText(body);
}

/** The digest of a week's report: four figures, then bars and tables (no images: every mail client shows them). */
export async function buildDigestEmail(report: Report, week: string, options: MailOptions): Promise<Mail> {
  const copy = enquiryCopy.digest;
  const hours = site.replyWithinHours;
  const period = periodOf(report);
  const subject = fill(copy.subject, { period });
  const figures: [string, string][] = [
    [copy.figures.leads, String(report.leads)],
    [copy.figures.medianReply, formatReplyTime(report.replies.medianMs)],
    [fill(copy.figures.pastPromise, { hours }), String(report.replies.pastPromise)],
    [copy.figures.spamHeld, String(report.spam.held)],
  ];
  const figure = { ...style.display, margin: 0, fontSize: 34, lineHeight: 1, letterSpacing: "-0.04em" };
  const email = (
    <Layout
      title={subject}
      eyebrow={copy.eyebrow}
      heading={fill(copy.heading, { period })}
      lead={fill(copy.lead, { hours })}
      footer={fill(copy.footer, { siteName: site.name })}
    >
      <Block top={20}>
        <Table>
          {[figures.slice(0, 2), figures.slice(2)].map((pair) => (
            <tr key={pair[0]![0]}>
              {pair.map(([label, value]) => (
                <td key={label} width="50%" style={{ padding: "16px 16px 16px 0", borderTop: style.hairline }}>
                  <Text style={figure}>{value}</Text>
                  <Text style={{ ...style.muted, margin: "8px 0 0", fontSize: 13, lineHeight: 1.35 }}>{label}</Text>
                </td>
              ))}
            </tr>
          ))}
        </Table>
      </Block>
      <ReportBody report={report} />
    </Layout>
  );
  return {
    from: options.from,
    to: options.to,
    subject,
    messageId: `<digest.${week}@${new URL(options.siteUrl).hostname}>`,
    ...(await renderEmail(email)),
  };
}
