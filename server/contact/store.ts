import { createHash, randomUUID } from "node:crypto";
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { type Database, rowsOf } from "../db";
import { enquiries, outbox, settings } from "../db/schema";
import type { EnquiryForEmail } from "./email";
import type { ContactSubmission } from "./schema";

export type Channel = "email" | "webhook";

function payloadHash(submission: ContactSubmission) {
  return createHash("sha256")
    .update(
      JSON.stringify([
        submission.fullName,
        submission.company,
        submission.email,
        submission.telephone,
        submission.message,
      ]),
    )
    .digest("base64url");
}

export type SaveOutcome =
  | { kind: "saved"; id: string }
  | { kind: "duplicate"; id: string }
  | { kind: "conflict" }
  | { kind: "rate_limited"; retryAfterSeconds: number }
  | { kind: "rejected"; reason: "malformed_text" };

export type SaveOptions = {
  idempotencyKey: string | null;
  channels: Channel[];
  spamReason?: string;
  /** Counts this submission against `key` (a salted IP hash): at most `points` per `windowSeconds`. */
  rateLimit: { key: string; points: number; windowSeconds: number };
};

export type SaveRequest = { submission: ContactSubmission } & SaveOptions;

type SavedRow = {
  idx: number;
  points: number | null;
  expire: Date | string | null;
  saved_id: string | null;
  known_id: string | null;
  known_hash: string | null;
};

/** Text a database can store: no lone UTF-16 surrogates (jsonb and text columns refuse them). */
function storable(submission: ContactSubmission) {
  return Object.values(submission).every((value) => typeof value !== "string" || value.isWellFormed());
}

/**
 * Saves several submissions in one statement: one round trip and one commit
 * for the lot ("group commit"), which is what keeps latency flat under load
 * on a single-connection database such as PGlite. For each submission it
 * counts it against its sender's rate limit and, if allowed, stores the
 * enquiry with the deliveries it is owed, never one without the other. A
 * repeated idempotency key stores nothing, is not counted against the rate
 * limit, and returns the first enquiry (or a conflict when its text differs).
 * Each item gets its own outcome: one that cannot be stored never fails the others.
 */
export async function saveEnquiries(db: Database, requests: SaveRequest[]): Promise<SaveOutcome[]> {
  const outcomes: (SaveOutcome | undefined)[] = requests.map(({ submission }) =>
    storable(submission) ? undefined : { kind: "rejected", reason: "malformed_text" },
  );
  const input = requests.flatMap(({ submission, ...options }, idx) =>
    outcomes[idx]
      ? []
      : [
          {
            idx,
            id: randomUUID(),
            idempotency_key: options.idempotencyKey,
            payload_hash: payloadHash(submission),
            full_name: submission.fullName,
            company: submission.company,
            email: submission.email,
            telephone: submission.telephone || null,
            message: submission.message,
            spam_reason: options.spamReason ?? null,
            channels: options.spamReason ? [] : options.channels,
            rate_key: options.rateLimit.key,
            rate_points: options.rateLimit.points,
            rate_window: options.rateLimit.windowSeconds,
          },
        ],
  );
  if (input.length === 0) return outcomes as SaveOutcome[];
  const rows = rowsOf<SavedRow>(
    await db.execute(sql`
      WITH input AS (
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(input)}::jsonb) AS x(
          idx int, id uuid, idempotency_key text, payload_hash text, full_name text, company text,
          email text, telephone text, message text, spam_reason text, channels text[], rate_key text,
          rate_points int, rate_window int)),
      known AS (
        SELECT input.idx, e.id AS known_id, e.payload_hash AS known_hash
          FROM input JOIN enquiries e ON e.idempotency_key = input.idempotency_key),
      fresh AS (
        SELECT input.*, row_number() OVER (PARTITION BY rate_key ORDER BY idx)::int AS seq
          FROM input WHERE idx NOT IN (SELECT idx FROM known)),
      per_key AS (
        SELECT rate_key, count(*)::int AS n, max(rate_window) AS rate_window FROM fresh GROUP BY rate_key),
      counted AS (
        INSERT INTO rate_limits AS r (key, points, expire)
        SELECT rate_key, n, now() + make_interval(secs => rate_window) FROM per_key
        ON CONFLICT (key) DO UPDATE SET
          points = CASE WHEN r.expire <= now() THEN excluded.points ELSE r.points + excluded.points END,
          expire = CASE WHEN r.expire <= now() THEN excluded.expire ELSE r.expire END
        RETURNING key, points, expire),
      ranked AS (
        SELECT fresh.*, counted.points - per_key.n + fresh.seq AS points, counted.expire
          FROM fresh
          JOIN counted ON counted.key = fresh.rate_key
          JOIN per_key ON per_key.rate_key = fresh.rate_key),
      saved AS (
        INSERT INTO enquiries (id, idempotency_key, payload_hash, full_name, company, email, telephone, message, spam_reason)
        SELECT id, idempotency_key, payload_hash, full_name, company, email, telephone, message, spam_reason
          FROM ranked WHERE points <= rate_points ORDER BY idx
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING id),
      queued AS (
        INSERT INTO outbox (enquiry_id, channel)
        SELECT saved.id, channel FROM saved JOIN input USING (id) CROSS JOIN unnest(input.channels) AS channel
        RETURNING id)
      SELECT input.idx, ranked.points, ranked.expire, saved.id AS saved_id, known.known_id, known.known_hash
        FROM input
        LEFT JOIN ranked USING (idx)
        LEFT JOIN saved ON saved.id = ranked.id
        LEFT JOIN known USING (idx)
       ORDER BY input.idx`),
  );

  const byIdx = new Map(input.map((item) => [item.idx, item]));
  await Promise.all(
    rows.map(async (row) => {
      const request = byIdx.get(row.idx)!;
      outcomes[row.idx] = await outcomeOf(db, row, request);
    }),
  );
  return outcomes as SaveOutcome[];
}

