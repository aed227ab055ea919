import { createHmac } from "node:crypto";
import path from "node:path";
import type { Transporter } from "nodemailer";
import { ANSWERED_PATH } from "~/lib/contact";
import type { Env } from "../env";
import { errorFields, type Logger } from "../logger";
import { writePrivateFile } from "../store/backup";
import type { Database } from "../store/database";
import {
  type Channel,
  type ClaimedDelivery,
  claimDeliveries,
  type Due,
  type Enquiry,
  exportedFields,
  iso,
  markDelivered,
  markFailed,
} from "../store/enquiries";
import { languageOf, sourceOf } from "./attribution";
import type { EnquiryStore } from "./connection";
import type { DeadDelivery, EmailSender, Mail } from "./emails";
import { mailOptions, replyToken } from "./reply-clock";

const HOUR_MS = 3_600_000;
/** The emails, and React Email with them, load with the first one: an idle server stays about 20 MB smaller. */
const emails = () => import("./emails");

/**
 * By SMTP (pooled, DKIM-signed when configured) or, with no SMTP server, as .eml files named by `key`, so a
 * fresh checkout shows the whole path working and a retry overwrites. Nodemailer loads with the first email.
 */
export function emailSender({ SMTP_URL, DKIM, DATA_DIR }: Pick<Env, "SMTP_URL" | "DKIM" | "DATA_DIR">, logger: Logger) {
  // Nodemailer's default timeouts (2 min connect, 10 min socket) would hold a delivery far too long.
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
  const options = SMTP_URL
    ? { url: SMTP_URL, pool: true, maxConnections: 3, ...timeouts, ...(DKIM ? { dkim: DKIM } : {}) }
    : { streamTransport: true, buffer: true, newline: "unix" as const };
  let transport: Promise<Transporter> | undefined;
  return {
    async send(message, key) {
      transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(options));
      const info = await (await transport).sendMail(message);
      if (SMTP_URL) return;
      const file = path.join(DATA_DIR, "mail", `${key}.eml`);
      await writePrivateFile(file, info.message as Buffer);
      logger.info("enquiry email written to file (no SMTP_URL set)", { enquiryId: key, file });
    },
    close: () => void transport?.then((made) => made.close()),
  } satisfies EmailSender;
}

/** A refused login (530, 534, 535): the site's credentials are wrong, not the message, so it is retried. */
export function isSmtpLoginError(error: unknown) {
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return code === "EAUTH" || responseCode === 530 || responseCode === 534 || responseCode === 535;
}

/** A webhook's other 4xx, or an SMTP server's other 5xx: refused for good. */
export function isPermanentError(error: unknown) {
  const { responseCode } = error as { responseCode?: unknown };
  if (error instanceof PermanentDeliveryError) return true;
  return typeof responseCode === "number" && responseCode >= 500 && responseCode < 600 && !isSmtpLoginError(error);
}

class PermanentDeliveryError extends Error {}

