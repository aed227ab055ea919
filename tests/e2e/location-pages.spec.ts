import { expectNoAxeViolationsForType } from "./support/axe";
import { contentFile, pageContent } from "./support/content";
import { expect, limitPerPage, test } from "./support/fixtures";
import { locationPaths } from "./support/pages";
import { expectHeroButtonReachesContact } from "./support/scroll";
import { brokenPhrases, JUDGED_WIDTHS, loneLastWords } from "./support/typesetting";

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
