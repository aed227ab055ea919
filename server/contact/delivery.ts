import { ANSWERED_PATH } from "~/lib/contact";
import type { Env } from "../env";
import type { Logger } from "../logger";
import type { Channel, Due, Enquiry } from "../store/enquiries";
import type { EnquiryStore } from "./connection";
import type { MailOptions } from "./email-layout";
import { type EmailSender, isPermanentSmtpError } from "./mail";
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

/**
 * The outbox's workers, one per channel, started once the store is open: each enquiry by email (and
 * webhook), and its follow-ups once their time comes. A follow-up owed no more (the enquiry was
 * answered meanwhile) is done without a word; a delivery that dies is announced through the other channel.
 */
export function startDelivery({ store, env, logger, email }: DeliveryOptions) {
  const { WEBHOOK_URL = "", WEBHOOK_SECRET = "", REPLY_REMINDER_HOURS } = env;
  let workers: OutboxWorker[] = [];

  const deliverers = (replySecret: string): Record<Channel, Deliverer> => {
    // The "Mark as answered" link, signed from when the enquiry arrived (or was released).
    const mail = (enquiry: Enquiry) => {
      const token = replyToken(replySecret, enquiry.id, enquiry.releasedAt ?? enquiry.createdAt);
      const answerUrl = `${env.SITE_URL}${ANSWERED_PATH}/${token}`;
      return { ...mailOptions(env), answerUrl, reminderHours: REPLY_REMINDER_HOURS };
    };
    return {
      email: async (enquiry) =>
        email.send(await (await emails()).buildEnquiryEmail(enquiry, mail(enquiry)), enquiry.id),
      webhook: (enquiry) => postWebhook(WEBHOOK_URL, WEBHOOK_SECRET, enquiry),
      reminder: async (enquiry) => {
        if (!enquiry.answeredAt)
          await email.send(await (await emails()).buildReminderEmail(enquiry, mail(enquiry)), `reminder-${enquiry.id}`);
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
      await email.send(await (await emails()).buildDeadDeliveryAlert(dead, mailOptions(env)), key);
    else if (WEBHOOK_URL && WEBHOOK_SECRET)
      await postWebhookEvent(WEBHOOK_URL, WEBHOOK_SECRET, { type: "delivery.failed", ...dead }, key);
    else return;
    const { enquiryId, channel } = dead;
    logger.warn("failed delivery announced through the other channel", { enquiryId, channel });
  };

  store.use(
    ({ db, replySecret }) => {
      const deliver = deliverers(replySecret);
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
  };
}
