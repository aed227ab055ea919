import type { Page } from "@playwright/test";
import { pagePaths, templateOfPage } from "../../scripts/lib/pages";
import { expectNoAxeViolations } from "./support/axe";
import {
  analyticsServerURL,
  chosen,
  fbqCalls,
  gtagCalls,
  routeAnalyticsHosts,
  storedConsent,
  TEST_ANALYTICS_IDS,
} from "./support/consent";
import { contentFile, isSpanish } from "./support/content";
import { expect, test } from "./support/fixtures";
import { nextPaints, watchLayoutShift } from "./support/scroll";

const { gaMeasurementId, metaPixelId } = TEST_ANALYTICS_IDS;
const REGIONS = [
  ...["AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT"],
  ...["LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE", "GB", "IS", "LI", "NO", "CH"],
];
const consentOf = (value: "denied" | "granted") =>
  Object.fromEntries(
    ["ad_storage", "analytics_storage", "ad_user_data", "ad_personalization"].map((key) => [key, value]),
  );
const [DENIED, GRANTED] = [consentOf("denied"), consentOf("granted")];
/** Consent defaults before the tag is configured, then the grant, then the tag's set-up. */
const ACCEPTED_GTAG_CALLS = [
  ["consent", "default", { ...DENIED, region: REGIONS }],
  ["consent", "default", GRANTED],
  ["consent", "update", GRANTED],
  ["js", "Date"],
  ["config", gaMeasurementId],
];
/** Revoked before init; granted (on Accept, a stored 'all', or outside the consent regions) before the first event. */
const GRANTED_FBQ_CALLS = [
  ["consent", "revoke"],
  ["init", metaPixelId],
  ["consent", "grant"],
  ["track", "PageView"],
];

// These visitors have not chosen yet, unless a test says otherwise.
test.use({ storageState: { cookies: [], origins: [] } });

const copy =
  contentFile<Record<"title" | "privacyLink" | "accept" | "essential" | "close", string>>("parts/cookie-banner.yaml");
const layout = contentFile<{ skipLink: string; footer: { cookieSettings: string } }>("parts/layout.yaml");

const banner = (page: Page) => page.getByRole("region", { name: copy.title });

/** The first screens the banner is judged on, narrowest first. */
const FIRST_SCREENS = [
  [360, 740],
  [390, 844],
  [1024, 730],
  [1440, 900],
] as const;
/** What a first screen must show whole: headings, calls to action and proof. */
const IMPORTANT = [
  "main :is(h1, h2, h3)",
  "main [data-slot=button]",
  "[data-slot=lead-case]",
  "[data-slot=evidence]",
  "[data-slot=figures]",
  "[data-slot=figures-source]",
  "[data-slot=hero-fact]",
].join(", ");
/** Elsewhere than at 1440×900 and on the home page: the headline, the hero's call to action and the proof's first row. */
const OPENING = ["main h1", "[data-composition=hero] [data-slot=button]", "[data-slot=figures] > li:first-child"].join(
  ", ",
);
/** The first page of every template in each language, judged on every first screen. */
const kindOf = (path: string) => `${templateOfPage.get(path)}:${isSpanish(path)}`;
const firstScreenPaths = pagePaths.filter(
  (path, index) => pagePaths.findIndex((other) => kindOf(other) === kindOf(path)) === index,
);

/** Visits the home page as the CDN would present a visitor from `country` (no header when null). */
async function visitFrom(page: Page, country: string | null, waitUntil: "load" | "networkidle" = "load") {
  await page.setExtraHTTPHeaders(country ? { "CF-IPCountry": country } : {});
  await page.goto("/", { waitUntil });
}

/** The URLs of the requests the page makes from now on whose address contains `part`. */
function requestsTo(page: Page, part: string) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(part)) urls.push(request.url());
  });
  return urls;
}

/** Records, from before the first script runs, whether the banner was ever in the page. */
async function watchForBanner(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { bannerSeen: boolean };
    w.bannerSeen = false;
    new MutationObserver(() => {
      if (document.querySelector("[data-slot=cookie-banner]")) w.bannerSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { bannerSeen: boolean }).bannerSeen);
}

