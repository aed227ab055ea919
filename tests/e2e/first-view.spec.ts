import { expect, test } from "./support/fixtures";

// What the first view asks for: the document, its stylesheet, the two core font cuts and the images
// in view. Scripts wait for the largest paint and the web manifest for hydration, so on a slow
// connection neither takes bandwidth from the fonts the headline is drawn in.
for (const path of ["/", "/case-studies/tinder", "/blog/openai-shopify-collaboration", "/privacy-policy"]) {
  test(`no script or manifest request starts before the largest paint on ${path}`, async ({ page, request }) => {
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
    const scripts = view.requests.filter((r) => r.url.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) expect(script.start, script.url).toBeGreaterThan(view.paint);
    const manifest = view.requests.find((r) => r.url === "/site.webmanifest");
    if (manifest) expect(manifest.start).toBeGreaterThan(view.paint);
    // The link arrives with hydration, and the served document does not carry it.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
    expect(await (await request.get(path)).text()).not.toContain('rel="manifest"');
  });
}
