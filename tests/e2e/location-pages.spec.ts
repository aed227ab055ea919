import { expectNoAxeViolationsForType } from "./support/axe";
import { caseCardTests } from "./support/content";
import { expect, test } from "./support/fixtures";
import { locationPaths } from "./support/pages";
import { expectHeroButtonReachesContact } from "./support/scroll";

/** The spec's own figures; other pages show only figures that apply to them, or headline words. */
const specFigures: Partial<Record<(typeof locationPaths)[number], string[]>> = {
  "/marketing-agency-london": ["150%", "25+", "£50M+"],
  "/us-digital-marketing": ["$10M+", "15+", "200%"],
  "/global-brand-strategy": ["50+", "25", "300%"],
};

for (const path of locationPaths) {
  test(`${path} answers with the location template and scrolls to the contact form`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    expect(await page.locator("#services li").count()).toBeGreaterThanOrEqual(3);

    const values = page.locator("#figures [data-slot=stat] > p:first-child");
    await expect(values).toHaveCount(3);
    const expected = specFigures[path];
    if (expected) {
      await expect(values).toHaveText(expected);
    } else {
      for (const value of await values.allTextContents()) expect(value).not.toMatch(/[%£$€]/);
    }

    await expectNoAxeViolationsForType(page, locationPaths, path);

    await expectHeroButtonReachesContact(page);
  });
}

test("the remote teams page lists its three models", async ({ page }) => {
  await page.goto("/remote-marketing-teams");
  const models = page.locator("[data-slot=team-models] > li");
  await expect(models.locator("h3")).toHaveText(["Dedicated Teams", "Project-Based", "Hybrid Support"]);
  await expect(models.nth(0)).toContainText("2–8 specialists");
});

test("location cards lead to the service pages", async ({ page }) => {
  await page.goto("/marketing-agency-london");
  await page.locator("#services a", { hasText: "Paid media & PPC" }).click();
  await expect(page).toHaveURL(/\/paid-media-ppc-management$/);
  await expect(page.locator("h1")).toHaveText("Every pound of media, accountable.");
});

caseCardTests("locations");
