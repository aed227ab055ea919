import { expectNoAxeViolations, expectNoAxeViolationsForType } from "./support/axe";
import { caseCardTests } from "./support/content";
import { expect, test } from "./support/fixtures";
import { servicePaths } from "./support/pages";
import { expectHeroButtonReachesContact } from "./support/scroll";

const results: Record<string, [string, string][]> = {
  "/brand-strategy-positioning": [
    ["180%", "average increase in brand awareness"],
    ["50+", "brand strategies delivered"],
    ["92%", "client satisfaction"],
  ],
  "/paid-media-ppc-management": [
    ["£15M+", "ad spend managed every year"],
    ["340%", "average return on ad spend"],
    ["85%", "reduction in cost per acquisition"],
  ],
  "/social-media-marketing": [
    ["2M+", "followers grown"],
    ["12.3%", "engagement"],
    ["450%", "increase in return on social investment"],
  ],
  "/content-creation-strategy": [
    ["1000+", "pieces of content"],
    ["275%", "increase in engagement"],
    ["60%", "more qualified leads"],
  ],
  "/technology-saas-marketing": [
    ["25+", "technology companies"],
    ["300%", "user growth"],
    ["$50M+", "funding raised"],
  ],
  "/luxury-brand-marketing": [
    ["15+", "brands"],
    ["95%", "retention"],
    ["250%", "increase in brand value"],
  ],
};

for (const path of servicePaths) {
  test.describe(path, () => {
    test("answers with the service template: hero, cards, badges and the spec's figures, and its button leads to the contact section", async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);

      const cards = page.locator("#services li");
      expect(await cards.count()).toBeGreaterThanOrEqual(3);
      expect(await page.locator("[data-badges] button").count()).toBeGreaterThanOrEqual(4);

      const figures = page.locator("#results [data-slot=stat]");
      await expect(figures).toHaveCount(3);
      expect(results[path], "the spec's figures for this page").toBeDefined();
      for (const [index, [value, label]] of results[path]!.entries()) {
        await expect(figures.nth(index).locator("p").first()).toHaveText(value);
        await expect(figures.nth(index)).toContainText(label);
      }
      await expectNoAxeViolationsForType(page, servicePaths, path);
      await expectHeroButtonReachesContact(page);
    });
  });
}

test("brand strategy shows its four-step process in order", async ({ page }) => {
  await page.goto("/brand-strategy-positioning");
  await expect(page.locator("[data-slot=process-steps] h3")).toHaveText([
    "Discovery & Research",
    "Strategic Framework",
    "Identity Development",
    "Implementation & Launch",
  ]);
});

test("only brand strategy has a process", async ({ page }) => {
  await page.goto("/paid-media-ppc-management");
  await expect(page.locator("[data-slot=process-steps]")).toHaveCount(0);
});

caseCardTests("services");

test("the social page features the stationery brand's figures, without a link", async ({ page }) => {
  await page.goto("/social-media-marketing");
  const feature = page.locator("#work [data-case]");
  await expect(feature).toHaveCount(1);
  await expect(feature).toContainText("Stationery");
  await expect(feature).toContainText("200,000+");
  await expect(feature).toContainText("Instagram followers");
  await expect(feature).toContainText("8.5%");
  expect(await feature.evaluate((el) => el.tagName)).toBe("ARTICLE");
  await expect(page.locator("#work a")).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the hero button scrolls to 80px above the contact section", async ({ page }) => {
    await page.goto("/social-media-marketing");
    await page.locator("[data-cta=hero]").click();
    await expect
      .poll(() => page.locator("#contact").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(80);
    await expectNoAxeViolations(page);
  });
});

test("process step titles stay on one line at desktop widths", async ({ page }) => {
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/brand-strategy-positioning");
    const wrapped = await page
      .locator("[data-slot=process-steps] h3")
      .evaluateAll((titles) =>
        titles
          .filter(
            (title) =>
              title.getBoundingClientRect().height > 1.5 * Number.parseFloat(getComputedStyle(title).lineHeight),
          )
          .map((title) => title.textContent),
      );
    expect(wrapped, `${width}px`).toEqual([]);
  }
});
