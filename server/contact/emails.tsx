import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { render } from "@react-email/render";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties, ReactElement, ReactNode } from "react";
import { site } from "~/config/site";
import { colors, fonts, withAlpha } from "~/config/tokens";
import { enquiryCopy } from "~/content/enquiry-operations";
import { siteCopies } from "~/content/site-copy.server";
import { contactFields, contactFieldTable } from "~/lib/contact";
import { formatDateTime } from "~/lib/dates.server";
import { fill, fillPlural } from "~/lib/placeholders";
import type { Channel, Enquiry } from "../store/enquiries";
import { languageName, languageOf, sourceLines } from "./attribution";
import { formatReplyTime, formatVital, periodOf, type Report, reportSections } from "./report";

// React Email: one component gives the HTML part and the plain-text part; inline styles, no images.

export type Mail = {
  from: string;
  to: string;
  subject: string;
  messageId: string;
  html: string;
  text: string;
  replyTo?: { name: string; address: string };
  date?: Date;
  headers?: Record<string, string>;
};
export type EmailSender = { send(message: Mail, key: string): Promise<void>; close(): void };
export type DeadDelivery = { enquiryId: string; channel: Channel; attempts: number; error: string };
export type MailOptions = { to: string; from: string; siteUrl: string };
export type EnquiryMailOptions = MailOptions & { answerUrl: string; reminderHours: number };

/** Mail clients load no web fonts: after the brand's face, the ones every client has. */
const face = (stack: string) =>
  `${stack.split(",")[0]!.replaceAll('"', "'")}, 'Helvetica Neue', Helvetica, Arial, sans-serif`;
const style = {
  display: { fontFamily: face(fonts.display), fontWeight: 600, letterSpacing: "-0.02em" },
  label: {
    fontFamily: face(fonts.sans),
    fontSize: 12,
    letterSpacing: "0.14em",
    textTransform: "uppercase",
    color: colors.muted,
  },
  hairline: `1px solid ${withAlpha(colors.ink, 0.12)}`,
  muted: { margin: 0, color: colors.muted },
  paragraph: { margin: "0 0 12px", fontSize: 16, lineHeight: 1.55 },
  mono: { fontFamily: "ui-monospace, Menlo, Consolas, monospace" },
} satisfies Record<string, CSSProperties | string>;

// Headings keep their case in the text part, label-and-value tables read as aligned rows, and line breaks stay.
const htmlToTextOptions = {
  preserveNewlines: true,
  selectors: [
    { selector: "h1", options: { uppercase: false } },
    { selector: "h2", options: { uppercase: false, leadingLineBreaks: 2 } },
    { selector: '[data-text-format="dataTable"]', format: "dataTable", options: { uppercaseHeaderCells: false } },
  ],
};
const renderText = (node: ReactNode) => render(node, { plainText: true, htmlToTextOptions });

/** A mail to the agency's inbox, its HTML and plain text rendered from the one component. */
async function mail(options: MailOptions, envelope: Omit<Mail, "from" | "to" | "html" | "text">, email: ReactElement) {
  const [html, text] = await Promise.all([render(email), renderText(email)]);
  return { from: options.from, to: options.to, ...envelope, html, text };
}
const messageId = (id: string, options: MailOptions) => `<${id}@${new URL(options.siteUrl).hostname}>`;

type LayoutProps = {
  title: string;
  eyebrow: string;
  heading: string;
  lead?: string;
  footer: string;
  children: ReactNode;
};

