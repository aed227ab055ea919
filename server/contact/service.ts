import { createHmac, randomUUID } from "node:crypto";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { ContactFieldErrors } from "~/lib/contact";
import { rateLimitKey } from "../client-address";
import { type DatabaseHandle, isUnavailableError, lockDataDir, openDatabase } from "../db";
import type { Env } from "../env";
import { errorFields, type Logger } from "../logger";
import { type Operations, startOperations } from "../ops/server";
import { Batcher } from "./batcher";
import {
  buildDeadDeliveryAlert,
  buildEnquiryEmail,
  type EmailSender,
  fileSender,
  isPermanentSmtpError,
  smtpSender,
} from "./email";
import { type DeadDelivery, type Deliverer, OutboxWorker } from "./outbox";
import { type ParsedSubmission, validateContact } from "./schema";
import { checkFormToken, hashIp, signFormToken } from "./spam";
import {
  type Channel,
  outboxBacklog,
  purgeEnquiries,
  type SaveOutcome,
  type SaveRequest,
  saveEnquiries,
  sharedSecret,
} from "./store";
import { PermanentDeliveryError, postWebhook, postWebhookEvent } from "./webhook";

export type SubmitOutcome =
  | { kind: "accepted"; id: string; duplicate: boolean }
  | { kind: "invalid"; fieldErrors: ContactFieldErrors }
  | { kind: "too_fast" }
  | { kind: "token_required" }
  | { kind: "rate_limited"; retryAfterSeconds: number }
  | { kind: "conflict" }
  | { kind: "unavailable"; retryAfterSeconds: number };

type Ready = {
  handle: DatabaseHandle;
  saves: Batcher<SaveRequest, SaveOutcome>;
  formSecret: string;
  ipSalt: string;
  worker: OutboxWorker;
};

export type ContactServiceOptions = {
  env: Env;
  logger: Logger;
  migrationsFolder: string;
  /** The prepared PGlite database an empty data folder starts from (see `defaultDataDirTemplate`). */
  dataDirTemplate?: string;
};

const DAY_MS = 86_400_000;
const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

/**
 * The enquiry pipeline: durable store, spam checks and the delivery worker.
 * Created by the Node server at start and stopped on shutdown; nothing here
 * opens a database or starts a timer at import time, so the build can import
 * the app freely.
 */
export class ContactService {
  private ready: Ready | null = null;
  private stopped = false;
  private maintenance: NodeJS.Timeout | null = null;
  private releaseLock: (() => void) | undefined;
  private operations: Operations | null = null;
  private readonly email: EmailSender;
  private readonly channels: Channel[];

  private constructor(private readonly options: ContactServiceOptions) {
    const { env, logger } = options;
    this.email = env.SMTP_URL
      ? smtpSender(env.SMTP_URL, env.DKIM)
      : fileSender(path.join(env.DATA_DIR, "mail"), logger);
    this.channels = env.WEBHOOK_URL ? ["email", "webhook"] : ["email"];
  }

  /**
   * Prepares the pipeline without opening anything slow: with PGlite it takes
   * the data folder's lock at once, so a second process on the same folder is
   * refused (DataDirLockedError) before it listens.
   */
  static create(options: ContactServiceOptions): ContactService {
    const service = new ContactService(options);
    if (!options.env.DATABASE_URL) service.releaseLock = lockDataDir(path.resolve(options.env.DATA_DIR));
    return service;
  }

  /**
   * Opens the database, runs migrations and starts the worker; until then the
   * form answers 503. PGlite failures are fatal (rejected). An unreachable
   * PostgreSQL is not: the connection is retried in the background.
   */
  async start(): Promise<void> {
    if (!this.options.env.DATABASE_URL) return this.connect();
    try {
      await this.connect();
    } catch (error) {
      if (!isUnavailableError(error)) throw error;
      this.options.logger.error(
        "database unavailable; the contact form answers 503 until it is back",
        errorFields(error),
      );
      void this.reconnect();
    }
  }

  get isReady() {
    return this.ready !== null;
  }

  get minFillMs() {
    return this.options.env.CONTACT_MIN_FILL_MS;
  }

  get databaseKind() {
    return this.ready?.handle.kind ?? null;
  }

