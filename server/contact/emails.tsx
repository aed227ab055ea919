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

// React Email: one component gives the HTML part and the plain-text part. Every mail is the one layout holding
// headed blocks of paragraphs and label-and-value rows; inline styles, no images.

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
const display = { fontFamily: face(fonts.display), fontWeight: 600 } satisfies CSSProperties;
const label = { fontSize: 12, letterSpacing: "0.14em", textTransform: "uppercase" } satisfies CSSProperties;
const paragraph = { margin: "0 0 12px", fontSize: 16, lineHeight: 1.55, whiteSpace: "pre-wrap" } as const;
const hairline = `1px solid ${withAlpha(colors.ink, 0.12)}`;

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

type LayoutProps = { title: string; eyebrow: string; heading: string; lead?: string; footer: string };

/** An ink header with the site's name, eyebrow and heading, the blocks, a muted footer; fluid to 640 px. */
function Layout({ title, eyebrow, heading, lead, footer, children }: LayoutProps & { children: ReactNode }) {
  return (
    <Html lang="en-GB">
      <Head>
        <title>{title}</title>
        <meta name="color-scheme" content="light" />
      </Head>
      <Body style={{ margin: 0, padding: "24px 10px 40px", background: colors["paper-deep"], color: colors.ink }}>
        <Container style={{ maxWidth: 640, background: colors.paper, fontFamily: face(fonts.sans) }}>
          <Section style={{ background: colors.ink, color: colors.paper, padding: "26px 32px 34px" }}>
            <Text style={{ ...display, margin: 0, fontSize: 15 }}>{site.name}</Text>
            <Text style={{ ...label, margin: "30px 0 0", color: colors.ember }}>{eyebrow}</Text>
            <Heading as="h1" style={{ ...display, margin: "10px 0 0", fontSize: 30, lineHeight: 1.15 }}>
              {heading}
            </Heading>
            {lead ? <Text style={{ ...paragraph, margin: "14px 0 0", color: colors["ink-muted"] }}>{lead}</Text> : null}
          </Section>
          {children}
          <Section style={{ padding: "32px" }}>
            <Text style={{ margin: 0, paddingTop: 18, borderTop: hairline, fontSize: 13, color: colors.muted }}>
              {footer}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A block of the card, under a heading of its own or none. */
function Block({ heading, children }: { heading?: string; children: ReactNode }) {
  return (
    <Section style={{ padding: "28px 32px 0" }}>
      {heading ? (
        <Heading as="h2" style={{ ...label, margin: "0 0 12px", color: colors.muted }}>
          {heading}
        </Heading>
      ) : null}
      {children}
    </Section>
  );
}

/**
 * Rows of a label and its values (under column headings, if given); `empty` says when there are none.
 * A row's label and first value tell it from the others.
 */
function Rows({ rows, head, empty }: { rows: [string, ...ReactNode[]][]; head?: string[]; empty?: string }) {
  if (rows.length === 0 && empty) return <Text style={{ ...paragraph, color: colors.muted }}>{empty}</Text>;
  const rowLabel = { textAlign: "left", fontWeight: 400, color: colors.muted } as const;
  const cell: CSSProperties = { padding: "10px 16px 10px 0", borderTop: hairline, verticalAlign: "top", fontSize: 15 };
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: "collapse" }}
      data-text-format="dataTable"
    >
      <tbody>
        {head ? (
          <tr>
            {head.map((name) => (
              <th key={name} style={{ ...label, textAlign: "left", color: colors.muted, padding: "0 0 8px" }}>
                {name}
              </th>
            ))}
          </tr>
        ) : null}
        {rows.map(([name, ...values]) => (
          <tr key={`${name} ${String(values[0])}`}>
            <th scope="row" style={{ ...cell, width: values.length === 1 ? "40%" : undefined, ...rowLabel }}>
              {name}
            </th>
            {values.map((value, column) => (
              <td key={String(column)} style={{ ...cell, wordBreak: "break-word" }}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A paragraph each, the last in a typewriter face when it is a command to run. */
function Paragraphs({ texts, command }: { texts: string[]; command?: string }) {
  const mono = { fontFamily: "ui-monospace, Menlo, Consolas, monospace", fontSize: 14 };
  return (
    <>
      {texts.map((text) => (
        <Text key={text} style={paragraph}>
          {text}
        </Text>
      ))}
      {command ? <Text style={{ ...paragraph, ...mono }}>{command}</Text> : null}
    </>
  );
}

/** A button-like link: ink on ember (6.1:1). */
function ActionButton({ href, children }: { href: string; children: string }) {
  const look = { padding: "14px 26px", borderRadius: 999, background: colors.ember, color: colors.ink, fontSize: 16 };
  return (
    <Button href={href} style={{ ...display, ...look }}>
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
const isLongText = (field: (typeof contactFields)[number]) => contactFieldTable[field].kind === "textarea";

export function buildEnquiryEmail(enquiry: Enquiry, options: EnquiryMailOptions): Promise<Mail> {
  const copy = enquiryCopy.enquiryEmail;
  const names = { name: enquiry.fullName, company: enquiry.company };
  // One in another language than English says so first, so the right person picks it up.
  const subject =
    languageOf(enquiry.attribution) === "en"
      ? fill(copy.subject, names)
      : fill(copy.subjectInLanguage, { ...names, language: languageName(enquiry.attribution) });
  const note = `${fill(copy.replyBy, { hours: site.replyWithinHours })} ${fill(copy.markAnsweredNote, { reminderHours: options.reminderHours })}`;
  // The fields as the agency reads them: a row each, the long text in a block of its own.
  const fields = contactFields
    .filter((field) => !isLongText(field))
    .map((field): [string, ReactNode] => {
      const value = enquiry[field] || copy.notGiven;
      const isEmail = contactFieldTable[field].kind === "email";
      return [
        labels[field],
        isEmail ? (
          <Link key={field} href={`mailto:${value}`}>
            {value}
          </Link>
        ) : (
          value
        ),
      ];
    });
  const email = (
    <Layout
      title={subject}
      eyebrow={copy.eyebrow}
      heading={fill(copy.heading, names)}
      footer={fill(copy.replyHint, { name: enquiry.fullName })}
    >
      <Block heading={copy.replyByLabel}>
        <Text style={{ ...display, ...paragraph, fontSize: 24 }}>{formatDateTime(replyDue(enquiry))}</Text>
        <Paragraphs texts={[note]} />
        <ActionButton href={options.answerUrl}>{copy.markAnswered}</ActionButton>
      </Block>
      <Block heading={copy.details}>
        <Rows
          rows={[
            ...fields,
            [copy.labels.received, formatDateTime(enquiry.createdAt)],
            [copy.labels.reference, enquiry.id],
            [enquiryCopy.languages.label, languageName(enquiry.attribution)],
          ]}
        />
      </Block>
      {contactFields.filter(isLongText).map((field) => (
        <Block key={field} heading={labels[field]}>
          <Paragraphs texts={[enquiry[field]]} />
        </Block>
      ))}
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
        <Paragraphs texts={[fill(copy.body, { received, hours: site.replyWithinHours, deadline })]} />
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
  const email = (
    <Layout title={subject} eyebrow={site.name} heading={subject} footer={footer}>
      <Block>
        <Paragraphs texts={lines.slice(0, -1)} command={lines.at(-1)} />
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

/** A vital's value in the colour of its rating. */
function Rated({ vital, value }: { vital: keyof typeof THRESHOLDS; value: number | null }) {
  const [good, poor] = THRESHOLDS[vital];
  const colour = value === null ? colors.muted : RATING_COLOURS[value <= good ? 0 : value <= poor ? 1 : 2];
  return <span style={{ color: colour, fontWeight: 600 }}>{formatVital(vital, value)}</span>;
}

/** The report's sections, for the digest and for `enquiries -- stats` (its text). */
function ReportBody({ report }: { report: Report }) {
  const copy = enquiryCopy.report;
  const sections = reportSections(report);
  const vitals = report.vitals.map((row): [string, ...ReactNode[]] => [
    row.template,
    row.visits,
    ...(["lcp", "inp", "cls"] as const).map((vital) => <Rated key={vital} vital={vital} value={row[vital]} />),
  ]);
  const ranked = (entries: Report["errors"]) =>
    entries.map(({ count, template, name }): [string, ...ReactNode[]] => [name, template, count]);
  return (
    <>
      <Block heading={copy.bySource}>
        <Rows rows={report.bySource} empty={copy.none} />
      </Block>
      <Block heading={copy.byWeek}>
        <Rows rows={report.byWeek} empty={copy.none} />
      </Block>
      <Block heading={fill(copy.replies, { hours: site.replyWithinHours })}>
        <Rows rows={sections.replies} />
      </Block>
      <Block heading={copy.spam}>
        <Rows rows={sections.spam} />
      </Block>
      <Block heading={copy.vitals}>
        <Rows rows={vitals} head={[copy.template, copy.visits, "LCP", "INP", "CLS"]} empty={copy.noVitals} />
        {vitals.length ? <Text style={{ fontSize: 12, color: colors.muted }}>{copy.vitalsLegend}</Text> : null}
      </Block>
      <Block heading={copy.errors}>
        <Rows rows={ranked(report.errors)} empty={copy.noErrors} />
      </Block>
      <Block heading={copy.policy}>
        <Rows rows={ranked(report.violations)} empty={copy.noErrors} />
      </Block>
    </>
  );
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

/** The digest of a week's report: four figures, then the report's sections. */
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
  const email = (
    <Layout
      title={subject}
      eyebrow={copy.eyebrow}
      heading={fill(copy.heading, { period })}
      lead={fill(copy.lead, { hours })}
      footer={fill(copy.footer, { siteName: site.name })}
    >
      <Block>
        <Rows rows={figures} />
      </Block>
      <ReportBody report={report} />
    </Layout>
  );
  return mail(options, { subject, messageId: messageId(`digest.${week}`, options) }, email);
}
