import { mkdir, open, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { SendMailOptions, Transporter } from "nodemailer";
import { site } from "~/config/site";
import { colors, fonts, withAlpha } from "~/config/tokens";
import { deskCopy } from "~/content/enquiry-desk";
import { formatDateTime } from "~/lib/dates.server";
import { fill, fillPlural } from "~/lib/placeholders";
import type { Logger } from "../logger";
import type { Enquiry } from "../store/enquiries";
import { languageName, languageOf, sourceLines } from "./attribution";

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

export type Mail = SendMailOptions & { messageId: string; subject: string; text: string };
export type MailOptions = { to: string; from: string; siteUrl: string };

/**
 * The design tokens as an email's inline styles take them. Mail clients load no web fonts: after the
 * brand's face, the ones every client has.
 */
const face = (stack: string) =>
  `${stack.split(",")[0]!.replaceAll('"', "'")}, 'Helvetica Neue', Helvetica, Arial, sans-serif`;
export const emailStyle = {
  display: `font-family:${face(fonts.display)};font-weight:600;letter-spacing:-0.02em`,
  body: `font-family:${face(fonts.sans)};color:${colors.ink}`,
  label: `font-family:${face(fonts.sans)};font-size:12px;letter-spacing:0.14em;text-transform:uppercase;color:${colors.muted}`,
  hairline: `border-top:1px solid ${withAlpha(colors.ink, 0.12)}`,
};

/** A heading and what follows it, in the card's column. */
export const emailSection = (heading: string, html: string) =>
  `<tr><td style="padding:28px 32px 0"><h2 style="margin:0 0 12px;${emailStyle.label}">${escapeHtml(heading)}</h2>${html}</td></tr>`;

/**
 * Label and value rows; values are escaped here, or passed as `{ html }` when already markup. As
 * "figures", each value is a short figure set at the right of its row.
 */
export function emailRows(rows: [string, string | { html: string }][], kind: "details" | "figures" = "details") {
  const cell = `padding:10px 0;${emailStyle.hairline};vertical-align:top;font-size:15px;line-height:1.45`;
  const [labelWidth, valueStyle] =
    kind === "figures" ? ["", `text-align:right;white-space:nowrap;${emailStyle.display}`] : ["width:34%;", ""];
  const row = ([label, value]: [string, string | { html: string }]) =>
    `<tr><th scope="row" style="${cell};${labelWidth}padding-right:16px;text-align:left;font-weight:400;color:${colors.muted}">${escapeHtml(label)}</th><td style="${cell};word-break:break-word;${valueStyle}">${typeof value === "string" ? escapeHtml(value) : value.html}</td></tr>`;
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse">${rows.map(row).join("")}</table>`;
}

/** A button-like link: ink on ember (6.1:1). */
export const emailButton = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;padding:14px 26px;border-radius:999px;background:${colors.ember};color:${colors.ink};${emailStyle.display};font-size:16px;text-decoration:none">${escapeHtml(label)}&nbsp;&rarr;</a>`;

/** The reply's deadline, large, and the button that stops the clock: the first thing under the heading. */
const replyClock = (label: string, deadline: string, note: string, button: string) =>
  `<tr><td style="padding:24px 32px 0"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:separate;background:${colors["paper-deep"]};border-radius:16px"><tr><td style="padding:20px 22px;border-left:4px solid ${colors.ember};border-radius:16px">
<p style="margin:0;${emailStyle.label}">${escapeHtml(label)}</p>
<p style="margin:6px 0 0;${emailStyle.display};font-size:24px;line-height:1.2">${escapeHtml(deadline)}</p>
<p style="margin:6px 0 18px;font-size:14px;line-height:1.5;color:${colors.muted}">${escapeHtml(note)}</p>${button}</td></tr></table></td></tr>`;

/**
 * The agency's emails: an ink header with the mark, eyebrow and heading, then the card's sections
 * (table rows, as every mail client lays them out), then a muted footer. Fluid to 640 px.
 */
export function emailLayout(parts: {
  title: string;
  eyebrow: string;
  heading: string;
  lead?: string;
  sections: string;
  footer: string;
}) {
  const { title, eyebrow, heading, lead, sections, footer } = parts;
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:${colors["paper-deep"]};${emailStyle.body}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colors["paper-deep"]}"><tr><td align="center" style="padding:24px 10px 40px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:640px;border-collapse:separate;background:${colors.paper};border-radius:20px">
<tr><td style="background:${colors.ink};border-radius:20px 20px 0 0;padding:26px 32px 34px;color:${colors.paper}">
<p style="margin:0;${emailStyle.display};font-size:15px;color:${colors.paper}"><span style="display:inline-block;width:10px;height:10px;border-radius:5px;background:${colors.ember};margin-right:8px"></span>${escapeHtml(site.name)}</p>
<p style="margin:30px 0 0;${emailStyle.label};color:${colors.ember}">${escapeHtml(eyebrow)}</p>
<h1 style="margin:10px 0 0;${emailStyle.display};font-size:30px;line-height:1.15;letter-spacing:-0.03em;color:${colors.paper}">${escapeHtml(heading)}</h1>
${lead ? `<p style="margin:14px 0 0;font-size:16px;line-height:1.5;color:${colors["ink-muted"]}">${escapeHtml(lead)}</p>` : ""}
</td></tr>
${sections}
<tr><td style="padding:32px 32px 30px"><p style="margin:0;padding-top:18px;${emailStyle.hairline};font-size:13px;line-height:1.5;color:${colors.muted}">${escapeHtml(footer)}</p></td></tr>
</table></td></tr></table></body></html>`;
}

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

/** The agency's copy; its Message-ID is the enquiry's, so a retry after an ambiguous failure is the same message. */
export function buildEnquiryEmail(enquiry: Enquiry, options: EnquiryMailOptions): Mail {
  const copy = deskCopy.enquiryEmail;
  const names = { name: enquiry.fullName, company: enquiry.company };
  const deadline = formatDateTime(replyDue(enquiry));
  const promise = fill(copy.replyBy, { hours: site.replyWithinHours });
  const note = fill(copy.markAnsweredNote, { reminderHours: options.reminderHours });
  const { labels } = copy;
  const details: [string, string][] = [
    [labels.name, enquiry.fullName],
    [labels.company, enquiry.company],
    [labels.email, enquiry.email],
    [labels.telephone, enquiry.telephone ?? copy.telephoneMissing],
    [labels.received, formatDateTime(enquiry.createdAt)],
    [labels.reference, enquiry.id],
    [labels.language, languageName(enquiry.attribution)],
  ];
  const source = sourceLines(enquiry.attribution);
  const hint = fill(copy.replyHint, { name: enquiry.fullName });
  const text = [
    fill(copy.heading, names),
    `${copy.replyByLabel} ${deadline}. ${promise}`,
    `${copy.markAnswered}: ${options.answerUrl}`,
    "",
    ...details.map(([label, value]) => `${label}: ${value}`),
    "",
    `${copy.message}:`,
    enquiry.message,
    "",
    `${deskCopy.source.labels.heading}:`,
    ...source.map(([label, value]) => `${label}: ${value}`),
    "",
    note,
    hint,
  ].join("\n");
  const email = `<a href="mailto:${escapeHtml(enquiry.email)}" style="color:${colors["ember-deep"]}">${escapeHtml(enquiry.email)}</a>`;
  const sections = [
    replyClock(copy.replyByLabel, deadline, `${promise} ${note}`, emailButton(options.answerUrl, copy.markAnswered)),
    emailSection(
      copy.details,
      emailRows(details.map(([label, value]) => [label, label === labels.email ? { html: email } : value])),
    ),
    emailSection(
      copy.message,
      `<div style="padding:18px 20px;border-radius:14px;background:${colors["paper-deep"]};font-size:16px;line-height:1.55;white-space:pre-wrap;word-break:break-word">${escapeHtml(enquiry.message)}</div>`,
    ),
    emailSection(deskCopy.source.labels.heading, emailRows(source)),
  ].join("\n");
  // One in another language than English says so first, so the right person picks it up.
  const subject =
    languageOf(enquiry.attribution) === "en"
      ? fill(copy.subject, names)
      : fill(copy.subjectInLanguage, { ...names, language: languageName(enquiry.attribution) });
  return {
    ...aboutEnquiry("enquiry", enquiry, options),
    subject,
    date: enquiry.createdAt,
    text,
    html: emailLayout({
      title: subject,
      eyebrow: copy.eyebrow,
      heading: fill(copy.heading, names),
      sections,
      footer: hint,
    }),
  };
}

/** The one reminder an enquiry not marked answered in time gets, to the agency's inbox; its Message-ID is its own. */
export function buildReminderEmail(enquiry: Enquiry, options: EnquiryMailOptions): Mail {
  const copy = deskCopy.reminder;
  const names = { name: enquiry.fullName, company: enquiry.company };
  const deadline = formatDateTime(replyDue(enquiry));
  const body = fill(copy.body, {
    received: formatDateTime(enquiry.createdAt),
    hours: site.replyWithinHours,
    deadline,
  });
  const { labels } = deskCopy.enquiryEmail;
  const subject = fill(copy.subject, { ...names, deadline });
  const sections = [
    emailSection(copy.eyebrow, `<p style="margin:0;font-size:16px;line-height:1.55">${escapeHtml(body)}</p>`),
    `<tr><td style="padding:20px 32px 0">${emailRows([[labels.reference, enquiry.id]])}</td></tr>`,
    `<tr><td style="padding:28px 32px 0">${emailButton(options.answerUrl, deskCopy.enquiryEmail.markAnswered)}</td></tr>`,
  ].join("\n");
  return {
    ...aboutEnquiry("reminder", enquiry, options),
    subject,
    text: [
      fill(copy.heading, names),
      "",
      body,
      "",
      `${labels.reference}: ${enquiry.id}`,
      "",
      `${deskCopy.enquiryEmail.markAnswered}: ${options.answerUrl}`,
      copy.note,
    ].join("\n"),
    html: emailLayout({
      title: subject,
      eyebrow: copy.eyebrow,
      heading: fill(copy.heading, names),
      sections,
      footer: copy.note,
    }),
  };
}

/** The alarm when the webhook gave up on an enquiry (which reached this inbox by email): its id and how to resend. */
export function buildDeadDeliveryAlert(
  dead: { enquiryId: string; channel: string; attempts: number; error: string },
  options: MailOptions,
): Mail {
  const copy = deskCopy.deadDelivery;
  const { channel, attempts, enquiryId: reference } = dead;
  const text = [
    fillPlural(copy.failed, attempts, { channel, reference, attempts }),
    fill(copy.lastError, { error: dead.error }),
    "",
    copy.whereItIs,
    fill(copy.resend, { channel }),
    `  npm run enquiries -- retry --id ${reference}`,
  ].join("\n");
  return {
    from: options.from,
    to: options.to,
    subject: fill(copy.subject, { reference, channel }),
    messageId: `<alert.${channel}.${reference}@${hostOf(options.siteUrl)}>`,
    headers: { "X-Enquiry-Id": reference },
    text,
  };
}

export type EmailSender = {
  send(message: Mail, enquiryId: string): Promise<void>;
  close(): void;
};

/** Explicit limits: nodemailer's defaults (2 min connect, 10 min socket) would hold a delivery far too long. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Nodemailer's DKIM options: the signing domain (`d=`), the selector (`s=`) and the PEM private key. */
export type DkimOptions = { domainName: string; keySelector: string; privateKey: string };

/** A transport made on first use: loading nodemailer then, not at start, keeps an idle server about 20 MB smaller. */
function lazyTransport(options: Record<string, unknown>) {
  let transport: Promise<Transporter> | null = null;
  return {
    get: () => {
      transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(options));
      return transport;
    },
    close: () => void transport?.then((made) => made.close()),
  };
}

/** With `dkim`, every message is signed, so receivers can check it against `<selector>._domainkey.<domain>`. */
export function smtpSender(url: string, dkim: DkimOptions | null = null): EmailSender {
  const transport = lazyTransport({ url, pool: true, maxConnections: 3, ...SMTP_TIMEOUTS, ...(dkim ? { dkim } : {}) });
  return {
    async send(message) {
      await (await transport.get()).sendMail(message);
    },
    close: transport.close,
  };
}

/**
 * With no SMTP server, each email is written as an .eml file, so a fresh checkout shows the whole path working.
 * Written atomically and named by enquiry, so a retry overwrites rather than duplicates.
 */
export function fileSender(mailDir: string, logger: Logger): EmailSender {
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let folder: Promise<unknown> | null = null;
  return {
    async send(message, enquiryId) {
      const info = await (await transport.get()).sendMail(message);
      folder ??= mkdir(mailDir, { recursive: true, mode: 0o700 }).catch((error) => {
        folder = null;
        throw error;
      });
      await folder;
      const file = path.join(mailDir, `${enquiryId}.eml`);
      const temporary = `${file}.${process.pid}.tmp`;
      // On disk (the file and its name fsynced) before the delivery is recorded, and readable by the
      // server's user alone. A write that fails (a full disk) leaves nothing behind.
      try {
        await writeFile(temporary, info.message as Buffer, { mode: 0o600, flush: true });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      const directory = await open(mailDir, "r");
      await directory.sync().finally(() => directory.close());
      logger.info("enquiry email written to file (no SMTP_URL set)", { enquiryId, file });
    },
    close: transport.close,
  };
}

/** 5xx SMTP replies are permanent: the server has refused this message for good. */
export function isPermanentSmtpError(error: unknown) {
  const { responseCode } = error as { responseCode?: unknown };
  return typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
}
