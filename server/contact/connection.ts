import { createHmac } from "node:crypto";
import path from "node:path";
import type { Env } from "../env";
import { errorFields, type Logger } from "../logger";
import { runDailyBackup } from "../store/backup";
import { type Database, isUnavailableError, legacyStoreIn, openDatabase, privateDataDir } from "../store/database";
import { clockDoubt, outboxBacklog, probeWrite, purgeEnquiries, sharedSecret } from "../store/enquiries";

/** The open store and the secrets kept in it (or derived from CONTACT_SECRET and REPLY_LINK_SECRET). */
export type Ready = { db: Database; formSecret: string; ipSalt: string; replySecret: string };
type Use = { start: (ready: Ready) => unknown; stop?: (ready: Ready) => Promise<void> };

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** /healthz writes to the store at most this often; floods of it share one probe. */
const PROBE_EVERY_MS = 1000;

const derive = (secret: string, purpose: string) => createHmac("sha256", secret).update(purpose).digest("base64url");

/**
 * The enquiry store as the server holds it: opened at start (an unreachable PostgreSQL is retried in the
 * background, and the form answers 503 meanwhile), its upkeep, and whether it can take a write. What
 * works on the store registers with `use`: started once it is open, stopped before it closes.
 */
export class EnquiryStore {
  ready: Ready | null = null;
  private stopped = false;
  private uses: Use[] = [];
  private timers: NodeJS.Timeout[] = [];
  private running: Promise<unknown>[] = [];
  private probe: { at: number; result: Promise<boolean> } | null = null;
  /** Upkeep held for a doubted clock, by task: /healthz reports the store as degraded while any is. */
  private held = new Map<string, string>();

  constructor(
    private readonly env: Env,
    private readonly logger: Logger,
  ) {}

  use(start: Use["start"], stop?: Use["stop"]) {
    this.uses.push({ start, stop });
  }

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
      const ready = { db, formSecret, ipSalt, replySecret };
      this.ready = ready;
      for (const use of this.uses) await use.start(ready);
      this.every(DAY_MS, async () => {
        if (await this.clockTrusted(db, "retention purge")) await purgeEnquiries(db, env.ENQUIRY_RETENTION_DAYS);
      });
      // Either store is backed up daily into the data folder (each instance's own, on PostgreSQL).
      const backups = path.resolve(env.DATA_DIR, "backups");
      this.every(HOUR_MS, async () => {
        const prune = await this.clockTrusted(db, "backup pruning");
        await runDailyBackup(db, backups, env.BACKUP_RETENTION_DAYS, logger, { prune });
      });
      const email = env.SMTP_URL ? "smtp" : "files";
      logger.info("contact pipeline ready", { database: db.kind, email, webhook: Boolean(env.WEBHOOK_URL) });
    } catch (error) {
      this.ready = null;
      await db.close().catch(() => {});
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
        this.logger.warn("database still unavailable", { attempt, ...errorFields(error) });
      }
    }
  }

  /** Runs `task` now and then every `ms`; a failure is logged and tried again next time. */
  every(ms: number, task: () => Promise<unknown>) {
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

  /** Whether deleting by the clock may go ahead; if not, the task is held and the alarm raised until it may. */
  private async clockTrusted(db: Database, task: string) {
    const doubt = await clockDoubt(db, this.env.ENQUIRY_RETENTION_DAYS);
    if (!doubt) {
      this.held.delete(task);
      return true;
    }
    this.held.set(task, `${task} held: ${doubt}`);
    this.logger.error(`${task} held: check the clock (docs/operations.md)`, { reason: doubt });
    return false;
  }

  /** Ready means an enquiry sent now would be stored: a small write commits (made at most once a second). */
  async health() {
    const { ready } = this;
    if (!ready) return { status: this.stopped ? "unavailable" : "starting", database: "not ready" } as const;
    if (!this.probe || Date.now() - this.probe.at >= PROBE_EVERY_MS) {
      const failed = (error: unknown) => {
        this.logger.error("the store cannot take a write", errorFields(error));
        return false;
      };
      this.probe = { at: Date.now(), result: probeWrite(ready.db).then(() => true, failed) };
    }
    if (!(await this.probe.result)) return { status: "unavailable", database: "cannot write" } as const;
    const [database, outbox] = [ready.db.kind, await outboxBacklog(ready.db)];
    if (this.held.size === 0) return { status: "ok", database, outbox } as const;
    return { status: "degraded", database, outbox, held: [...this.held.values()] } as const;
  }

  writeFailed() {
    this.probe = null;
  }

  async stop() {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    const { ready } = this;
    this.ready = null;
    await Promise.all(this.running);
    if (!ready) return;
    for (const use of this.uses) await use.stop?.(ready);
    await ready.db.close();
  }
}
