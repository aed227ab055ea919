import { expect, type Page } from "@playwright/test";

/**
 * Waits for (smooth) scrolling to settle, then returns the element's distance
 * from the viewport top. "Settled" means the same position over four reads
 * 100ms apart, so a slow frame on a busy machine is not taken for the end.
 */
export async function settledTop(page: Page, selector: string) {
  const readings: number[] = [];
  await expect
    .poll(
      async () => {
        readings.push(await page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top)));
        const last = readings.slice(-4);
        return last.length === 4 && last.every((top) => top === last[0]);
      },
      { intervals: [100], timeout: 10_000 },
    )
    .toBe(true);
  return (readings.at(-1) ?? Number.NaN) + 0; // never -0
}
