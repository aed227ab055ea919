import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import { site } from "~/config/site";
import { colors } from "~/config/tokens";
import { enquiryCopy } from "~/content/enquiry-operations";
import { fill } from "~/lib/placeholders";
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
import { formatReplyTime, formatVital, periodOf, type Ranked, type Report, reportSections } from "./report";

// The digest's email (ADR 081), and the text `enquiries -- stats` prints: loaded when one is made.

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
