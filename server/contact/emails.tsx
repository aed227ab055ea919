import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";
import { site } from "~/config/site";
import { colors } from "~/config/tokens";
import { enquiryCopy } from "~/content/enquiry-operations";
import { siteCopies } from "~/content/site-copy.server";
import { contactFields, contactFieldTable } from "~/lib/contact";
import { formatDateTime } from "~/lib/dates.server";
import { fill, fillPlural } from "~/lib/placeholders";
import type { Enquiry } from "../store/enquiries";
import { languageName, languageOf, sourceLines } from "./attribution";
import { ActionButton, Block, Layout, type Mail, type MailOptions, Rows, renderEmail, style } from "./email-layout";

const hostOf = (siteUrl: string) => new URL(siteUrl).hostname;
const HOUR_MS = 3_600_000;

/** When the reply is due: the promise's hours from arrival, or from release for spam released later. */
export const replyDue = (enquiry: Enquiry) =>
  new Date((enquiry.releasedAt ?? enquiry.createdAt).getTime() + site.replyWithinHours * HOUR_MS);

export type EnquiryMailOptions = MailOptions & { answerUrl: string; reminderHours: number };

/** The envelope of a mail to the agency's inbox about an enquiry: replies go to the enquirer, its id names the kind. */
function aboutEnquiry(kind: "enquiry" | "reminder", enquiry: Enquiry, options: MailOptions) {
  return {
    from: options.from,
    to: options.to,
    replyTo: { name: enquiry.fullName, address: enquiry.email },
    messageId: `<${kind}.${enquiry.id}@${hostOf(options.siteUrl)}>`,
    headers: { "X-Enquiry-Id": enquiry.id },
  };
}

const labels = siteCopies.en.contact.labels;

/** The enquiry's fields as the agency reads them: a row each, the long text in a block of its own. */
function EnquiryFields({ enquiry }: { enquiry: Enquiry }) {
  const copy = enquiryCopy.enquiryEmail;
  const rows = contactFields
    .filter((field) => contactFieldTable[field].kind !== "textarea")
    .map((field): [string, ReactNode] => {
      const value = enquiry[field] || copy.notGiven;
      const link = (
        <Link key={field} href={`mailto:${value}`} style={{ color: colors["ember-deep"] }}>
          {value}
        </Link>
      );
      return [labels[field], contactFieldTable[field].kind === "email" ? link : value];
    });
  const blocks = contactFields.filter((field) => contactFieldTable[field].kind === "textarea");
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
      {blocks.map((field) => (
        <Block key={field} heading={labels[field]}>
          <Text style={{ ...text, margin: 0, lineHeight: 1.55, whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
            {enquiry[field]}
          </Text>
        </Block>
      ))}
    </>
  );
}

/** The agency's copy; its Message-ID is the enquiry's, so a retry after an ambiguous failure is the same message. */
export async function buildEnquiryEmail(enquiry: Enquiry, options: EnquiryMailOptions): Promise<Mail> {
  const copy = enquiryCopy.enquiryEmail;
  const names = { name: enquiry.fullName, company: enquiry.company };
  const hint = fill(copy.replyHint, { name: enquiry.fullName });
  // One in another language than English says so first, so the right person picks it up.
  const subject =
    languageOf(enquiry.attribution) === "en"
      ? fill(copy.subject, names)
      : fill(copy.subjectInLanguage, { ...names, language: languageName(enquiry.attribution) });
  const note = `${fill(copy.replyBy, { hours: site.replyWithinHours })} ${fill(copy.markAnsweredNote, { reminderHours: options.reminderHours })}`;
  const clock = { padding: "20px 22px", borderLeft: `4px solid ${colors.ember}`, borderRadius: 16 };
  const email = (
    <Layout title={subject} eyebrow={copy.eyebrow} heading={fill(copy.heading, names)} footer={hint}>
      {/* The reply's deadline, large, and the button that stops the clock: the first thing under the heading. */}
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
  return {
    ...aboutEnquiry("enquiry", enquiry, options),
    subject,
    date: enquiry.createdAt,
    ...(await renderEmail(email)),
  };
}

/** The one reminder an enquiry not marked answered in time gets, to the agency's inbox; its Message-ID is its own. */
export async function buildReminderEmail(enquiry: Enquiry, options: EnquiryMailOptions): Promise<Mail> {
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
  return { ...aboutEnquiry("reminder", enquiry, options), subject, ...(await renderEmail(email)) };
}

/** An alarm to the agency's inbox, about one enquiry by reference: what happened, and the command to run. */
async function alarm(
  options: MailOptions,
  about: { id: string; reference: string; subject: string; footer: string },
  paragraphs: string[],
  command: string,
): Promise<Mail> {
  const { subject, reference } = about;
  const paragraph = { margin: "0 0 12px", fontSize: 16, lineHeight: 1.55 };
  const email = (
    <Layout title={subject} eyebrow={site.name} heading={subject} footer={about.footer}>
      <Block>
        {paragraphs.map((text) => (
          <Text key={text} style={paragraph}>
            {text}
          </Text>
        ))}
        <Text style={{ ...paragraph, fontFamily: "ui-monospace, Menlo, Consolas, monospace", fontSize: 14 }}>
          {command}
        </Text>
      </Block>
    </Layout>
  );
  const messageId = `<${about.id}.${reference}@${hostOf(options.siteUrl)}>`;
  const envelope = { from: options.from, to: options.to, subject, messageId, headers: { "X-Enquiry-Id": reference } };
  return { ...envelope, ...(await renderEmail(email)) };
}

/** The alarm when the webhook gave up on an enquiry (which reached this inbox by email): its id and how to resend. */
export function buildDeadDeliveryAlert(
  dead: { enquiryId: string; channel: string; attempts: number; error: string },
  options: MailOptions,
): Promise<Mail> {
  const copy = enquiryCopy.deadDelivery;
  const { channel, attempts, enquiryId: reference } = dead;
  const subject = fill(copy.subject, { reference, channel });
  const paragraphs = [
    fillPlural(copy.failed, attempts, { channel, reference, attempts }),
    fill(copy.lastError, { error: dead.error }),
    fill(copy.resend, { channel }),
  ];
  const about = { id: `alert.${channel}`, reference, subject, footer: copy.whereItIs };
  return alarm(options, about, paragraphs, `npm run enquiries -- retry --id ${reference}`);
}

/**
 * The one alarm for the enquiries past the hour's limit (ADR 100), sent in place of the first one's email: how
 * many came in the hour from the first, and how to list them.
 */
export function buildFloodAlert(
  enquiry: Enquiry,
  flood: { count: number; limit: number; from: Date },
  options: MailOptions,
): Promise<Mail> {
  const copy = enquiryCopy.flood;
  const { count, limit } = flood;
  const paragraphs = [fill(copy.summary, { count, limit, from: formatDateTime(flood.from) }), copy.list];
  const about = { id: "flood", reference: enquiry.id, subject: fill(copy.subject, { limit }), footer: copy.note };
  return alarm(options, about, paragraphs, `npm run enquiries -- list --limit ${count}`);
}
