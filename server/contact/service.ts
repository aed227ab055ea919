import { createHmac, randomUUID } from "node:crypto";
import path from "node:path";
import { localeOf } from "~/config/locales";
import { ATTRIBUTION_FIELD, type Attribution, SENT_FROM_FIELD } from "~/lib/attribution";
import {
  ANSWERED_PATH,
  type ContactAnswer,
  type ContactErrorCode,
  type ContactFormState,
  emptyContactValues,
} from "~/lib/contact";
import type { EnquiryDesk, ReplyLink, ReportCount } from "~/lib/load-context";
import { rateLimitKey } from "../client-address";
import type { Env } from "../env";
import { errorFields, type Logger } from "../logger";
import { runDailyBackup } from "../store/backup";
import { CountBuffer } from "../store/daily-counts";
import { type Database, isUnavailableError, legacyStoreIn, openDatabase, privateDataDir } from "../store/database";
import {
  type Channel,
  type Due,
  type Enquiry,
  findEnquiry,
  markAnswered,
  outboxBacklog,
  probeWrite,
  purgeEnquiries,
  saveEnquiry,
  sharedSecret,
} from "../store/enquiries";
import { readAttribution } from "./attribution";
import { buildDigestEmail, claimDigest, digestDue, digestReport, markDigestSent, startDigestsFrom } from "./digest";
import {
  buildDeadDeliveryAlert,
  buildEnquiryEmail,
  buildReminderEmail,
  type EmailSender,
  fileSender,
  isPermanentSmtpError,
  smtpSender,
} from "./email";
import { readContactBody } from "./http";
import { type DeadDelivery, type Deliverer, OutboxWorker } from "./outbox";
import { checkReplyToken, replyToken } from "./reply-link";
import { type ContactSubmission, readSubmission, validateContact } from "./schema";
import { checkFormToken, contentRule, hashIp, SPAM_CAPS, signFormToken } from "./spam";
import { overdueEvent, PermanentDeliveryError, postWebhook, postWebhookEvent } from "./webhook";

type Ready = { db: Database; formSecret: string; ipSalt: string; replySecret: string; workers: OutboxWorker[] };

/** Metrics whose names come from visitors' browsers, so each day keeps a fixed number of them. */
const CAPPED_METRICS = new Set(["error", "csp"]);
const COUNTS_FLUSH_MS = 5000;

