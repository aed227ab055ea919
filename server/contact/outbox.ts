import { errorFields, type Logger } from "../logger";
import type { Database } from "../store/database";
import {
  type Channel,
  type ClaimedDelivery,
  claimDeliveries,
  type Enquiry,
  markDelivered,
  markFailed,
} from "../store/enquiries";

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
  isPermanentError: (error: unknown) => boolean;
  /** Called once a delivery is given up on, so the other channel can raise the alarm. */
  onDead?: (dead: DeadDelivery) => Promise<void>;
};

export type DeadDelivery = { enquiryId: string; channel: Channel; attempts: number; error: string };

/** Exponential back-off with "equal jitter": half fixed, half random, so retries from many rows spread out. */
export function backoffMs(attempt: number, baseMs: number, maxMs: number, random = Math.random) {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * Delivers what the outbox owes on one channel; a worker per channel, so a hung webhook never holds up an email.
 * Rows are claimed with a lease: a dead worker's rows are freed when it runs out, and no two workers hold one.
 */
export class OutboxWorker {
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;

  constructor(
    private readonly db: Database,
    readonly channel: Channel,
    private readonly deliver: Deliverer,
    private readonly logger: Logger,
    private readonly options: OutboxOptions,
  ) {}

  start() {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Asks the worker to look now, e.g. right after an enquiry was stored. */
  nudge() {
    this.wake?.();
  }

  /** Stops polling, then delivers what is due (for up to `drainMs`): what shutdown's last requests stored goes now. */
  async stop(drainMs = 5000) {
    if (!this.running) return;
    this.running = false;
    this.wake?.();
    await this.loop;
    const deadline = Date.now() + drainMs;
    while (Date.now() < deadline) {
      const claimed = await this.runOnce().catch((error) => {
        this.logger.warn("outbox drain stopped", { channel: this.channel, ...errorFields(error) });
        return 0;
      });
      if (claimed === 0) break;
    }
  }

  private async run() {
    while (this.running) {
      let claimed = 0;
      try {
        claimed = await this.runOnce();
      } catch (error) {
        this.logger.error("outbox poll failed", { channel: this.channel, ...errorFields(error) });
      }
      if (claimed > 0 || !this.running) continue;
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
    const { batchSize = 25, leaseMs = 120_000, leadMs = 0, retryMaxMs } = this.options;
    const horizonMs = leadMs + retryMaxMs;
    const rows = await claimDeliveries(this.db, this.channel, { limit: batchSize, leaseMs, horizonMs });
    await Promise.all(rows.map((row) => this.attempt(row)));
    return rows.length;
  }

  /** Delivers one row and records the outcome at once: a crash can repeat only the deliveries in flight. */
  private async attempt(row: ClaimedDelivery): Promise<void> {
    const { enquiry } = row;
    const { channel } = this;
    try {
      await this.deliver(enquiry);
    } catch (error) {
      await this.recordFailure(row, error).catch((recordError) =>
        // The lease runs out and the row is tried again, so nothing is lost.
        this.logger.error("could not record a failed delivery", { enquiryId: enquiry.id, ...errorFields(recordError) }),
      );
      return;
    }
    this.logger.info("enquiry delivered", { enquiryId: enquiry.id, channel, attempts: row.attempts });
    await markDelivered(this.db, row.outboxId).catch((error) =>
      // The lease runs out and the row is delivered again: a duplicate, never a loss.
      this.logger.error("could not record a delivery", { enquiryId: enquiry.id, ...errorFields(error) }),
    );
  }

  private async recordFailure(row: ClaimedDelivery, error: unknown) {
    const detail = errorFields(error);
    const lastError = String(detail.error).slice(0, 1000);
    const base = { enquiryId: row.enquiry.id, channel: this.channel, attempts: row.attempts };
    const permanent = this.options.isPermanentError(error);
    if (permanent || Date.now() - row.queuedAt.getTime() >= this.options.giveUpAfterMs) {
      await markFailed(this.db, row.outboxId, lastError, null);
      this.logger.error("enquiry delivery failed for good; retry with `npm run enquiries -- retry`", {
        ...base,
        reason: permanent ? "permanent error" : "gave up after retrying",
        ...detail,
      });
      await this.options.onDead?.({ ...base, error: lastError }).catch((alertError) =>
        this.logger.error("could not raise the alarm about a failed delivery", {
          ...base,
          ...errorFields(alertError),
        }),
      );
      return;
    }
    const delay = backoffMs(row.attempts, this.options.retryBaseMs, this.options.retryMaxMs);
    await markFailed(this.db, row.outboxId, lastError, new Date(Date.now() + delay));
    this.logger.warn("enquiry delivery failed; will retry", { ...base, retryInMs: delay, ...detail });
  }
}
