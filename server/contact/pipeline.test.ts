// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { due, testDatabases } from "../../tests/support/databases";
import { enquiry as submission } from "../../tests/support/enquiry";
import { TestSmtpServer } from "../../tests/support/smtp";
import { openForSuite } from "../../tests/support/unit-database";
import { createLogger } from "../logger";
import type { Database } from "../store/database";
import { type Channel, listEnquiries, purgeEnquiries, retryDeadDeliveries, saveEnquiry } from "../store/enquiries";
import { type Deliverer, emailSender, type OutboxOptions, outboxWorker } from "./delivery";
import { buildEnquiryEmail } from "./emails";

// Each test runs the pipeline end to end (a store, SMTP, rendered emails): seconds, more on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

const logger = createLogger("silent");
const limit = (key = "ip-a", points = 100) => ({ key, points, windowSeconds: 600 });
const timing = { pollMs: 20, retryBaseMs: 50, retryMaxMs: 200, giveUpAfterMs: 60_000 };

describe.each(testDatabases())("enquiry store and outbox on $name", (database) => {
  let db: Database;
  let smtp: TestSmtpServer;
  openForSuite(database, (opened) => {
    db = opened;
  });

  beforeEach(async () => {
    smtp = new TestSmtpServer();
    await smtp.start();
  });
  afterEach(async () => {
    await smtp.stop();
  });

  const save = (n: number, channels: Channel[] = ["email"]) =>
    saveEnquiry(db, submission(n), { idempotencyKey: null, deliveries: due(channels), rateLimits: [limit()] });

  const plain = (channel: Channel, deliver: Deliverer, options: Partial<OutboxOptions> = {}) =>
    outboxWorker(db, channel, deliver, logger, { ...timing, ...options });

  const worker = (options: Partial<OutboxOptions> = {}) => {
    const sender = emailSender({ SMTP_URL: smtp.url, DKIM: null, DATA_DIR: "" }, logger);
    const outbox = plain(
      "email",
      async (enquiry) =>
        sender.send(
          await buildEnquiryEmail(enquiry, {
            to: "hello@x.example",
            from: "site@x.example",
            siteUrl: "https://x.example",
            answerUrl: "https://x.example/answered/t",
            reminderHours: 20,
          }),
          enquiry.id,
        ),
      options,
    );
    return { outbox, close: () => sender.close() };
  };

  const statuses = async () =>
    (await listEnquiries(db)).flatMap((enquiry) => enquiry.deliveries.map((delivery) => delivery.status));

  const waitFor = (check: () => Promise<boolean>, timeout = 15_000) =>
    vi.waitFor(async () => expect(await check()).toBe(true), { timeout, interval: 25 });

  it("stores an enquiry with its deliveries, and a repeated idempotency key stores nothing new", async () => {
    const options = {
      idempotencyKey: "key-123456",
      deliveries: due(["email" as const, "webhook" as const]),
      rateLimits: [limit()],
    };
    const first = await saveEnquiry(db, submission(1), options);
    const again = await saveEnquiry(db, submission(1), options);
    expect(first.kind).toBe("saved");
    expect(again).toEqual({ kind: "duplicate", id: (first as { id: string }).id });
    const [stored, ...rest] = await listEnquiries(db);
    expect(rest).toHaveLength(0);
    expect(stored?.deliveries.map((d) => d.channel).sort()).toEqual(["email", "webhook"]);
    expect(await saveEnquiry(db, submission(2), options)).toEqual({ kind: "conflict" });
  });

  it("answers a retry of a stored enquiry with its success even once the sender's limit is reached", async () => {
    const options = {
      idempotencyKey: "retry-after-limit",
      deliveries: due(["email" as const]),
      rateLimits: [limit("ip-r", 2)],
    };
    const first = await saveEnquiry(db, submission(1), options);
    const second = await saveEnquiry(db, submission(2), { ...options, idempotencyKey: null });
    expect([first.kind, second.kind]).toEqual(["saved", "saved"]);
    // The limit (2) is now used up; a retry of the first is not a new submission.
    const retry = await saveEnquiry(db, submission(1), options);
    expect(retry).toEqual({ kind: "duplicate", id: (first as { id: string }).id });
    const fresh = await saveEnquiry(db, submission(3), { ...options, idempotencyKey: null });
    expect(fresh).toMatchObject({ kind: "rate_limited" });
    expect((fresh as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(590);
    // Another sender has a limit of its own.
    const other = await saveEnquiry(db, submission(4), {
      ...options,
      idempotencyKey: null,
      rateLimits: [limit("ip-c")],
    });
    expect(other.kind).toBe("saved");
    expect(await listEnquiries(db)).toHaveLength(3);
  });

  it("delivers each enquiry once by SMTP, with Reply-To and a deterministic Message-ID", async () => {
    for (const n of [1, 2, 3]) await save(n);
    const { outbox, close } = worker();
    outbox.start();
    await waitFor(async () => (await statuses()).every((s) => s === "delivered"));
    await outbox.stop();
    close();
    expect(smtp.received).toHaveLength(3);
    const ids = (await listEnquiries(db)).map((e) => e.id).sort();
    expect([...smtp.countsByEnquiry().keys()].sort()).toEqual(ids);
    for (const mail of smtp.received) {
      expect(mail.messageId).toBe(`<enquiry.${mail.enquiryId}@x.example>`);
      expect(mail.raw).toMatch(/^Reply-To: Visitor \d <visitor\d@northwind\.example>$/m);
    }
  });

  it("marks each delivery done as it succeeds, not when its whole batch ends", async () => {
    for (const n of [1, 2]) await save(n);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Visitor 1 is delivered at once; Visitor 2's delivery hangs, as a slow SMTP server would.
    const outbox = plain("email", (enquiry) => (enquiry.fullName === "Visitor 2" ? held : Promise.resolve()));
    const batch = outbox.runOnce();
    // While the batch is still in flight (a crash now would repeat only what is in flight)…
    await waitFor(async () =>
      (await listEnquiries(db)).some((e) => e.fullName === "Visitor 1" && e.deliveries[0]?.status === "delivered"),
    );
    const pending = (await listEnquiries(db)).find((e) => e.fullName === "Visitor 2");
    expect(pending?.deliveries[0]?.status).toBe("pending");
    release();
    await batch;
    expect(await statuses()).toEqual(["delivered", "delivered"]);
  });

  it("retries while SMTP is down and delivers exactly once when it is back", async () => {
    await smtp.stop();
    for (const n of [1, 2, 3, 4]) await save(n);
    const { outbox, close } = worker();
    outbox.start();
    await waitFor(async () => {
      const rows = await listEnquiries(db);
      return rows.every((row) => (row.deliveries[0]?.attempts ?? 0) >= 2);
    });
    expect(await statuses()).toEqual(["pending", "pending", "pending", "pending"]);
    await smtp.start();
    await waitFor(async () => (await statuses()).every((s) => s === "delivered"));
    await outbox.stop();
    close();
    expect([...smtp.countsByEnquiry().values()]).toEqual([1, 1, 1, 1]);
  });

  it("marks a permanent (5xx) refusal dead, raises the alarm once, and `retry` queues it again", async () => {
    smtp.rejectWith = { code: 550, message: "Mailbox unavailable" };
    await save(1);
    const alarms: unknown[] = [];
    const { outbox, close } = worker({ onDead: async (dead) => void alarms.push(dead) });
    outbox.start();
    await waitFor(async () => (await statuses())[0] === "dead");
    const [dead] = await listEnquiries(db);
    expect(dead?.deliveries[0]?.lastError).toMatch(/550|Mailbox unavailable/);
    expect(alarms).toEqual([expect.objectContaining({ enquiryId: dead?.id, channel: "email", attempts: 1 })]);
    smtp.rejectWith = null;
    expect(await retryDeadDeliveries(db)).toBe(1);
    await waitFor(async () => (await statuses())[0] === "delivered");
    await outbox.stop();
    close();
    expect(smtp.received).toHaveLength(1);
  });

  it("never lets two workers deliver the same row", async () => {
    for (let n = 0; n < 40; n++) await save(n);
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

  it("a webhook that hangs holds up no email: each channel has a worker of its own", async () => {
    for (const n of [1, 2, 3]) await save(n, ["email", "webhook"]);
    let release = () => {};
    const hanging = new Promise<void>((resolve) => {
      release = resolve;
    });
    const webhook = plain("webhook", () => hanging);
    const { outbox: email, close } = worker();
    webhook.start();
    email.start();
    const channelsNow = async () =>
      (await listEnquiries(db)).flatMap((e) => e.deliveries.map((d) => `${d.channel}:${d.status}`));
    // The worker marks an email delivered after the SMTP server has it: wait for the mark, not the mail.
    await waitFor(
      async () =>
        smtp.received.length === 3 && (await channelsNow()).filter((c) => c === "email:delivered").length === 3,
    );
    const channels = await channelsNow();
    expect(channels.filter((c) => c === "email:delivered")).toHaveLength(3);
    expect(channels.filter((c) => c === "webhook:pending")).toHaveLength(3);
    release();
    await Promise.all([webhook.stop(), email.stop()]);
    close();
    expect(await statuses()).toEqual(Array(6).fill("delivered"));
  });

  it("two connections to one store (a server and the CLI) both write, and lose nothing", async () => {
    const other = await database.open();
    try {
      const writes = Array.from({ length: 40 }, (_, n) =>
        saveEnquiry(n % 2 ? db : other, submission(n), {
          idempotencyKey: `two-${n}`,
          deliveries: due(["email"]),
          rateLimits: [limit(`ip-${n}`)],
        }),
      );
      expect((await Promise.all(writes)).map((outcome) => outcome.kind)).toEqual(Array(40).fill("saved"));
      expect(await retryDeadDeliveries(other)).toBe(0);
      expect(await listEnquiries(db)).toHaveLength(40);
    } finally {
      await other.close();
    }
  });

  it("purges enquiries older than the retention period, with their deliveries", async () => {
    const now = new Date();
    const yearAgo = new Date(now.getTime() - 366 * 86_400_000);
    await saveEnquiry(
      db,
      submission(1),
      { idempotencyKey: null, deliveries: due(["email"]), rateLimits: [limit()] },
      yearAgo,
    );
    await save(2);
    expect(await purgeEnquiries(db, 365, now)).toBe(1);
    const remaining = await listEnquiries(db);
    expect(remaining.map((e) => e.fullName)).toEqual(["Visitor 2"]);
    const [row] = await db.all<{ count: unknown }>("SELECT COUNT(*) AS count FROM outbox");
    expect(Number(row?.count)).toBe(1);
  });
});
