import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { navigation } from "./support/content";
import { expect, test } from "./support/fixtures";

/** The quiet pages: the blog index and a missing page (of either kind), which keeps its form closed. */
const quietPaths = ["/blog", "/no-such-page", "/case-studies/no-such-study"];
const missingPaths = new Set(quietPaths.slice(1));

/** The tallest the compact contact section and the rest of the footer may be at 1440×900. */
const COMPACT_FOOTER_MAX_PX = 900;

const footerHeight = (page: Page) =>
  page.locator("[data-slot=site-footer]").evaluate((footer) => footer.getBoundingClientRect().height);
const contactHeight = (page: Page) =>
  page.locator("#contact").evaluate((section) => section.getBoundingClientRect().height);

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
      const contact = page.locator("#contact");
      await expect(contact).toHaveAttribute("data-variant", missingPaths.has(path) ? "collapsed" : "compact");
      expect(await footerHeight(page)).toBeLessThanOrEqual(COMPACT_FOOTER_MAX_PX);
      // Under a dead end the form waits behind a button that offers a first message, not another.
      if (missingPaths.has(path)) {
        await expect(contact.getByText("Send another message")).toHaveCount(0);
        await expect(contact.locator("summary")).toHaveAccessibleName("Send us a brief");
        await contact.locator("summary").click();
      }
      await expectLabelledForm(page);
      const footerLinks = navigation.footer.flatMap((column) => column.links.map((link) => link.href));
      const shown = page.getByRole("navigation", { name: "Footer" }).getByRole("link");
      expect(await shown.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(footerLinks);
      await expectNoAxeViolations(page);
    });
  }

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled });

      test("/thank-you keeps the form behind a 'Send another message' button that opens it", async ({ page }) => {
        await page.goto("/thank-you");
        const contact = page.locator("#contact");
        await expect(contact).toHaveAttribute("data-variant", "collapsed");
        await expect(contact.getByRole("form", { name: "Send us a brief" })).toBeHidden();
        await contact.getByText("Send another message").click();
        await expectLabelledForm(page);
        if (javaScriptEnabled) await expectNoAxeViolations(page);
      });
    });
  }

  test("the home page keeps the full section, with its offices; the compact one is at least a fifth shorter", async ({
    page,
  }) => {
    for (const [width, height, share] of [
      [1440, 900, 0.75],
      [390, 844, 0.8],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto("/");
      const contact = page.locator("#contact");
      await expect(contact).toHaveAttribute("data-variant", "full");
      await expect(contact.getByText("Head office")).toBeVisible();
      const full = await contactHeight(page);
      await page.goto("/blog");
      await expect(contact).toHaveAttribute("data-variant", "compact");
      expect(await contactHeight(page), `${width}px`).toBeLessThan(full * share);
    }
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`every page has the same footer under its contact section, at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const footerBelowContact = async (path: string) => {
        await page.goto(path);
        // The same but for the language switch's address, which is the page's own in the other language.
        return page
          .locator("[data-slot=site-footer] > :not(#contact)")
          .evaluateAll((parts) =>
            parts.map((part) => [
              part.outerHTML.replace(
                /(data-slot="language-switch"[^>]*?)href="[^"]*"|href="[^"]*"([^>]*?data-slot="language-switch")/g,
                "$1$2",
              ).length,
              part.getBoundingClientRect().height,
            ]),
          );
      };
      const home = await footerBelowContact("/");
      expect(home.length).toBe(1);
      for (const path of ["/blog", "/thank-you", "/privacy-policy", "/case-studies/tinder"]) {
        expect(await footerBelowContact(path), path).toEqual(home);
      }
      // No link's label breaks across two lines.
      const links = page.locator("[data-slot=footer-columns] a");
      const heights = await links.evaluateAll((all) =>
        all.map((link) => link.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(link).lineHeight)),
      );
      for (const lines of heights) expect(lines).toBeLessThan(1.9);
    });
  }

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

  // Back restores scroll against the height React commits: a transition left the old padding for a frame.
  test("the footer takes its new size in the same frame as a client-side navigation", async ({ page }) => {
    await page.goto("/blog");
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
