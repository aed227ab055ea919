import { createHmac, randomUUID } from "node:crypto";
import path from "node:path";
import { type ContactAnswer, type ContactErrorCode, type ContactFormState, emptyContactValues } from "~/lib/contact";
import { rateLimitKey } from "../client-address";
import type { Env } from "../env";
import { errorFields, type Logger } from "../logger";
import { runDailyBackup } from "../store/backup";
import { type Database, isUnavailableError, legacyStoreIn, openDatabase, privateDataDir } from "../store/database";
import { type Channel, outboxBacklog, probeWrite, purgeEnquiries, saveEnquiry, sharedSecret } from "../store/enquiries";
import {
  buildDeadDeliveryAlert,
  buildEnquiryEmail,
  type EmailSender,
  fileSender,
  isPermanentSmtpError,
  smtpSender,
} from "./email";
import { readContactBody } from "./http";
import { type DeadDelivery, type Deliverer, OutboxWorker } from "./outbox";
import { readSubmission, validateContact } from "./schema";
import { checkFormToken, hashIp, signFormToken } from "./spam";
import { PermanentDeliveryError, postWebhook, postWebhookEvent } from "./webhook";

type Ready = { db: Database; formSecret: string; ipSalt: string; workers: OutboxWorker[] };

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const RETRY_AFTER_SECONDS = 30;
/** /healthz writes to the store at most this often; floods of it share one probe. */
const PROBE_EVERY_MS = 1000;

/** The enquiry pipeline: store, spam checks, a worker per channel. Nothing starts at import: the build imports it. */
export class ContactService {
  private ready: Ready | null = null;
  private stopped = false;
  private timers: NodeJS.Timeout[] = [];
  private running: Promise<unknown>[] = [];
  private probe: { at: number; result: Promise<boolean> } | null = null;
  private readonly email: EmailSender;
  private readonly channels: Channel[];

  constructor(
    private readonly env: Env,
    private readonly logger: Logger,
  ) {
    this.email = env.SMTP_URL
      ? smtpSender(env.SMTP_URL, env.DKIM)
      : fileSender(path.join(env.DATA_DIR, "mail"), logger);
    this.channels = env.WEBHOOK_URL ? ["email", "webhook"] : ["email"];
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
      if (this.stopped) return void (await db.close());
      const deliverers = this.deliverers();
      const workers = this.channels.map(
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
      this.ready = { db, formSecret, ipSalt, workers };
      for (const worker of workers) worker.start();
      this.every(DAY_MS, () => purgeEnquiries(db, env.ENQUIRY_RETENTION_DAYS));
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

  private deliverers(): Record<Channel, Deliverer> {
    const { WEBHOOK_URL, WEBHOOK_SECRET } = this.env;
    return {
      email: (enquiry) => this.email.send(buildEnquiryEmail(enquiry, this.mail), enquiry.id),
      webhook: (enquiry) => postWebhook(WEBHOOK_URL ?? "", WEBHOOK_SECRET ?? "", enquiry),
    };
  }

  /** A dead delivery is announced through the other channel (with email alone, the error log line is the alarm). */
  private async raiseDeadDeliveryAlarm(dead: DeadDelivery) {
    const { WEBHOOK_URL, WEBHOOK_SECRET } = this.env;
    const key = `alert-${dead.channel}-${dead.enquiryId}`;
    if (dead.channel === "webhook") await this.email.send(buildDeadDeliveryAlert(dead, this.mail), key);
    else if (WEBHOOK_URL && WEBHOOK_SECRET)
      await postWebhookEvent(WEBHOOK_URL, WEBHOOK_SECRET, { type: "delivery.failed", ...dead }, key);
    else return;
    const { enquiryId, channel } = dead;
    this.logger.warn("failed delivery announced through the other channel", { enquiryId, channel });
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
    const { values } = input;
    const validation = validateContact(values);
    const { ready } = this;
    try {
      if (input.honeypot) {
        // Bots see an ordinary success. A valid one is kept, flagged and never delivered, in case it was a person.
        this.logger.info("honeypot caught a submission");
        if (ready && validation.ok) {
          const rateLimit = this.rateLimit(ready, clientAddress);
          const options = { idempotencyKey: null, channels: [], spamReason: "honeypot", rateLimit };
          await saveEnquiry(ready.db, validation.data, options).catch((error) =>
            this.logger.warn("could not keep a honeypot submission", errorFields(error)),
          );
        }
        return { ok: true, id: randomUUID(), duplicate: false };
      }
      if (!validation.ok) return this.refusal(422, "invalid_fields", { values, fieldErrors: validation.fieldErrors });
      if (!ready) return this.refusal(503, "unavailable", { values, retryAfterSeconds: RETRY_AFTER_SECONDS });
      const token = input.formToken && checkFormToken(ready.formSecret, input.formToken, this.env.CONTACT_MIN_FILL_MS);
      if (token === "too_fast") return this.refusal(422, "too_fast", { values });
      // The site's script always sends a form token; a plain HTML form post cannot (the page is static).
      if (body.json && token !== "valid") return this.refusal(422, "form_token_required", { values });
      const saved = await saveEnquiry(ready.db, validation.data, {
        idempotencyKey: input.idempotencyKey,
        channels: this.channels,
        rateLimit: this.rateLimit(ready, clientAddress),
      });
      if (saved.kind === "rate_limited") {
        this.logger.warn("contact form rate limit reached");
        return this.refusal(429, "rate_limited", { values, retryAfterSeconds: saved.retryAfterSeconds });
      }
      if (saved.kind === "conflict") return this.refusal(409, "idempotency_conflict", { values });
      if (saved.kind === "saved") for (const worker of ready.workers) worker.nudge();
      this.logger.info("enquiry accepted", { enquiryId: saved.id, duplicate: saved.kind === "duplicate" });
      return { ok: true, id: saved.id, duplicate: saved.kind === "duplicate" };
    } catch (error) {
      if (!isUnavailableError(error)) {
        this.logger.error("contact submission failed", errorFields(error));
        return this.refusal(500, "internal_error", { values });
      }
      this.logger.error("the store cannot take an enquiry now", errorFields(error));
      this.probe = null;
      return this.refusal(503, "unavailable", { values, retryAfterSeconds: RETRY_AFTER_SECONDS });
    }
  }

  private refusal(
    status: number,
    error: ContactErrorCode,
    extra: Partial<Pick<ContactFormState, "values" | "fieldErrors">> & { retryAfterSeconds?: number } = {},
  ): ContactAnswer {
    const { values = emptyContactValues, fieldErrors, retryAfterSeconds } = extra;
    const state = { values, fieldErrors: fieldErrors ?? {}, formError: error, formToken: this.issueFormToken() };
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
      await ready.db.close();
    }
    this.email.close();
  }
}

const derive = (secret: string, purpose: string) => createHmac("sha256", secret).update(purpose).digest("base64url");
