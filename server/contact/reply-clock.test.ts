// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { enquiryCopy } from "~/content/enquiry-operations";
import { createPostgresDatabase } from "../../tests/support/databases";
import { enquiry } from "../../tests/support/enquiry";
import { TestSmtpServer } from "../../tests/support/smtp";
import { parseEnv } from "../env";
import { createLogger } from "../logger";
import { readCounts } from "../store/daily-counts";
import { openDatabase } from "../store/database";
import { findEnquiry, listEnquiries, saveEnquiry } from "../store/enquiries";
import { SPAM_CAPS, signFormToken } from "./answer";
import { owedDeliveries } from "./delivery";
import { type ContactService, contactPipeline } from "./pipeline";
import { londonTime } from "./reply-clock";

// Each test runs the pipeline end to end (a store, SMTP, rendered emails): seconds, more on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

const SITE = "https://www.lumenandlark.example";
const HOUR = 3_600_000;

/** Databases made for these tests, dropped after them. */
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
});

/** The stores a service can run on: the embedded one always, PostgreSQL where the tests have one. */
const stores = [
  { name: "sqlite", databaseUrl: async () => undefined },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: "postgres",
          databaseUrl: async () => {
            const { url, drop } = await createPostgresDatabase();
            drops.push(drop);
            return url;
          },
        },
      ]
    : []),
];

/** Unfolded headers and quoted-printable soft breaks joined, as a mail client shows a message. */
const readable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=")
    .replace(/\r?\n[ \t]+/g, " ");

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`${SITE}/api/contact-form`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
const json = (body: Record<string, unknown>) =>
  new Request(`${SITE}/api/contact-form`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: SITE },
    body: JSON.stringify(body),
  });
const brief = (n: number) => ({
  fullName: `Grace ${n}`,
  company: "Compilers Ltd",
  email: `grace${n}@compilers.example`,
  message: "We need a launch plan for Spain.",
});

