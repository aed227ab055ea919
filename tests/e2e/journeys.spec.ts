import type { Page } from "@playwright/test";
import { pagePaths, templateOfPage } from "../../scripts/lib/pages";
import { contentFile, errorScreen } from "./support/content";
import { fillEnquiry, sendButton } from "./support/enquiry";
import { allow, expect, limitPerPage, test } from "./support/fixtures";
import {
  expectHashPosition,
  expectPage,
  expectSameDocument,
  markDocument,
  visibleInternalLinks,
} from "./support/journey";

const contactForm = contentFile<{ submit: string }>("parts/contact-form.yaml");

/** The page type a path uses: journeys are grouped by it, and a kind of link is followed once per type. */
const shared = new Set(["case-study", "blog-post", "service", "location", "legal"]);
const templateOf = (path: string) => (shared.has(templateOfPage.get(path)!) ? templateOfPage.get(path)! : path);

/** The site's pages, grouped by page type, in the order of pagePaths. */
const groups = Map.groupBy(pagePaths, templateOf);

/** Pages whose links reach every page: from them each linked page is also opened client-side once. */
const indexes = new Set(["/", "/case-studies", "/blog"]);

const samePage = (href: string, from: string) => {
  const url = new URL(href, `http://site${from}`);
  return url.pathname === from && url.hash !== "";
};

/** Clicks a link already scrolled into view (followLink does that, to note where the page was). */
async function clickLink(page: Page, index: number) {
  await page.evaluate((i) => document.querySelectorAll<HTMLAnchorElement>("body a[href]")[i]!.click(), index);
}

type Link = Awaited<ReturnType<typeof visibleInternalLinks>>[number];

/** Follows one link from `from`, checks where it lands, then Back and Forward, and returns to `from`. */
async function followLink(page: Page, from: string, { href, index, fullLoad }: Link) {
  const what = `${from} → ${href}`;
  const target = new URL(href, `http://site${from}`);
  const scrolledBefore = await page.evaluate((i) => {
    document.querySelectorAll("body a[href]")[i]!.scrollIntoView({ block: "center" });
    return window.scrollY;
  }, index);

  if (samePage(href, from)) {
    // A visitor's own click, so the browser's fragment navigation runs as it would for them.
    await page.locator("body a[href]").nth(index).click();
    await expectHashPosition(page, target.hash, what);
    await expectSameDocument(page, what);
    return;
  }
  await clickLink(page, index);
  if (target.pathname === from && !target.hash) {
    // A link to the page itself replaces the history entry (React Router's default) and goes to the top.
    await expectPage(page, from, what);
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: `${what}: at the top` }).toBe(0);
    await expectSameDocument(page, what);
    return;
  }
  await expect(page, what).toHaveURL((url) => url.pathname === target.pathname && url.hash === target.hash);
  if (fullLoad) {
    await expectPage(page, target.pathname, what);
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === from);
    await expectPage(page, from, `${what}, Back`);
    await markDocument(page);
    return;
  }
  await expectSameDocument(page, what);
  await expectPage(page, target.pathname, what);
  if (target.hash) await expectHashPosition(page, target.hash, what);
  else await expect.poll(() => page.evaluate(() => window.scrollY), { message: `${what}: at the top` }).toBe(0);

  await page.goBack();
  await expect(page, `${what}, Back`).toHaveURL((url) => url.pathname === from);
  await expectPage(page, from, `${what}, Back`);
  await expect
    .poll(() => page.evaluate(() => window.scrollY), { message: `${what}, Back: scroll position restored` })
    .toBeCloseTo(scrolledBefore, -1);

  await page.goForward();
  await expect(page, `${what}, Forward`).toHaveURL((url) => url.pathname === target.pathname);
  await expectPage(page, target.pathname, `${what}, Forward`);
  await expectSameDocument(page, `${what}, Forward`);

  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === from);
  await expectPage(page, from, `${what}, Back again`);
}

/** What a link exercises: the same page's sections, the page itself, or a page type (and a section of it). */
function kindOf(from: string, href: string) {
  const target = new URL(href, `http://site${from}`);
  if (target.pathname === from) return target.hash ? `section ${target.hash}` : "itself";
  return `${templateOf(target.pathname)}${target.hash}`;
}

/** Opens a page client-side, checks it, and comes Back: a page is reached without a full load at least once. */
async function reach(page: Page, from: string, { href, index }: Link) {
  const what = `${from} → ${href}`;
  await page.evaluate((i) => document.querySelectorAll("body a[href]")[i]!.scrollIntoView({ block: "center" }), index);
  await clickLink(page, index);
  await expect(page, what).toHaveURL((url) => url.pathname === new URL(href, `http://site${from}`).pathname);
  await expectSameDocument(page, what);
  await expectPage(page, new URL(href, `http://site${from}`).pathname, what);
  await page.goBack();
  await expect(page, `${what}, Back`).toHaveURL((url) => url.pathname === from);
  await expectPage(page, from, `${what}, Back`);
}

