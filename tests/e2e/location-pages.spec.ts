import { expectNoAxeViolationsForType } from "./support/axe";
import { caseCardTests, contentFile } from "./support/content";
import { expect, test } from "./support/fixtures";
import { locationPaths } from "./support/pages";
import { expectHeroButtonReachesContact } from "./support/scroll";

type LocationFile = { stats: { kind: "figures" | "highlights"; items: { value: string }[] } };

for (const path of locationPaths) {
  test(`${path} answers with the location template and scrolls to the contact form`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    expect(await page.locator("#services li").count()).toBeGreaterThanOrEqual(3);

    const values = page.locator("#figures [data-slot=stat] > p:first-child");
    const { stats } = contentFile<LocationFile>(`locations${path}.yaml`);
    await expect(values).toHaveText(stats.items.map((item) => item.value));
    // Only the spec's figures are figures: a page of highlights sets headline words, never an amount.
    if (stats.kind === "highlights")
      for (const value of await values.allTextContents()) expect(value).not.toMatch(/[%£$€]/);

    await expectNoAxeViolationsForType(page, locationPaths, path);

    await expectHeroButtonReachesContact(page);
  });
}

type ModelsFile = { models?: { items: { name: string; scale: string }[] } };

for (const path of locationPaths) {
  const models = contentFile<ModelsFile>(`locations${path}.yaml`).models?.items;
  if (!models) continue;
  test(`${path} lists the ways to work together its content gives`, async ({ page }) => {
    await page.goto(path);
    const items = page.locator("[data-slot=team-models] > li");
    await expect(items.locator("h3")).toHaveText(models.map((model) => model.name));
    for (const [index, model] of models.entries()) await expect(items.nth(index)).toContainText(model.scale);
  });
}

test("location cards lead to the service pages", async ({ page }) => {
  await page.goto("/marketing-agency-london");
  await page.locator("#services a", { hasText: "Paid media & PPC" }).click();
  await expect(page).toHaveURL(/\/paid-media-ppc-management$/);
  await expect(page.locator("h1")).toHaveText("Every pound of media, accountable.");
});

caseCardTests("locations");
