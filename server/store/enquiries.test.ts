// @vitest-environment node
import { describe, expect, it } from "vitest";
import { due, testDatabases } from "../../tests/support/databases";
import { enquiry } from "../../tests/support/enquiry";
import { openForSuite } from "../../tests/support/unit-database";
import type { Database } from "./database";
import {
  claimDeliveries,
  findEnquiry,
  listEnquiries,
  markAnswered,
  outboxBacklog,
  purgeEnquiries,
  releaseSpam,
  saveEnquiry,
} from "./enquiries";

const submission = (n: number) => enquiry(n, { telephone: "" });
const HOUR = 3_600_000;
const limit = (key = "ip-a", points = 100) => ({ key, points, windowSeconds: 600 });

describe.each(testDatabases())("the enquiry store on $name", (database) => {
  let db: Database;
  openForSuite(database, (opened) => {
    db = opened;
  });

  const save = async (n: number, at: Date, options: { spamReason?: string } = {}) => {
    const deliveries = [...due(["email"], at), ...due(["reminder"], new Date(at.getTime() + 20 * HOUR))];
    const saved = await saveEnquiry(
      db,
      submission(n),
      { idempotencyKey: null, deliveries, rateLimits: [limit()], ...options },
      at,
    );
    return (saved as { id: string }).id;
  };

  it("keeps an enquiry's attribution and gives it back as it was sent", async () => {
    const attribution = {
      page: "/blog",
      last: { utm_source: "google", utm_medium: "cpc", gclid: true as const, landing: "/", date: "2026-11-20" },
    };
    const saved = await saveEnquiry(db, submission(1), {
      idempotencyKey: null,
      deliveries: due(["email"]),
      attribution,
      rateLimits: [limit()],
    });
    const [stored] = await listEnquiries(db);
    expect(stored?.id).toBe((saved as { id: string }).id);
    expect(stored?.attribution).toEqual(attribution);
    expect(stored?.answeredAt).toBeNull();
  });

  it("owes a follow-up only once it falls due, and never counts it as waiting before", async () => {
    const arrived = new Date("2026-11-23T09:00:00Z");
    await save(1, arrived);
    const claim = (at: Date) =>
      claimDeliveries(db, "reminder", { limit: 10, leaseMs: 60_000, horizonMs: 21 * HOUR, now: at });
    expect(await claim(new Date(arrived.getTime() + 19 * HOUR))).toEqual([]);
    expect((await outboxBacklog(db, new Date(arrived.getTime() + HOUR))).pending).toBe(1);
    const [reminder] = await claim(new Date(arrived.getTime() + 20 * HOUR));
    expect(reminder?.enquiry.fullName).toBe("Visitor 1");
  });

  it("a clock a day slow holds no email back and hides none from the backlog; nor a follow-up past its longest wait", async () => {
    const arrived = new Date("2026-11-23T09:00:00Z");
    await save(1, arrived);
    const slow = new Date(arrived.getTime() - 24 * HOUR);
    // Another instance, its clock ahead by a few seconds, holds a lease: it stays held.
    await db.run("UPDATE outbox SET lease_until = ? WHERE channel = 'email'", [
      new Date(slow.getTime() + 60_000 + 5000).toISOString(),
    ]);
    const claim = (channel: "email" | "reminder", horizonMs: number, leaseMs = 60_000) =>
      claimDeliveries(db, channel, { limit: 10, leaseMs, horizonMs, now: slow });
    expect(await claim("email", HOUR)).toEqual([]);
    expect(await outboxBacklog(db, slow)).toMatchObject({ pending: 1, oldestPendingSeconds: 0 });
    // A lease set by a clock a day ahead is no lease, nor is a due time past the longest back-off.
    await db.run("UPDATE outbox SET lease_until = ? WHERE channel = 'email'", [arrived.toISOString()]);
    expect((await claim("email", HOUR)).map((row) => row.enquiry.fullName)).toEqual(["Visitor 1"]);
    expect(await claim("reminder", 21 * HOUR)).toHaveLength(1);
  });

  it("records a reply once, and drops the follow-ups it no longer owes", async () => {
    const arrived = new Date("2026-11-23T09:00:00Z");
    const id = await save(1, arrived);
    const replied = new Date(arrived.getTime() + 3 * HOUR);
    expect(await markAnswered(db, id, replied)).toBe(true);
    expect(await markAnswered(db, id, new Date(replied.getTime() + HOUR))).toBe(false);
    expect((await findEnquiry(db, id))?.answeredAt).toEqual(replied);
    const [stored] = await listEnquiries(db);
    expect(stored?.deliveries.map((d) => d.channel)).toEqual(["email"]);
  });

  it("holds spam apart: listed on its own, released once with its deliveries, purged after 30 days", async () => {
    const now = new Date("2026-11-23T09:00:00Z");
    const ham = await save(1, now);
    const spam = await save(2, now, { spamReason: "honeypot" });
    const old = await save(3, new Date(now.getTime() - 31 * 24 * HOUR), { spamReason: "links" });
    expect((await listEnquiries(db, { spam: true })).map((e) => e.id).sort()).toEqual([spam, old].sort());
    expect((await listEnquiries(db, { spam: false })).map((e) => e.id)).toEqual([ham]);
    expect((await listEnquiries(db, { spam: true }))[0]?.deliveries).toEqual([]);

    const released = new Date(now.getTime() + HOUR);
    const owed = await releaseSpam(db, spam, (at) => due(["email", "reminder"], at), released);
    expect(owed?.map((d) => d.channel)).toEqual(["email", "reminder"]);
    expect(await releaseSpam(db, spam, (at) => due(["email"], at), released)).toBeNull();
    expect(await releaseSpam(db, ham, (at) => due(["email"], at), released)).toBeNull();
    const [stored] = (await listEnquiries(db, { spam: false })).filter((e) => e.id === spam);
    expect(stored?.releasedAt).toEqual(released);
    expect(stored?.deliveries.map((d) => d.channel).sort()).toEqual(["email", "reminder"]);

    expect(await purgeEnquiries(db, 365, now)).toBe(1);
    expect(await findEnquiry(db, old)).toBeNull();
    expect(await findEnquiry(db, spam)).not.toBeNull();
  });
});

