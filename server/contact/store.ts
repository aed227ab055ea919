import { createHash, randomUUID } from "node:crypto";
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { type Database, rowsOf } from "../db";
import { enquiries, outbox, settings } from "../db/schema";
import type { ContactSubmission } from "./schema";

export type Channel = "email" | "webhook";

export class IdempotencyConflictError extends Error {
  override name = "IdempotencyConflictError";
}

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

export type SaveResult = { id: string; duplicate: boolean };

/**
 * Stores an enquiry and the deliveries it is owed in one transaction, so it is
 * never stored without them nor delivered without being stored. A repeated
 * idempotency key returns the first enquiry instead of creating a second.
 */
export async function saveEnquiry(
  db: Database,
  submission: ContactSubmission,
  options: { idempotencyKey: string | null; channels: Channel[]; spamReason?: string },
): Promise<SaveResult> {
  const hash = payloadHash(submission);
  return db.transaction(async (tx) => {
    const id = randomUUID();
    const inserted = await tx
      .insert(enquiries)
      .values({
        id,
        idempotencyKey: options.idempotencyKey,
        payloadHash: hash,
        fullName: submission.fullName,
        company: submission.company,
        email: submission.email,
        telephone: submission.telephone || null,
        message: submission.message,
        spamReason: options.spamReason ?? null,
      })
      .onConflictDoNothing({ target: enquiries.idempotencyKey })
      .returning({ id: enquiries.id });

    if (inserted.length === 0) {
      const [existing] = await tx
        .select({ id: enquiries.id, payloadHash: enquiries.payloadHash })
        .from(enquiries)
        .where(eq(enquiries.idempotencyKey, options.idempotencyKey ?? ""));
      if (!existing) throw new Error("idempotency key conflicted but no enquiry holds it");
      if (existing.payloadHash !== hash) {
        throw new IdempotencyConflictError("The idempotency key was already used for a different enquiry.");
      }
      return { id: existing.id, duplicate: true };
    }

    if (!options.spamReason && options.channels.length > 0) {
      await tx.insert(outbox).values(options.channels.map((channel) => ({ enquiryId: id, channel })));
    }
    return { id, duplicate: false };
  });
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

export type EnquiryWithDeliveries = {
  id: string;
  createdAt: Date;
  fullName: string;
  company: string;
  email: string;
  telephone: string | null;
  message: string;
  spamReason: string | null;
  deliveries: { channel: Channel; status: "pending" | "delivered" | "dead"; attempts: number; lastError: string | null; deliveredAt: Date | null }[];
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
