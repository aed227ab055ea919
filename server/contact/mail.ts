import path from "node:path";
import type { Transporter } from "nodemailer";
import type { Logger } from "../logger";
import { writePrivateFile } from "../store/backup";
import type { Mail } from "./email-layout";

// How the emails leave: by SMTP (pooled, DKIM-signed when configured), or, with no SMTP server, as files.

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
  return {
    async send(message, enquiryId) {
      const info = await (await transport.get()).sendMail(message);
      // On disk before the delivery is recorded, and readable by the server's user alone.
      const file = path.join(mailDir, `${enquiryId}.eml`);
      await writePrivateFile(file, info.message as Buffer);
      logger.info("enquiry email written to file (no SMTP_URL set)", { enquiryId, file });
    },
    close: transport.close,
  };
}

/** A refused login (530, 534, 535): the site's credentials are wrong, not the message, so it is retried. */
export function isSmtpLoginError(error: unknown) {
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return code === "EAUTH" || responseCode === 530 || responseCode === 534 || responseCode === 535;
}

/** Other 5xx SMTP replies are permanent: the server has refused this message for good. */
export function isPermanentSmtpError(error: unknown) {
  const { responseCode } = error as { responseCode?: unknown };
  return typeof responseCode === "number" && responseCode >= 500 && responseCode < 600 && !isSmtpLoginError(error);
}