/** An ink header with the mark, eyebrow and heading, the card's sections, a muted footer; fluid to 640 px. */
function Layout({ title, eyebrow, heading, lead, footer, children }: LayoutProps) {
  const headingStyle = { ...style.display, margin: "10px 0 0", fontSize: 30, lineHeight: 1.15, color: colors.paper };
  const dot = { display: "inline-block", width: 10, height: 10, borderRadius: 5, background: colors.ember };
  return (
    <Html lang="en-GB">
      <Head>
        <title>{title}</title>
        <meta name="color-scheme" content="light" />
      </Head>
      <Body style={{ margin: 0, padding: "24px 10px 40px", background: colors["paper-deep"], color: colors.ink }}>
        <Container style={{ maxWidth: 640, background: colors.paper, borderRadius: 20, fontFamily: face(fonts.sans) }}>
          <Section style={{ background: colors.ink, borderRadius: "20px 20px 0 0", padding: "26px 32px 34px" }}>
            <Text style={{ ...style.display, margin: 0, fontSize: 15, color: colors.paper }}>
              <span style={{ ...dot, marginRight: 8 }} />
              {site.name}
            </Text>
            <Text style={{ ...style.label, margin: "30px 0 0", color: colors.ember }}>{eyebrow}</Text>
            <Heading as="h1" style={{ ...headingStyle, letterSpacing: "-0.03em" }}>
              {heading}
            </Heading>
            {lead ? (
              <Text style={{ margin: "14px 0 0", fontSize: 16, lineHeight: 1.5, color: colors["ink-muted"] }}>
                {lead}
              </Text>
            ) : null}
          </Section>
          {children}
          <Section style={{ padding: "32px 32px 30px" }}>
            <Text style={{ ...style.muted, paddingTop: 18, borderTop: style.hairline, fontSize: 13, lineHeight: 1.5 }}>
              {footer}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A heading and what follows it, in the card's column. */
function Block({ heading, children, top = 28 }: { heading?: string; children: ReactNode; top?: number }) {
  return (
    <Section style={{ padding: `${top}px 32px 0` }}>
      {heading ? (
        <Heading as="h2" style={{ ...style.label, margin: "0 0 12px" }}>
          {heading}
        </Heading>
      ) : null}
      {children}
    </Section>
  );
}

/** A layout table, as every mail client draws one. */
function Table({ children, text }: { children: ReactNode; text?: "dataTable" }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: "collapse" }}
      data-text-format={text}
    >
      <tbody>{children}</tbody>
    </table>
  );
}

/** Label and value rows; as "figures", each value is a short figure set at the right of its row. */
function Rows({ rows, figures = false }: { rows: [string, ReactNode][]; figures?: boolean }) {
  const cell: CSSProperties = { padding: "10px 0", borderTop: style.hairline, verticalAlign: "top", fontSize: 15 };
  const value: CSSProperties = figures ? { ...style.display, textAlign: "right", whiteSpace: "nowrap" } : {};
  return (
    <Table text="dataTable">
      {rows.map(([label, content]) => (
        <tr key={label}>
          <th
            scope="row"
            style={{ ...cell, width: figures ? undefined : "34%", paddingRight: 16, textAlign: "left", ...style.muted }}
          >
            {label}
          </th>
          <td style={{ ...cell, wordBreak: "break-word", ...value }}>{content}</td>
        </tr>
      ))}
    </Table>
  );
}

/** A button-like link: ink on ember (6.1:1). */
function ActionButton({ href, children }: { href: string; children: string }) {
  const look = { padding: "14px 26px", borderRadius: 999, background: colors.ember, color: colors.ink, fontSize: 16 };
  return (
    <Button href={href} style={{ ...style.display, ...look }}>
      {children}&nbsp;→
    </Button>
  );
}

/** When the reply is due: the promise's hours from arrival, or from release for spam released later. */
const replyDue = (enquiry: Enquiry) =>
  new Date((enquiry.releasedAt ?? enquiry.createdAt).getTime() + site.replyWithinHours * 3_600_000);

/** Replies go to the enquirer; the Message-ID is the enquiry's, so a retry after an ambiguous failure is the same. */
function aboutEnquiry(kind: "enquiry" | "reminder", enquiry: Enquiry, options: MailOptions, subject: string) {
  const replyTo = { name: enquiry.fullName, address: enquiry.email };
  const headers = { "X-Enquiry-Id": enquiry.id };
  return { subject, replyTo, messageId: messageId(`${kind}.${enquiry.id}`, options), headers };
}

const labels = siteCopies.en.contact.labels;

