import { expect, test } from "./support/fixtures";
import { pagePaths } from "./support/pages";

/* Section compositions and the case studies' art direction, measured in the browser. */

test("no two neighbouring sections share a composition, and ordinals mark only sequences", async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const path of pagePaths) {
    await page.goto(path);
    const sections = await page
      .locator("main section[data-composition]")
      .evaluateAll((elements) => elements.map((element) => element.getAttribute("data-composition")!));
    for (let i = 1; i < sections.length; i++) {
      if (sections[i] === sections[i - 1]) problems.push(`${path}: two "${sections[i]}" sections in a row`);
    }
    // "01", "02"… belong to steps that happen in order, not to every set of cards.
    const numbered = await page
      .locator("main section")
      .filter({ has: page.locator("[data-slot=ordinal]") })
      .count();
    if (numbered > 1) problems.push(`${path}: ${numbered} sections carry ordinals`);
  }
  expect(problems, problems.join("\n")).toEqual([]);
});

test("a page of each template declares a composition for every section", async ({ page }) => {
  for (const path of ["/", "/brand-strategy-positioning", "/marketing-agency-london", "/case-studies/tinder"]) {
    await page.goto(path);
    const undeclared = await page
      .locator("main section:not([data-composition])")
      .evaluateAll((elements) => elements.map((element) => element.id || element.getAttribute("aria-labelledby")));
    expect(undeclared, path).toEqual([]);
  }
});

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