/** Signature over "timestamp.body", so a captured request cannot be replayed with a new timestamp. */
export const signWebhook = (secret: string, timestamp: string, body: string) =>
  `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;

/** The payload's version (docs/operations.md): 2 added `source`, `attribution` and `enquiry.overdue`; 3 `language`. */
const WEBHOOK_SCHEMA_VERSION = 3;

/** Posts one signed event: 2xx is delivered, 408, 429 and 5xx are retried, any other 4xx is refused for good. */
async function postWebhookEvent(url: string, secret: string, event: { type: string }, idempotencyKey: string) {
  const body = JSON.stringify({ schemaVersion: WEBHOOK_SCHEMA_VERSION, ...event });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Idempotency-Key": idempotencyKey,
      "X-Webhook-Timestamp": timestamp,
      "X-Webhook-Signature": signWebhook(secret, timestamp, body),
    },
    body,
    redirect: "error",
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  if (response.ok) return;
  const { status } = response;
  const detail = `webhook answered ${status}`;
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) throw new PermanentDeliveryError(detail);
  throw new Error(detail);
}

export type Deliverer = (enquiry: Enquiry) => Promise<void>;
export type OutboxOptions = {
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** How far ahead this channel's rows are first due: a follow-up's wait, 0 for what is owed at once. */
  leadMs?: number;
  giveUpAfterMs: number;
  /** Longer than any single delivery can take (SMTP timeouts add up to under a minute). */
  leaseMs?: number;
  batchSize?: number;
  /** Called once a delivery is given up on, so the other channel can raise the alarm. */
  onDead?: (dead: DeadDelivery) => Promise<void>;
};

/** Exponential back-off with "equal jitter": half fixed, half random, so retries from many rows spread out. */
export function backoffMs(attempt: number, baseMs: number, maxMs: number, random = Math.random) {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * Delivers what the outbox owes on one channel; a worker per channel, so a hung webhook never holds up an email.
 * Rows are claimed with a lease: a dead worker's rows are freed when it runs out, and no two workers hold one.
 */
export function outboxWorker(
  db: Database,
  channel: Channel,
  deliver: Deliverer,
  logger: Logger,
  options: OutboxOptions,
) {
  const { batchSize = 25, leaseMs = 120_000, leadMs = 0, retryBaseMs, retryMaxMs } = options;
  let running = false;
  let loop: Promise<void> | undefined;
  let wake = () => {};

  const recordFailure = async (row: ClaimedDelivery, error: unknown) => {
    const detail = errorFields(error);
    const lastError = String(detail.error).slice(0, 1000);
    const base = { enquiryId: row.enquiry.id, channel, attempts: row.attempts };
    const permanent = isPermanentError(error);
    if (!permanent && Date.now() - row.queuedAt.getTime() < options.giveUpAfterMs) {
      const delay = backoffMs(row.attempts, retryBaseMs, retryMaxMs);
      await markFailed(db, row.outboxId, lastError, new Date(Date.now() + delay));
      return logger.warn("enquiry delivery failed; will retry", { ...base, retryInMs: delay, ...detail });
    }
    await markFailed(db, row.outboxId, lastError, null);
    const reason = permanent ? "permanent error" : "gave up after retrying";
    logger.error("enquiry delivery failed for good; retry with `npm run enquiries -- retry`", {
      ...base,
      reason,
      ...detail,
    });
    await options
      .onDead?.({ ...base, error: lastError })
      .catch((alertError) =>
        logger.error("could not raise the alarm about a failed delivery", { ...base, ...errorFields(alertError) }),
      );
  };

  // Each outcome is recorded at once, so a crash repeats only the deliveries in flight; a record that fails leaves
  // the lease to run out and the row to be tried again: a duplicate, never a loss.
  const attempt = async (row: ClaimedDelivery) => {
    const enquiryId = row.enquiry.id;
    try {
      await deliver(row.enquiry);
    } catch (error) {
      return recordFailure(row, error).catch((recordError) =>
        logger.error("could not record a failed delivery", { enquiryId, ...errorFields(recordError) }),
      );
    }
    logger.info("enquiry delivered", { enquiryId, channel, attempts: row.attempts });
    await markDelivered(db, row.outboxId).catch((error) =>
      logger.error("could not record a delivery", { enquiryId, ...errorFields(error) }),
    );
  };

  const runOnce = async () => {
    const rows = await claimDeliveries(db, channel, { limit: batchSize, leaseMs, horizonMs: leadMs + retryMaxMs });
    await Promise.all(rows.map(attempt));
    return rows.length;
  };
  const poll = (level: "warn" | "error", message: string) => (error: unknown) => {
    logger[level](message, { channel, ...errorFields(error) });
    return 0;
  };

  return {
    channel,
    runOnce,
    nudge: () => wake(),
    start() {
      if (running) return;
      running = true;
      loop = (async () => {
        while (running) {
          if ((await runOnce().catch(poll("error", "outbox poll failed"))) > 0) continue;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, options.pollMs);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
        }
      })();
    },
    /** Stops polling, then delivers what is due (for up to `drainMs`): what shutdown's last requests stored goes now. */
    async stop(drainMs = 5000) {
      if (!running) return;
      running = false;
      wake();
      await loop;
      const deadline = Date.now() + drainMs;
      while (Date.now() < deadline && (await runOnce().catch(poll("warn", "outbox drain stopped"))) > 0);
    },
  };
}

/** What an enquiry is owed from `from` (its arrival, or its release from spam): deliveries now, follow-ups later. */
export function owedDeliveries(env: Pick<Env, "WEBHOOK_URL" | "REPLY_REMINDER_HOURS">, from: Date): Due[] {
  const due = new Date(from.getTime() + env.REPLY_REMINDER_HOURS * HOUR_MS);
  const now: Channel[] = env.WEBHOOK_URL ? ["email", "webhook"] : ["email"];
  const later: Channel[] = env.WEBHOOK_URL ? ["reminder", "overdue"] : ["reminder"];
  return [...now.map((channel) => ({ channel, at: from })), ...later.map((channel) => ({ channel, at: due }))];
}

/** Enquiries (not held as spam) stored from `since`, up to `until` and, at `until`, up to `id`: the order they came in. */
async function arrivals(db: Database, since: Date, until?: { at: Date; id: string }) {
  const upTo = until ? " AND (created_at < ? OR (created_at = ? AND id <= ?))" : "";
  const [row] = await db.all<{ count: unknown }>(
    `SELECT COUNT(*) AS count FROM enquiries WHERE spam_reason IS NULL AND created_at > ?${upTo}`,
    [iso(since), ...(until ? [iso(until.at), iso(until.at), until.id] : [])],
  );
  return Number(row?.count ?? 0);
}

/**
 * The outbox's workers, one per channel, started once the store is open: each enquiry by email (and
 * webhook), and its follow-ups once their time comes. A follow-up owed no more (the enquiry was
 * answered meanwhile) is done without a word; a delivery that dies is announced through the other channel.
 */
export function startDelivery(store: EnquiryStore, env: Env, logger: Logger, email: EmailSender) {
  const { WEBHOOK_URL = "", WEBHOOK_SECRET = "", REPLY_REMINDER_HOURS } = env;
  const webhook = (event: { type: string }, key: string) => postWebhookEvent(WEBHOOK_URL, WEBHOOK_SECRET, event, key);
  let workers: ReturnType<typeof outboxWorker>[] = [];
  // Set while the SMTP server refuses the site's login: every email waits on the operator, so /healthz says so.
  let loginRefused = false;

  const send = async (build: (made: Awaited<ReturnType<typeof emails>>) => Promise<Mail>, key: string) => {
    try {
      await email.send(await build(await emails()), key);
      loginRefused = false;
    } catch (error) {
      if (isSmtpLoginError(error) && !loginRefused) {
        loginRefused = true;
        logger.error("SMTP refuses the site's login (check SMTP_URL): emails are kept and retried", errorFields(error));
      }
      throw error;
    }
  };

  const deliverers = (db: Database, replySecret: string): Record<Channel, Deliverer> => {
    // The "Mark as answered" link, signed from when the enquiry arrived (or was released).
    const mail = (enquiry: Enquiry) => {
      const token = replyToken(replySecret, enquiry.id, enquiry.releasedAt ?? enquiry.createdAt);
      const answerUrl = `${env.SITE_URL}${ANSWERED_PATH}/${token}`;
      return { ...mailOptions(env), answerUrl, reminderHours: REPLY_REMINDER_HOURS };
    };
    // Past the hour's limit an enquiry is summed up, not emailed: placed by the store in arrival order, so a retry,
    // a restart or another instance places it the same way, and exactly one (the first past it) sends the alarm.
    const limit = env.ENQUIRY_EMAILS_PER_HOUR;
    const hourBefore = (enquiry: Enquiry) => new Date(enquiry.createdAt.getTime() - HOUR_MS);
    const place = (enquiry: Enquiry) => arrivals(db, hourBefore(enquiry), { at: enquiry.createdAt, id: enquiry.id });
    return {
      email: async (enquiry) => {
        const placed = await place(enquiry);
        if (placed <= limit) return send((made) => made.buildEnquiryEmail(enquiry, mail(enquiry)), enquiry.id);
        if (placed > limit + 1) return;
        const flood = { count: await arrivals(db, hourBefore(enquiry)), limit, from: hourBefore(enquiry) };
        await send((made) => made.buildFloodAlert(enquiry, flood, mailOptions(env)), `flood-${enquiry.id}`);
      },
      webhook: (enquiry) => {
        const { page = null, first = null, last = null } = enquiry.attribution ?? {};
        const event = {
          type: "enquiry.created",
          id: enquiry.id,
          createdAt: enquiry.createdAt.toISOString(),
          ...exportedFields(enquiry),
          language: languageOf(enquiry.attribution),
          source: sourceOf(enquiry.attribution),
          attribution: { page, firstTouch: first, lastTouch: last },
        };
        return webhook(event, enquiry.id);
      },
      reminder: async (enquiry) => {
        if (!enquiry.answeredAt && (await place(enquiry)) <= limit)
          await send((made) => made.buildReminderEmail(enquiry, mail(enquiry)), `reminder-${enquiry.id}`);
      },
      // Not marked answered within the reminder's hours: by reference, with nothing personal.
      overdue: async ({ id, createdAt, releasedAt, answeredAt }) => {
        if (answeredAt) return;
        const event = {
          type: "enquiry.overdue",
          id,
          createdAt: createdAt.toISOString(),
          releasedAt: releasedAt?.toISOString() ?? null,
          reminderHours: REPLY_REMINDER_HOURS,
        };
        await webhook(event, `overdue-${id}`);
      },
    };
  };

  /** With email alone, the error log line is the alarm. */
  const raiseAlarm = async (dead: DeadDelivery) => {
    const key = `alert-${dead.channel}-${dead.enquiryId}`;
    if (dead.channel === "webhook" || dead.channel === "overdue")
      await send((made) => made.buildDeadDeliveryAlert(dead, mailOptions(env)), key);
    else if (WEBHOOK_URL && WEBHOOK_SECRET) await webhook({ type: "delivery.failed", ...dead }, key);
    else return;
    const { enquiryId, channel } = dead;
    logger.warn("failed delivery announced through the other channel", { enquiryId, channel });
  };

  store.use(
    ({ db, replySecret }) => {
      const deliver = deliverers(db, replySecret);
      const now = new Date();
      workers = owedDeliveries(env, now).map(({ channel, at }) =>
        outboxWorker(db, channel, deliver[channel], logger, {
          pollMs: env.OUTBOX_POLL_MS,
          retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
          retryMaxMs: env.OUTBOX_RETRY_MAX_MS,
          leadMs: at.getTime() - now.getTime(),
          giveUpAfterMs: env.OUTBOX_GIVE_UP_HOURS * HOUR_MS,
          leaseMs: env.OUTBOX_LEASE_SECONDS * 1000,
          onDead: raiseAlarm,
        }),
      );
      for (const worker of workers) worker.start();
    },
    async () => {
      await Promise.all(workers.map((worker) => worker.stop()));
      workers = [];
    },
  );

  return {
    nudge: () => {
      for (const worker of workers) worker.nudge();
    },
    loginRefused: () => loginRefused,
  };
}
