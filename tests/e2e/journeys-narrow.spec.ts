import type { Page } from "@playwright/test";
import { contentFile } from "./support/content";
import { fillEnquiry, sendButton } from "./support/enquiry";
import { expect, test } from "./support/fixtures";
import { expectHashPosition, expectPage, expectSameDocument, markDocument } from "./support/journey";
import { settledTop } from "./support/scroll";

/* Journeys on a phone (390px, touch) and with JavaScript off, and the footer's geometry at four widths. */

for (const width of [390, 320]) {
  test.describe(`on a ${width}px phone, by touch`, () => {
    test.use({ viewport: { width, height: 844 }, hasTouch: true, isMobile: true });

    test("menu to a section, a case study, and an enquiry sent from it", async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto("/blog");
      await markDocument(page);
      await page.getByRole("button", { name: "Open menu" }).tap();
      await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "How We Work" }).tap();
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
      await expect(page).toHaveURL("/#process");
      await expectHashPosition(page, "#process", "menu → How We Work");
      await expectSameDocument(page, "menu → How We Work");

      await page.locator('a[href="/case-studies/leuchtturm1917"]').first().tap();
      await expectPage(page, "/case-studies/leuchtturm1917", "tap a case study");
      await fillEnquiry(page);
      await sendButton(page).tap();
      await expect(page).toHaveURL("/thank-you");
      await expect(sendButton(page)).toBeEnabled();
      await page.getByRole("link", { name: /see the work/i }).tap();
      await expectPage(page, "/", "see the work");
      await page.goBack();
      await expectPage(page, "/thank-you", "Back");
      await expectSameDocument(page, "the whole journey");
    });
  });
}

test.describe("on a phone, by touch", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a badge's tooltip opens on a tap, and closes on a second tap or a tap elsewhere", async ({ page }) => {
    await page.goto("/brand-strategy-positioning");
    const badge = page.locator("[data-badges] button").first();
    await badge.scrollIntoViewIfNeeded();
    await badge.tap();
    await expect(page.getByRole("tooltip")).toBeVisible();
    await expect(badge).toHaveAttribute("aria-describedby", /.+/);
    await badge.tap();
    await expect(page.getByRole("tooltip")).toBeHidden();
    await badge.tap();
    await expect(page.getByRole("tooltip")).toBeVisible();
    await page.locator("h1").tap();
    await expect(page.getByRole("tooltip")).toBeHidden();
  });

  test("the showreel overlay keeps its close button off the player and holds the page still", async ({ page }) => {
    await page.goto("/#showreel");
    await page.locator("#showreel [data-format]").first().tap();
    const dialog = page.getByRole("dialog", { name: /showreel/i });
    await expect(dialog).toBeVisible();
    // Measured once the overlay is open: tapping the full-width tile may first scroll it into view.
    const scrolled = await page.evaluate(() => window.scrollY);
    const close = await dialog.getByRole("button", { name: "Close showreel" }).boundingBox();
    const player = await dialog.locator("iframe").boundingBox();
    expect(close && player).toBeTruthy();
    // The button sits wholly above the player.
    expect(close!.y + close!.height).toBeLessThanOrEqual(player!.y);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    await page.mouse.wheel(0, 600);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await dialog.getByRole("button", { name: "Close showreel" }).tap();
    await expect(dialog).toBeHidden();
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the mobile menu opens, and closes once a link is chosen, a section of this page included; the showreel links to the video", async ({
    page,
  }) => {
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Our Solutions" }).click();
    await expect(page).toHaveURL("/#services");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.getByRole("link", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    // Closing leaves the visitor where they were.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // The showreel's tiles link to the video.
    const tiles = page.locator("#showreel [data-format]");
    await expect(tiles).toHaveCount(2);
    for (const tile of await tiles.all()) await expect(tile).toHaveAttribute("href", /^https:\/\/vimeo\.com\/\d+$/);
  });
});

test("the footer at every judged width: rules on the content column, no heading wrapped, links evenly spaced", async ({
  page,
}) => {
  await page.goto("/");
  for (const width of [390, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const geometry = await page.locator("[data-slot=site-footer]").evaluate((footer) => {
      const columns = footer.querySelector<HTMLElement>("[data-slot=footer-columns]")!;
      const rule = columns.getBoundingClientRect();
      const first = columns.querySelector("a")!.getBoundingClientRect();
      const headings = [...footer.querySelectorAll<HTMLElement>('nav[aria-label="Footer"] h2')].map((heading) => ({
        text: heading.textContent,
        lines: Math.round(
          heading.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(heading).lineHeight),
        ),
      }));
      // The space between one link's last line of text and the next link's first, wrapped or not.
      const lines = (link: Element) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        return [...range.getClientRects()];
      };
      // On a phone a column's links run on in rows: only the space between rows is compared there.
      const gaps = [...footer.querySelectorAll('nav[aria-label="Footer"] ul')].flatMap((list) => {
        const links = [...list.querySelectorAll("a")].map(lines);
        return links
          .slice(1)
          .filter((next, index) => next[0]!.top >= links[index]!.at(-1)!.bottom)
          .map((next) => Math.round(next[0]!.top - links[links.indexOf(next) - 1]!.at(-1)!.bottom));
      });
      return { ruleLeft: rule.left, firstLeft: first.left, headings, gaps };
    });
    expect(Math.abs(geometry.ruleLeft - geometry.firstLeft), `${width}px`).toBeLessThan(1);
    expect(geometry.gaps.length).toBeGreaterThan(0);
    for (const heading of geometry.headings) expect(heading.lines, `${width}px: ${heading.text}`).toBe(1);
    expect(new Set(geometry.gaps).size, `${width}px`).toBe(1);
  }
});

// Back to the home page lands where the visitor left it (ADR 082 withdrew drawing sections only near the viewport).
for (const javaScriptEnabled of [true, false]) {
  for (const width of [320, 390]) {
    test.describe(`Back to the home page at ${width}px, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled, viewport: { width, height: 844 }, hasTouch: true, isMobile: true });

      /** Taps the link, noting where it sat, comes Back, and finds it where it was. */
      async function leaveAndComeBack(page: Page, link: string) {
        // Centred, so the tap's own scroll into view (to its middle) has nothing to do.
        await page.locator(link).evaluate((element) => element.scrollIntoView({ block: "center" }));
        const left = await settledTop(page, link);
        const href = (await page.locator(link).getAttribute("href"))!;
        await page.locator(link).tap();
        await expectPage(page, href, `${href} from the home page`);
        await page.goBack();
        await expect(page).toHaveURL((url) => url.pathname === "/");
        await expect
          .poll(() => page.locator(link).evaluate((element) => Math.round(element.getBoundingClientRect().top)), {
            message: `${href}'s link where it was left`,
          })
          .toBe(left);
      }

      // Without JavaScript Chromium restores a section's address at its saved offset or at the section: only by hand.
      if (javaScriptEnabled)
        test("from the hero's link to the work, a case study and Back", async ({ page }) => {
          const { hero } = contentFile<{ hero: { secondaryCta: string } }>("home.yaml");
          await page.goto("/");
          await page.getByRole("link", { name: hero.secondaryCta }).first().tap();
          await settledTop(page, "#work");
          await leaveAndComeBack(page, '#work a[href^="/case-studies/"] >> nth=0');
        });

      test("from a card scrolled to by hand, its article and Back", async ({ page }) => {
        await page.goto("/");
        await leaveAndComeBack(page, '#blog a[href^="/blog/"] >> nth=0');
      });
    });
  }
}