test.describe("when the banner shows", () => {
  test("shows to a visitor from a consent region, and whenever the lookup cannot say where they are", async ({
    page,
  }) => {
    for (const country of ["DE", "GB", "NO", "CH"]) {
      await visitFrom(page, country);
      await expect(banner(page), country).toBeVisible();
    }
    // No country header, Cloudflare's unknown country, a Tor exit node, a malformed value.
    for (const header of [null, "XX", "T1", "Germany"]) {
      const lookup = page.waitForResponse("**/api/geo");
      await visitFrom(page, header);
      expect(await (await lookup).json()).toEqual({ country_code: null });
      await expect(banner(page), String(header)).toBeVisible();
    }
  });

  test("stays hidden for a visitor from the US", async ({ page }) => {
    const seen = await watchForBanner(page);
    const lookup = page.waitForResponse("**/api/geo");
    // After a lookup outside the consent regions the page asks whether analytics is configured: the decision is made.
    const decided = page.waitForRequest("**/api/analytics-config");
    await visitFrom(page, "US");
    expect(await (await lookup).json()).toEqual({ country_code: "US" });
    await decided;
    await expect(banner(page)).toBeHidden();
    expect(await seen()).toBe(false);
  });
});

test.describe("the visitor's choice", () => {
  for (const [button, stored] of [
    [copy.accept, "all"],
    [copy.essential, "essential"],
  ] as const) {
    test(`${button} stores '${stored}', hides the banner, and on the next visit it never shows, not even for a moment, and nothing is looked up`, async ({
      page,
    }) => {
      await visitFrom(page, "DE");
      await banner(page).getByRole("button", { name: button }).click();
      await expect(banner(page)).toBeHidden();
      expect(await storedConsent(page)).toBe(stored);

      const seen = await watchForBanner(page);
      const lookups = requestsTo(page, "/api/geo");
      await page.reload({ waitUntil: "networkidle" });
      expect(await seen()).toBe(false);
      expect(lookups).toEqual([]);
    });
  }

  test("the close icon, or Escape, hides it for now and stores nothing, so it asks again next time", async ({
    page,
  }) => {
    for (const close of [
      () => banner(page).getByRole("button", { name: copy.close }).click(),
      async () => {
        await banner(page).getByRole("button", { name: copy.accept }).focus();
        await page.keyboard.press("Escape");
      },
    ]) {
      await visitFrom(page, "DE");
      await close();
      await expect(banner(page)).toBeHidden();
      expect(await storedConsent(page)).toBeNull();
      await page.reload();
      await expect(banner(page)).toBeVisible();
    }
  });

  test("is reachable from the keyboard, right after 'Skip to content', and works with Enter", async ({ page }) => {
    await visitFrom(page, "DE");
    await expect(banner(page)).toBeVisible();
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return element?.getAttribute("aria-label") ?? element?.textContent ?? "";
      });
    const order: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press("Tab");
      order.push(await focused());
    }
    expect(order).toEqual([layout.skipLink, copy.privacyLink, copy.accept, copy.essential, copy.close]);
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    expect(await focused()).toBe(copy.accept);
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toBe("all");
  });

  test.describe("with 'essential' stored", () => {
    test.use({ storageState: async ({ baseURL }, use) => use(chosen(baseURL!, "essential")) });

    test("'Cookie settings' in the footer reopens it, focused, and hands focus back", async ({ page }) => {
      await visitFrom(page, "DE", "networkidle");
      await expect(banner(page)).toBeHidden();
      const settings = page.getByRole("contentinfo").getByRole("link", { name: layout.footer.cookieSettings });
      await expect(settings).toHaveAttribute("href", "/privacy-policy#cookies");
      await settings.click();
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toBeFocused();
      expect(page.url()).not.toContain("privacy-policy");

      await banner(page).getByRole("button", { name: copy.accept }).click();
      await expect(banner(page)).toBeHidden();
      expect(await storedConsent(page)).toBe("all");
      await expect(settings).toBeFocused();
    });
  });
});

