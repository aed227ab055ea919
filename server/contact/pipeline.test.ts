// @vitest-environment node
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../tests/support/databases";
import { TestSmtpServer } from "../../tests/support/smtp";
import { type DatabaseHandle, rowsOf } from "../db";
import { createLogger } from "../logger";
import { buildEnquiryEmail, isPermanentSmtpError, smtpSender } from "./email";
import { OutboxWorker } from "./outbox";
import type { ContactSubmission } from "./schema";
import { listEnquiries, purgeEnquiries, retryDeadDeliveries, saveEnquiries, saveEnquiry } from "./store";

const logger = createLogger("silent");
const submission = (n: number): ContactSubmission => ({
  fullName: `Visitor ${n}`,
  company: "Northwind",
  email: `visitor${n}@northwind.example`,
  telephone: "",
  message: `Message ${n}`,
});
const limit = (key = "ip-a", points = 100) => ({ key, points, windowSeconds: 600 });

describe.each(testDatabases())("enquiry store and outbox on $name", (database) => {
  let handle: DatabaseHandle;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    handle = await database.open();
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
    await database.dispose();
  });
  beforeEach(async () => {
    await handle.db.execute(sql`TRUNCATE enquiries, outbox, rate_limits CASCADE`);
    smtp = new TestSmtpServer();
    await smtp.start();
  });
  afterEach(async () => {
    await smtp.stop();
  });

  const worker = (options: Partial<ConstructorParameters<typeof OutboxWorker>[4]> = {}) => {
    const sender = smtpSender(smtp.url);
    const outbox = new OutboxWorker(
      handle.db,
      {
        email: (enquiry) => {
          const message = buildEnquiryEmail(enquiry, {
            to: "hello@x.example",
            from: "site@x.example",
            siteUrl: "https://x.example",
          });
          return sender.send(message as typeof message & { messageId: string }, enquiry.id);
        },
      },
      isPermanentSmtpError,
      logger,
      { pollMs: 20, retryBaseMs: 50, retryMaxMs: 200, giveUpAfterMs: 60_000, ...options },
    );
    return { outbox, close: () => sender.close() };
  };

  const statuses = async () =>
    (await listEnquiries(handle.db)).flatMap((enquiry) => enquiry.deliveries.map((delivery) => delivery.status));

  async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error("condition not met in time");
  }

  it("stores an enquiry with its deliveries, and a repeated idempotency key stores nothing new", async () => {
    const options = {
      idempotencyKey: "key-123456",
      channels: ["email" as const, "webhook" as const],
      rateLimit: limit(),
    };
    const first = await saveEnquiry(handle.db, submission(1), options);
    const again = await saveEnquiry(handle.db, submission(1), options);
    expect(first.kind).toBe("saved");
    expect(again).toEqual({ kind: "duplicate", id: (first as { id: string }).id });
    const [stored, ...rest] = await listEnquiries(handle.db);
    expect(rest).toHaveLength(0);
    expect(stored?.deliveries.map((d) => d.channel).sort()).toEqual(["email", "webhook"]);
    expect(await saveEnquiry(handle.db, submission(2), options)).toEqual({ kind: "conflict" });
  });

  it("answers a retry of a stored enquiry with its success even once the sender's limit is reached", async () => {
    const options = { idempotencyKey: "retry-after-limit", channels: ["email" as const], rateLimit: limit("ip-r", 2) };
    const first = await saveEnquiry(handle.db, submission(1), options);
    const second = await saveEnquiry(handle.db, submission(2), { ...options, idempotencyKey: null });
    expect([first.kind, second.kind]).toEqual(["saved", "saved"]);
    // The limit (2) is now used up; a retry of the first is not a new submission.
    const retry = await saveEnquiry(handle.db, submission(1), options);
    expect(retry).toEqual({ kind: "duplicate", id: (first as { id: string }).id });
    const fresh = await saveEnquiry(handle.db, submission(3), { ...options, idempotencyKey: null });
    expect(fresh.kind).toBe("rate_limited");
    expect(await listEnquiries(handle.db)).toHaveLength(2);
  });

  it("stores the rest of a batch when one item holds text the database cannot store", async () => {
    const bad = { ...submission(2), fullName: "Visitor \ud800 2" };
    const outcomes = await saveEnquiries(
      handle.db,
      [submission(1), bad, submission(3)].map((item) => ({
        submission: item,
        idempotencyKey: null,
        channels: ["email" as const],
        rateLimit: limit("ip-u"),
      })),
    );
    expect(outcomes.map((o) => o.kind)).toEqual(["saved", "rejected", "saved"]);
    expect((await listEnquiries(handle.db)).map((e) => e.fullName).sort()).toEqual(["Visitor 1", "Visitor 3"]);
  });

  it("counts submissions per sender in the database and refuses those over the limit", async () => {
    const outcomes = await saveEnquiries(
      handle.db,
      [1, 2, 3, 4].map((n) => ({
        submission: submission(n),
        idempotencyKey: null,
        channels: ["email"],
        rateLimit: limit("ip-b", 3),
      })),
    );
    expect(outcomes.map((o) => o.kind)).toEqual(["saved", "saved", "saved", "rate_limited"]);
    const later = await saveEnquiry(handle.db, submission(5), {
      idempotencyKey: null,
      channels: ["email"],
      rateLimit: limit("ip-b", 3),
    });
    expect(later).toMatchObject({ kind: "rate_limited" });
    expect((later as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(590);
    const other = await saveEnquiry(handle.db, submission(6), {
      idempotencyKey: null,
      channels: ["email"],
      rateLimit: limit("ip-c", 3),
    });
    expect(other.kind).toBe("saved");
    expect(await listEnquiries(handle.db)).toHaveLength(4);
  });

  it("keeps spam flagged and owes it no delivery", async () => {
    await saveEnquiry(handle.db, submission(1), {
      idempotencyKey: null,
      channels: ["email"],
      spamReason: "honeypot",
      rateLimit: limit(),
    });
    const [stored] = await listEnquiries(handle.db);
    expect(stored?.spamReason).toBe("honeypot");
    expect(stored?.deliveries).toEqual([]);
  });

  it("delivers each enquiry once by SMTP, with Reply-To and a deterministic Message-ID", async () => {
    for (const n of [1, 2, 3])
      await saveEnquiry(handle.db, submission(n), { idempotencyKey: null, channels: ["email"], rateLimit: limit() });
    const { outbox, close } = worker();
    outbox.start();
    await waitFor(async () => (await statuses()).every((s) => s === "delivered"));
    await outbox.stop();
    close();
    expect(smtp.received).toHaveLength(3);
    const ids = (await listEnquiries(handle.db)).map((e) => e.id).sort();
    expect([...smtp.countsByEnquiry().keys()].sort()).toEqual(ids);
    for (const mail of smtp.received) {
      expect(mail.messageId).toBe(`<enquiry.${mail.enquiryId}@x.example>`);
      expect(mail.raw).toMatch(/^Reply-To: Visitor \d <visitor\d@northwind\.example>$/m);
    }
  });

  it("marks each delivery done as it succeeds, not when its whole batch ends", async () => {
    for (const n of [1, 2])
      await saveEnquiry(handle.db, submission(n), { idempotencyKey: null, channels: ["email"], rateLimit: limit() });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Visitor 1 is delivered at once; Visitor 2's delivery hangs, as a slow SMTP server would.
    const outbox = new OutboxWorker(
      handle.db,
      { email: (enquiry) => (enquiry.fullName === "Visitor 2" ? held : Promise.resolve()) },
      () => false,
      logger,
      { pollMs: 20, retryBaseMs: 50, retryMaxMs: 200, giveUpAfterMs: 60_000 },
    );
    const batch = outbox.runOnce();
    // While the batch is still in flight (a crash now would repeat only what is in flight)…
    await waitFor(async () =>
      (await listEnquiries(handle.db)).some(
        (e) => e.fullName === "Visitor 1" && e.deliveries[0]?.status === "delivered",
      ),
    );
    const pending = (await listEnquiries(handle.db)).find((e) => e.fullName === "Visitor 2");
    expect(pending?.deliveries[0]?.status).toBe("pending");
    release();
    await batch;
    expect(await statuses()).toEqual(["delivered", "delivered"]);
  });

  it("raises the alarm once when a delivery dies", async () => {
    await saveEnquiry(handle.db, submission(1), {
      idempotencyKey: null,
      channels: ["webhook"],
      rateLimit: limit(),
    });
    const alarms: unknown[] = [];
    const outbox = new OutboxWorker(
      handle.db,
      { webhook: () => Promise.reject(new Error("webhook answered 410")) },
      () => true,
      logger,
      {
        pollMs: 20,
        retryBaseMs: 50,
        retryMaxMs: 200,
        giveUpAfterMs: 60_000,
        onDead: async (dead) => {
          alarms.push(dead);
        },
      },
    );
    await outbox.runOnce();
    await outbox.runOnce();
    const [enquiry] = await listEnquiries(handle.db);
    expect(alarms).toEqual([
      { enquiryId: enquiry?.id, channel: "webhook", attempts: 1, error: "webhook answered 410" },
    ]);
  });

  it("retries while SMTP is down and delivers exactly once when it is back", async () => {
    await smtp.stop();
    for (const n of [1, 2, 3, 4])
      await saveEnquiry(handle.db, submission(n), { idempotencyKey: null, channels: ["email"], rateLimit: limit() });
    const { outbox, close } = worker();
    outbox.start();
    await waitFor(async () => {
      const rows = await listEnquiries(handle.db);
      return rows.every((row) => (row.deliveries[0]?.attempts ?? 0) >= 2);
    });
    expect(await statuses()).toEqual(["pending", "pending", "pending", "pending"]);
    await smtp.start();
    await waitFor(async () => (await statuses()).every((s) => s === "delivered"));
    await outbox.stop();
    close();
    expect([...smtp.countsByEnquiry().values()]).toEqual([1, 1, 1, 1]);
  });

  it("marks a permanent (5xx) refusal dead, and `retry` queues it again", async () => {
    smtp.rejectWith = { code: 550, message: "Mailbox unavailable" };
    await saveEnquiry(handle.db, submission(1), { idempotencyKey: null, channels: ["email"], rateLimit: limit() });
    const { outbox, close } = worker();
    outbox.start();
    await waitFor(async () => (await statuses())[0] === "dead");
    const [dead] = await listEnquiries(handle.db);
    expect(dead?.deliveries[0]?.lastError).toMatch(/550|Mailbox unavailable/);
    smtp.rejectWith = null;
    expect(await retryDeadDeliveries(handle.db)).toBe(1);
    await waitFor(async () => (await statuses())[0] === "delivered");
    await outbox.stop();
    close();
    expect(smtp.received).toHaveLength(1);
  });

  it("never lets two workers deliver the same row", async () => {
    await saveEnquiries(
      handle.db,
      Array.from({ length: 40 }, (_, n) => ({
        submission: submission(n),
        idempotencyKey: null,
        channels: ["email" as const],
        rateLimit: limit(),
      })),
    );
    const workers = [worker({ batchSize: 3 }), worker({ batchSize: 3 }), worker({ batchSize: 3 })];
    for (const { outbox } of workers) outbox.start();
    await waitFor(async () => (await statuses()).every((s) => s === "delivered"), 30_000);
    for (const { outbox, close } of workers) {
      await outbox.stop();
      close();
    }
    expect(smtp.received).toHaveLength(40);
    expect(new Set(smtp.received.map((m) => m.enquiryId)).size).toBe(40);
  });

  it("purges enquiries older than the retention period, with their deliveries", async () => {
    await saveEnquiry(handle.db, submission(1), { idempotencyKey: null, channels: ["email"], rateLimit: limit() });
    await saveEnquiry(handle.db, submission(2), { idempotencyKey: null, channels: ["email"], rateLimit: limit() });
    await handle.db.execute(
      sql`UPDATE enquiries SET created_at = now() - interval '366 days' WHERE full_name = 'Visitor 1'`,
    );
    expect(await purgeEnquiries(handle.db, 365)).toBe(1);
    const remaining = await listEnquiries(handle.db);
    expect(remaining.map((e) => e.fullName)).toEqual(["Visitor 2"]);
    const rows = rowsOf<{ count: number }>(await handle.db.execute(sql`SELECT count(*)::int AS count FROM outbox`));
    expect(rows[0]?.count).toBe(1);
  });
});
