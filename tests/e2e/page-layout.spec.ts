import type { Page } from "@playwright/test";
import {
  articlePaths,
  caseStudyPaths,
  legalPaths,
  locationPaths,
  pagePaths,
  servicePaths,
} from "../../scripts/lib/pages";
import { expectNoAxeViolations } from "./support/axe";
import { pageContent } from "./support/content";
import { expect, test } from "./support/fixtures";
import { brokenPhrases, JUDGED_WIDTHS, widows } from "./support/typesetting";

// Every page at every judged width, from one load each (widows as `widows` in support/typesetting.ts judges them).
const EVERY_WIDTH = [320, ...JUDGED_WIDTHS, 1920];

/** How far the page scrolls sideways, and the first element past its right edge. */
async function overflowOn(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const culprit = [...document.querySelectorAll("body *")].find(
      (el) => el.getBoundingClientRect().right > root.clientWidth + 0.5,
    );
    return `${root.scrollWidth - root.clientWidth}px, first past the edge: <${culprit?.tagName.toLowerCase()} class="${culprit?.getAttribute("class") ?? ""}">`;
  });
}

/** A section with no composition, two neighbouring sections of one, and ordinals on more than one section. */
async function compositionProblemsOn(page: Page) {
  const undeclared = await page
    .locator("main section:not([data-composition])")
    .evaluateAll((elements) => elements.map((element) => element.id || element.getAttribute("aria-labelledby")));
  const sections = await page
    .locator("main section[data-composition]")
    .evaluateAll((elements) => elements.map((element) => element.getAttribute("data-composition")!));
  // A page built from composed sections declares one for each (index, legal and thank-you pages use none).
  const problems =
    sections.length > 0 ? undeclared.map((section) => `section "${section}" declares no composition`) : [];
  problems.push(
    ...sections
      .slice(1)
      .filter((composition, index) => composition === sections[index])
      .map((composition) => `two "${composition}" sections in a row`),
  );
  const numbered = await page
    .locator("main section")
    .filter({ has: page.locator("[data-slot=ordinal]") })
    .count();
  if (numbered > 1) problems.push(`${numbered} sections carry ordinals`);
  return problems;
}

/**
 * Sections that open with eyebrow, heading and grey lead stacked, with nothing of the section beside
 * them (a split sets its content across from the header): the template's opening, for at most three.
 */
function stackedOpenings(page: Page) {
  return page.locator("main [data-slot=section-header]").evaluateAll(
    (headers) =>
      headers.filter((header) => {
        if (header.children.length < 3) return false;
        const box = header.getBoundingClientRect();
        return ![...header.closest("section")!.querySelectorAll("*")].some((element) => {
          if (header.contains(element) || element.contains(header)) return false;
          const other = element.getBoundingClientRect();
          const level = other.height > 0 && other.top < box.bottom && other.bottom > box.top;
          return level && (other.left >= box.right || other.right <= box.left);
        });
      }).length,
  );
}

/** Display text, or a button's label, wider than its own box: clipped by its section, or past its border. */
async function clippedOn(page: Page) {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        "main h1, main h2, main h3, main p, main blockquote, [data-slot=button]",
      ),
    ]
      .filter((element) => element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 60)}" is ${element.scrollWidth - element.clientWidth}px wider than its box`,
      ),
  );
}

/** On location pages, names of places and coordinates, from the pages' own places, never break inside either. */
const unbreakable = [
  ...new Set(
    locationPaths
      .map((path) => pageContent<{ place: { city: string; country: string } }>(path).place)
      .flatMap((place) => [place.city, place.country])
      .filter((name) => name.includes(" ")),
  ),
  ...["New York", "Nueva York", "London Gatwick", "Faroe Islands", "° N", "° S", "° E", "° W"],
];

/** Pages that their own spec runs axe on; any other page is checked here. */
const axeCheckedInOwnSpec = new Set<string>([
  ...caseStudyPaths,
  ...servicePaths,
  ...locationPaths,
  ...articlePaths,
  ...legalPaths,
  "/",
  "/thank-you",
  "/case-studies",
  "/blog",
]);

/* Each page is loaded once, at the narrowest width, and then resized through the others: a resize lays
 * the page out as a load at that width would. */
for (const path of [...pagePaths, "/no-such-page"]) {
  test.describe(path, () => {
    // The not-found page's document answers 404, which the browser reports.
    if (!pagePaths.includes(path)) test.use({ allowConsoleErrors: [/status of 404/] });
    test(`${path}: one h1, no sideways scroll, no text wider than its box, no one-word last line, from 320 to 1920 px`, async ({
      page,
    }) => {
      const problems: string[] = [];
      for (const width of EVERY_WIDTH) {
        await page.setViewportSize({ width, height: 900 });
        if (width === EVERY_WIDTH[0]) {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(pagePaths.includes(path) ? 200 : 404);
          await expect(page.locator("h1")).toHaveCount(1);
          await expect(page.locator("#contact")).toBeVisible();
          if (!axeCheckedInOwnSpec.has(path)) await expectNoAxeViolations(page);
          for (const problem of await compositionProblemsOn(page)) problems.push(`${path}: ${problem}`);
        }
        await page.evaluate(() => document.fonts.ready);
        const overflow = await overflowOn(page);
        if (overflow) problems.push(`${path} at ${width}px scrolls sideways: ${overflow}`);
        for (const problem of await clippedOn(page)) problems.push(`${path} at ${width}px: ${problem}`);
        for (const broken of await brokenPhrases(
          page,
          locationPaths.includes(path) ? unbreakable : ["New York", "Nueva York"],
        ))
          problems.push(`${path} at ${width}px: ${broken} breaks`);
        if (width === 1440) {
          const stacked = await stackedOpenings(page);
          if (stacked > 3) problems.push(`${path}: ${stacked} sections open with eyebrow, heading and lead stacked`);
        }
        if (JUDGED_WIDTHS.includes(width))
          for (const widow of await widows(page, "main :is(h1, h2, h3, p, blockquote)", "h1, h2, h3"))
            problems.push(`${path} at ${width}px: ${widow}`);
      }
      expect(problems, problems.join("\n")).toEqual([]);
    });
  });
}
