import { brotliCompressSync } from "node:zlib";
import { pagePaths, templateOfPage } from "../../scripts/lib/pages";
import { expect, limitPerPage, test } from "./support/fixtures";

/** What the first round trip of a new TCP connection carries (RFC 6928), less the response's headers. */
const FIRST_ROUND_TRIP_BYTES = 10 * 1460 - 1500;
const INLINE_STYLESHEET = '<style data-precedence="high"';

// The web manifest waits for hydration (ADR 048); the stylesheet is linked or carried (ADR 049).
for (const path of ["/", "/case-studies/tinder", "/blog/openai-shopify-collaboration", "/privacy-policy"]) {
  test(`no manifest request starts before the largest paint on ${path}`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('rel="manifest"');
    // The stylesheet linked, or carried where the template's documents need a second round trip (below).
    expect(html.includes('<link rel="stylesheet"')).toBe(!html.includes(INLINE_STYLESHEET));
    // Sections that hydrate on their own (ADR 071) are sent in place, not moved in later by a script.
    expect(html).not.toMatch(/<template id="B:|<div hidden id="S:|\$RC\(/);

    await page.goto(path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const view = await page.evaluate(
      () =>
        new Promise<{ paint: number; requests: { url: string; start: number }[] }>((resolve) => {
          new PerformanceObserver((list) => {
            const paint = list.getEntries()[0]!.startTime;
            const requests = performance
              .getEntriesByType("resource")
              .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime }));
            resolve({ paint, requests });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    const beforePaint = view.requests.filter((r) => r.start < view.paint).map((r) => r.url);
    expect(
      beforePaint.every((url) => /\.(css|js|woff2|avif|webp|jpg|png|svg)$/.test(url)),
      beforePaint.join(" "),
    ).toBe(true);
    const carried = html.includes(INLINE_STYLESHEET);
    expect(beforePaint.some((url) => url.endsWith(".css"))).toBe(!carried);
    const scripts = view.requests.filter((r) => r.url.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(3);
    // A page that carried its stylesheet neither links nor prefetches it: the rules twice would restyle the page.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(carried ? 0 : 1);
    if (carried) await expect(page.locator('link[rel="prefetch"][href$=".css"]')).toHaveCount(0);
  });
}

test("a page reached from the home page by the client's router is styled by the stylesheet the home page carried", async ({
  page,
}) => {
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const paper = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator('footer a[href="/privacy-policy"]').first().click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.locator("h1")).toBeVisible();
  expect(await page.locator('style[data-precedence="high"]').count()).toBe(1);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(paper);
  expect(paper).not.toBe("rgba(0, 0, 0, 0)");
});

test("a template any of whose documents needs a second round trip carries its stylesheet, and no other does (ADR 049)", async ({
  request,
}) => {
  limitPerPage(pagePaths.length, 1_500);
  // Chosen per template, with 5% of room: a document's size moves by a few bytes from build to build.
  const needs = new Map<string, string[]>();
  const longest = new Map<string, number>();
  const inline = new Map<string, boolean>();
  for (const path of pagePaths) {
    const html = await (await request.get(path)).text();
    // Measured without the stylesheet: what the page would weigh if it linked it.
    const withoutStyles = html.replace(/<style data-precedence="high"[^>]*>[\s\S]*?<\/style>/, "");
    const template = templateOfPage.get(path)!;
    const pages = needs.get(template) ?? [];
    const bytes = brotliCompressSync(Buffer.from(withoutStyles)).length;
    if (bytes > FIRST_ROUND_TRIP_BYTES) pages.push(path);
    needs.set(template, pages);
    longest.set(template, Math.max(longest.get(template) ?? 0, bytes));
    const carries = html.includes(INLINE_STYLESHEET);
    expect(inline.get(template) ?? carries, `${path}: carries the stylesheet as the rest of its template does`).toBe(
      carries,
    );
    inline.set(template, carries);
  }
  for (const [template, pages] of needs) {
    if (pages.length === 0 && longest.get(template)! >= FIRST_ROUND_TRIP_BYTES * 0.95) continue;
    expect(inline.get(template), `${template}: its route's handle should ask for inlineStylesheet if ${pages}`).toBe(
      pages.length > 0,
    );
  }
});
