import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { navigation } from "./support/content";
import { expect, test } from "./support/fixtures";

/** The quiet pages: a confirmation, the blog index and a missing page (of either kind). */
const quietPaths = ["/thank-you", "/blog", "/no-such-page", "/case-studies/no-such-study"];

/** The tallest the compact contact section and the rest of the footer may be at 1440×900. */
const COMPACT_FOOTER_MAX_PX = 900;

const footerHeight = (page: Page) =>
  page.locator("[data-slot=site-footer]").evaluate((footer) => footer.getBoundingClientRect().height);

async function expectLabelledForm(page: Page) {
  const form = page.locator("#contact").getByRole("form", { name: "Send us a brief" });
  await expect(form).toBeVisible();
  for (const label of ["Full Name", "Company", "Email", "Telephone", "Message"]) {
    await expect(form.getByLabel(label, { exact: false }).first()).toBeVisible();
  }
  await expect(form.getByLabel("Message")).toHaveAttribute("rows", "6");
  await expect(form.getByRole("button", { name: "Send message" })).toBeEnabled();
}

test.describe("the contact section on quiet pages", () => {
  // The browser reports a 404 document itself as a console error.
  test.use({ allowConsoleErrors: [/status of 404/] });

  for (const path of quietPaths) {
    test(`${path} has the compact section, under ${COMPACT_FOOTER_MAX_PX}px with the footer, and the whole form`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.locator("#contact")).toHaveAttribute("data-variant", "compact");
      expect(await footerHeight(page)).toBeLessThanOrEqual(COMPACT_FOOTER_MAX_PX);
      await expectLabelledForm(page);
      const footerLinks = navigation.footer.flatMap((column) => column.links.map((link) => link.href));
      const shown = page.getByRole("navigation", { name: "Footer" }).getByRole("link");
      expect(await shown.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(footerLinks);
      await expectNoAxeViolations(page);
    });
  }

  test("the home page keeps the full section, with its offices", async ({ page }) => {
    await page.goto("/");
    const contact = page.locator("#contact");
    await expect(contact).toHaveAttribute("data-variant", "full");
    await expect(contact.getByText("Head office")).toBeVisible();
    expect(await footerHeight(page)).toBeGreaterThan(COMPACT_FOOTER_MAX_PX * 1.5);
    await expectLabelledForm(page);
  });

  test("on a phone the compact footer is at least a quarter shorter than the full one", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const full = await footerHeight(page);
    await page.goto("/thank-you");
    await expect(page.locator("#contact")).toHaveAttribute("data-variant", "compact");
    expect(await footerHeight(page)).toBeLessThan(full * 0.75);
  });

  test("moving between pages in the browser switches the section and keeps what was typed", async ({ page }) => {
    await page.goto("/blog");
    await page.getByLabel("Full Name").fill("Ada Lovelace");
    await page.locator("[data-slot=post-card] > a").first().click();
    await expect(page.locator("#contact")).toHaveAttribute("data-variant", "full");
    await expect(page.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
  });
});

test.describe("under reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  /*
   * Scroll restoration on Back reads the page's height as React commits it. A style change that
   * became a transition (even a 0.01ms one) left the old padding in place for a frame, so the page
   * was the wrong height and Back landed short of where the visitor had been.
   */
  test("the footer takes its new size in the same frame as a client-side navigation", async ({ page }) => {
    await page.goto("/thank-you");
    await expect(page.locator("#contact")).toHaveAttribute("data-variant", "compact");
    await page.evaluate(() => {
      const contact = document.getElementById("contact")!;
      const seen: { variant?: string; padding: string; transitions: number }[] = [];
      (window as unknown as { seen: typeof seen }).seen = seen;
      // The observer runs before the browser paints or runs another frame.
      new MutationObserver(() =>
        seen.push({
          variant: contact.dataset.variant,
          padding: getComputedStyle(contact).paddingTop,
          transitions: document.getAnimations().filter((animation) => animation instanceof CSSTransition).length,
        }),
      ).observe(contact, { attributeFilter: ["data-variant"] });
    });
    await page.getByRole("banner").getByRole("link", { name: "Lumen & Lark, home" }).click();
    await expect(page.locator("#contact")).toHaveAttribute("data-variant", "full");
    const seen = await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen);
    expect(seen).toEqual([{ variant: "full", padding: "96px", transitions: 0 }]);
  });
});
