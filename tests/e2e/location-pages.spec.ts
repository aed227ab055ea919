import { expectNoAxeViolationsForType } from "./support/axe";
import { contentFile, editionFile, expectCaseCards, pageContent } from "./support/content";
import { expect, limitPerPage, test } from "./support/fixtures";
import { locationPaths } from "./support/pages";
import { expectHeroButtonReachesContact } from "./support/scroll";
import { brokenPhrases, JUDGED_WIDTHS, loneLastWords } from "./support/typesetting";

type ModelsFile = { models?: { items: { name: string; scale: string }[] } };
type LocationFile = {
  kind: "location" | "market";
  place: { city: string; country: string };
  stats: { kind: "figures" | "highlights"; figures: { value: string; label: string }[] };
};

for (const path of locationPaths) {
  test(`${path} answers with the location template, its ways of working and its case cards, and scrolls to the contact form`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    expect(await page.locator("#services li").count()).toBeGreaterThanOrEqual(3);

    const values = page.locator("#figures [data-slot=stat] > p:first-child");
    const { stats, kind, place } = pageContent<LocationFile>(path);
    await expect(values).toHaveText(stats.figures.map((item) => item.value));
    await expect(page.locator("#figures figcaption")).toContainText(stats.figures.map((item) => item.label));
    // A city's page shows its office beside its work, where the page is about a city.
    await expect(page.locator("#work address[data-slot=office]")).toHaveCount(kind === "location" ? 1 : 0);
    if (kind === "location") {
      // The office's city as the page's language names it ("Nueva York" on /es).
      const { offices } = editionFile<{ offices: Record<string, { city: string }> }>(path, "parts/contact-form.yaml");
      await expect(page.locator("#work address")).toContainText(offices[place.city]!.city);
    }
    // Only the spec's figures are figures: a page of highlights sets headline words, never an amount.
    if (stats.kind === "highlights")
      for (const value of await values.allTextContents()) expect(value).not.toMatch(/[%£$€]/);
    // The ways to work together its content gives, where it gives them.
    const models = pageContent<ModelsFile>(path).models?.items ?? [];
    const items = page.locator("[data-slot=team-models] > li");
    await expect(items.locator("h3")).toHaveText(models.map((model) => model.name));
    for (const [index, model] of models.entries()) await expect(items.nth(index)).toContainText(model.scale);
    await expectCaseCards(page, path);

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

/** Names of places and coordinates that must never break across lines, from the pages' own places. */
const places = locationPaths.map((path) => pageContent<LocationFile>(path).place);
const unbreakable = [
  ...new Set(places.flatMap((place) => [place.city, place.country]).filter((name) => name.includes(" "))),
  "London Gatwick",
  "Faroe Islands",
  "° N",
  "° S",
  "° E",
  "° W",
];

test("place names and coordinates never break inside, and no heading of three or more words ends on a lone word", async ({
  page,
}) => {
  limitPerPage(locationPaths.length, 8_000);
  const problems: string[] = [];
  for (const path of locationPaths) {
    for (const width of [320, ...JUDGED_WIDTHS]) {
      await page.setViewportSize({ width, height: 900 });
      if (width === 320) await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      for (const broken of await brokenPhrases(page, unbreakable))
        problems.push(`${path} at ${width}px: ${broken} breaks`);
      if (JUDGED_WIDTHS.includes(width))
        for (const problem of await loneLastWords(page)) problems.push(`${path} at ${width}px: ${problem}`);
    }
  }
  expect(problems, problems.join("\n")).toEqual([]);
});

test("London's office shows its postal address and coordinates beside London's work", async ({ page }) => {
  await page.goto("/marketing-agency-london");
  const office = page.locator("#work address[data-slot=office]");
  await expect(office).toContainText("London");
  await expect(office).toContainText(/\d+\.\d{4}°\u00a0N, \d+\.\d{4}°\u00a0W/);
  await expect(office.locator("p")).toHaveCount(4);
});