  private async connect() {
    const { env, logger, migrationsFolder, dataDirTemplate } = this.options;
    const handle = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: path.resolve(env.DATA_DIR),
      migrationsFolder,
      templateDir: dataDirTemplate,
      onPoolError: (error) => logger.warn("database connection error", errorFields(error)),
      releaseLock: this.releaseLock,
    });
    // The handle owns the lock from here and releases it when it closes.
    this.releaseLock = undefined;
    try {
      const [formSecret, ipSalt] = env.CONTACT_SECRET
        ? [derive(env.CONTACT_SECRET, "form-token"), derive(env.CONTACT_SECRET, "ip-salt")]
        : await Promise.all([sharedSecret(handle.db, "form_token_secret"), sharedSecret(handle.db, "ip_salt")]);
      const worker = new OutboxWorker(handle.db, this.deliverers(), isPermanentDeliveryError, logger, {
        pollMs: env.OUTBOX_POLL_MS,
        retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
        retryMaxMs: env.OUTBOX_RETRY_MAX_MS,
        giveUpAfterMs: env.OUTBOX_GIVE_UP_HOURS * 3_600_000,
        leaseMs: env.OUTBOX_LEASE_SECONDS * 1000,
        onDead: (dead) => this.raiseDeadDeliveryAlarm(dead),
      });
      if (this.stopped) {
        await handle.close();
        return;
      }
      // PGlite has one connection, so one batch at a time; PostgreSQL's pool can take a few.
      const saves = new Batcher<SaveRequest, SaveOutcome>((items) => saveEnquiries(handle.db, items), {
        maxBatch: 200,
        maxInFlight: handle.kind === "pglite" ? 1 : 4,
      });
      this.ready = { handle, saves, formSecret, ipSalt, worker };
      worker.start();
      this.startMaintenance();
      this.operations = startOperations({ env, logger, handle, onRetried: () => worker.nudge() });
      logger.info("contact pipeline ready", {
        database: handle.kind,
        email: env.SMTP_URL ? "smtp" : "files",
        webhook: Boolean(env.WEBHOOK_URL),
      });
      if (handle.kind === "pglite" && env.NODE_ENV === "production" && !process.execArgv.includes("--liftoff-only"))
        logger.warn("started without --liftoff-only: the embedded database can briefly need over 1 GB (ADR 037)");
    } catch (error) {
      await handle.close().catch(() => {});
      throw error;
    }
  }

  private async reconnect() {
    for (let attempt = 1; !this.stopped && !this.ready; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5))));
      if (this.stopped) return;
      try {
        await this.connect();
      } catch (error) {
        this.options.logger.warn("database still unavailable", { attempt, ...errorFields(error) });
      }
    }
  }

  private deliverers(): Partial<Record<Channel, Deliverer>> {
    const { env } = this.options;
    const deliverers: Partial<Record<Channel, Deliverer>> = {
      email: (enquiry) => {
        const message = buildEnquiryEmail(enquiry, {
          to: env.ENQUIRY_TO,
          from: env.ENQUIRY_FROM,
          siteUrl: env.SITE_URL,
        });
        return this.email.send(message as typeof message & { messageId: string }, enquiry.id);
      },
    };
    if (env.WEBHOOK_URL && env.WEBHOOK_SECRET) {
      const { WEBHOOK_URL: url, WEBHOOK_SECRET: secret } = env;
      deliverers.webhook = (enquiry) => postWebhook(url, secret, enquiry);
    }
    return deliverers;
  }

  /**
   * A delivery that died is announced through the other channel, so no lead is lost silently: by
   * email when the webhook died, to the webhook when email died. With email the only channel, the
   * error log line is the alarm.
   */
  private async raiseDeadDeliveryAlarm(dead: DeadDelivery) {
    const { env, logger } = this.options;
    if (dead.channel === "webhook") {
      const alert = buildDeadDeliveryAlert(dead, { to: env.ENQUIRY_TO, from: env.ENQUIRY_FROM, siteUrl: env.SITE_URL });
      await this.email.send(alert, `alert-${dead.channel}-${dead.enquiryId}`);
    } else if (env.WEBHOOK_URL && env.WEBHOOK_SECRET) {
      await postWebhookEvent(
        env.WEBHOOK_URL,
        env.WEBHOOK_SECRET,
        {
          type: "delivery.failed",
          enquiryId: dead.enquiryId,
          channel: dead.channel,
          attempts: dead.attempts,
          error: dead.error,
        },
        `alert-${dead.channel}-${dead.enquiryId}`,
      );
    } else {
      return;
    }
    logger.warn("failed delivery announced through the other channel", {
      enquiryId: dead.enquiryId,
      channel: dead.channel,
    });
  }

  /** The delivery backlog for /healthz, or null while the database is not open. */
  async outboxHealth() {
    const ready = this.ready;
    return ready ? outboxBacklog(ready.handle.db) : null;
  }

  /** Retention: enquiries older than ENQUIRY_RETENTION_DAYS go, daily; so do expired rate-limit counters. */
  private startMaintenance() {
    const run = async () => {
      const ready = this.ready;
      if (!ready) return;
      try {
        const purged = await purgeEnquiries(ready.handle.db, this.options.env.ENQUIRY_RETENTION_DAYS);
        await ready.handle.db.execute(sql`DELETE FROM rate_limits WHERE expire < now() - interval '1 hour'`);
        if (purged > 0) this.options.logger.info("purged enquiries past retention", { purged });
      } catch (error) {
        this.options.logger.warn("retention purge failed", errorFields(error));
      }
    };
    void run();
    this.maintenance = setInterval(run, DAY_MS);
    this.maintenance.unref();
  }

  /** A signed "form started now" token, or null while the database (which holds the secret) is unavailable. */
  issueFormToken(): string | null {
    return this.ready ? signFormToken(this.ready.formSecret) : null;
  }

  /**
   * `requireToken`: the site's script always sends a form token, so a script
   * posting JSON without one is not the site's form. A plain HTML form post
   * cannot carry one (the page is static), so it is checked only when present.
   */
  async submit(
    input: ParsedSubmission,
    ip: string,
    { requireToken }: { requireToken: boolean },
  ): Promise<SubmitOutcome> {
    const validation = validateContact(input.values);
    const ready = this.ready;

    if (input.honeypot) {
      // Bots see an ordinary success. A valid one is kept, flagged and never delivered, in case it was a person.
      this.options.logger.info("honeypot caught a submission");
      if (ready && validation.ok) {
        await ready.saves
          .push({
            submission: validation.data,
            idempotencyKey: null,
            channels: [],
            spamReason: "honeypot",
            rateLimit: this.rateLimit(ready, ip),
          })
          .catch((error) => this.options.logger.warn("could not keep a honeypot submission", errorFields(error)));
      }
      return { kind: "accepted", id: randomUUID(), duplicate: false };
    }
    if (!validation.ok) return { kind: "invalid", fieldErrors: validation.fieldErrors };
    if (!ready) return { kind: "unavailable", retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS };

    const token = input.formToken
      ? checkFormToken(ready.formSecret, input.formToken, this.options.env.CONTACT_MIN_FILL_MS)
      : null;
    if (token === "too_fast") {
      this.options.logger.info("submission faster than the minimum fill time");
      return { kind: "too_fast" };
    }
    if (requireToken && token !== "valid") return { kind: "token_required" };

    try {
      const saved = await ready.saves.push({
        submission: validation.data,
        idempotencyKey: input.idempotencyKey,
        channels: this.channels,
        rateLimit: this.rateLimit(ready, ip),
      });
      switch (saved.kind) {
        case "rate_limited":
        case "conflict":
          return saved;
        case "rejected":
          return { kind: "invalid", fieldErrors: {} };
        case "saved":
          ready.worker.nudge();
          return { kind: "accepted", id: saved.id, duplicate: false };
        case "duplicate":
          return { kind: "accepted", id: saved.id, duplicate: true };
      }
    } catch (error) {
      if (isUnavailableError(error)) {
        this.options.logger.error("database unavailable while saving an enquiry", errorFields(error));
        return { kind: "unavailable", retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS };
      }
      throw error;
    }
  }

  private rateLimit(ready: Ready, ip: string) {
    return {
      key: hashIp(ready.ipSalt, rateLimitKey(ip)),
      points: this.options.env.CONTACT_RATE_LIMIT,
      windowSeconds: this.options.env.CONTACT_RATE_WINDOW_SECONDS,
    };
  }

  /** Stops the worker (delivering what is already due) and closes the database. */
  async stop() {
    this.stopped = true;
    if (this.maintenance) clearInterval(this.maintenance);
    const ready = this.ready;
    this.ready = null;
    await this.operations?.stop();
    if (ready) {
      await ready.worker.stop();
      await ready.handle.close();
    }
    this.releaseLock?.();
    this.email.close();
  }
}

function derive(secret: string, purpose: string) {
  return createHmac("sha256", secret).update(purpose).digest("base64url");
}

function isPermanentDeliveryError(error: unknown) {
  return error instanceof PermanentDeliveryError || isPermanentSmtpError(error);
}
