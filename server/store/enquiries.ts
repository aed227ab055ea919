import { createHash, randomUUID } from "node:crypto";
import type { Database, Executor, Row } from "./database";

// Enquiries and the deliveries each is owed, on either database. An enquiry and its outbox rows are
// written in one transaction, which commits (and, on SQLite, fsyncs) before the visitor is answered.

export type Channel = "email" | "webhook";

/** The enquiry as the visitor sent it, as deliveries carry it. */
export type Enquiry = {
  id: string;
  createdAt: Date;
  fullName: string;
  company: string;
  email: string;
  telephone: string | null;
  message: string;
};

export type Submission = Pick<Enquiry, "fullName" | "company" | "email" | "message"> & { telephone: string };

export type SaveOutcome =
  | { kind: "saved"; id: string }
  | { kind: "duplicate"; id: string }
  | { kind: "conflict" }
  | { kind: "rate_limited"; retryAfterSeconds: number };

export type SaveOptions = {
  idempotencyKey: string | null;
  /** Where it is to be delivered; none for spam, which is kept but never delivered. */
  channels: readonly Channel[];
  spamReason?: string | null;
  /** Counts this submission against `key` (a salted IP hash): at most `points` per `windowSeconds`. */
  rateLimit: { key: string; points: number; windowSeconds: number };
};

const iso = (date: Date) => date.toISOString();
export const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

function payloadHash({ fullName, company, email, telephone, message }: Submission) {
  const text = JSON.stringify([fullName, company, email, telephone, message]);
  return createHash("sha256").update(text).digest("base64url");
}

/** Thrown inside a transaction to roll it back and answer with `outcome`. */
class Refused {
  constructor(readonly outcome: SaveOutcome) {}
}

async function repeatOf(tx: Executor, key: string, hash: string): Promise<SaveOutcome | null> {
  const [known] = await tx.all<{ id: string; payload_hash: string }>(
    "SELECT id, payload_hash FROM enquiries WHERE idempotency_key = ?",
    [key],
  );
  if (!known) return null;
  return known.payload_hash === hash ? { kind: "duplicate", id: known.id } : { kind: "conflict" };
}

/**
 * Stores one submission with the deliveries it is owed, counted against its sender's rate limit. A
 * repeated idempotency key stores nothing, is not counted, and returns the first enquiry (or a
 * conflict when its text differs). A refused submission writes nothing at all.
 */
