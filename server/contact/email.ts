import { mkdir, open, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { SendMailOptions, Transporter } from "nodemailer";
import { colors } from "~/config/tokens";
import type { Logger } from "../logger";
import type { Enquiry } from "../store/enquiries";

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** The agency's copy; its Message-ID is the enquiry's, so a retry after an ambiguous failure is the same message. */
export function buildEnquiryEmail(
  enquiry: Enquiry,
  options: { to: string; from: string; siteUrl: string },
): SendMailOptions & { messageId: string } {
  const host = new URL(options.siteUrl).hostname;
  const received = enquiry.createdAt.toISOString().replace("T", " ").slice(0, 16);
  const rows: [string, string][] = [
    ["Name", enquiry.fullName],
    ["Company", enquiry.company],
    ["Email", enquiry.email],
    ["Telephone", enquiry.telephone ?? "not given"],
    ["Received", `${received} UTC`],
    ["Reference", enquiry.id],
  ];
  const text = [
    `New enquiry from ${enquiry.fullName} at ${enquiry.company}.`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    enquiry.message,
    "",
    "Reply to this email to answer the enquirer directly.",
  ].join("\n");
  const row = ([label, value]: [string, string]) =>
    `<tr><th style="text-align:left;padding:4px 16px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`;
  const html = `<!doctype html><html lang="en-GB"><body style="font-family:Arial,sans-serif;color:${colors.ink};line-height:1.5">
<h1 style="font-size:20px">New enquiry from ${escapeHtml(enquiry.fullName)} at ${escapeHtml(enquiry.company)}</h1>
<table style="border-collapse:collapse">${rows.map(row).join("")}</table>
<h2 style="font-size:16px;margin-top:24px">Message</h2>
<p style="white-space:pre-wrap">${escapeHtml(enquiry.message)}</p>
<p style="color:${colors.muted}">Reply to this email to answer the enquirer directly.</p>
</body></html>`;
  return {
    from: options.from,
    to: options.to,
    replyTo: { name: enquiry.fullName, address: enquiry.email },
    subject: `New enquiry: ${enquiry.fullName}, ${enquiry.company}`,
    messageId: `<enquiry.${enquiry.id}@${host}>`,
    date: enquiry.createdAt,
    headers: { "X-Enquiry-Id": enquiry.id },
    text,
    html,
  };
}

/** The alarm when the webhook gave up on an enquiry (which reached this inbox by email): its id and how to resend. */
export function buildDeadDeliveryAlert(
  dead: { enquiryId: string; channel: string; attempts: number; error: string },
  options: { to: string; from: string; siteUrl: string },
): SendMailOptions & { messageId: string } {
  const host = new URL(options.siteUrl).hostname;
  const text = [
    `The ${dead.channel} delivery of enquiry ${dead.enquiryId} has failed for good after ${dead.attempts} attempt(s).`,
    `Last error: ${dead.error}`,
    "",
    "The enquiry itself was sent to this inbox by email: search for its reference to find it.",
    `Once the ${dead.channel} is working again, send it again with:`,
    `  npm run enquiries -- retry --id ${dead.enquiryId}`,
  ].join("\n");
  return {
    from: options.from,
    to: options.to,
    subject: `Action needed: enquiry ${dead.enquiryId} did not reach the ${dead.channel}`,
    messageId: `<alert.${dead.channel}.${dead.enquiryId}@${host}>`,
    headers: { "X-Enquiry-Id": dead.enquiryId },
    text,
  };
}

export type EmailSender = {
  send(message: SendMailOptions & { messageId: string }, enquiryId: string): Promise<void>;
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
