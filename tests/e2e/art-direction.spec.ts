import { expect, test } from "./support/fixtures";

/* The case studies' art direction, measured in the browser (every page's compositions: page-layout.spec). */

test("case studies are art-directed in at least two layouts, in the client's colours", async ({ page }) => {
  const layouts = new Map<string, string>();
  for (const path of ["/case-studies/tinder", "/case-studies/leuchtturm1917"]) {
    await page.goto(path);
    const hero = page.locator("section[data-layout]");
    layouts.set(path, (await hero.getAttribute("data-layout"))!);
    // The client's name sits on one line, at display size.
    const title = page.getByRole("heading", { level: 1 });
    const box = (await title.boundingBox())!;
    const lineHeight = await title.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
    expect(box.height, `${path}: the name is on one line`).toBeLessThan(lineHeight * 1.5);
    expect(await title.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(48);
    await expect(page.locator("figure blockquote")).toHaveCount(1);
  }
  expect(new Set(layouts.values()).size).toBe(2);
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
