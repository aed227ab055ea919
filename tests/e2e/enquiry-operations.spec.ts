import { readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { chromium, expect, test } from "@playwright/test";
import { chromiumArgs, headlessShellPath } from "../../scripts/lib/chromium.mjs";
import { mailRow } from "../support/enquiry";
import { cli, enquiry, type RunningServer, startServer, submitJson, tempDataDir } from "../support/server";
import { TestSmtpServer } from "../support/smtp";
import { contentFile } from "./support/content";
import { readableMail } from "./support/enquiry";

type EnquiryCopy = {
  source: { labels: Record<"source" | "sentFrom", string> };
  answeredPage: Record<"open" | "done" | "used" | "forged", { heading: string }>;
  report: Record<string, string>;
};
const copy = contentFile<EnquiryCopy>("parts/enquiry-operations.yaml");
const thankYou = contentFile<{ booking: { title: string; link: string } }>("pages/thank-you.yaml");
const BOOKING_URL = "https://cal.lumenandlark.example/strategy-session";

test.describe("enquiry operations", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  const smtp = new TestSmtpServer();
  let server: RunningServer;
  let dataDir: string;
  const env = () => ({ DATA_DIR: dataDir });

  test.beforeAll(async () => {
    await smtp.start();
    dataDir = tempDataDir("enquiries");
    server = await startServer({
      dataDir,
      env: { SMTP_URL: smtp.url, OUTBOX_POLL_MS: "100", BOOKING_URL, LOG_LEVEL: "warn" },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const mailTo = async (id: string) => {
    await expect.poll(() => smtp.received.some((mail) => mail.enquiryId === id), { timeout: 20_000 }).toBe(true);
    return readableMail(smtp.received.find((mail) => mail.enquiryId === id)!.raw);
  };

  test("a lead's email has its Source; its link's page changes nothing until its button is pressed, once", async ({
    request,
  }) => {
    const lead = enquiry("lead-1");
    const touch = { utm_source: "google", utm_medium: "cpc", gclid: true, landing: "/", date: "2026-11-26" };
    const response = await submitJson(server.url, {
      ...lead,
      sentFrom: "/blog",
      attribution: { first: touch, last: touch },
    } as never);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const mail = await mailTo(id);
    expect(mail).toMatch(mailRow(copy.source.labels.source, "google / cpc"));
    expect(mail).toMatch(mailRow(copy.source.labels.sentFrom, "/blog"));
    const link = /(http:\/\/\S+\/answered\/[0-9a-z.]+)/.exec(mail)?.[1] ?? "";
    expect(link).not.toBe("");

    // What a mail scanner does: fetch the link, twice. A page with the reference and no one's details.
    for (const _ of [1, 2]) {
      const page = await request.get(link);
      expect(page.status()).toBe(200);
      expect(page.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      expect(page.headers()["cache-control"]).toBe("no-store");
      const html = await page.text();
      expect(html).toContain(copy.answeredPage.open.heading);
      expect(html).toContain(id);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
      for (const personal of [lead.fullName, lead.email, lead.company]) expect(html).not.toContain(personal);
    }
    expect((await cli(env(), "export", "--format", "json")).stdout).toContain('"answeredAt": null');

    // The button, in a browser without JavaScript: the form posts, and the reply is recorded.
    const browser = await chromium.launch({ executablePath: headlessShellPath(), args: chromiumArgs });
    try {
      const page = await browser.newPage({ javaScriptEnabled: false });
      await page.goto(link);
      await page.getByRole("button", { name: "Mark as answered" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.answeredPage.done.heading);
      const again = await page.reload();
      expect(again?.status()).toBe(409);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.answeredPage.used.heading);
    } finally {
      await browser.close();
    }
    const used = await request.post(link, { headers: { Origin: new URL(link).origin } });
    expect(used.status()).toBe(409);
    const forged = await request.get(link.replace(/.$/, (last) => (last === "0" ? "1" : "0")));
    expect(forged.status()).toBe(403);
    expect(await forged.text()).toContain(copy.answeredPage.forged.heading);
    expect((await request.post(link, { headers: { Origin: "https://evil.example" } })).status()).toBe(403);

    const stats = await cli(env(), "stats");
    expect(stats.status).toBe(0);
    expect(stats.stdout).toMatch(/google \/ cpc\s+1/);
    expect(stats.stdout).toMatch(new RegExp(`${copy.report.answered}\\s+1 / 1`));
  });

  test("spam is answered as a success, held, listed on its own and, released, delivered as an enquiry", async () => {
    // A filled honeypot gets an ordinary-looking success.
    const caught = enquiry("lead-spam", { website: "https://bots.example" });
    const answer = await submitJson(server.url, caught);
    expect([answer.status, await answer.json()]).toEqual([201, { ok: true, id: expect.any(String) }]);
    const held = await cli(env(), "list", "--spam");
    expect(held.stdout).toContain(caught.fullName);
    expect(held.stdout).toContain("spam (honeypot)");
    expect((await cli(env(), "list")).stdout).not.toContain(caught.fullName);
    const id = /([0-9a-f-]{36})/.exec(held.stdout)![1]!;
    const released = await cli(env(), "release", id);
    expect(released.stdout).toContain(`Released ${id}`);
    expect(await mailTo(id)).toContain(caught.fullName);
    expect((await cli(env(), "release", id)).status).toBe(1);
    expect((await cli(env(), "list")).stdout).toContain(caught.fullName);
    expect((await cli(env(), "stats")).stdout).toMatch(new RegExp(`${copy.report.spamReleased}\\s+1`));
  });

  test("the digest's preview is written to a file only its owner reads", async () => {
    const out = path.join(dataDir, "digest.html");
    const preview = await cli(env(), "digest", "--preview", "--out", out);
    expect(preview.status).toBe(0);
    expect(preview.stderr).toContain(`to ${out}`);
    expect(statSync(out).mode & 0o777).toBe(0o600);
    const html = readFileSync(out, "utf8");
    expect(html).toContain("<table");
    expect(html).not.toMatch(/<svg|<script/);
    expect(preview.stdout).toContain(copy.report.bySource);
  });

  test("/thank-you offers the booking page first, as a plain link", async ({ request }) => {
    const html = await (await request.get(`${server.url}/thank-you`)).text();
    const steps = html.slice(html.indexOf("<ol"));
    expect(steps.indexOf(thankYou.booking.title)).toBeGreaterThan(-1);
    expect(steps.indexOf(thankYou.booking.title)).toBeLessThan(steps.indexOf("</li>"));
    expect(html).toContain(`href="${BOOKING_URL}"`);
    expect(html).not.toContain('<script src="https://cal.');
  });

  test("the reports endpoint rations each client, and counts one client's page once a day in the figures", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 40; n++) {
      const response = await fetch(`${server.url}/api/browser-report`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ path: "/", lcp: 1500 + n }),
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    await expect.poll(async () => (await cli(env(), "stats")).stdout, { timeout: 20_000 }).toMatch(/home\s+1\s+1\.\ds/);
  });
});

test("without BOOKING_URL, as on the shared server, /thank-you has no booking link", async ({ request }) => {
  expect(await (await request.get("/thank-you")).text()).not.toContain(thankYou.booking.title);
});
