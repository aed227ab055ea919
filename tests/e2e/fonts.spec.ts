import { expect, test } from "./support/fixtures";
import { nextPaints, watchLayoutShift } from "./support/scroll";

// The web fonts held back for a second, so the page is first laid out in the metric-matched
// fallbacks; swapping the fonts in must move nothing.
for (const width of [390, 1440]) {
  for (const path of ["/", "/case-studies/tinder", "/luxury-brand-marketing"]) {
    test(`swapping in the web fonts moves no text on ${path} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const shift = await watchLayoutShift(page);
      let held = 0;
      await page.route("**/*.woff2", async (route) => {
        held++;
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      await nextPaints(page);

      expect(held).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.fonts.check('600 48px "Bricolage Grotesque"'))).toBe(true);
      const { layoutShift, shifted } = await shift();
      expect(layoutShift, shifted.join("\n")).toBe(0);
    });
  }
}

test("pages in English copy fetch only the core cut of each face", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) fonts.push(new URL(request.url()).pathname);
  });
  for (const path of ["/", "/marketing-agency-london", "/case-studies/tinder", "/blog/openai-shopify-collaboration"]) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
  }
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((font) => /-ext-/.test(font))).toEqual([]);
});