async function outcomeOf(
  db: Database,
  row: SavedRow,
  request: { idempotency_key: string | null; payload_hash: string; rate_points: number },
): Promise<SaveOutcome> {
  const repeat = (existing: { id: string; payloadHash: string }): SaveOutcome =>
    existing.payloadHash === request.payload_hash ? { kind: "duplicate", id: existing.id } : { kind: "conflict" };
  if (row.known_id && row.known_hash) return repeat({ id: row.known_id, payloadHash: row.known_hash });
  if (row.points !== null && row.points > request.rate_points) {
    const retryAfterSeconds = Math.max(1, Math.ceil((new Date(row.expire ?? 0).getTime() - Date.now()) / 1000));
    return { kind: "rate_limited", retryAfterSeconds };
  }
  if (row.saved_id) return { kind: "saved", id: row.saved_id };
  // The key was taken by another submission in the same batch, or by another instance, just now.
  const [existing] = await db
    .select({ id: enquiries.id, payloadHash: enquiries.payloadHash })
    .from(enquiries)
    .where(eq(enquiries.idempotencyKey, request.idempotency_key ?? ""));
  if (!existing) throw new Error("the idempotency key conflicted but no enquiry holds it");
  return repeat(existing);
}

export async function saveEnquiry(db: Database, submission: ContactSubmission, options: SaveOptions) {
  const [outcome] = await saveEnquiries(db, [{ submission, ...options }]);
  return outcome!;
}

/** Reads a named secret, creating it on first use; every instance on the database ends up with the same value. */
export async function sharedSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(settings)
    .values({ name, value: randomUUID() + randomUUID() })
    .onConflictDoNothing({ target: settings.name });
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.name, name));
  if (!row) throw new Error(`setting ${name} could not be read`);
  return row.value;
}

export type EnquiryWithDeliveries = EnquiryForEmail & {
  spamReason: string | null;
  deliveries: {
    channel: Channel;
    status: "pending" | "delivered" | "dead";
    attempts: number;
    lastError: string | null;
    deliveredAt: Date | null;
  }[];
};

/** Most recent first. */
export async function listEnquiries(
  db: Database,
  options: { limit?: number; since?: Date } = {},
): Promise<EnquiryWithDeliveries[]> {
  const rows = await db
    .select()
    .from(enquiries)
    .where(options.since ? sql`${enquiries.createdAt} >= ${options.since.toISOString()}::timestamptz` : undefined)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(options.limit ?? 1_000_000);
  if (rows.length === 0) return [];
  const deliveries = await db
    .select()
    .from(outbox)
    .where(
      inArray(
        outbox.enquiryId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    fullName: row.fullName,
    company: row.company,
    email: row.email,
    telephone: row.telephone,
    message: row.message,
    spamReason: row.spamReason,
    deliveries: deliveries
      .filter((delivery) => delivery.enquiryId === row.id)
      .map((delivery) => ({
        channel: delivery.channel,
        status: delivery.status,
        attempts: delivery.attempts,
        lastError: delivery.lastError,
        deliveredAt: delivery.deliveredAt,
      })),
  }));
}

/** Puts dead deliveries back in the queue, due now. Returns how many. */
export async function retryDeadDeliveries(db: Database, enquiryId?: string): Promise<number> {
  const updated = await db
    .update(outbox)
    // A fresh queue time restarts the give-up window and the back-off.
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, leaseUntil: null, createdAt: sql`now()` })
    .where(and(eq(outbox.status, "dead"), enquiryId ? eq(outbox.enquiryId, enquiryId) : undefined))
    .returning({ id: outbox.id });
  return updated.length;
}

/** Deletes enquiries (and their deliveries) older than the retention period. Returns how many. */
export async function purgeEnquiries(db: Database, retentionDays: number): Promise<number> {
  const deleted = await db
    .delete(enquiries)
    .where(lt(enquiries.createdAt, sql`now() - make_interval(days => ${retentionDays}::int)`))
    .returning({ id: enquiries.id });
  return deleted.length;
}

export async function countByStatus(db: Database) {
  return rowsOf<{ channel: string; status: string; count: number }>(
    await db.execute(sql`SELECT channel, status, count(*)::int AS count FROM outbox GROUP BY channel, status`),
  );
}

/** What /healthz reports: deliveries waiting, how long the oldest has waited, and how many died. */
export async function outboxBacklog(db: Database) {
  const [row] = rowsOf<{ pending: number; oldest: Date | string | null; dead: number }>(
    await db.execute(sql`
      SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
             min(created_at) FILTER (WHERE status = 'pending') AS oldest,
             count(*) FILTER (WHERE status = 'dead')::int AS dead
        FROM outbox`),
  );
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
  return {
    pending: row?.pending ?? 0,
    oldestPendingSeconds: oldest === null ? 0 : Math.max(0, Math.round((Date.now() - oldest) / 1000)),
    dead: row?.dead ?? 0,
  };
}
