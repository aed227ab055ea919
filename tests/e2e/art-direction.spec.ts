import { pageContent } from "./support/content";
import { expect, test } from "./support/fixtures";
import { caseStudyPaths } from "./support/pages";

/* The case studies' art direction, measured in the browser (every page's compositions: page-layout.spec). */

test("case studies are art-directed in their own layouts, the client's name on one line", async ({ page }) => {
  // One study of each layout its content chooses (ADR 073; every study: case-study-layouts.spec).
  const byLayout = new Map<string, string>();
  for (const path of caseStudyPaths) {
    const { art } = pageContent<{ art: { layout: string; pullQuote: string } }>(path);
    if (!byLayout.has(art.layout)) byLayout.set(art.layout, path);
  }
  expect(byLayout.size).toBeGreaterThanOrEqual(3);
  for (const [layout, path] of byLayout) {
    await page.goto(path);
    await expect(page.locator("section[data-layout]")).toHaveAttribute("data-layout", layout);
    // The client's name sits on one line, at display size.
    const title = page.getByRole("heading", { level: 1 });
    const box = (await title.boundingBox())!;
    const lineHeight = await title.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
    expect(box.height, `${path}: the name is on one line`).toBeLessThan(lineHeight * 1.5);
    expect(await title.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(48);
  }
});

test("a case study's hero shows its whole cover, uncropped, at every width", async ({ page }) => {
  for (const path of ["/case-studies/tinder", "/case-studies/uber-eats"]) {
    for (const width of [390, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const { frame, image } = await page
        .locator("main section[data-composition=hero] [data-slot=cover]")
        .evaluate((cover) => {
          const box = cover.getBoundingClientRect();
          const img = cover.querySelector("img")!;
          return {
            frame: box.width / box.height,
            image: Number(img.getAttribute("width")) / Number(img.getAttribute("height")),
          };
        });
      expect(
        Math.abs(frame / image - 1),
        `${path} at ${width}px: frame ${frame.toFixed(2)}, cover ${image.toFixed(2)}`,
      ).toBeLessThan(0.01);
    }
  }
});