describe.each(stores)("the reply clock, spam held and the digest on $name", (store) => {
  const smtp = new TestSmtpServer();
  const events: Record<string, unknown>[] = [];
  let crm: Server;
  let dataDir: string;
  let databaseUrl: string | undefined;
  const services: ContactService[] = [];

  beforeAll(async () => {
    await smtp.start();
    crm = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => {
        body += chunk;
      });
      req.on("end", () => {
        events.push(JSON.parse(body));
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => crm.listen(0, "127.0.0.1", resolve));
    databaseUrl = await store.databaseUrl();
  }, 120_000);
  afterEach(async () => {
    for (const service of services.splice(0)) await service.stop();
  });
  afterAll(async () => {
    await smtp.stop();
    crm?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const env = (overrides: Record<string, string | undefined> = {}) => {
    dataDir ??= mkdtempSync(path.join(tmpdir(), "lumen-replies-"));
    return parseEnv({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      WEBHOOK_URL: `http://127.0.0.1:${(crm.address() as { port: number }).port}/hook`,
      WEBHOOK_SECRET: "w".repeat(40),
      CONTACT_MIN_FILL_MS: "0",
      OUTBOX_POLL_MS: "50",
      SITE_URL: SITE,
      ...overrides,
    });
  };
  const start = async (clock?: () => Date, overrides: Record<string, string | undefined> = {}) => {
    const service = contactPipeline(env(overrides), createLogger("silent"), clock);
    services.push(service);
    await service.start();
    return service;
  };
  const mailsTo = (id: string) =>
    smtp.received.filter((mail) => mail.enquiryId === id).map((mail) => readable(mail.raw));

  it("an enquiry's email carries its Source and a link whose GET changes nothing and whose POST records the reply once", async () => {
    const service = await start();
    const answer = await service.answer(
      form({ ...brief(1), sentFrom: "/paid-media-ppc-management", formToken: service.issueFormToken()! }),
      "203.0.113.5",
      [SITE],
    );
    const id = (answer as { id: string }).id;
    await expect.poll(() => mailsTo(id).length, { timeout: 20_000 }).toBe(1);
    const mail = mailsTo(id)[0]!;
    expect(mail).toContain("/paid-media-ppc-management");
    const token = /\/answered\/([0-9a-z.]+)/.exec(mail)?.[1] ?? "";
    expect(token).toMatch(/^[0-9a-f]{32}\.[0-9a-z]+\.[0-9a-f]{32}$/);
    expect(service.signedReplyToken(token)).toBe(true);

    // A mail scanner fetching the link, twice: the page shows the reference, and nothing is recorded.
    for (const _ of [1, 2])
      expect(await service.replyLink(token, false)).toMatchObject({ state: "open", reference: id });
    expect((await service.replyLink(token, false)) as object).not.toHaveProperty("email");
    // A link works for 30 days, then says it has expired.
    const later = (days: number) => new Date(Date.now() + days * 24 * HOUR);
    expect(await service.replyLink(token, false, later(29))).toMatchObject({ state: "open" });
    expect(await service.replyLink(token, true, later(31))).toEqual({ state: "expired" });
    const stored = async () => (await listEnquiries(service.store.ready!.db)).find((e) => e.id === id);
    expect((await stored())?.answeredAt).toBeNull();

    const done = await service.replyLink(token, true);
    expect(done).toMatchObject({ state: "done", reference: id });
    expect(await service.replyLink(token, true)).toMatchObject({ state: "used" });
    expect(await service.replyLink(token, false)).toMatchObject({ state: "used" });
    expect((await stored())?.answeredAt).not.toBeNull();
    // The follow-ups it no longer owes are gone.
    expect((await stored())?.deliveries.map((d) => d.channel).sort()).toEqual(["email", "webhook"]);

    const forged = `${token.slice(0, -1)}${token.endsWith("0") ? "1" : "0"}`;
    expect(service.signedReplyToken(forged)).toBe(false);
    expect(await service.replyLink(forged, true)).toEqual({ state: "forged" });
    expect(await service.replyLink("../../etc/passwd", true)).toEqual({ state: "forged" });
    const webhook = events.find((event) => event.type === "enquiry.created" && event.id === id);
    expect(webhook).toMatchObject({
      schemaVersion: 3,
      language: "en",
      attribution: { page: "/paid-media-ppc-management" },
    });
  });

  it("an enquiry sent from a Spanish page says so in its email's subject and details, and in its webhook", async () => {
    const service = await start();
    const answer = await service.answer(
      form({ ...brief(7), sentFrom: "/es/casos/tinder", formToken: service.issueFormToken()! }),
      "203.0.113.9",
      [SITE],
    );
    const id = (answer as { id: string }).id;
    await expect.poll(() => mailsTo(id).length, { timeout: 20_000 }).toBe(1);
    const mail = mailsTo(id)[0]!;
    const { languages, enquiryEmail } = enquiryCopy;
    expect(mail).toContain(
      `Subject: ${enquiryEmail.subjectInLanguage.split(":")[0]!.replace("{language}", languages.es)}`,
    );
    expect(mail).toMatch(new RegExp(`${languages.label}\\s+${languages.es}`));
    await expect
      .poll(() => events.find((event) => event.type === "enquiry.created" && event.id === id))
      .toMatchObject({ language: "es", attribution: { page: "/es/casos/tinder" } });
  });

  it("sends one reminder and one overdue event for an enquiry not answered in time, never again after a restart", async () => {
    const setup = await openDatabase({ databaseUrl, dataDir: env().DATA_DIR });
    const arrived = new Date(Date.now() - 21 * HOUR);
    const owed = owedDeliveries(env(), arrived);
    const save = (n: number) =>
      saveEnquiry(
        setup,
        enquiry(n, brief(n)),
        { idempotencyKey: null, deliveries: owed, rateLimits: [] },
        arrived,
      ).then((saved) => (saved as { id: string }).id);
    const late = await save(3);
    const answered = await save(4);
    const racing = await save(5);
    // One answered in time; one marked answered just as its reminder was about to go (its row still owed).
    await setup.run("UPDATE enquiries SET answered_at = ? WHERE id IN (?, ?)", [
      new Date().toISOString(),
      answered,
      racing,
    ]);
    await setup.run("DELETE FROM outbox WHERE enquiry_id = ? AND channel IN ('reminder', 'overdue')", [answered]);
    await setup.close();

    const first = await start();
    await expect.poll(() => mailsTo(late).length, { timeout: 20_000 }).toBe(2);
    await expect
      .poll(() => events.filter((e) => e.type === "enquiry.overdue" && e.id === late).length, { timeout: 20_000 })
      .toBe(1);
    const reminder = mailsTo(late).find((mail) => /^Message-ID: <reminder\./m.test(mail)) ?? "";
    expect(reminder).toContain("/answered/");
    await first.stop();
    services.splice(services.indexOf(first), 1);
    // A restart delivers nothing twice, and the answered enquiries never had a reminder.
    const second = await start();
    await expect.poll(async () => (await second.health()).outbox?.pending, { timeout: 20_000 }).toBe(0);
    expect(mailsTo(late)).toHaveLength(2);
    expect(events.filter((e) => e.type === "enquiry.overdue" && e.id === late)).toHaveLength(1);
    expect(events.find((e) => e.type === "enquiry.overdue")).toMatchObject({ schemaVersion: 3, reminderHours: 20 });
    for (const id of [answered, racing]) {
      expect(mailsTo(id).filter((mail) => /^Message-ID: <reminder\./m.test(mail))).toHaveLength(0);
      expect(events.filter((e) => e.type === "enquiry.overdue" && e.id === id)).toHaveLength(0);
    }
  });

  it("holds what the checks catch as spam, undelivered, and past the caps counts it dropped", async () => {
    const service = await start(undefined, { CONTACT_MIN_FILL_MS: "600000" });
    const caught: Array<[string, Request]> = [
      ["honeypot", form({ ...brief(6), website: "https://spam.example" })],
      // Links, in a post whose token has passed the minimum fill time.
      [
        "links",
        form({
          ...brief(7),
          message: "http://a.example http://b.example http://c.example www.d.example",
          formToken: signFormToken(service.store.ready!.formSecret, Date.now() - 700_000),
        }),
      ],
      ["too_fast", json({ ...brief(8), formToken: service.issueFormToken() })],
    ];
    for (const [, request] of caught) await service.answer(request, "198.51.100.7", [SITE]);
    const db = service.store.ready!.db;
    const held = await listEnquiries(db, { spam: true });
    expect(held.map((e) => e.spamReason).sort()).toEqual(["honeypot", "links", "too_fast"]);
    expect(held.every((e) => e.deliveries.length === 0)).toBe(true);

    // One client's flood: held up to its cap, the rest dropped and only counted.
    const flood = SPAM_CAPS.perClient + 5;
    for (let n = 0; n < flood; n++)
      await service.answer(form({ ...brief(100 + n), website: "x" }), "198.51.100.8", [SITE]);
    const fromFlood = (await listEnquiries(db, { spam: true })).filter((e) => e.fullName.startsWith("Grace 1"));
    expect(fromFlood.length).toBe(SPAM_CAPS.perClient);
    await service.stop();
    services.splice(services.indexOf(service), 1);
    const check = await openDatabase({ databaseUrl, dataDir: env().DATA_DIR });
    try {
      const counts = await readCounts(check, "2000-01-01", "2100-01-01");
      expect(
        counts.filter((c) => c.metric === "spam-dropped").reduce((sum, c) => sum + c.count, 0),
      ).toBeGreaterThanOrEqual(5);
      expect(await findEnquiry(check, held[0]!.id)).not.toBeNull();
    } finally {
      await check.close();
    }
  });

  it("sends the weekly digest on Monday at 08:00 London time, once, whatever restarts or instances", async () => {
    // Started on a Wednesday: the week before is not sent; the next Monday's is.
    const wednesday = londonTime("2031-03-26", 15);
    let now = wednesday;
    const clock = () => now;
    // A store of its own, new on that Wednesday.
    const fresh = {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "lumen-digest-")),
      DATABASE_URL: await store.databaseUrl(),
    };
    const startFresh = (at: () => Date) => start(at, fresh);
    const first = await startFresh(clock);
    expect(await first.sendDigestIfDue(wednesday)).toBe(false);
    const digests = () => smtp.received.filter((mail) => /^Message-ID: <digest\./m.test(mail.raw));
    const before = digests().length;
    // Monday 31 March 2031 is in British Summer Time: 08:00 in London is 07:00 UTC.
    const monday = londonTime("2031-03-31", 8);
    expect(monday.toISOString()).toBe("2031-03-31T07:00:00.000Z");
    expect(await first.sendDigestIfDue(new Date(monday.getTime() - 60_000))).toBe(false);
    now = monday;
    // A second instance starts at that minute (and checks at once), while both are asked again.
    const second = await startFresh(clock);
    await Promise.all([first.sendDigestIfDue(monday), second.sendDigestIfDue(monday)]);
    await expect.poll(() => digests().length, { timeout: 20_000 }).toBe(before + 1);
    // The week covered: Monday 24 to Sunday 30 March 2031, ISO week 13.
    expect(digests().at(-1)!.messageId).toBe("<digest.2031-W13@www.lumenandlark.example>");
    const third = await startFresh(clock);
    expect(await third.sendDigestIfDue(new Date(monday.getTime() + 2 * HOUR))).toBe(false);
    expect(digests().length).toBe(before + 1);
    rmSync(fresh.DATA_DIR, { recursive: true, force: true });
  });
});
