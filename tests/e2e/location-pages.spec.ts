import { locationPaths } from "../../scripts/lib/pages";
import { expectNoAxeViolationsForType } from "./support/axe";
import { contentFile, pageContent } from "./support/content";
import { expect, test } from "./support/fixtures";
import { expectHeroButtonReachesContact } from "./support/scroll";

type LocationFile = {
  kind: "location" | "market";
  place: { city: string; country: string };
  stats: { kind: "figures" | "highlights"; figures: { value: string; label: string }[] };
};

for (const path of locationPaths) {
  test(`${path} answers with the location template and scrolls to the contact form`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    expect(await page.locator("#services li").count()).toBeGreaterThanOrEqual(3);

    // What each page shows of its content file (figures, ways of working, case cards, the office) is
    // held by app/routes/template-pages.test.tsx; a page of highlights sets headline words, never an amount.
    const { stats } = pageContent<LocationFile>(path);
    if (stats.kind === "highlights")
      for (const value of await page.locator("#figures [data-slot=stat] > p:first-child").allTextContents())
        expect(value).not.toMatch(/[%£$€]/);
    await expectNoAxeViolationsForType(page, locationPaths, path);

    await expectHeroButtonReachesContact(page);
  });
}

test("location cards lead to the service pages", async ({ page }) => {
  await page.goto("/marketing-agency-london");
  await page.locator("#services a", { hasText: "Paid media & PPC" }).click();
  await expect(page).toHaveURL(/\/paid-media-ppc-management$/);
  const { hero } = contentFile<{ hero: { heading: string } }>("services/paid-media-ppc-management.yaml");
  await expect(page.locator("h1")).toHaveText(hero.heading);
});