/** What an enquiry is owed from `from` (its arrival, or its release from spam): deliveries now, follow-ups later. */
export function owedDeliveries(env: Pick<Env, "WEBHOOK_URL" | "REPLY_REMINDER_HOURS">, from: Date): Due[] {
  const due = new Date(from.getTime() + env.REPLY_REMINDER_HOURS * HOUR_MS);
  const now: Channel[] = env.WEBHOOK_URL ? ["email", "webhook"] : ["email"];
  const later: Channel[] = env.WEBHOOK_URL ? ["reminder", "overdue"] : ["reminder"];
  return [...now.map((channel) => ({ channel, at: from })), ...later.map((channel) => ({ channel, at: due }))];
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** How long a digest being sent is reserved: a sender that died frees it after this. */
const DIGEST_LEASE_MS = 10 * MINUTE_MS;
const RETRY_AFTER_SECONDS = 30;
/** /healthz writes to the store at most this often; floods of it share one probe. */
const PROBE_EVERY_MS = 1000;

/**
 * The enquiry pipeline: store, spam checks, a worker per channel, the reply clock and the browsers'
 * reports. Nothing starts at import: the build imports it.
 */
export class ContactService implements EnquiryDesk {
  private ready: Ready | null = null;
  private stopped = false;
  private timers: NodeJS.Timeout[] = [];
  private running: Promise<unknown>[] = [];
  private probe: { at: number; result: Promise<boolean> } | null = null;
  private readonly email: EmailSender;
  private readonly counts = new CountBuffer(CAPPED_METRICS);

  constructor(
    private readonly env: Env,
    private readonly logger: Logger,
    /** The time the reply clock and the digest's schedule go by; tests set their own. */
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.email = env.SMTP_URL
      ? smtpSender(env.SMTP_URL, env.DKIM)
      : fileSender(path.join(env.DATA_DIR, "mail"), logger);
  }

  /** Opens the store and starts the workers; an unreachable PostgreSQL is retried in the background (form: 503). */
  async start(): Promise<void> {
    const dataDir = path.resolve(this.env.DATA_DIR);
    privateDataDir(dataDir);
    if (!this.env.DATABASE_URL) {
      const legacy = legacyStoreIn(dataDir);
      if (legacy)
        throw new Error(
          `${legacy} holds enquiries in the format of an earlier version (PGlite), which this version cannot read.\n` +
            "Back them up with the earlier version (npm run enquiries -- backup --out enquiries.json.gz), then\n" +
            "restore the file with this one (npm run enquiries -- restore enquiries.json.gz) and move the pglite folder away.",
        );
      return this.connect();
    }
    try {
      await this.connect();
    } catch (error) {
      if (!isUnavailableError(error)) throw error;
      this.logger.error("database unavailable; the contact form answers 503 until it is back", errorFields(error));
      void this.reconnect();
    }
  }

  private async connect() {
    const { env, logger } = this;
    const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR) });
    try {
      const [formSecret, ipSalt] = env.CONTACT_SECRET
        ? [derive(env.CONTACT_SECRET, "form-token"), derive(env.CONTACT_SECRET, "ip-salt")]
        : [await sharedSecret(db, "form_token_secret"), await sharedSecret(db, "ip_salt")];
      const replySecret = env.REPLY_LINK_SECRET ?? (await sharedSecret(db, "reply_link_secret"));
      if (this.stopped) return void (await db.close());
      const deliverers = this.deliverers(replySecret);
      const channels = owedDeliveries(env, new Date()).map((due) => due.channel);
      const workers = channels.map(
        (channel) =>
          new OutboxWorker(db, channel, deliverers[channel], logger, {
            pollMs: env.OUTBOX_POLL_MS,
            retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
            retryMaxMs: env.OUTBOX_RETRY_MAX_MS,
            giveUpAfterMs: env.OUTBOX_GIVE_UP_HOURS * HOUR_MS,
            leaseMs: env.OUTBOX_LEASE_SECONDS * 1000,
            isPermanentError: (error) => error instanceof PermanentDeliveryError || isPermanentSmtpError(error),
            onDead: (dead) => this.raiseDeadDeliveryAlarm(dead),
          }),
      );
      this.ready = { db, formSecret, ipSalt, replySecret, workers };
      for (const worker of workers) worker.start();
      this.every(DAY_MS, () => purgeEnquiries(db, env.ENQUIRY_RETENTION_DAYS));
      this.every(COUNTS_FLUSH_MS, () => this.counts.flush(db));
      // The first digest goes out on the first Monday after the store was made, not for a week before it.
      await startDigestsFrom(db, digestDue(this.clock()).week);
      this.every(MINUTE_MS, () => this.sendDigestIfDue());
      // The embedded store is backed up daily into the data folder; PostgreSQL's backups are its own business.
      const backups = path.resolve(env.DATA_DIR, "backups");
      if (db.kind === "sqlite")
        this.every(HOUR_MS, () => runDailyBackup(db, backups, env.BACKUP_RETENTION_DAYS, logger));
      const email = env.SMTP_URL ? "smtp" : "files";
      logger.info("contact pipeline ready", { database: db.kind, email, webhook: Boolean(env.WEBHOOK_URL) });
    } catch (error) {
      await db.close().catch(() => {});
      throw error;
    }
  }

  /** Runs `task` now and then every `ms`; a failure is logged and tried again next time. */
  private every(ms: number, task: () => Promise<unknown>) {
    const run = () => {
      const job = task().catch((error) => this.logger.warn("maintenance task failed", errorFields(error)));
      this.running.push(job);
      void job.finally(() => this.running.splice(this.running.indexOf(job), 1));
    };
    run();
    const timer = setInterval(run, ms);
    timer.unref();
    this.timers.push(timer);
  }

  private async reconnect() {
    for (let attempt = 1; !this.stopped && !this.ready; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5))));
      if (this.stopped) return;
      try {
        await this.connect();
      } catch (error) {
        this.logger.warn("database still unavailable", { attempt, ...errorFields(error) });
      }
    }
  }

  private get mail() {
    return { to: this.env.ENQUIRY_TO, from: this.env.ENQUIRY_FROM, siteUrl: this.env.SITE_URL };
  }

  /** An enquiry's email options: with its "Mark as answered" link, signed from when it arrived (or was released). */
  private enquiryMail(enquiry: Enquiry, replySecret: string) {
    const token = replyToken(replySecret, enquiry.id, enquiry.releasedAt ?? enquiry.createdAt);
    const answerUrl = `${this.env.SITE_URL}${ANSWERED_PATH}/${token}`;
    return { ...this.mail, answerUrl, reminderHours: this.env.REPLY_REMINDER_HOURS };
  }

  /** Each channel's delivery. A follow-up owed no more (the enquiry was answered meanwhile) is done without a word. */
  private deliverers(replySecret: string): Record<Channel, Deliverer> {
    const { WEBHOOK_URL = "", WEBHOOK_SECRET = "", REPLY_REMINDER_HOURS } = this.env;
    const mail = (enquiry: Enquiry) => this.enquiryMail(enquiry, replySecret);
    return {
      email: (enquiry) => this.email.send(buildEnquiryEmail(enquiry, mail(enquiry)), enquiry.id),
      webhook: (enquiry) => postWebhook(WEBHOOK_URL, WEBHOOK_SECRET, enquiry),
      reminder: async (enquiry) => {
        if (!enquiry.answeredAt)
          await this.email.send(buildReminderEmail(enquiry, mail(enquiry)), `reminder-${enquiry.id}`);
      },
      overdue: async (enquiry) => {
        if (!enquiry.answeredAt)
          await postWebhookEvent(
            WEBHOOK_URL,
            WEBHOOK_SECRET,
            overdueEvent(enquiry, REPLY_REMINDER_HOURS),
            `overdue-${enquiry.id}`,
          );
      },
    };
  }

  /** A dead delivery is announced through the other channel (with email alone, the error log line is the alarm). */
  private async raiseDeadDeliveryAlarm(dead: DeadDelivery) {
    const { WEBHOOK_URL, WEBHOOK_SECRET } = this.env;
    const key = `alert-${dead.channel}-${dead.enquiryId}`;
    if (dead.channel === "webhook" || dead.channel === "overdue")
      await this.email.send(buildDeadDeliveryAlert(dead, this.mail), key);
    else if (WEBHOOK_URL && WEBHOOK_SECRET)
      await postWebhookEvent(WEBHOOK_URL, WEBHOOK_SECRET, { type: "delivery.failed", ...dead }, key);
    else return;
    const { enquiryId, channel } = dead;
    this.logger.warn("failed delivery announced through the other channel", { enquiryId, channel });
  }

  /**
   * Sends the weekly digest once it is due and no one has sent it (ADR 081): checked every minute. A
   * failed send keeps its lease until it runs out, then the next check tries again.
   */
  async sendDigestIfDue(now = this.clock()) {
    const { ready } = this;
    if (!ready) return false;
    const due = digestDue(now);
    if (!(await claimDigest(ready.db, due.week, DIGEST_LEASE_MS, now))) return false;
    const report = await digestReport(ready.db, due, this.env.REPLY_REMINDER_HOURS, now);
    await this.email.send(buildDigestEmail(report, due.week, this.mail), `digest-${due.week}`);
    await markDigestSent(ready.db, due.week);
    this.logger.info("weekly digest sent", { week: due.week });
    return true;
  }

  /** Ready means an enquiry sent now would be stored: a small write commits (made at most once a second). */
  async health() {
    const ready = this.ready;
    if (!ready) return { status: this.stopped ? "unavailable" : "starting", database: "not ready" } as const;
    if (!this.probe || Date.now() - this.probe.at >= PROBE_EVERY_MS) {
      const failed = (error: unknown) => {
        this.logger.error("the store cannot take a write", errorFields(error));
        return false;
      };
      this.probe = { at: Date.now(), result: probeWrite(ready.db).then(() => true, failed) };
    }
    if (!(await this.probe.result)) return { status: "unavailable", database: "cannot write" } as const;
    return { status: "ok", database: ready.db.kind, outbox: await outboxBacklog(ready.db) } as const;
  }

  /** A signed "form started now" token, or null while the store (which holds the secret) is unavailable. */
  issueFormToken(): string | null {
    return this.ready ? signFormToken(this.ready.formSecret) : null;
  }

  get minFillMs() {
    return this.env.CONTACT_MIN_FILL_MS;
  }

  /**
   * The one answer to a contact form post, however it came: checked, validated, rate-limited and stored
   * with its deliveries (committed to disk) before the answer says so. `origins`: the site's own.
   */
  async answer(request: Request, clientAddress: string, origins: readonly string[]): Promise<ContactAnswer> {
    const body = await readContactBody(request, origins);
    if ("status" in body) return this.refusal(body.status, body.code);
    const input = readSubmission(body.fields, request.headers.get("idempotency-key") ?? undefined);
    // A form without JavaScript sends only its page; the site's script, the touches too (with consent).
    const attribution = readAttribution(body.fields[SENT_FROM_FIELD], body.json && body.fields[ATTRIBUTION_FIELD]);
    const values = { values: input.values, sentFrom: attribution?.page ?? null };
    // Its messages are in the language of the page the form is on, whose address it was posted to.
    const validation = validateContact(input.values, localeOf(new URL(request.url).pathname));
    const { ready } = this;
    const caught = { ready, client: clientAddress, attribution };
    // Bots see an ordinary success. What a check caught is held for review, never delivered, in case it was a person.
    const seemsSent: ContactAnswer = { ok: true, id: randomUUID(), duplicate: false };
    try {
      if (input.honeypot) {
        if (validation.ok) await this.holdSpam(caught, validation.data, "honeypot");
        return seemsSent;
      }
      if (!validation.ok)
        return this.refusal(422, "invalid_fields", { ...values, fieldErrors: validation.fieldErrors });
      if (!ready) return this.refusal(503, "unavailable", { ...values, retryAfterSeconds: RETRY_AFTER_SECONDS });
      const token = input.formToken && checkFormToken(ready.formSecret, input.formToken, this.env.CONTACT_MIN_FILL_MS);
      if (token === "too_fast") {
        // A person who was this quick is told, and can send again; the first try is held all the same.
        await this.holdSpam(caught, validation.data, "too_fast");
        return this.refusal(422, "too_fast", values);
      }
      // The site's script always sends a form token; a plain HTML form post cannot (the page is static).
      if (body.json && token !== "valid") return this.refusal(422, "form_token_required", values);
      const rule = contentRule(validation.data);
      if (rule) {
        await this.holdSpam(caught, validation.data, rule);
        return seemsSent;
      }
      const saved = await saveEnquiry(ready.db, validation.data, {
        idempotencyKey: input.idempotencyKey,
        deliveries: owedDeliveries(this.env, new Date()),
        attribution,
        rateLimits: [this.rateLimit(ready, clientAddress)],
      });
      if (saved.kind === "rate_limited") {
        this.logger.warn("contact form rate limit reached");
        return this.refusal(429, "rate_limited", { ...values, retryAfterSeconds: saved.retryAfterSeconds });
      }
      if (saved.kind === "conflict") return this.refusal(409, "idempotency_conflict", values);
      if (saved.kind === "saved") for (const worker of ready.workers) worker.nudge();
      this.logger.info("enquiry accepted", { enquiryId: saved.id, duplicate: saved.kind === "duplicate" });
      return { ok: true, id: saved.id, duplicate: saved.kind === "duplicate" };
    } catch (error) {
      if (!isUnavailableError(error)) {
        this.logger.error("contact submission failed", errorFields(error));
        return this.refusal(500, "internal_error", values);
      }
      this.logger.error("the store cannot take an enquiry now", errorFields(error));
      this.probe = null;
      return this.refusal(503, "unavailable", { ...values, retryAfterSeconds: RETRY_AFTER_SECONDS });
    }
  }

  /**
   * Keeps a submission a spam check caught, for review (ADR 077): never delivered, deleted after its own
   * retention. Past the caps per client and per day it is dropped, and only counted.
   */
  private async holdSpam(
    caught: { ready: Ready | null; client: string; attribution: Attribution | null },
    submission: ContactSubmission,
    reason: string,
  ) {
    const { ready, client, attribution } = caught;
    if (!ready) return;
    const day = 86_400;
    const rateLimits = [
      { key: `spam.${hashIp(ready.ipSalt, rateLimitKey(client))}`, points: SPAM_CAPS.perClient, windowSeconds: day },
      { key: "spam.all", points: SPAM_CAPS.perDay, windowSeconds: day },
    ];
    const options = { idempotencyKey: null, deliveries: [], spamReason: reason, attribution, rateLimits };
    try {
      const saved = await saveEnquiry(ready.db, submission, options);
      const held = saved.kind === "saved";
      if (!held)
        this.counts.add(
          "spam-dropped",
          "",
          saved.kind === "rate_limited" && saved.key === "spam.all" ? "day" : "client",
        );
      this.logger.info("spam check caught a submission", { reason, held });
    } catch (error) {
      this.logger.warn("could not keep a submission a spam check caught", errorFields(error));
    }
  }

  /** A "Mark as answered" link (ADR 078): what its page may show, the reply recorded first when `answer`. */
  async replyLink(token: string, answer: boolean, now = new Date()): Promise<ReplyLink> {
    const { ready } = this;
    if (!ready) return { state: "unavailable" };
    const checked = checkReplyToken(ready.replySecret, token, now);
    if (checked.state !== "valid") return { state: checked.state };
    const marked = answer && (await markAnswered(ready.db, checked.enquiryId, now));
    const enquiry = await findEnquiry(ready.db, checked.enquiryId);
    if (!enquiry) return { state: "gone" };
    if (marked) this.logger.info("enquiry marked as answered", { enquiryId: enquiry.id });
    const { id: reference, createdAt: receivedAt, answeredAt } = enquiry;
    return { state: marked ? "done" : answeredAt ? "used" : "open", reference, receivedAt, answeredAt };
  }

  /** Whether a "Mark as answered" token is one this site signed: the server renders a page for no other. */
  signedReplyToken(token: string) {
    return this.ready !== null && checkReplyToken(this.ready.replySecret, token).state !== "forged";
  }

  /** Adds what a browser reported to the day's counts, written to the store within seconds (ADR 080). */
  countReports(counts: ReportCount[]) {
    for (const { metric, scope, name } of counts) this.counts.add(metric, scope, name);
  }

  private refusal(
    status: number,
    error: ContactErrorCode,
    extra: Partial<Pick<ContactFormState, "values" | "fieldErrors" | "sentFrom">> & { retryAfterSeconds?: number } = {},
  ): ContactAnswer {
    const { values = emptyContactValues, fieldErrors, retryAfterSeconds, sentFrom = null } = extra;
    const state = {
      values,
      sentFrom,
      fieldErrors: fieldErrors ?? {},
      formError: error,
      formToken: this.issueFormToken(),
    };
    const nextTry = { idempotencyKey: randomUUID(), retryAfterSeconds: retryAfterSeconds ?? null };
    return { ok: false, status, error, fieldErrors, retryAfterSeconds, state: { ...state, ...nextTry } };
  }

  private rateLimit(ready: Ready, ip: string) {
    const { CONTACT_RATE_LIMIT: points, CONTACT_RATE_WINDOW_SECONDS: windowSeconds } = this.env;
    return { key: hashIp(ready.ipSalt, rateLimitKey(ip)), points, windowSeconds };
  }

  /** Stops the workers (delivering what is already due) and closes the store. */
  async stop() {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    const { ready } = this;
    this.ready = null;
    await Promise.all(this.running);
    if (ready) {
      await Promise.all(ready.workers.map((worker) => worker.stop()));
      await this.counts.flush(ready.db).catch((error) => this.logger.warn("daily counts lost", errorFields(error)));
      await ready.db.close();
    }
    this.email.close();
  }
}

const derive = (secret: string, purpose: string) => createHmac("sha256", secret).update(purpose).digest("base64url");
