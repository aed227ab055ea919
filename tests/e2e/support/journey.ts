import { expect, type Page } from "@playwright/test";
import {
  CONTACT_SCROLL_OFFSET,
  CONTACT_SECTION_ID,
  HASH_SCROLL_OFFSET,
  MOBILE_BREAKPOINT,
} from "../../../app/config/ui";
import { errorScreen } from "./content";
import { nextPaints, settledTop } from "./scroll";

/** A page as the server renders it: the h1 and title a visitor must also see after a client-side navigation. */
export type Rendered = { h1: string; title: string };

const rendered = new Map<string, Promise<Rendered>>();

function textOf(html: string, pattern: RegExp) {
  const match = pattern.exec(html);
  return (match?.[1] ?? "")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}

/** The server's h1 and title for a path (fetched once per run). */
export function renderedPage(page: Page, pathname: string): Promise<Rendered> {
  let entry = rendered.get(pathname);
  if (!entry) {
    entry = page.request.get(pathname).then(async (response) => {
      const html = await response.text();
      return { h1: textOf(html, /<h1[^>]*>([\s\S]*?)<\/h1>/), title: textOf(html, /<title>([\s\S]*?)<\/title>/) };
    });
    rendered.set(pathname, entry);
  }
  return entry;
}

/** Marks the document, so a full page load (which drops the mark) can be told from a client-side navigation. */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { journeyMark: boolean }).journeyMark = true;
  });
}

export async function expectSameDocument(page: Page, what: string) {
  expect(
    await page.evaluate(() => (window as unknown as { journeyMark?: boolean }).journeyMark === true),
    `${what}: a client-side navigation, not a full page load`,
  ).toBe(true);
}

/** The page shows the server's h1 and title for this path, and no error screen. */
export async function expectPage(page: Page, pathname: string, what: string) {
  const expected = await renderedPage(page, pathname);
  // A link to the page itself shows the same h1 before its navigation ends; the router must be idle first,
  // or its scroll to the top could land after the next click. Without JavaScript there is no router ("none").
  const navigation = () =>
    page
      .evaluate(
        () =>
          (window as unknown as { __reactRouterDataRouter?: { state: { navigation: { state: string } } } })
            .__reactRouterDataRouter?.state.navigation.state ?? "none",
      )
      .catch(() => "loading");
  await expect.poll(navigation, { message: `${what}: navigation finished` }).toMatch(/^(idle|none)$/);
  // A page without JavaScript runs no frame callbacks.
  if ((await navigation()) === "idle") await nextPaints(page);
  await expect(page.locator("h1").first(), what).toHaveText(expected.h1);
  await expect(page, what).toHaveTitle(expected.title);
  await expect(page.getByText(errorScreen.heading), what).toHaveCount(0);
}

/** Where a hash link must leave its section: the spec's offsets below the fixed header. */
export async function expectHashPosition(page: Page, hash: string, what: string) {
  const width = page.viewportSize()?.width ?? 1440;
  // The contact section has offsets of its own (80px on phones, none on wide screens).
  const offsets = hash === `#${CONTACT_SECTION_ID}` ? CONTACT_SCROLL_OFFSET : HASH_SCROLL_OFFSET;
  const offset = width < MOBILE_BREAKPOINT ? offsets.narrow : offsets.wide;
  const selector = `[id="${decodeURIComponent(hash.slice(1))}"]`;
  const top = await settledTop(page, selector);
  // A section near the foot of the page may not be able to rise that far: then the page is at its end,
  // with the section as high as it can go and never scrolled past its place.
  const atEnd = await page.evaluate(
    () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1,
  );
  if (atEnd)
    expect(top, `${what}: ${hash} not scrolled past its place at the end of the page`).toBeGreaterThanOrEqual(offset);
  else expect(top, `${what}: ${hash} sits ${offset}px below the top`).toBe(offset);
}

/** Every internal page link the visitor can see on the current page, as [href, index among matching links]. */
export async function visibleInternalLinks(page: Page, scope = "body") {
  return page.evaluate((scopeSelector) => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>(`${scopeSelector} a[href]`)];
    return links
      .map((link, index) => ({ link, index }))
      .filter(({ link }) => {
        const url = new URL(link.href, location.href);
        return (
          url.origin === location.origin &&
          !/\.\w+$/.test(url.pathname) &&
          !url.pathname.startsWith("/api/") &&
          // "Skip to content" moves focus, not the visitor: the keyboard tests cover it.
          link.getAttribute("href") !== "#main" &&
          // "Cookie settings" reopens the banner (the consent tests cover it); it leads nowhere with JavaScript.
          link.dataset.slot !== "cookie-settings-link" &&
          link.target !== "_blank" &&
          link.checkVisibility({ visibilityProperty: true })
        );
      })
      .map(({ link, index }) => ({
        href: link.getAttribute("href") ?? "",
        index,
        // Related case studies open with a full page load on purpose (ADR 012).
        fullLoad: link.closest('[data-slot="related-case-study"]') !== null,
      }));
  }, scope);
}
