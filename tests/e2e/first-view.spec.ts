import { expect, test } from "./support/fixtures";

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
    // Only the home page is long enough to need a second round trip, so only it carries its styles.
    expect(html.includes('<link rel="stylesheet"')).toBe(path !== "/");
    expect(html.includes("<style>")).toBe(path === "/");

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
    expect(beforePaint.some((url) => url.endsWith(".css"))).toBe(path !== "/");
    const scripts = view.requests.filter((r) => r.url.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(3);
    // The link arrives with hydration; on the home page, so does the stylesheet's, for the next page.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
  });
}
