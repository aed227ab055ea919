import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "../db";
import { errorFields, type Logger } from "../logger";
import type { EnquiryForEmail } from "./email";
import type { Channel } from "./store";

export type Deliverer = (enquiry: EnquiryForEmail) => Promise<void>;

export type OutboxOptions = {
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  giveUpAfterMs: number;
  /** Longer than any single delivery can take (SMTP timeouts add up to under a minute). */
  leaseMs?: number;
  batchSize?: number;
  /** Called once a delivery is given up on, so the other channel can raise the alarm. */
  onDead?: (dead: DeadDelivery) => Promise<void>;
};

export type DeadDelivery = { enquiryId: string; channel: Channel; attempts: number; error: string };

const NUDGE_DELAY_MS = 25;

type ClaimedRow = {
  outbox_id: number | string;
  channel: Channel;
  attempts: number;
  queued_at: Date | string;
  id: string;
  created_at: Date | string;
  full_name: string;
  company: string;
  email: string;
  telephone: string | null;
  message: string;
};

/** Exponential back-off with "equal jitter": half fixed, half random, so retries from many rows spread out. */
export function backoffMs(attempt: number, baseMs: number, maxMs: number, random = Math.random) {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * Delivers what the outbox owes. Rows are claimed with a lease inside
 * `FOR UPDATE SKIP LOCKED`, so any number of workers (in any number of
 * processes on one PostgreSQL) never take the same row at once; a worker that
 * dies leaves rows whose lease simply runs out.
 */
export class OutboxWorker {
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private nudged: NodeJS.Timeout | null = null;
  private readonly leaseMs: number;
  private readonly batchSize: number;

  constructor(
    private readonly db: Database,
    private readonly deliverers: Partial<Record<Channel, Deliverer>>,
    private readonly isPermanentError: (error: unknown) => boolean,
    private readonly logger: Logger,
    private readonly options: OutboxOptions,
  ) {
    this.leaseMs = options.leaseMs ?? 120_000;
    this.batchSize = options.batchSize ?? 25;
  }

  start() {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /**
   * Asks the worker to look soon, e.g. right after an enquiry was stored. The
   * short delay lets a burst of enquiries go out as one batch (one claim, one
   * update) rather than one at a time.
   */
  nudge() {
    if (this.nudged) return;
    this.nudged = setTimeout(() => {
      this.nudged = null;
      this.wake?.();
    }, NUDGE_DELAY_MS);
    this.nudged.unref();
  }

  /**
   * Stops polling, finishes the batch in hand, then delivers whatever is
   * already due (until `drainMs` runs out), so a request that completed
   * during shutdown is not left waiting for the next start.
   */
  async stop(drainMs = 5000) {
    if (!this.running) return;
    this.running = false;
    if (this.nudged) clearTimeout(this.nudged);
    this.wake?.();
    await this.loop;
    const deadline = Date.now() + drainMs;
    while (Date.now() < deadline) {
      const delivered = await this.runOnce().catch((error) => {
        this.logger.warn("outbox drain stopped", errorFields(error));
        return 0;
      });
      if (delivered === 0) break;
    }
  }

  private async run() {
    while (this.running) {
      let handled = 0;
      try {
        handled = await this.runOnce();
      } catch (error) {
        this.logger.error("outbox poll failed", errorFields(error));
      }
      if (handled > 0 || !this.running) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pollMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  /** Claims one batch of due rows and attempts each. Returns how many it claimed. */
  async runOnce(): Promise<number> {
    const rows = rowsOf<ClaimedRow>(
      await this.db.execute(sql`
        WITH claimed AS (
          UPDATE outbox
             SET lease_until = now() + make_interval(secs => ${this.leaseMs / 1000}::double precision),
                 attempts = attempts + 1
           WHERE id IN (
             SELECT id FROM outbox
              WHERE status = 'pending'
                AND next_attempt_at <= now()
                AND (lease_until IS NULL OR lease_until < now())
              ORDER BY next_attempt_at
              LIMIT ${this.batchSize}::int
              FOR UPDATE SKIP LOCKED)
          RETURNING id AS outbox_id, enquiry_id, channel, attempts, created_at AS queued_at)
        SELECT claimed.*, e.id, e.created_at, e.full_name, e.company, e.email, e.telephone, e.message
          FROM claimed JOIN enquiries e ON e.id = claimed.enquiry_id`),
    );
    await Promise.all(rows.map((row) => this.attempt(row)));
    return rows.length;
  }

  /**
   * Delivers one row and records the outcome at once: a crash straight after can repeat at most
   * the deliveries that were in flight, never ones already done in the same batch.
   */
  private async attempt(row: ClaimedRow): Promise<void> {
    const enquiry: EnquiryForEmail = {
      id: row.id,
      createdAt: new Date(row.created_at),
      fullName: row.full_name,
      company: row.company,
      email: row.email,
      telephone: row.telephone,
      message: row.message,
    };
    const outboxId = Number(row.outbox_id);
    const deliver = this.deliverers[row.channel];
    try {
      if (!deliver) throw new Error(`no deliverer configured for ${row.channel}`);
      await deliver(enquiry);
    } catch (error) {
      await this.recordFailure(row, outboxId, error).catch((recordError) =>
        // The lease runs out and the row is tried again, so nothing is lost.
        this.logger.error("could not record a failed delivery", { enquiryId: row.id, ...errorFields(recordError) }),
      );
      return;
    }
    this.logger.info("enquiry delivered", { enquiryId: enquiry.id, channel: row.channel, attempts: row.attempts });
    await this.db
      .execute(sql`
        UPDATE outbox SET status = 'delivered', delivered_at = now(), lease_until = NULL, last_error = NULL
         WHERE id = ${outboxId}::bigint`)
      .catch((error) =>
        // The lease runs out and the row is delivered again: a duplicate, never a loss.
        this.logger.error("could not record a delivery", { enquiryId: row.id, ...errorFields(error) }),
      );
  }

  private async recordFailure(row: ClaimedRow, outboxId: number, error: unknown) {
    const detail = errorFields(error);
    const lastError = String(detail.error).slice(0, 1000);
    const queuedFor = Date.now() - new Date(row.queued_at).getTime();
    const permanent = this.isPermanentError(error) || !this.deliverers[row.channel];
    if (permanent || queuedFor >= this.options.giveUpAfterMs) {
      await this.db.execute(sql`
        UPDATE outbox SET status = 'dead', lease_until = NULL, last_error = ${lastError}
         WHERE id = ${outboxId}::bigint`);
      this.logger.error("enquiry delivery failed for good; retry with `npm run enquiries -- retry`", {
        enquiryId: row.id,
        channel: row.channel,
        attempts: row.attempts,
        reason: permanent ? "permanent error" : "gave up after retrying",
        ...detail,
      });
      await this.options
        .onDead?.({ enquiryId: row.id, channel: row.channel, attempts: row.attempts, error: lastError })
        .catch((alertError) =>
          this.logger.error("could not raise the alarm about a failed delivery", {
            enquiryId: row.id,
            channel: row.channel,
            ...errorFields(alertError),
          }),
        );
      return;
    }
    const delay = backoffMs(row.attempts, this.options.retryBaseMs, this.options.retryMaxMs);
    await this.db.execute(sql`
      UPDATE outbox SET lease_until = NULL, last_error = ${lastError},
             next_attempt_at = now() + make_interval(secs => ${delay / 1000}::double precision)
       WHERE id = ${outboxId}::bigint`);
    this.logger.warn("enquiry delivery failed; will retry", {
      enquiryId: row.id,
      channel: row.channel,
      attempts: row.attempts,
      retryInMs: delay,
      ...detail,
    });
  }
}
