import { createHash, randomUUID } from "node:crypto";
import { privacyFacts } from "~/content/legal/facts";
import type { Attribution } from "~/lib/attribution";
import { type ContactValues, contactFields, contactFieldTable } from "~/lib/contact";
import { isoDate } from "~/lib/dates";
import type { Database, Executor, Row } from "./database";

// An enquiry and its outbox rows are written in one transaction, which commits (and, on SQLite, fsyncs)
// before the visitor is answered.

/** Owed at once (email, webhook), or later if the enquiry is not answered (reminder, overdue). */
export type Channel = "email" | "webhook" | "reminder" | "overdue";

/** An optional field left empty is "". */
export type Enquiry = ContactValues & {
  id: string;
  createdAt: Date;
  attribution: Attribution | null;
  answeredAt: Date | null;
  /** When spam held for review was released (ADR 077): the reply is due from then. */
  releasedAt: Date | null;
};

/** As the exports and the webhook carry them: an optional field left empty is null. */
export const exportedFields = (values: ContactValues) =>
  Object.fromEntries(
    contactFields.map((field) => [field, values[field] || (contactFieldTable[field].required ? "" : null)]),
  );

export const fieldColumns = contactFields.map((field) => contactFieldTable[field].column);
const TRAILING_COLUMNS = ["spam_reason", "attribution", "created_at"];

export type SaveOutcome =
  | { kind: "saved"; id: string }
  | { kind: "duplicate"; id: string }
  | { kind: "conflict" }
  | { kind: "rate_limited"; retryAfterSeconds: number; key: string };

export type Due = { channel: Channel; at: Date };

/** At most `points` counted against `key` (a salted IP hash, or a total) per `windowSeconds`. */
export type RateLimit = { key: string; points: number; windowSeconds: number };

export type SaveOptions = {
  idempotencyKey: string | null;
  /** Ignored for spam, which is kept but never delivered. */
  deliveries: readonly Due[];
  spamReason?: string | null;
  attribution?: Attribution | null;
  rateLimits: readonly RateLimit[];
};

export const iso = (date: Date) => date.toISOString();
export const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

const payloadHash = (submission: ContactValues) =>
  createHash("sha256")
    .update(JSON.stringify(contactFields.map((field) => submission[field])))
    .digest("base64url");

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

/** Counts one against a limit: the seconds until it frees up once used up, else null. */
export async function countAgainst(tx: Executor, { key, points, windowSeconds }: RateLimit, now: Date) {
  const at = iso(now);
  const [counted] = await tx.all<{ points: number; expire: unknown }>(
    `INSERT INTO rate_limits (key, points, expire) VALUES (?, 1, ?)
     ON CONFLICT (key) DO UPDATE SET
       points = CASE WHEN rate_limits.expire <= ? THEN 1 ELSE rate_limits.points + 1 END,
       expire = CASE WHEN rate_limits.expire <= ? THEN excluded.expire ELSE rate_limits.expire END
     RETURNING points, expire`,
    [key, iso(new Date(now.getTime() + windowSeconds * 1000)), at, at],
  );
  if (!counted || counted.points <= points) return null;
  return Math.max(1, Math.ceil((toDate(counted.expire).getTime() - now.getTime()) / 1000));
}

// A follow-up counts as queued when it falls due (for its give-up window and the backlog).
async function owe(tx: Executor, enquiryId: string, deliveries: readonly Due[]) {
  for (const { channel, at } of deliveries)
    await tx.run("INSERT INTO outbox (enquiry_id, channel, next_attempt_at, created_at) VALUES (?, ?, ?, ?)", [
      enquiryId,
      channel,
      iso(at),
      iso(at),
    ]);
}

/**
 * A repeated idempotency key stores nothing, is not counted, and returns the first enquiry (or a conflict
 * when its text differs). A refused submission writes nothing at all.
 */