describe("a store made by an earlier version", () => {
  it.each(testDatabases())("gains the new columns on $name, its enquiries kept", async (database) => {
    const db = await database.open();
    try {
      await db.run("DROP TABLE outbox");
      await db.run("DROP TABLE enquiries");
      await db.run(
        `CREATE TABLE enquiries (id ${db.kind === "sqlite" ? "TEXT" : "uuid"} PRIMARY KEY, idempotency_key TEXT, payload_hash TEXT NOT NULL,
         full_name TEXT NOT NULL, company TEXT NOT NULL, email TEXT NOT NULL, telephone TEXT, message TEXT NOT NULL,
         spam_reason TEXT, created_at ${db.kind === "sqlite" ? "TEXT" : "timestamptz"} NOT NULL)`,
      );
      await db.run(
        "INSERT INTO enquiries (id, payload_hash, full_name, company, email, message, created_at) VALUES (?, 'h', 'Old', 'Co', 'o@co.example', 'Hi', ?)",
        ["0d6a3c9e-8f1b-4a77-9a55-3a3d6e0f2c11", "2026-01-01T00:00:00.000Z"],
      );
    } finally {
      await db.close();
    }
    const reopened = await database.open();
    try {
      const [old] = await listEnquiries(reopened);
      expect(old).toMatchObject({ fullName: "Old", attribution: null, answeredAt: null, releasedAt: null });
      expect(await markAnswered(reopened, old!.id)).toBe(true);
    } finally {
      await reopened.close();
      await database.dispose();
    }
  });
});
