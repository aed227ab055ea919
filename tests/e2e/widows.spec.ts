import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { pagePaths } from "./support/pages";

/*
 * No heading and no display-size paragraph ends on a widow: a last line of one word, shorter than
 * half the element's longest line ("worth." alone under a full line). A title of three words or
 * fewer may stack ("Multi-market / media"): that is a stacked label, not a widow. Checked at
 * every width the design is judged at, with lines found word by word from the text's layout boxes.
 */
const WIDTHS = [390, 768, 1024, 1440];

/** Display text wider than its own box, which its section would clip. */
async function clippedOn(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("main h1, main h2, main h3, main p, main blockquote")]
      .filter((element) => element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 60)}" is ${element.scrollWidth - element.clientWidth}px wider than its box`,
      ),
  );
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
      if (wordCount >= 4 && lines.length >= 2 && final?.length === 1) {
        const share = width(final) / Math.max(...lines.map(width));
        if (share < 0.5)
          found.push(
            `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 60)}" ends "${final[0]!.text}" (${Math.round(share * 100)}% of its longest line)`,
          );
      }
    }
    return found;
  });
}

/*
 * Each page is loaded once, at the narrowest width, and then resized through the others: a resize
 * lays the text out as a load at that width would, and both checks run at every width.
 */
for (const path of pagePaths) {
  test(`${path}: no heading or paragraph is wider than its box from 320 to 1440 px, and none ends on a one-word line`, async ({
    page,
  }) => {
    const clipped: string[] = [];
    const widows: string[] = [];
    for (const width of [320, ...WIDTHS]) {
      await page.setViewportSize({ width, height: 900 });
      if (width === 320) await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      for (const problem of await clippedOn(page)) clipped.push(`${path} at ${width}px: ${problem}`);
      if (WIDTHS.includes(width))
        for (const widow of await widowsOn(page)) widows.push(`${path} at ${width}px: ${widow}`);
    }
    expect(clipped, clipped.join("\n")).toEqual([]);
    expect(widows, widows.join("\n")).toEqual([]);
  });
}
