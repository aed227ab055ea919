import { expect, type Page } from "@playwright/test";

/** Waits for (smooth) scrolling to settle, then returns the element's distance from the viewport top. */
export async function settledTop(page: Page, selector: string) {
  let previous = Number.NaN;
  await expect
    .poll(
      async () => {
        const top = await page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top));
        const settled = top === previous;
        previous = top;
        return settled;
      },
      { intervals: [100] },
    )
    .toBe(true);
  return previous + 0; // never -0
}
