import type { Page } from "@playwright/test";

/*
 * The typesetting of the service and location templates, measured in the browser from the text's
 * own layout boxes (Range client rects).
 */

/** The widths the templates are judged at. */
export const JUDGED_WIDTHS = [390, 768, 1024, 1440];

/**
 * Headings of three or more words whose last line holds a single word ("worth." alone). Words a
 * no-break space joins are one unit: they can only fall together.
 */
export async function loneLastWords(page: Page, selector = "main h1, main h2, main h3") {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate((selector) => {
    const found: string[] = [];
    for (const heading of document.querySelectorAll<HTMLElement>(selector)) {
      if (heading.getClientRects().length === 0 || heading.closest("[aria-hidden=true], .sr-only")) continue;
      const text = heading.textContent ?? "";
      const words = text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word));
      if (words.length < 3) continue;
      // Units a line may break between: runs of anything but ordinary white space (a no-break space joins).
      const pieces: { unit: string; top: number }[] = [];
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? "").matchAll(/[^ \t\n\r]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          for (const rect of range.getClientRects())
            if (rect.width > 0) pieces.push({ unit: `${node.textContent}@${match.index}`, top: Math.round(rect.top) });
        }
      }
      if (pieces.length === 0) continue;
      const lineHeight = Number.parseFloat(getComputedStyle(heading).lineHeight) || 20;
      const lastTop = Math.max(...pieces.map((piece) => piece.top));
      const tops = pieces.map((piece) => piece.top).toSorted((a, b) => a - b);
      const lines = tops.filter((top, index) => index === 0 || top - tops[index - 1]! > lineHeight / 2).length;
      const last = pieces.filter((piece) => lastTop - piece.top < lineHeight / 2);
      const units = new Set(last.map((piece) => piece.unit));
      if (lines < 2 || units.size !== 1) continue;
      // One unit on the last line: a lone word, unless that unit is words joined by a no-break space.
      const [unit] = units;
      const index = Number(unit!.slice(unit!.lastIndexOf("@") + 1));
      const source = unit!.slice(0, unit!.lastIndexOf("@"));
      const token = source.slice(index).match(/^[^ \t\n\r]+/)?.[0] ?? "";
      const joined = token.split("\u00a0").filter((word) => /[\p{L}\p{N}]/u.test(word)).length > 1;
      if (!joined) found.push(`${heading.tagName.toLowerCase()} "${text.trim().slice(0, 70)}" ends on "${token}"`);
    }
    return found;
  }, selector);
}

/** How many lines an element's text sets in, from its text's layout boxes. */
export async function lineCount(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = [...range.getClientRects()]
      .filter((rect) => rect.width > 0)
      .map((rect) => rect.top)
      .toSorted((a, b) => a - b);
    const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight) || 20;
    return tops.filter((top, index) => index === 0 || top - tops[index - 1]! > lineHeight / 2).length;
  });
}

/** Occurrences of a phrase whose words fall on more than one line ("New" / "York"). */
export async function brokenPhrases(page: Page, phrases: readonly string[]) {
  return page.evaluate((phrases) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? "").replaceAll("\u00a0", " ");
      for (const phrase of phrases) {
        for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + phrase.length);
          const tops = new Set(
            [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)),
          );
          if (tops.size > 1) broken.push(`"${phrase}" in "${text.trim().slice(0, 60)}"`);
        }
      }
    }
    return broken;
  }, phrases);
}