export async function saveEnquiry(
  db: Database,
  submission: ContactValues,
  options: SaveOptions,
  now = new Date(),
): Promise<SaveOutcome> {
  const hash = payloadHash(submission);
  const { idempotencyKey, deliveries, spamReason = null, attribution = null, rateLimits } = options;
  try {
    return await db.transaction(async (tx) => {
      if (idempotencyKey) {
        const repeat = await repeatOf(tx, idempotencyKey, hash);
        if (repeat) throw new Refused(repeat);
      }
      for (const limit of rateLimits) {
        const retryAfterSeconds = await countAgainst(tx, limit, now);
        if (retryAfterSeconds) throw new Refused({ kind: "rate_limited", retryAfterSeconds, key: limit.key });
      }
      const id = randomUUID();
      const columns = ["id", "idempotency_key", "payload_hash", ...fieldColumns, ...TRAILING_COLUMNS];
      const inserted = await tx.all(
        `INSERT INTO enquiries (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
        [
          ...[id, idempotencyKey, hash],
          ...contactFields.map((field) => submission[field] || null),
          ...[spamReason, attribution && JSON.stringify(attribution), iso(now)],
        ],
      );
      // Another instance stored the same key a moment ago (PostgreSQL waited for it to commit).
      if (inserted.length === 0) throw new Refused((await repeatOf(tx, idempotencyKey ?? "", hash))!);
      if (!spamReason) await owe(tx, id, deliveries);
      return { kind: "saved", id } as const;
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}

/** Created on first use; every instance on the database ends up with the same value. */
export async function sharedSecret(db: Database, name: string): Promise<string> {
  const value = randomUUID() + randomUUID();
  await db.run("INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING", [name, value]);
  const [row] = await db.all<{ value: string }>("SELECT value FROM settings WHERE name = ?", [name]);
  if (!row) throw new Error(`setting ${name} could not be read`);
  return row.value;
}

/** A small write, committed as an enquiry would be. */
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

const dateOrNull = (value: unknown) => (value == null ? null : toDate(value));

function attributionOf(value: unknown): Attribution | null {
  try {
    return typeof value === "string" ? (JSON.parse(value) as Attribution) : null;
  } catch {
    return null;
  }
}

function enquiryOf(row: Row): Enquiry {
  const values = Object.fromEntries(
    contactFields.map((field) => [field, String(row[contactFieldTable[field].column] ?? "")]),
  ) as ContactValues;
  return {
    ...values,
    id: String(row.id),
    createdAt: toDate(row.created_at),
    attribution: attributionOf(row.attribution),
    answeredAt: dateOrNull(row.answered_at),
    releasedAt: dateOrNull(row.released_at),
  };
}

const HELD = "spam_reason IS NOT NULL AND released_at IS NULL";

/** Most recent first. `spam`: true for only the spam held for review, false for everything else; left out, both. */
export async function listEnquiries(
  db: Database,
  { limit, since, spam }: { limit?: number; since?: Date; spam?: boolean } = {},
): Promise<EnquiryWithDeliveries[]> {
  const from = iso(since ?? new Date(0));
  const held = spam === undefined ? "" : ` AND ${spam ? "" : "NOT "}(${HELD})`;
  return db.transaction(async (tx) => {
    const rows = await tx.all(
      `SELECT * FROM enquiries WHERE created_at >= ?${held} ORDER BY created_at DESC, id DESC${limit ? " LIMIT ?" : ""}`,
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
      spamReason: (row.spam_reason ?? null) as string | null,
      deliveries: (deliveries.get(String(row.id)) ?? []).map((d) => ({
        channel: d.channel as Channel,
        status: d.status as Delivery["status"],
        attempts: Number(d.attempts),
        lastError: (d.last_error ?? null) as string | null,
        deliveredAt: dateOrNull(d.delivered_at),
      })),
    }));
  });
}

/** Due now, with a fresh give-up window. */
export function retryDeadDeliveries(db: Database, enquiryId?: string, now = new Date()): Promise<number> {
  return db.run(
    `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, lease_until = NULL, created_at = ?
      WHERE status = 'dead'${enquiryId ? " AND enquiry_id = ?" : ""}`,
    enquiryId ? [iso(now), iso(now), enquiryId] : [iso(now), iso(now)],
  );
}

const DAY_MS = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
const CLOCK_AHEAD_LIMIT_DAYS = 7;

/**
 * Why a clock is not to be trusted with deleting (ADR 097), or null: it is over a week past the newest time the
 * store recorded (an enquiry, a delivery, the last health probe), or the retention purge would keep no enquiry.
 */
export async function clockDoubt(db: Database, retentionDays: number, now = new Date()): Promise<string | null> {
  const [row] = await db.all<{ enquiry: unknown; delivery: unknown; probe: unknown }>(
    `SELECT (SELECT MAX(created_at) FROM enquiries) AS enquiry, (SELECT MAX(delivered_at) FROM outbox) AS delivery,
            (SELECT value FROM settings WHERE name = 'health_probe') AS probe`,
  );
  const times = [row?.enquiry, row?.delivery, row?.probe].flatMap((time) => (time == null ? [] : toDate(time)));
  if (times.length === 0) return null;
  const ahead = (now.getTime() - Math.max(...times.map(Number))) / DAY_MS;
  if (ahead > CLOCK_AHEAD_LIMIT_DAYS) return `the clock is ${Math.round(ahead)} days past the store's newest record`;
  if (row?.enquiry != null && toDate(row.enquiry) < daysBefore(now, retentionDays))
    return "the retention purge would delete every enquiry";
  return null;
}

/** Also spam held past its own retention, spent rate-limit counters and daily counts past theirs. */
export async function purgeEnquiries(db: Database, retentionDays: number, now = new Date()): Promise<number> {
  const { spamRetentionDays, browserReportRetentionDays } = privacyFacts;
  await db.run("DELETE FROM rate_limits WHERE expire < ?", [iso(now)]);
  await db.run("DELETE FROM daily_counts WHERE day < ?", [isoDate(daysBefore(now, browserReportRetentionDays))]);
  const spam = await db.run(`DELETE FROM enquiries WHERE ${HELD} AND created_at < ?`, [
    iso(daysBefore(now, spamRetentionDays)),
  ]);
  return spam + (await db.run("DELETE FROM enquiries WHERE created_at < ?", [iso(daysBefore(now, retentionDays))]));
}

/** Null when the id is not spam held (unknown, never spam, or released already). */
export async function releaseSpam(db: Database, id: string, deliveries: (releasedAt: Date) => Due[], now = new Date()) {
  return db.transaction(async (tx) => {
    const released = await tx.run(`UPDATE enquiries SET released_at = ? WHERE id = ? AND ${HELD}`, [iso(now), id]);
    if (released === 0) return null;
    const owed = deliveries(now);
    await owe(tx, id, owed);
    return owed;
  });
}

export async function findEnquiry(db: Database, id: string): Promise<Enquiry | null> {
  const [row] = await db.all("SELECT * FROM enquiries WHERE id = ?", [id]);
  return row ? enquiryOf(row) : null;
}

/** Once, dropping the follow-ups no longer owed; false when answered already (or not held). */
export function markAnswered(db: Database, id: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx.run("UPDATE enquiries SET answered_at = ? WHERE id = ? AND answered_at IS NULL", [
      iso(now),
      id,
    ]);
    if (marked === 0) return false;
    await tx.run(
      "DELETE FROM outbox WHERE enquiry_id = ? AND channel IN ('reminder', 'overdue') AND status = 'pending'",
      [id],
    );
    return true;
  });
}

/** A delivery owed at once is waiting whatever the clock says: one set back must not hide it. */
export async function outboxBacklog(db: Database, now = new Date()) {
  const waiting = "status = 'pending' AND (channel IN ('email', 'webhook') OR created_at <= ?)";
  const [row] = await db.all<{ pending: unknown; oldest: unknown; dead: unknown }>(
    `SELECT CAST(COALESCE(SUM(CASE WHEN ${waiting} THEN 1 ELSE 0 END), 0) AS INTEGER) AS pending,
            MIN(CASE WHEN ${waiting} THEN created_at END) AS oldest,
            CAST(COALESCE(SUM(CASE WHEN status = 'dead' THEN 1 ELSE 0 END), 0) AS INTEGER) AS dead
       FROM outbox`,
    [iso(now), iso(now)],
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
 * On PostgreSQL, `SKIP LOCKED` keeps two instances from claiming one row; SQLite has a single writer. A row due,
 * or leased, further ahead than this channel ever schedules (`horizonMs`; twice `leaseMs`, as clocks differ by
 * seconds) was set by a clock ahead of this one: it counts as due (or free), so a clock set back holds nothing up.
 */
export async function claimDeliveries(
  db: Database,
  channel: Channel,
  { limit, leaseMs, horizonMs, now = new Date() }: { limit: number; leaseMs: number; horizonMs: number; now?: Date },
): Promise<ClaimedDelivery[]> {
  const after = (ms: number) => iso(new Date(now.getTime() + ms));
  return db.transaction(async (tx) => {
    const claimed = await tx.all<{ id: unknown; enquiry_id: string; attempts: unknown; created_at: unknown }>(
      `UPDATE outbox SET lease_until = ?, attempts = attempts + 1
        WHERE id IN (SELECT id FROM outbox
                      WHERE channel = ? AND status = 'pending' AND (next_attempt_at <= ? OR next_attempt_at > ?)
                        AND (lease_until IS NULL OR lease_until < ? OR lease_until > ?)
                      ORDER BY next_attempt_at LIMIT ?${db.kind === "postgres" ? " FOR UPDATE SKIP LOCKED" : ""})
        RETURNING id, enquiry_id, attempts, created_at`,
      [after(leaseMs), channel, iso(now), after(horizonMs), iso(now), after(2 * leaseMs), limit],
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

/** Dead when `retryAt` is null. */
export function markFailed(db: Database, outboxId: number, lastError: string, retryAt: Date | null) {
  const sql = retryAt
    ? "UPDATE outbox SET lease_until = NULL, last_error = ?, next_attempt_at = ? WHERE id = ?"
    : "UPDATE outbox SET status = 'dead', lease_until = NULL, last_error = ? WHERE id = ?";
  return db.run(sql, retryAt ? [lastError, iso(retryAt), outboxId] : [lastError, outboxId]);
}
