import { expect, type Page } from "@playwright/test";

/** The element's distance from the viewport's top once four reads 100ms apart agree (a smooth scroll has ended). */
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

/** The hero's button scrolls to the contact section without a hash; at a desktop width its offset is 0. */
export async function expectHeroButtonReachesContact(page: Page) {
  const cta = page.locator("[data-cta=hero]");
  await expect(cta).toHaveAttribute("href", "#contact");
  await cta.click();
  await expect
    .poll(() => page.locator("#contact").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBeLessThanOrEqual(1);
  expect(new URL(page.url()).hash).toBe("");
}

/** Resolves once the page has painted twice more: what the last change set off has happened by then. */
export function nextPaints(page: Page) {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** Scrolls to `y` and resolves once the scroll event has been handled and the page painted after it. */
export function scrollAndSettle(page: Page, y: number) {
  return page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        addEventListener("scroll", () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
          once: true,
        });
        scrollTo(0, top);
      }),
    y,
  );
}

/** Adds up the page's layout shifts from its first load; the returned function reads the sum and what moved. */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number; shifted: string[] };
    w.layoutShift = 0;
    w.shifted = [];
    type Shift = { value: number; sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        w.layoutShift += entry.value;
        for (const { node, previousRect: from, currentRect: to } of entry.sources) {
          const name = node instanceof Element ? `${node.localName}.${node.className}` : node?.nodeName;
          w.shifted.push(
            `${name} (${from.x},${from.y} ${from.width}×${from.height} → ${to.x},${to.y} ${to.width}×${to.height})`,
          );
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () =>
    page.evaluate(() => {
      const { layoutShift, shifted } = window as unknown as { layoutShift: number; shifted: string[] };
      return { layoutShift, shifted };
    });
}
