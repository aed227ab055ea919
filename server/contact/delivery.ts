import { ANSWERED_PATH } from "~/lib/contact";
import type { Env } from "../env";
import { errorFields, type Logger } from "../logger";
import type { Database } from "../store/database";
import { type Channel, type Due, type Enquiry, iso } from "../store/enquiries";
import type { EnquiryStore } from "./connection";
import type { MailOptions } from "./email-layout";
import { type EmailSender, isPermanentSmtpError, isSmtpLoginError } from "./mail";
import { type DeadDelivery, type Deliverer, OutboxWorker } from "./outbox";
import { replyToken } from "./reply-link";
import { overdueEvent, PermanentDeliveryError, postWebhook, postWebhookEvent } from "./webhook";

const HOUR_MS = 3_600_000;
/** The emails, and React Email with them, load with the first one: an idle server stays about 20 MB smaller. */
const emails = () => import("./emails");

/** What an enquiry is owed from `from` (its arrival, or its release from spam): deliveries now, follow-ups later. */
export function owedDeliveries(env: Pick<Env, "WEBHOOK_URL" | "REPLY_REMINDER_HOURS">, from: Date): Due[] {
  const due = new Date(from.getTime() + env.REPLY_REMINDER_HOURS * HOUR_MS);
  const now: Channel[] = env.WEBHOOK_URL ? ["email", "webhook"] : ["email"];
  const later: Channel[] = env.WEBHOOK_URL ? ["reminder", "overdue"] : ["reminder"];
  return [...now.map((channel) => ({ channel, at: from })), ...later.map((channel) => ({ channel, at: due }))];
}

export const mailOptions = (env: Env): MailOptions => ({
  to: env.ENQUIRY_TO,
  from: env.ENQUIRY_FROM,
  siteUrl: env.SITE_URL,
});

type DeliveryOptions = { store: EnquiryStore; env: Env; logger: Logger; email: EmailSender };

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
export function startDelivery({ store, env, logger, email }: DeliveryOptions) {
  const { WEBHOOK_URL = "", WEBHOOK_SECRET = "", REPLY_REMINDER_HOURS } = env;
  let workers: OutboxWorker[] = [];
  // Set while the SMTP server refuses the site's login: every email waits on the operator, so /healthz says so.
  let loginRefused = false;

  const send: EmailSender["send"] = async (message, key) => {
    try {
      await email.send(message, key);
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
        if (placed <= limit) return send(await (await emails()).buildEnquiryEmail(enquiry, mail(enquiry)), enquiry.id);
        if (placed > limit + 1) return;
        const flood = { count: await arrivals(db, hourBefore(enquiry)), limit, from: hourBefore(enquiry) };
        await send(await (await emails()).buildFloodAlert(enquiry, flood, mailOptions(env)), `flood-${enquiry.id}`);
      },
      webhook: (enquiry) => postWebhook(WEBHOOK_URL, WEBHOOK_SECRET, enquiry),
      reminder: async (enquiry) => {
        if (!enquiry.answeredAt && (await place(enquiry)) <= limit)
          await send(await (await emails()).buildReminderEmail(enquiry, mail(enquiry)), `reminder-${enquiry.id}`);
      },
      overdue: async (enquiry) => {
        if (enquiry.answeredAt) return;
        const event = overdueEvent(enquiry, REPLY_REMINDER_HOURS);
        await postWebhookEvent(WEBHOOK_URL, WEBHOOK_SECRET, event, `overdue-${enquiry.id}`);
      },
    };
  };

  /** With email alone, the error log line is the alarm. */
  const raiseAlarm = async (dead: DeadDelivery) => {
    const key = `alert-${dead.channel}-${dead.enquiryId}`;
    if (dead.channel === "webhook" || dead.channel === "overdue")
      await send(await (await emails()).buildDeadDeliveryAlert(dead, mailOptions(env)), key);
    else if (WEBHOOK_URL && WEBHOOK_SECRET)
      await postWebhookEvent(WEBHOOK_URL, WEBHOOK_SECRET, { type: "delivery.failed", ...dead }, key);
    else return;
    const { enquiryId, channel } = dead;
    logger.warn("failed delivery announced through the other channel", { enquiryId, channel });
  };

  store.use(
    ({ db, replySecret }) => {
      const deliver = deliverers(db, replySecret);
      const now = new Date();
      workers = owedDeliveries(env, now).map(
        ({ channel, at }) =>
          new OutboxWorker(db, channel, deliver[channel], logger, {
            pollMs: env.OUTBOX_POLL_MS,
            retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
            retryMaxMs: env.OUTBOX_RETRY_MAX_MS,
            leadMs: at.getTime() - now.getTime(),
            giveUpAfterMs: env.OUTBOX_GIVE_UP_HOURS * HOUR_MS,
            leaseMs: env.OUTBOX_LEASE_SECONDS * 1000,
            isPermanentError: (error) => error instanceof PermanentDeliveryError || isPermanentSmtpError(error),
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

  /** Asks every worker to look now: an enquiry was just stored. */
  return {
    nudge: () => {
      for (const worker of workers) worker.nudge();
    },
    loginRefused: () => loginRefused,
  };
}
