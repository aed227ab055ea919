import { locationPaths, servicePaths } from "../../scripts/lib/pages";
import { expectNoAxeViolations, expectNoAxeViolationsForType } from "./support/axe";
import { pageContent } from "./support/content";
import { expect, limitPerPage, test } from "./support/fixtures";
import { expectHeroButtonReachesContact } from "./support/scroll";
import { lineCount } from "./support/typesetting";

type LocationFile = { stats: { kind: "figures" | "highlights" } };

// Status and one h1 are judged for every page in page-layout.spec; its content's words are not restated (ADR 095).
for (const path of [...servicePaths, ...locationPaths]) {
  const isService = servicePaths.includes(path);
  test(`${path} has the ${isService ? "service" : "location"} template's cards${isService ? " and badges" : ""}, and its hero's button leads to the contact section`, async ({
    page,
  }) => {
    await page.goto(path);
    expect(await page.locator("#services li").count()).toBeGreaterThanOrEqual(3);
    if (isService) expect(await page.locator("[data-badges] button").count()).toBeGreaterThanOrEqual(4);
    // A location page of highlights sets headline words, never an amount.
    else if (pageContent<LocationFile>(path).stats.kind === "highlights")
      for (const value of await page.locator("#figures [data-slot=stat] > p:first-child").allTextContents())
        expect(value).not.toMatch(/[%£$€]/);
    await expectNoAxeViolationsForType(page, isService ? servicePaths : locationPaths, path);
    await expectHeroButtonReachesContact(page);
  });
}

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
  await page.goto("/brand-strategy-positioning");
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
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

/** The heights a desktop and a small laptop show before scrolling, at which the hero's button must be in view. */
const FIRST_SCREENS = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
];

for (const viewport of FIRST_SCREENS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("every hero's button sits clearly above the fold, its lead right under the headline, and the figures' heading in at most three lines", async ({
      page,
    }) => {
      limitPerPage(servicePaths.length, 3_000);
      const problems: string[] = [];
      for (const path of servicePaths) {
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        const cta = (await page.locator("[data-cta=hero]").boundingBox())!;
        if (cta.y + cta.height > viewport.height - 48)
          problems.push(`${path}: the button ends at ${Math.round(cta.y + cta.height)}px`);
        const title = (await page.locator("h1").boundingBox())!;
        const lead = (await page.locator("[data-slot=hero-lead]").boundingBox())!;
        if (lead.y - (title.y + title.height) > 64)
          problems.push(`${path}: ${Math.round(lead.y - title.y - title.height)}px between the headline and its lead`);
        const lines = await lineCount(page, "#results h2");
        if (lines > 3) problems.push(`${path}: the figures' heading sets in ${lines} lines`);
      }
      expect(problems, problems.join("\n")).toEqual([]);
    });
  });
}