export async function saveEnquiry(
  db: Database,
  submission: Submission,
  options: SaveOptions,
  now = new Date(),
): Promise<SaveOutcome> {
  const hash = payloadHash(submission);
  const { idempotencyKey, channels, spamReason = null, rateLimit } = options;
  const { key, points, windowSeconds } = rateLimit;
  const { fullName, company, email, telephone, message } = submission;
  const at = iso(now);
  try {
    return await db.transaction(async (tx) => {
      if (idempotencyKey) {
        const repeat = await repeatOf(tx, idempotencyKey, hash);
        if (repeat) throw new Refused(repeat);
      }
      const [counted] = await tx.all<{ points: number; expire: unknown }>(
        `INSERT INTO rate_limits (key, points, expire) VALUES (?, 1, ?)
         ON CONFLICT (key) DO UPDATE SET
           points = CASE WHEN rate_limits.expire <= ? THEN 1 ELSE rate_limits.points + 1 END,
           expire = CASE WHEN rate_limits.expire <= ? THEN excluded.expire ELSE rate_limits.expire END
         RETURNING points, expire`,
        [key, iso(new Date(now.getTime() + windowSeconds * 1000)), at, at],
      );
      if (counted && counted.points > points) {
        const retryAfterSeconds = Math.max(1, Math.ceil((toDate(counted.expire).getTime() - now.getTime()) / 1000));
        throw new Refused({ kind: "rate_limited", retryAfterSeconds });
      }
      const id = randomUUID();
      const inserted = await tx.all(
        `INSERT INTO enquiries (id, idempotency_key, payload_hash, full_name, company, email, telephone, message,
                                spam_reason, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
        [id, idempotencyKey, hash, fullName, company, email, telephone || null, message, spamReason, at],
      );
      // Another instance stored the same key a moment ago (PostgreSQL waited for it to commit).
      if (inserted.length === 0) throw new Refused((await repeatOf(tx, idempotencyKey ?? "", hash))!);
      const outbox = "INSERT INTO outbox (enquiry_id, channel, next_attempt_at, created_at) VALUES (?, ?, ?, ?)";
      for (const channel of spamReason ? [] : channels) await tx.run(outbox, [id, channel, at, at]);
      return { kind: "saved", id } as const;
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}

/** Reads a named secret, creating it on first use; every instance on the database ends up with the same value. */
export async function sharedSecret(db: Database, name: string): Promise<string> {
  const value = randomUUID() + randomUUID();
  await db.run("INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING", [name, value]);
  const [row] = await db.all<{ value: string }>("SELECT value FROM settings WHERE name = ?", [name]);
  if (!row) throw new Error(`setting ${name} could not be read`);
  return row.value;
}

/** A small write, committed as an enquiry would be: whether the store can take one now. */
export async function probeWrite(db: Database, now = new Date()) {
  await db.run(
    "INSERT INTO settings (name, value) VALUES ('health_probe', ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value",
    [iso(now)],
  );
}

export type Delivery = {
  channel: Channel;
  status: "pending" | "delivered" | "dead";
  attempts: number;
  lastError: string | null;
  deliveredAt: Date | null;
};

export type EnquiryWithDeliveries = Enquiry & { spamReason: string | null; deliveries: Delivery[] };

function enquiryOf(row: Row): Enquiry {
  return {
    id: String(row.id),
    createdAt: toDate(row.created_at),
    fullName: String(row.full_name),
    company: String(row.company),
    email: String(row.email),
    telephone: row.telephone == null ? null : String(row.telephone),
    message: String(row.message),
  };
}

/** Most recent first: the latest `limit`, or every one since a date. */
export async function listEnquiries(
  db: Database,
  { limit, since }: { limit?: number; since?: Date } = {},
): Promise<EnquiryWithDeliveries[]> {
  const from = iso(since ?? new Date(0));
  return db.transaction(async (tx) => {
    const rows = await tx.all(
      `SELECT * FROM enquiries WHERE created_at >= ? ORDER BY created_at DESC, id DESC${limit ? " LIMIT ?" : ""}`,
      limit ? [from, limit] : [from],
    );
    if (rows.length === 0) return [];
    const oldest = toDate(rows.at(-1)!.created_at).toISOString();
    const outbox = await tx.all(
      `SELECT o.* FROM outbox o JOIN enquiries e ON e.id = o.enquiry_id WHERE e.created_at >= ? ORDER BY o.id`,
      [oldest],
    );
    const deliveries = Map.groupBy(outbox, (row) => String(row.enquiry_id));
    return rows.map((row) => ({
      ...enquiryOf(row),
      spamReason: row.spam_reason == null ? null : String(row.spam_reason),
      deliveries: (deliveries.get(String(row.id)) ?? []).map(
        (delivery): Delivery => ({
          channel: delivery.channel as Channel,
          status: delivery.status as Delivery["status"],
          attempts: Number(delivery.attempts),
          lastError: delivery.last_error == null ? null : String(delivery.last_error),
          deliveredAt: delivery.delivered_at == null ? null : toDate(delivery.delivered_at),
        }),
      ),
    }));
  });
}

/** Puts dead deliveries back in the queue, due now, with a fresh give-up window. Returns how many. */
export function retryDeadDeliveries(db: Database, enquiryId?: string, now = new Date()): Promise<number> {
  return db.run(
    `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, lease_until = NULL, created_at = ?
      WHERE status = 'dead'${enquiryId ? " AND enquiry_id = ?" : ""}`,
    enquiryId ? [iso(now), iso(now), enquiryId] : [iso(now), iso(now)],
  );
}

/** Deletes enquiries (and their deliveries) older than the retention period, and spent rate-limit counters. */
export async function purgeEnquiries(db: Database, retentionDays: number, now = new Date()): Promise<number> {
  await db.run("DELETE FROM rate_limits WHERE expire < ?", [iso(now)]);
  const cutoff = iso(new Date(now.getTime() - retentionDays * 86_400_000));
  return db.run("DELETE FROM enquiries WHERE created_at < ?", [cutoff]);
}

/** What /healthz reports: deliveries waiting, how long the oldest has waited, and how many died. */
export async function outboxBacklog(db: Database, now = new Date()) {
  const [row] = await db.all<{ pending: unknown; oldest: unknown; dead: unknown }>(
    `SELECT CAST(COALESCE(SUM(CASE WHEN status = 'pending' THEN 1 ELSE 0 END), 0) AS INTEGER) AS pending,
            MIN(CASE WHEN status = 'pending' THEN created_at END) AS oldest,
            CAST(COALESCE(SUM(CASE WHEN status = 'dead' THEN 1 ELSE 0 END), 0) AS INTEGER) AS dead
       FROM outbox`,
  );
  const oldest = row?.oldest == null ? null : toDate(row.oldest).getTime();
  return {
    pending: Number(row?.pending ?? 0),
    oldestPendingSeconds: oldest === null ? 0 : Math.max(0, Math.round((now.getTime() - oldest) / 1000)),
    dead: Number(row?.dead ?? 0),
  };
}

export type ClaimedDelivery = { outboxId: number; attempts: number; queuedAt: Date; enquiry: Enquiry };

/**
 * Claims up to `limit` due deliveries of one channel with a lease. On PostgreSQL, `SKIP LOCKED` keeps
 * two instances from claiming one row; SQLite has a single writer, so the update alone is enough.
 */
export async function claimDeliveries(
  db: Database,
  channel: Channel,
  { limit, leaseMs, now = new Date() }: { limit: number; leaseMs: number; now?: Date },
): Promise<ClaimedDelivery[]> {
  return db.transaction(async (tx) => {
    const claimed = await tx.all<{ id: unknown; enquiry_id: string; attempts: unknown; created_at: unknown }>(
      `UPDATE outbox SET lease_until = ?, attempts = attempts + 1
        WHERE id IN (SELECT id FROM outbox
                      WHERE channel = ? AND status = 'pending' AND next_attempt_at <= ?
                        AND (lease_until IS NULL OR lease_until < ?)
                      ORDER BY next_attempt_at LIMIT ?${db.kind === "postgres" ? " FOR UPDATE SKIP LOCKED" : ""})
        RETURNING id, enquiry_id, attempts, created_at`,
      [iso(new Date(now.getTime() + leaseMs)), channel, iso(now), iso(now), limit],
    );
    if (claimed.length === 0) return [];
    const ids = claimed.map((row) => row.enquiry_id);
    const found = await tx.all(`SELECT * FROM enquiries WHERE id IN (${ids.map(() => "?").join(", ")})`, ids);
    const enquiries = new Map(found.map((row) => [String(row.id), enquiryOf(row)]));
    return claimed.map((row) => ({
      outboxId: Number(row.id),
      attempts: Number(row.attempts),
      queuedAt: toDate(row.created_at),
      enquiry: enquiries.get(row.enquiry_id)!,
    }));
  });
}

export function markDelivered(db: Database, outboxId: number, now = new Date()) {
  return db.run(
    "UPDATE outbox SET status = 'delivered', delivered_at = ?, lease_until = NULL, last_error = NULL WHERE id = ?",
    [iso(now), outboxId],
  );
}

/** A failed attempt: tried again at `retryAt`, or given up on (dead) when that is null. */
export function markFailed(db: Database, outboxId: number, lastError: string, retryAt: Date | null) {
  const sql = retryAt
    ? "UPDATE outbox SET lease_until = NULL, last_error = ?, next_attempt_at = ? WHERE id = ?"
    : "UPDATE outbox SET status = 'dead', lease_until = NULL, last_error = ? WHERE id = ?";
  return db.run(sql, retryAt ? [lastError, iso(retryAt), outboxId] : [lastError, outboxId]);
}
