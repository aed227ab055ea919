import { brotliCompressSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { expect, limitPerPage, test } from "./support/fixtures";
import { pagePaths, templateOfPage } from "./support/pages";

/** What the first round trip of a new TCP connection carries (RFC 6928), less the response's headers. */
const FIRST_ROUND_TRIP_BYTES = 10 * 1460 - 1500;
const INLINE_STYLESHEET = '<style data-precedence="high"';

// What the first view asks for: the document, its stylesheet (written into the home page, ADR 049),
// the two core font cuts and the images in view. Scripts wait for the largest paint and the web
// manifest for hydration (ADR 048), so on a slow connection neither takes bandwidth from the fonts
// the headline is drawn in.
for (const path of ["/", "/case-studies/tinder", "/blog/openai-shopify-collaboration", "/privacy-policy"]) {
  test(`no script or manifest request starts before the largest paint on ${path}`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
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
      beforePaint.every((url) => /\.(css|woff2|avif|webp|jpg|png)$/.test(url)),
      beforePaint.join(" "),
    ).toBe(true);
    const carried = html.includes(INLINE_STYLESHEET);
    expect(beforePaint.some((url) => url.endsWith(".css"))).toBe(!carried);
    const scripts = view.requests.filter((r) => r.url.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(3);
    // The link arrives with hydration. A page that carried its stylesheet keeps it, for every page the
    // tab goes on to, and only prefetches the file when idle, for the next page loaded in full:
    // applying the same rules twice would restyle the whole page after its first paint.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(carried ? 0 : 1);
    if (carried) await expect(page.locator('link[rel="prefetch"][href$=".css"]')).toHaveCount(1);
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
  // The choice is the template's (its route's handle), so one long page brings the stylesheet to all.
  // A template whose longest document comes within 5% of the limit may carry it either way: a
  // document's size moves by a few bytes from build to build, and the template is chosen with room.
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

/*
 * On a fresh arrival the home page's first style and layout leave out its sections after the hero and
 * its footer (ADR 087): they are drawn one at a time once the page is up, or all at once by the
 * visitor's first input, before anything scrolls.
 */
const HELD = ["needs", "services", "sectors", "process", "work", "showreel", "blog", "faq", "contact"];
const drawn = (page: Page, id: string) =>
  page
    .locator(`#${id} > *`)
    .first()
    .evaluate((inner) => inner.checkVisibility({ contentVisibilityAuto: true }));
const held = (page: Page) => page.evaluate(() => "held" in document.documentElement.dataset);
/** A page in the same browser whose scripts never arrive, so only the document's own script holds and lets go. */
async function withoutScripts(page: Page) {
  const bare = await page.context().newPage();
  await bare.setViewportSize({ width: 390, height: 844 });
  await bare.route("**/*.js", (route) => route.abort());
  return bare;
}
/** A fresh arrival at the home page from another page, on a page of its own whose scripts never arrive. */
async function arriveWithoutScripts(page: Page) {
  const bare = await withoutScripts(page);
  await bare.goto("/blog");
  await bare.goto("/");
  return bare;
}

test("on a fresh arrival the home page holds its lower sections and footer back, then draws them all once it is up (ADR 087)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/blog");
  // The shared page's goto returns once the page has hydrated.
  await page.goto("/");
  // With no input at all, every section ends up drawn and the document lets go of the hold.
  await expect.poll(() => held(page)).toBe(false);
  for (const id of HELD) expect(await drawn(page, id), id).toBe(true);
});

for (const input of ["End", "wheel", "tap"] as const) {
  test(`before the page is up, the first input (${input}) draws everything before the page moves (ADR 087)`, async ({
    page: shared,
  }) => {
    const page = await arriveWithoutScripts(shared);
    expect(await held(page)).toBe(true);
    // The section after the hero is within reach of the first screen; the questions and footer are not.
    expect(await drawn(page, "needs")).toBe(true);
    expect(await drawn(page, "faq")).toBe(false);
    expect(await drawn(page, "contact")).toBe(false);
    if (input === "End") await page.keyboard.press("End");
    else if (input === "wheel") await page.mouse.wheel(0, 400);
    else await page.locator("#hero-heading").dispatchEvent("pointerdown");
    await expect.poll(() => held(page)).toBe(false);
    for (const id of HELD) expect(await drawn(page, id), id).toBe(true);
    if (input === "End") {
      // The jump measured true heights: it ends at the foot of the page, and stays there.
      const atFoot = () =>
        page.evaluate(() => Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) < 2);
      await expect.poll(atFoot).toBe(true);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await atFoot()).toBe(true);
    }
    await page.close();
  });
}

test("before the page is up, a scroll no input began (find in page, a link to a passage) keeps what it reached in place (ADR 087)", async ({
  page: shared,
}) => {
  const page = await arriveWithoutScripts(shared);
  // The questions' heading, far below estimates of every section above it.
  const heading = page.locator("#faq-heading");
  const reached = await heading.evaluate((element) => {
    element.scrollIntoView({ block: "center" });
    return Math.round(element.getBoundingClientRect().top);
  });
  await expect.poll(() => held(page)).toBe(false);
  // Within a pixel: the scroll moves by whole pixels, the layout by fractions.
  await expect
    .poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBeGreaterThanOrEqual(reached - 1);
  expect(await heading.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThanOrEqual(
    reached + 1,
  );
  await page.close();
});

test("coming Back, reloading or arriving at a section, the home page holds nothing back (ADR 087)", async ({
  page: shared,
}) => {
  const page = await withoutScripts(shared);
  await page.goto("/#faq");
  expect(await held(page), "arriving at a section").toBe(false);
  await page.goto("/");
  expect(await held(page), "a fresh arrival").toBe(true);
  await page.reload();
  expect(await held(page), "a reload").toBe(false);
  await page.goto("/blog");
  await page.goBack();
  expect(await held(page), "Back").toBe(false);
  await page.close();
});
