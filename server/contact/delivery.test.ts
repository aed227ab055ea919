// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { due } from "../../tests/support/databases";
import { enquiry } from "../../tests/support/enquiry";
import { TestSmtpServer } from "../../tests/support/smtp";
import { parseEnv } from "../env";
import { createLogger } from "../logger";
import { listEnquiries, saveEnquiry } from "../store/enquiries";
import { type ContactService, contactPipeline } from "./pipeline";

// Each test runs the pipeline end to end (a store, SMTP, rendered emails): seconds, more on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

const SITE = "https://www.lumenandlark.example";

/** A pipeline of its own for a describe block: its data folder, its SMTP server, and the env it is given. */
function pipeline(env: () => Record<string, string> = () => ({}), lines?: string[]) {
  const run = { smtp: new TestSmtpServer(), service: null as unknown as ContactService, dataDir: "" };
  beforeAll(async () => {
    await run.smtp.start();
    run.dataDir = mkdtempSync(path.join(tmpdir(), "lumen-delivery-"));
    const base = { DATA_DIR: run.dataDir, SMTP_URL: run.smtp.url, CONTACT_MIN_FILL_MS: "0", OUTBOX_POLL_MS: "50" };
    const logger = lines ? createLogger("info", (line) => lines.push(line)) : createLogger("silent");
    run.service = contactPipeline(parseEnv({ ...base, SITE_URL: SITE, ...env() }), logger);
    await run.service.start();
  }, 120_000);
  afterAll(async () => {
    await run.service?.stop();
    await run.smtp.stop();
    rmSync(run.dataDir, { recursive: true, force: true });
  });
  const post = async (fields: Record<string, string>, client: string) => {
    const body = new URLSearchParams({ ...fields, formToken: run.service.issueFormToken()! });
    const headers = { "Content-Type": "application/x-www-form-urlencoded" };
    const request = new Request(`${SITE}/api/contact-form`, { method: "POST", headers, body });
    return run.service.answer(request, client, [SITE]);
  };
  return { run, post };
}

describe("a delivery that dies is announced through the other channel", () => {
  const webhookCalls: string[] = [];
  let crm: Server;
  beforeAll(async () => {
    // A CRM that refuses every enquiry for good (410 Gone).
    crm = createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        webhookCalls.push(req.url ?? "");
        res.writeHead(410).end();
      });
    });
    await new Promise<void>((resolve) => crm.listen(0, "127.0.0.1", resolve));
  });
  afterAll(() => void crm?.close());
  const { run, post } = pipeline(() => ({
    WEBHOOK_URL: `http://127.0.0.1:${(crm.address() as { port: number }).port}/hook`,
    WEBHOOK_SECRET: "w".repeat(40),
  }));

  it("by email when the webhook refuses an enquiry, naming it by reference only", async () => {
    const fields = { fullName: "Grace Hopper", company: "Compilers Ltd", email: "grace@compilers.example" };
    const answer = await post({ ...fields, message: "We need a launch plan." }, "203.0.113.5");
    expect(answer).toMatchObject({ ok: true, duplicate: false });
    const id = (answer as { id: string }).id;
    await expect.poll(() => run.smtp.received.length, { timeout: 20_000 }).toBe(2);
    // Unfolded headers and quoted-printable soft line breaks joined, as a mail client shows them.
    const mails = run.smtp.received.map((mail) => mail.raw.replace(/=\r?\n/g, "").replace(/\r?\n[ \t]+/g, " "));
    const alert = mails.find((mail) => /^Subject: Action needed/m.test(mail)) ?? "";
    expect(alert).toContain(`Subject: Action needed: enquiry ${id} did not reach the webhook`);
    expect(alert).toContain(`npm run enquiries -- retry --id ${id}`);
    expect(alert).not.toContain("grace@compilers.example");
    expect(webhookCalls).toEqual(["/hook"]);
    expect(await run.service.health()).toEqual({
      status: "ok",
      database: "sqlite",
      outbox: { pending: 0, oldestPendingSeconds: 0, dead: 1 },
    });
  });
});

describe("an SMTP server that refuses the site's login (535)", () => {
  const lines: string[] = [];
  const { run, post } = pipeline(() => ({ OUTBOX_RETRY_BASE_MS: "50", OUTBOX_RETRY_MAX_MS: "100" }), lines);

  it("keeps the email and retries it, raises the alarm once, and /healthz reports degraded until it is sent", async () => {
    run.smtp.rejectWith = { code: 535, message: "5.7.8 Authentication credentials invalid" };
    const fields = { fullName: "Ada", company: "Engines", email: "ada@x.example", message: "Hello" };
    expect(await post(fields, "203.0.113.6")).toMatchObject({ ok: true });
    await expect
      .poll(() => lines.filter((line) => line.includes("will retry")).length, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(3);
    expect(await run.service.health()).toMatchObject({
      status: "degraded",
      email: "login refused",
      outbox: { dead: 0 },
    });
    expect(lines.filter((line) => line.includes("SMTP refuses the site's login"))).toHaveLength(1);
    run.smtp.rejectWith = null;
    await expect.poll(() => run.smtp.received.length, { timeout: 20_000 }).toBe(1);
    await expect.poll(async () => (await run.service.health()).status).toBe("ok");
  });
});

describe("past ENQUIRY_EMAILS_PER_HOUR", () => {
  const { run } = pipeline(() => ({ ENQUIRY_EMAILS_PER_HOUR: "3" }));

  it("keeps every enquiry, emails and reminds of the first 3 in the hour, and sums up the rest in one alarm", async () => {
    const db = run.service.store.ready!.db;
    for (let n = 1; n <= 8; n++)
      await saveEnquiry(db, enquiry(n), {
        idempotencyKey: null,
        deliveries: due(["email", "reminder"]),
        rateLimits: [],
      });
    await expect
      .poll(async () => (await listEnquiries(db)).flatMap((row) => row.deliveries.map((d) => d.status)), {
        timeout: 20_000,
      })
      .toEqual(Array(16).fill("delivered"));
    const subjects = run.smtp.received.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]).sort();
    expect(subjects).toHaveLength(3 + 3 + 1);
    expect(subjects.filter((subject) => subject?.startsWith("New enquiry"))).toHaveLength(3);
    expect(subjects.filter((subject) => subject?.startsWith("Reply due"))).toHaveLength(3);
    const [alarm] = run.smtp.received.filter((mail) =>
      mail.raw.includes("Subject: Action needed: more than 3 enquiries"),
    );
    expect(alarm?.raw.replace(/=\r?\n/g, "")).toContain("npm run enquiries -- list --limit 8");
    expect(await listEnquiries(db)).toHaveLength(8);
  });
});