/** The enquiry's fields as the agency reads them: a row each, the long text in a block of its own. */
function EnquiryFields({ enquiry }: { enquiry: Enquiry }) {
  const copy = enquiryCopy.enquiryEmail;
  const kind = (field: (typeof contactFields)[number]) => contactFieldTable[field].kind;
  const rows = contactFields
    .filter((field) => kind(field) !== "textarea")
    .map((field): [string, ReactNode] => {
      const value = enquiry[field] || copy.notGiven;
      const link = (
        <Link key={field} href={`mailto:${value}`} style={{ color: colors["ember-deep"] }}>
          {value}
        </Link>
      );
      return [labels[field], kind(field) === "email" ? link : value];
    });
  const text = { padding: "18px 20px", borderRadius: 14, background: colors["paper-deep"], fontSize: 16 };
  return (
    <>
      <Block heading={copy.details}>
        <Rows
          rows={[
            ...rows,
            [copy.labels.received, formatDateTime(enquiry.createdAt)],
            [copy.labels.reference, enquiry.id],
            [enquiryCopy.languages.label, languageName(enquiry.attribution)],
          ]}
        />
      </Block>
      {contactFields
        .filter((field) => kind(field) === "textarea")
        .map((field) => (
          <Block key={field} heading={labels[field]}>
            <Text style={{ ...text, margin: 0, lineHeight: 1.55, whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
              {enquiry[field]}
            </Text>
          </Block>
        ))}
    </>
  );
}

export function buildEnquiryEmail(enquiry: Enquiry, options: EnquiryMailOptions): Promise<Mail> {
  const copy = enquiryCopy.enquiryEmail;
  const names = { name: enquiry.fullName, company: enquiry.company };
  // One in another language than English says so first, so the right person picks it up.
  const subject =
    languageOf(enquiry.attribution) === "en"
      ? fill(copy.subject, names)
      : fill(copy.subjectInLanguage, { ...names, language: languageName(enquiry.attribution) });
  const note = `${fill(copy.replyBy, { hours: site.replyWithinHours })} ${fill(copy.markAnsweredNote, { reminderHours: options.reminderHours })}`;
  const clock = { padding: "20px 22px", borderLeft: `4px solid ${colors.ember}`, borderRadius: 16 };
  const footer = fill(copy.replyHint, { name: enquiry.fullName });
  const email = (
    <Layout title={subject} eyebrow={copy.eyebrow} heading={fill(copy.heading, names)} footer={footer}>
      <Block top={24}>
        <div style={{ ...clock, background: colors["paper-deep"] }}>
          <Text style={{ ...style.label, margin: 0 }}>{copy.replyByLabel}</Text>
          <Text style={{ ...style.display, margin: "6px 0 0", fontSize: 24, lineHeight: 1.2 }}>
            {formatDateTime(replyDue(enquiry))}
          </Text>
          <Text style={{ ...style.muted, margin: "6px 0 18px", fontSize: 14, lineHeight: 1.5 }}>{note}</Text>
          <ActionButton href={options.answerUrl}>{copy.markAnswered}</ActionButton>
        </div>
      </Block>
      <EnquiryFields enquiry={enquiry} />
      <Block heading={enquiryCopy.source.labels.heading}>
        <Rows rows={sourceLines(enquiry.attribution)} />
      </Block>
    </Layout>
  );
  return mail(options, { ...aboutEnquiry("enquiry", enquiry, options, subject), date: enquiry.createdAt }, email);
}

/** The one reminder an enquiry not marked answered in time gets. */
export function buildReminderEmail(enquiry: Enquiry, options: EnquiryMailOptions): Promise<Mail> {
  const copy = enquiryCopy.reminder;
  const names = { name: enquiry.fullName, company: enquiry.company };
  const deadline = formatDateTime(replyDue(enquiry));
  const received = formatDateTime(enquiry.createdAt);
  const subject = fill(copy.subject, { ...names, deadline });
  const email = (
    <Layout title={subject} eyebrow={copy.eyebrow} heading={fill(copy.heading, names)} footer={copy.note}>
      <Block heading={copy.eyebrow}>
        <Text style={{ margin: 0, fontSize: 16, lineHeight: 1.55 }}>
          {fill(copy.body, { received, hours: site.replyWithinHours, deadline })}
        </Text>
      </Block>
      <Block top={20}>
        <Rows rows={[[enquiryCopy.enquiryEmail.labels.reference, enquiry.id]]} />
      </Block>
      <Block>
        <ActionButton href={options.answerUrl}>{enquiryCopy.enquiryEmail.markAnswered}</ActionButton>
      </Block>
    </Layout>
  );
  return mail(options, aboutEnquiry("reminder", enquiry, options, subject), email);
}

/** An alarm about one enquiry, by reference only: what happened, and the command to run. */
function alarm(options: MailOptions, id: string, reference: string, subject: string, footer: string, lines: string[]) {
  const [command, ...paragraphs] = [lines.at(-1), ...lines.slice(0, -1)];
  const email = (
    <Layout title={subject} eyebrow={site.name} heading={subject} footer={footer}>
      <Block>
        {paragraphs.map((text) => (
          <Text key={text} style={style.paragraph}>
            {text}
          </Text>
        ))}
        <Text style={{ ...style.paragraph, ...style.mono, fontSize: 14 }}>{command}</Text>
      </Block>
    </Layout>
  );
  const headers = { "X-Enquiry-Id": reference };
  return mail(options, { subject, messageId: messageId(`${id}.${reference}`, options), headers }, email);
}

/** The alarm when the webhook gave up on an enquiry (which reached this inbox by email). */
export function buildDeadDeliveryAlert(dead: DeadDelivery, options: MailOptions): Promise<Mail> {
  const { channel, attempts, enquiryId: reference, error } = dead;
  const copy = enquiryCopy.deadDelivery;
  return alarm(options, `alert.${channel}`, reference, fill(copy.subject, { reference, channel }), copy.whereItIs, [
    fillPlural(copy.failed, attempts, { channel, reference, attempts }),
    fill(copy.lastError, { error }),
    fill(copy.resend, { channel }),
    `npm run enquiries -- retry --id ${reference}`,
  ]);
}

/** The one alarm for the enquiries past the hour's limit (ADR 100), sent in place of the first one's email. */
export function buildFloodAlert(
  enquiry: Enquiry,
  { count, limit, from }: { count: number; limit: number; from: Date },
  options: MailOptions,
): Promise<Mail> {
  const copy = enquiryCopy.flood;
  return alarm(options, "flood", enquiry.id, fill(copy.subject, { limit }), copy.note, [
    fill(copy.summary, { count, limit, from: formatDateTime(from) }),
    copy.list,
    `npm run enquiries -- list --limit ${count}`,
  ]);
}

// The digest's email (ADR 081), and the text `enquiries -- stats` prints.

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

function RankedList({ entries }: { entries: Report["errors"] }) {
  if (entries.length === 0) return none(enquiryCopy.report.noErrors);
  return (
    <Table text="dataTable">
      {entries.map(({ count, template, name }) => (
        <tr key={`${template} ${name}`}>
          <td style={{ ...cell, ...style.display, width: 44, fontSize: 15 }}>{count}</td>
          <td style={{ ...cell, ...style.mono, wordBreak: "break-word" }}>{name}</td>
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
  const blocks: [string, ReactNode][] = [
    [copy.bySource, <Bars key="source" entries={report.bySource} colour={colors.ember} />],
    [copy.byWeek, <Bars key="week" entries={report.byWeek} colour={colors.cobalt} />],
    [fill(copy.replies, { hours: site.replyWithinHours }), <Rows key="replies" rows={sections.replies} figures />],
    [copy.spam, <Rows key="spam" rows={sections.spam} figures />],
    [copy.vitals, <Vitals key="vitals" report={report} />],
    [copy.errors, <RankedList key="errors" entries={report.errors} />],
    [copy.policy, <RankedList key="policy" entries={report.violations} />],
  ];
  return blocks.map(([heading, body]) => (
    <Block key={heading} heading={heading}>
      {body}
    </Block>
  ));
}

/** The report as plain text, as `enquiries -- stats` prints it. */
export async function reportText(report: Report) {
  const body = (
    <>
      <Heading as="h1">{fill(enquiryCopy.report.title, { period: periodOf(report) })}</Heading>
      <ReportBody report={report} />
    </>
  );
  return renderText(body);
}

/** The digest of a week's report: four figures, then bars and tables (no images: every mail client shows them). */
export function buildDigestEmail(report: Report, week: string, options: MailOptions): Promise<Mail> {
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
  return mail(options, { subject, messageId: messageId(`digest.${week}`, options) }, email);
}
