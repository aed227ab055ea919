import type { Page, Request } from "@playwright/test";
import { allow, expect, test } from "./support/fixtures";

const REPORTS = "/api/browser-report";

/** The page is hidden, as when its visitor switches tab or leaves: what the browser announces then. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  });

/** Waits until the vitals script is watching: it loads when the browser is idle after hydration. */
const watching = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("/vitals-")));

const isReport = (type: string) => (request: Request) =>
  request.url().endsWith(REPORTS) && (request.headers()["content-type"] ?? "").startsWith(type);

test.describe("the site's own report", () => {
  test.use({ allowConsoleErrors: allow(/Boom/) });

  test("is sent once the page is hidden: the page's path, its vitals and its uncaught errors", async ({ page }) => {
    // Keeps each beacon's body as it is sent (Chromium's network events leave a beacon's out).
    await page.addInitScript(() => {
      const send = navigator.sendBeacon.bind(navigator);
      const kept: BodyInit[] = [];
      Object.assign(window, { beacons: kept });
      navigator.sendBeacon = (url, data) => {
        if (data) kept.push(data);
        return send(url, data);
      };
    });
    await page.goto("/case-studies/tinder");
    await watching(page);
    await page.evaluate(() => setTimeout(() => Promise.reject(new Error("Boom in a promise"))));
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error("Boom at https://cdn.example/x.js order 123456");
      }),
    );
    await page.locator("footer").getByRole("link", { name: "Latest Insights" }).click();
    await expect(page).toHaveURL("/blog");
    // The click's timing exists once the frame after it is presented; the page is hidden as soon as it
    // does, before the vitals' observer may have been handed it.
    await page.waitForFunction(() => performance.getEntriesByType("first-input").length > 0);
    const sent = page.waitForRequest(isReport("application/json"));
    await hide(page);
    const request = await sent;
    const report = JSON.parse(
      await page.evaluate(() => ((window as unknown as { beacons: Blob[] }).beacons[0] as Blob).text()),
    ) as Record<string, unknown>;
    // The path the document landed on: its vitals are the document's.
    expect(report).toMatchObject({ path: "/case-studies/tinder" });
    expect(report.lcp).toEqual(expect.any(Number));
    expect(report.cls).toEqual(expect.any(Number));
    expect(report.inp).toEqual(expect.any(Number));
    expect(report.errors).toEqual(
      expect.arrayContaining([expect.stringContaining("Boom in a promise"), expect.stringContaining("Boom at")]),
    );
    expect(Object.keys(report).sort()).toEqual(["cls", "errors", "inp", "lcp", "path"]);
    expect((await request.response())?.status()).toBe(204);
    // Hidden again later: nothing more is sent.
    let again = 0;
    page.on("request", (next) => {
      if (next.url().endsWith(REPORTS)) again++;
    });
    await hide(page);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(again).toBe(0);
  });
});

test.describe("a CSP violation", () => {
  test.use({ allowConsoleErrors: allow(/Content Security Policy/, /CSP violation/) });

  test("is reported by the browser to the same endpoint, and counted", async ({ page }) => {
    await page.goto("/");
    const sent = page.waitForRequest(isReport("application/csp-report"));
    await page.evaluate(() => document.head.append(Object.assign(document.createElement("script"), { text: "1" })));
    const request = await sent;
    expect(request.postDataJSON()["csp-report"]).toMatchObject({ "blocked-uri": "inline" });
    expect((await request.response())?.status()).toBe(204);
  });
});

// Which bodies are reports is held by app/lib/browser-reports.server.test.ts; here, the answers' statuses.
test("the endpoint refuses what is not a report, and every other method", async ({ request }) => {
  const post = (data: string, type: string) => request.post(REPORTS, { data, headers: { "content-type": type } });
  expect((await post("junk", "application/json")).status()).toBe(400);
  expect((await post('{"path":"/","lcp":1200}', "text/plain")).status()).toBe(415);
  expect((await post(JSON.stringify({ path: "/", errors: ["x".repeat(9000)] }), "application/json")).status()).toBe(
    413,
  );
  expect((await post('{"path":"/","lcp":1200}', "application/json")).status()).toBe(204);
  expect((await request.get(REPORTS)).status()).toBe(405);
});
