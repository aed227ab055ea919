import type { Page } from "@playwright/test";

// Typesetting, measured from the text's own layout boxes (Range client rects).

/** The widths the templates are judged at. */
export const JUDGED_WIDTHS = [390, 768, 1024, 1440];

/**
 * Elements ending on a one-word last line: one matching `strict` (three words or more) always, any other of 18px and
 * up (four words or more) when that word is under half its longest line. Words a no-break space joins count as one.
 */
export async function widows(page: Page, selector: string, strict: string) {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(
    ({ selector, strict }) => {
      const found: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        const style = getComputedStyle(element);
        const isStrict = element.matches(strict);
        if ((!isStrict && Number.parseFloat(style.fontSize) < 18) || element.getClientRects().length === 0) continue;
        if (element.closest("[aria-hidden=true], .sr-only, [data-slot=rail]")) continue;
        const words: { text: string; top: number; left: number; right: number }[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest(".sr-only")) continue;
          for (const match of (node.textContent ?? "").matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
            const last = rects.at(-1);
            if (last)
              words.push({ text: match[0], top: Math.round(last.top), left: rects[0]!.left, right: last.right });
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
        if (wordCount >= (isStrict ? 3 : 4) && lines.length >= 2 && final?.length === 1) {
          const share = width(final) / Math.max(...lines.map(width));
          if (isStrict || share < 0.5)
            found.push(
              `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 60)}" ends "${final[0]!.text}" (${Math.round(share * 100)}% of its longest line)`,
            );
        }
      }
      return found;
    },
    { selector, strict },
  );
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
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
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
