import { sql } from "drizzle-orm";
import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** One row per submission. Spam is kept (flagged, never delivered) so a false positive can be recovered. */
export const enquiries = pgTable(
  "enquiries",
  {
    id: uuid("id").primaryKey(),
    idempotencyKey: text("idempotency_key"),
    payloadHash: text("payload_hash").notNull(),
    fullName: text("full_name").notNull(),
    company: text("company").notNull(),
    email: text("email").notNull(),
    telephone: text("telephone"),
    message: text("message").notNull(),
    spamReason: text("spam_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("enquiries_idempotency_key_idx").on(table.idempotencyKey),
    index("enquiries_created_at_idx").on(table.createdAt),
  ],
);

export type Enquiry = typeof enquiries.$inferSelect;

/** Deliveries still owed for an enquiry, written in the enquiry's own transaction. */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    enquiryId: uuid("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: ["email", "webhook"] }).notNull(),
    status: text("status", { enum: ["pending", "delivered", "dead"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("outbox_enquiry_channel_idx").on(table.enquiryId, table.channel),
    index("outbox_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
  ],
);

/** Per-client submission counters, keyed by a salted hash of the IP address (never the address itself). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: timestamp("expire", { withTimezone: true }),
});

/** Secrets generated on first start and shared by every instance on the database. */
export const settings = pgTable("settings", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
});