test.describe("every kind of internal link, client-side", () => {
  test.use({ reducedMotion: "reduce" });

  // Each kind of link is followed once per page type (header and footer in full from / and /thank-you, where an
  // enquirer lands), and every page follows one link of its own; from the indexes every page is also reached.
  for (const [template, paths] of groups) {
    test(`from ${paths.length > 1 ? `every ${template} page` : template}`, async ({ page }) => {
      limitPerPage(paths.length, 10_000, 150_000);
      const everything = template === "/" || template === "/thank-you";
      const followed = new Set<string>();
      const reached = new Set<string>();
      let sharedFollowed = false;
      for (const from of paths) {
        await page.goto(from);
        await markDocument(page);
        const links = await visibleInternalLinks(page);
        const inMain = new Set((await visibleInternalLinks(page, "main")).map((link) => link.href));
        const lastOwn = links.findLast((link) => inMain.has(link.href));
        let ownFollowed = false;
        for (const link of links) {
          const own = inMain.has(link.href);
          if (!own && !everything) {
            if (sharedFollowed) continue;
            sharedFollowed = true;
          }
          const kind = kindOf(from, link.href);
          if (!followed.has(kind) || (link === lastOwn && !ownFollowed)) {
            followed.add(kind);
            ownFollowed ||= own;
            await followLink(page, from, link);
            reached.add(new URL(link.href, `http://site${from}`).pathname);
          } else if (indexes.has(from) && !link.fullLoad) {
            const target = new URL(link.href, `http://site${from}`).pathname;
            if (target === from || reached.has(target)) continue;
            reached.add(target);
            await reach(page, from, link);
          }
        }
        expect(ownFollowed || !lastOwn, `${from}: a link of its own followed`).toBe(true);
      }
      expect(followed.size, "kinds of link followed").toBeGreaterThan(0);
    });
  }
});

test.describe("the enquiry journey", () => {
  for (const start of ["/", "/case-studies/tinder", "/blog"]) {
    test(`send from ${start}, leave /thank-you every way, and send another`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(start);
      await markDocument(page);
      await fillEnquiry(page);
      await sendButton(page).click();
      await expect(page).toHaveURL("/thank-you");
      await expectSameDocument(page, "after sending");
      await expectPage(page, "/thank-you", "after sending");
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      // The form in the footer is idle, emptied and usable again.
      await expect(sendButton(page)).toBeEnabled();
      await expect(sendButton(page)).toHaveText("Send message");
      await expect(page.locator("#contact-fullName")).toHaveValue("");

      // Leave by the thank-you page's own link, then come back.
      await page.getByRole("link", { name: /see the work/i }).click();
      await expect(page).toHaveURL("/#work");
      await expectPage(page, "/", "see the work");
      await expectHashPosition(page, "#work", "see the work");
      await page.goBack();
      await expectPage(page, "/thank-you", "Back to /thank-you");

      // Leave by the header, then Back again.
      await page.getByRole("banner").getByRole("link", { name: "Lumen & Lark, home" }).click();
      await expect(page).toHaveURL("/");
      await expectPage(page, "/", "header logo");
      await page.goBack();
      await expectPage(page, "/thank-you", "Back from home");

      // Send another message from /thank-you.
      await page
        .locator("#contact")
        .getByText(/send another message/i)
        .click();
      await fillEnquiry(page, { message: "A second message: we would also like to talk about paid social." });
      await sendButton(page).click();
      await expect(page.getByText(errorScreen.heading)).toHaveCount(0);
      await expect(sendButton(page)).toHaveText(contactForm.submit);
      await expect(sendButton(page)).toBeEnabled();
      await expect(page.locator("#contact-message")).toHaveValue("");
      await expectPage(page, "/thank-you", "after sending again");
      await expectSameDocument(page, "the whole journey");
    });
  }
});

test.describe("error screen", () => {
  // The failure below is made on purpose; React and React Router report it on the console.
  test.use({ allowConsoleErrors: allow(/steps|Cannot read|undefined|error boundary|ErrorBoundary/i) });

  test("takes its own title when a page fails to render in the browser", async ({ page }) => {
    await page.goto("/");
    // Route data the page cannot render: its list of next steps is missing.
    await page.route("**/thank-you.data*", async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replaceAll('"steps"', '"gone"') });
    });
    await fillEnquiry(page);
    await sendButton(page).click();
    await expect(page.getByRole("heading", { name: errorScreen.heading })).toBeVisible();
    await expect(page).toHaveTitle(errorScreen.meta.title);
  });
});