test.describe("how it sits on the page", () => {
  test("is axe-clean while open, on a phone and on a desktop, and links to the policy's section on cookies", async ({
    page,
  }) => {
    // Axe twice over the whole page.
    test.slow();
    await visitFrom(page, "DE");
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("link", { name: copy.privacyLink })).toHaveAttribute(
      "href",
      "/privacy-policy#cookies",
    );
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
  });

  test("overlays without shifting the layout and leaves the page readable", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const shift = await watchLayoutShift(page);
    await visitFrom(page, "DE");
    const heading = page.getByRole("heading", { level: 1 });
    // Layout position, which an entrance transform on the heading does not change.
    const layoutBox = () =>
      heading.evaluate((element) => {
        const el = element as HTMLElement;
        return { x: el.offsetLeft, y: el.offsetTop, width: el.offsetWidth, height: el.offsetHeight };
      });
    const before = await layoutBox();
    await expect(banner(page)).toBeVisible();
    // Once the banner has finished coming in, and the page has painted it.
    await banner(page).evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)),
    );
    await nextPaints(page);

    const { layoutShift, shifted } = await shift();
    expect(layoutShift, shifted.join("\n")).toBe(0);
    expect(await layoutBox()).toEqual(before);
    const box = (await banner(page).boundingBox())!;
    expect(await banner(page).evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
    expect(box.height).toBeLessThan(844 / 2);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    // Nothing covers the rest of the page: above the banner it still answers clicks and scrolls.
    const above = await page.evaluate(
      (y) => document.elementFromPoint(195, y)?.closest("[data-slot=cookie-banner]") ?? null,
      box.y - 100,
    );
    expect(box.y - 100).toBeGreaterThan(0);
    expect(above).toBeNull();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  for (const path of firstScreenPaths) {
    test(`${path}: covers no heading, call to action or proof at 1440×900, nor the opening on a phone or at 1024×730, and on the home page at most a sixth of a 390×844 screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: FIRST_SCREENS[0]![0], height: FIRST_SCREENS[0]![1] });
      await page.goto(path);
      await expect(page.locator("[data-slot=cookie-banner]")).toBeVisible();
      const problems: string[] = [];
      for (const [width, height] of FIRST_SCREENS) {
        await page.setViewportSize({ width, height });
        await page.evaluate(() => document.fonts.ready);
        await page
          .locator("[data-slot=cookie-banner]")
          .evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)));
        const whole = width === 1440 || templateOfPage.get(path) === "home";
        const { covered, share } = await page.evaluate(
          (selector) => {
            const bar = document.querySelector("[data-slot=cookie-banner]")!.getBoundingClientRect();
            const hidden = (element: Element) => element.closest("[aria-hidden=true], .sr-only, dialog:not([open])");
            return {
              share: (bar.width * bar.height) / (innerWidth * innerHeight),
              covered: [...document.querySelectorAll(selector)]
                .filter((element) => !hidden(element) && element.getClientRects().length > 0)
                .filter((element) => {
                  const box = element.getBoundingClientRect();
                  return box.top < bar.bottom && bar.top < box.bottom && box.left < bar.right && bar.left < box.right;
                })
                .map(
                  (element) =>
                    `<${element.tagName.toLowerCase()}> "${(element.textContent ?? "").trim().slice(0, 40)}"`,
                ),
            };
          },
          whole ? IMPORTANT : OPENING,
        );
        for (const element of covered) problems.push(`${width}×${height}: the banner covers ${element}`);
        if (width === 390 && share > 1 / 6) problems.push(`390×844: the banner takes ${Math.round(share * 100)}%`);
      }
      expect(problems, problems.join("\n")).toEqual([]);
    });
  }
});

test.describe("analytics, when configured", () => {
  test.use({ baseURL: analyticsServerURL });

  test("in a consent region nothing loads, no cookie is set and no request is sent before consent; Accept then grants both tools", async ({
    page,
    context,
  }) => {
    const requests = await routeAnalyticsHosts(page);
    await visitFrom(page, "DE", "networkidle");
    await expect(banner(page)).toBeVisible();

    expect(requests).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(await gtagCalls(page)).toEqual([]);
    expect(await fbqCalls(page)).toEqual([]);

    await banner(page).getByRole("button", { name: copy.accept }).click();
    await expect.poll(() => fbqCalls(page)).toHaveLength(4);

    expect(await gtagCalls(page)).toEqual(ACCEPTED_GTAG_CALLS);
    expect(await fbqCalls(page)).toEqual(GRANTED_FBQ_CALLS);
    await expect
      .poll(() => requests.toSorted())
      .toEqual([
        "connect.facebook.net/en_US/fbevents.js",
        "www.facebook.com/tr",
        "www.google-analytics.com/g/collect",
        "www.googletagmanager.com/gtag/js",
      ]);
    expect((await context.cookies()).map((cookie) => cookie.name).toSorted()).toEqual(["_fbp", "_ga"]);
  });

  test("Essential keeps everything off, then and on every later visit, from anywhere: no tag, no request, no cookie", async ({
    page,
    context,
  }) => {
    const requests = await routeAnalyticsHosts(page);
    await visitFrom(page, "DE");
    await banner(page).getByRole("button", { name: copy.essential }).click();
    await expect(banner(page)).toBeHidden();
    await page.waitForLoadState("networkidle");
    expect(await gtagCalls(page)).toEqual([]);

    // Stored, the choice holds outside the consent regions too: the page does not even ask what is configured.
    const configLookups = requestsTo(page, "/api/analytics-config");
    await visitFrom(page, "US", "networkidle");
    expect(requests).toEqual([]);
    expect(configLookups).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(await gtagCalls(page)).toEqual([]);
    expect(await fbqCalls(page)).toEqual([]);
  });

  test.describe("with 'all' stored", () => {
    test.use({ storageState: async ({ baseURL }, use) => use(chosen(baseURL!, "all")) });

    test("grants on load, with the defaults set first", async ({ page }) => {
      const requests = await routeAnalyticsHosts(page);
      await visitFrom(page, "DE");
      await expect.poll(() => fbqCalls(page)).toHaveLength(4);

      expect(await gtagCalls(page)).toEqual(ACCEPTED_GTAG_CALLS);
      expect(await fbqCalls(page)).toEqual(GRANTED_FBQ_CALLS);
      // The page asks for the script before its pixel calls, but the route sees the request a moment
      // later, on its own turn: wait for it rather than expect it already there.
      await expect.poll(() => requests).toContain("www.googletagmanager.com/gtag/js");
    });
  });

  test("outside the consent regions the tags start with Google's regional defaults, and Essential later withdraws consent", async ({
    page,
  }) => {
    await routeAnalyticsHosts(page);
    await visitFrom(page, "US");
    await expect.poll(() => fbqCalls(page)).toHaveLength(4);
    await expect(banner(page)).toBeHidden();

    expect(await gtagCalls(page)).toEqual([
      ["consent", "default", { ...DENIED, region: REGIONS }],
      ["consent", "default", GRANTED],
      ["js", "Date"],
      ["config", gaMeasurementId],
    ]);
    expect(await fbqCalls(page)).toEqual(GRANTED_FBQ_CALLS);

    await page.getByRole("contentinfo").getByRole("link", { name: layout.footer.cookieSettings }).click();
    await banner(page).getByRole("button", { name: copy.essential }).click();
    expect(await storedConsent(page)).toBe("essential");
    await expect.poll(async () => (await gtagCalls(page)).at(-1)).toEqual(["consent", "update", DENIED]);
    await expect.poll(async () => (await fbqCalls(page)).at(-1)).toEqual(["consent", "revoke"]);
  });
});

test.describe("analytics, when not configured", () => {
  for (const country of ["DE", "US"]) {
    test(`makes no analytics request and loads no analytics code (${country})`, async ({ page, context }) => {
      const requests = await routeAnalyticsHosts(page);
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      const config = page.waitForResponse("**/api/analytics-config");
      await visitFrom(page, country);
      if (country === "DE") await banner(page).getByRole("button", { name: copy.accept }).click();
      expect(await (await config).json()).toEqual({ gaMeasurementId: null, metaPixelId: null });
      await page.waitForLoadState("networkidle");

      expect(requests).toEqual([]);
      expect(scripts.filter((script) => script.includes("analytics"))).toEqual([]);
      expect(await context.cookies()).toEqual([]);
      expect(await page.evaluate(() => "gtag" in window || "fbq" in window || "dataLayer" in window)).toBe(false);
    });
  }
});
