import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { pageContent } from "./support/content";
import { expect, test } from "./support/fixtures";

const PATH = "/brand-strategy-positioning";
/** What each badge's tooltip says, in order, from the page's content file. */
const explanations = pageContent<{ badges: { items: { explanation: string }[] } }>(PATH).badges.items.map(
  (item) => item.explanation,
);

const DELAY_MS = 700;
const SKIP_MS = 300;
const OFFSET_PX = 4;

const badges = (page: Page) => page.locator("[data-badges] button");
const tooltip = (page: Page) => page.getByRole("tooltip");

/** Runs `action` and returns the time from the trigger's pointerenter or focus to the tooltip, measured in the page. */
async function openDelay(page: Page, trigger: Locator, action: () => Promise<void>) {
  await trigger.evaluate((el) => {
    const w = window as unknown as { tooltipTiming: { start?: number; shown?: number } };
    w.tooltipTiming = {};
    const mark = () => {
      w.tooltipTiming.start = performance.now();
    };
    el.addEventListener("pointerenter", mark, { once: true });
    el.addEventListener("focus", mark, { once: true });
    new MutationObserver((_, observer) => {
      if (document.querySelector("[role=tooltip]")) {
        w.tooltipTiming.shown = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await action();
  await expect(tooltip(page)).toBeVisible({ timeout: 3000 });
  const { start, shown } = await page.evaluate(
    () => (window as unknown as { tooltipTiming: { start: number; shown: number } }).tooltipTiming,
  );
  return shown - start;
}

async function hoverAndWait(page: Page, badge: Locator) {
  await badge.hover();
  await expect(tooltip(page)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.goto(PATH);
  await badges(page).first().scrollIntoViewIfNeeded();
  // Park the pointer away from every badge.
  await page.mouse.move(5, 500);
});

test("opens on hover after the delay, 4px from its badge, and describes it", async ({ page }) => {
  const badge = badges(page).first();
  expect(await openDelay(page, badge, () => badge.hover())).toBeGreaterThanOrEqual(DELAY_MS - 20);

  await expect(tooltip(page)).toHaveText(explanations[0]!);
  await expect(badge).toHaveAttribute("aria-describedby", (await tooltip(page).getAttribute("id")) ?? "missing");

  const gap = await page.evaluate(() => {
    const tip = document.querySelector("[role=tooltip]")!.getBoundingClientRect();
    const anchor = document.querySelector("[role=tooltip]")!.parentElement!.getBoundingClientRect();
    return tip.top >= anchor.bottom ? tip.top - anchor.bottom : anchor.top - tip.bottom;
  });
  expect(gap).toBeCloseTo(OFFSET_PX, 0);
  await expectNoAxeViolations(page);
});

test("closes when the pointer leaves, but not while it moves onto the tooltip", async ({ page }) => {
  await hoverAndWait(page, badges(page).first());
  const box = (await tooltip(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
  await expect(tooltip(page)).toBeVisible();
  await page.mouse.move(5, 500, { steps: 4 });
  await expect(tooltip(page)).toHaveCount(0);
});

test("opens on keyboard focus after the delay, and closes on blur", async ({ page }) => {
  const badge = badges(page).nth(1);
  expect(await openDelay(page, badge, () => badge.focus())).toBeGreaterThanOrEqual(DELAY_MS - 20);
  await expect(tooltip(page)).toHaveText(explanations[1]!);

  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(tooltip(page)).toHaveCount(0);
});

test("Escape cancels a tooltip that is about to open", async ({ page }) => {
  // The page's clock, run past the delay at once rather than waited out.
  await page.clock.install();
  await badges(page).nth(1).focus();
  await page.keyboard.press("Escape");
  await page.clock.runFor(DELAY_MS + 300);
  // A frame for React to have drawn a tooltip the timer had opened.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await expect(tooltip(page)).toHaveCount(0);
});

test("within the skip window the next tooltip opens at once", async ({ page }) => {
  await page.clock.install();
  await hoverAndWait(page, badges(page).nth(0));
  const next = badges(page).nth(1);
  expect(await openDelay(page, next, () => next.hover())).toBeLessThan(SKIP_MS);
  await expect(tooltip(page)).toHaveText(explanations[1]!);

  // After the skip window has passed, the delay applies again.
  await page.mouse.move(5, 500);
  await expect(tooltip(page)).toHaveCount(0);
  await page.clock.runFor(SKIP_MS + 200);
  // Approach from below, so the pointer crosses no other badge on its way.
  const third = badges(page).nth(2);
  const box = (await third.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height + 60);
  expect(
    await openDelay(page, third, () => page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 })),
  ).toBeGreaterThanOrEqual(DELAY_MS - 20);
});

test("closes on Escape, on click and on scroll", async ({ page }) => {
  for (const [n, open, close] of [
    // Focus first: after a click the focus is the pointer's, and opens no tooltip.
    [2, "focus", () => page.evaluate(() => window.scrollBy(0, 40))],
    [0, "hover", () => page.keyboard.press("Escape")],
    [1, "hover", () => badges(page).nth(1).click()],
  ] as const) {
    await page.mouse.move(5, 500);
    await badges(page).nth(n)[open]();
    await expect(tooltip(page), open).toBeVisible();
    await close();
    await expect(tooltip(page), open).toHaveCount(0);
  }
});

test("only one tooltip is open at a time", async ({ page }) => {
  await badges(page).nth(0).focus();
  await expect(tooltip(page)).toBeVisible();
  await badges(page).nth(2).hover();
  await expect(tooltip(page)).toHaveText(explanations[2]!);
  await expect(tooltip(page)).toHaveCount(1);
});
