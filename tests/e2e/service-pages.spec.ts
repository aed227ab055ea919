import { expectNoAxeViolations, expectNoAxeViolationsForType } from "./support/axe";
import { caseCardTests, contentFile } from "./support/content";
import { expect, test } from "./support/fixtures";
import { servicePaths } from "./support/pages";
import { expectHeroButtonReachesContact } from "./support/scroll";

type Figure = { value: string; label: string };
type ServiceFile = { results: { figures: Figure[] }; process?: { steps: { title: string }[] } };
const service = (path: string) => contentFile<ServiceFile>(`services${path}.yaml`);

for (const path of servicePaths) {
  test.describe(path, () => {
    test("answers with the service template: hero, cards, badges, its figures and its process, and its button leads to the contact section", async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);

      const cards = page.locator("#services li");
      expect(await cards.count()).toBeGreaterThanOrEqual(3);
      expect(await page.locator("[data-badges] button").count()).toBeGreaterThanOrEqual(4);

      const figures = page.locator("#results [data-slot=stat]");
      const expected = service(path).results.figures;
      await expect(figures).toHaveCount(expected.length);
      for (const [index, { value, label }] of expected.entries()) {
        await expect(figures.nth(index).locator("p").first()).toHaveText(value);
        await expect(figures.nth(index)).toContainText(label);
      }
      // A process, where the content gives one, shows its steps in order; otherwise there is none.
      const steps = service(path).process?.steps.map((step) => step.title) ?? [];
      if (steps.length > 0) await expect(page.locator("[data-slot=process-steps] h3")).toHaveText(steps);
      else await expect(page.locator("[data-slot=process-steps]")).toHaveCount(0);
      await expectNoAxeViolationsForType(page, servicePaths, path);
      await expectHeroButtonReachesContact(page);
    });
  });
}

caseCardTests("services");

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
