import type { Page } from "@playwright/test";
import { exposedExpanded } from "./support/accessibility";
import { expectNoAxeViolations } from "./support/axe";
import { navigation } from "./support/content";
import { expect, test } from "./support/fixtures";
import { scrollAndSettle, settledTop } from "./support/scroll";

/** The navigation bar's section links, as content/navigation.yaml gives them. */
const labels = navigation.primary.map((link) => link.label);
const header = (page: Page) => page.locator('[data-slot="site-header"]');
const headerHeight = (page: Page) => header(page).evaluate((el) => el.getBoundingClientRect().height);

test.describe("navigation bar on wide screens", () => {
  test("is fixed and clear over the hero with the section links and Get Started; past 50px of scroll it turns more opaque and shrinks from 80px to 64px", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(header(page)).toHaveCSS("position", "fixed");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText(labels);
    await expect(page.getByRole("link", { name: "Get Started" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    // Clear over the hero, so it draws no line through the art.
    const style = () =>
      header(page).evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).backdropFilter]);
    expect(await style()).toEqual(["rgba(0, 0, 0, 0)", "none"]);
    expect(await headerHeight(page)).toBe(80);

    await scrollAndSettle(page, 50);
    await expect(header(page)).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header(page)).toHaveAttribute("data-scrolled", "true");
    await expect.poll(() => headerHeight(page)).toBe(64);
    const alpha = (color: string) =>
      Number(/\/\s*([\d.]+)\)|rgba\([^)]*,\s*([\d.]+)\)/.exec(color)?.slice(1).find(Boolean) ?? 1);
    await expect.poll(async () => alpha((await style())[0]!)).toBeGreaterThan(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => headerHeight(page)).toBe(80);
  });

  test("is usable by keyboard, starting with a skip link", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").getByRole("link", { name: "Lumen & Lark, home" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" })).toBeFocused();
  });
});

test.describe("navigation bar on narrow screens", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("collapses into a toggle menu with the same entries", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    // The browser exposes the expanded state of a popovertarget button itself.
    await expect.poll(() => exposedExpanded(page, "Open menu")).toBe(false);
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect.poll(() => exposedExpanded(page, "Close menu")).toBe(true);
    await expect(menu.getByRole("link")).toHaveText([
      ...labels,
      "Get Started",
      // The language switch: the other language's name, and what it does.
      "Español (Read this page in Spanish)",
    ]);
    await expectNoAxeViolations(page);
  });

  test("closes when a section link or Get Started is chosen, and scrolls with an 80px offset", async ({ page }) => {
    await page.goto("/");
    for (const [name, target] of [
      [navigation.primary.at(-1)!.label, "#work"],
      ["Get Started", "#contact"],
    ] as const) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name }).click();
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
      await expect.poll(() => exposedExpanded(page, "Open menu")).toBe(false);
      expect(await settledTop(page, target), name).toBe(80);
    }
  });

  test("the open menu dims the page below the header, never the header, logo and close button", async ({ page }) => {
    await page.goto("/");
    for (const scrolled of [false, true]) {
      if (scrolled) await scrollAndSettle(page, 900);
      await expect(header(page)).toHaveAttribute("data-scrolled", String(scrolled));
      await expect.poll(() => headerHeight(page)).toBe(scrolled ? 64 : 80);
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
      const { backdropTop, headerBottom } = await page.evaluate(() => ({
        backdropTop: getComputedStyle(document.getElementById("mobile-menu")!, "::backdrop").top,
        headerBottom: document.getElementById("site-header")!.getBoundingClientRect().bottom,
      }));
      expect(backdropTop, scrolled ? "scrolled" : "at the top").toBe(`${headerBottom}px`);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    }
  });

  test("opens from the keyboard, closes on Escape and returns focus to the toggle", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await expect.poll(() => exposedExpanded(page, "Open menu")).toBe(false);
  });
});

test.describe("header at every width", () => {
  test("from 320 to 1920 px: the spec's height, the logo on one line with a round dot, no nav label wrapped", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto("/");
    const failures: string[] = [];
    for (let width = 320; width <= 1920; width += 16) {
      await page.setViewportSize({ width, height: 900 });
      const geometry = await page.evaluate(() => {
        const header = document.getElementById("site-header")!;
        const logo = header.querySelector<HTMLElement>('a[aria-label$="home"]')!;
        const dot = logo.querySelector<HTMLElement>("span")!.getBoundingClientRect();
        const name = logo.querySelector<HTMLElement>("span:last-child")!;
        const lineHeight = Number.parseFloat(getComputedStyle(name).lineHeight);
        const visible = (element: Element) => (element as HTMLElement).offsetParent !== null;
        const navLinks = [...header.querySelectorAll('nav[aria-label="Main"] a')].filter(visible);
        const toggle = header.querySelector<HTMLElement>("[data-slot=menu-toggle]")!;
        return {
          height: header.getBoundingClientRect().height,
          logoLines: Math.round(name.getBoundingClientRect().height / lineHeight),
          dotRound: Math.abs(dot.width - dot.height) < 0.5,
          wrapped: navLinks
            .filter((link) => link.getClientRects().length > 1 || link.getBoundingClientRect().height > 48)
            .map((link) => link.textContent),
          navShown: navLinks.length > 0,
          toggleShown: visible(toggle),
          overflow: header.scrollWidth > header.clientWidth,
        };
      });
      const problems = [
        geometry.height !== 80 && `height ${geometry.height}`,
        geometry.logoLines !== 1 && `logo on ${geometry.logoLines} lines`,
        !geometry.dotRound && "dot not round",
        geometry.wrapped.length > 0 && `wrapped: ${geometry.wrapped.join(", ")}`,
        geometry.navShown === geometry.toggleShown && "links and menu button both shown or both hidden",
        geometry.overflow && "overflows",
      ].filter(Boolean);
      if (problems.length) failures.push(`${width}px: ${problems.join("; ")}`);
    }
    expect(failures).toEqual([]);
  });
});
