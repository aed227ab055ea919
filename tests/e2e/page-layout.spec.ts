import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { articlePaths, caseStudyPaths, legalPaths, locationPaths, pagePaths, servicePaths } from "./support/pages";

/*
 * Every page at every judged width, from one load each. A widow is a last line of one word: never under a heading
 * of three words or more, nor under display text of four or more when shorter than half its longest line.
 */
const WIDTHS = [390, 768, 1024, 1440];
const EVERY_WIDTH = [320, ...WIDTHS, 1920];

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

/** A two-word place name laid out on two lines. */
async function brokenNamesOn(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? "").matchAll(/(New|Nueva)\sYork/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.bottom));
        if (lines.size > 1) found.push(`"${match[0]}" breaks in <${node.parentElement?.tagName.toLowerCase()}>`);
      }
    }
    return found;
  });
}

async function widowsOn(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const elements = document.querySelectorAll<HTMLElement>("main h1, main h2, main h3, main p, main blockquote");
    for (const element of elements) {
      const style = getComputedStyle(element);
      if (Number.parseFloat(style.fontSize) < 18 || element.offsetParent === null) continue;
      if (element.closest("[aria-hidden=true], .sr-only, [data-slot=rail]")) continue;
      const words: { text: string; top: number; left: number; right: number }[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Text for screen readers only is on no line.
        if (node.parentElement?.closest(".sr-only")) continue;
        const text = node.textContent ?? "";
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          const last = rects.at(-1);
          if (last) words.push({ text: match[0], top: Math.round(last.top), left: rects[0]!.left, right: last.right });
        }
      }
      const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
      const lines: (typeof words)[] = [];
      let lastTop = Number.NEGATIVE_INFINITY;
      for (const word of words) {
        if (word.top - lastTop > lineHeight / 2) lines.push([]);
        lines.at(-1)!.push(word);
        lastTop = Math.max(lastTop, word.top);
      }
      const width = (line: typeof words) =>
        Math.max(...line.map((word) => word.right)) - Math.min(...line.map((word) => word.left));
      const final = lines.at(-1);
      const wordCount = words.filter((word) => /[\p{L}\p{N}]/u.test(word.text)).length;
      // A heading of three words or more never ends on one word; other text not on a short one.
      const heading = /^H[1-3]$/.test(element.tagName);
      if (wordCount >= (heading ? 3 : 4) && lines.length >= 2 && final?.length === 1) {
        const share = width(final) / Math.max(...lines.map(width));
        if (heading || share < 0.5)
          found.push(
            `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 60)}" ends "${final[0]!.text}" (${Math.round(share * 100)}% of its longest line)`,
          );
      }
    }
    return found;
  });
}

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
        for (const problem of await brokenNamesOn(page)) problems.push(`${path} at ${width}px: ${problem}`);
        if (WIDTHS.includes(width))
          for (const widow of await widowsOn(page)) problems.push(`${path} at ${width}px: ${widow}`);
      }
      expect(problems, problems.join("\n")).toEqual([]);
    });
  });
}
