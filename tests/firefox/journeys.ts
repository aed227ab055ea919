// The visitor journeys the second and third engines run against the production build, written once:
// Firefox ESR drives them through puppeteer-core (smoke.test.ts), WebKit through WebKitWebDriver and
// webdriverio (tests/webkit/smoke.test.ts). Each engine gives a tab with the few things they need.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { after, before, test } from "node:test";
import { parse } from "yaml";
import { type RunningServer, startServer } from "../../scripts/lib/server.mjs";

export type Tab = {
  /** Loads a path and waits until React has taken over. */
  open(path: string): Promise<void>;
  /** Runs a function in the page (it is sent as source: no closures). */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** A real click, as the engine's automation gives it, on the element a CSS selector names. */
  click(selector: string): Promise<void>;
  type(selector: string, text: string): Promise<void>;
  close(): Promise<void>;
};

export type Engine = {
  /** The narrowest viewport the engine gives: 320 px, or MiniBrowser's 334 px rounded up to a phone's 390. */
  narrowest: number;
  /** A tab whose viewport is `width` wide, with the cookie choice made unless `consent` is false. */
  tab(width: number, options?: { consent?: boolean }): Promise<Tab>;
  /** Page errors, console errors and CSP violations seen so far. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
};

/** Runs in the page: the element under `scope` whose text is `text`, marked so a selector names it. */
function markByText(scope: string, text: string) {
  document.querySelector("[data-smoke-target]")?.removeAttribute("data-smoke-target");
  const found = [...document.querySelectorAll(`${scope} a, ${scope} button`)].find(
    (element) => (element.textContent ?? "").replace(/\s+/g, " ").trim() === text,
  );
  found?.setAttribute("data-smoke-target", "");
  return Boolean(found);
}

async function clickText(tab: Tab, scope: string, text: string) {
  await waitFor(() => tab.evaluate(markByText, scope, text), `a '${text}' link in ${scope}`);
  await tab.click("[data-smoke-target]");
}

/** Polls `condition` until it holds; a condition that throws (a page still loading) is read as not yet. */
export async function waitFor(condition: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const pathname = (tab: Tab) => tab.evaluate(() => location.pathname + location.hash);
const text = (tab: Tab, selector: string) =>
  tab.evaluate((s) => (document.querySelector(s)?.textContent ?? "").trim(), selector);
const visible = (tab: Tab, selector: string) =>
  tab.evaluate((s) => document.querySelector(s)?.checkVisibility() ?? false, selector);
const waitForPath = (tab: Tab, expected: string) => waitFor(async () => (await pathname(tab)) === expected, expected);

/** The element's top, once four readings 100 ms apart agree (a smooth scroll has ended). */
async function settledTop(tab: Tab, selector: string) {
  const readings: (number | null)[] = [];
  await waitFor(async () => {
    readings.push(
      await tab.evaluate(
        (s) => Math.round(document.querySelector(s)?.getBoundingClientRect().top ?? Number.NaN),
        selector,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const last = readings.slice(-4);
    return last.length === 4 && last.every((top) => Number.isFinite(top) && top === last[0]);
  }, `${selector} to stop moving`);
  return readings.at(-1);
}

async function sendEnquiry(tab: Tab, thankYou: string) {
  const unique = `${Date.now()}`;
  const email = `grace.${unique}@compilers.example`;
  for (const [field, value] of Object.entries({
    fullName: `Grace Hopper ${unique}`,
    company: "Compilers Ltd",
    email,
    message: "We are opening in Barcelona and need a launch plan.",
  })) {
    await tab.type(`#contact-${field}`, value);
  }
  await tab.click("#contact button[type=submit]");
  await waitForPath(tab, thankYou);
  return email;
}

/** Runs in the page: the hero's eyebrow separators that start a line, and its buttons' narrowest padding. */
function heroLayout() {
  const eyebrow = document.querySelector("section[data-composition=hero] p")!;
  const left = eyebrow.getBoundingClientRect().left;
  const textNode = eyebrow.firstChild!;
  const lineStarts = [...(textNode.textContent ?? "").matchAll(/·/g)].filter(({ index }) => {
    const range = document.createRange();
    range.setStart(textNode, index);
    range.setEnd(textNode, index + 1);
    return range.getBoundingClientRect().left - left < 1;
  }).length;
  const paddings = [...document.querySelectorAll("section[data-composition=hero] a[data-slot=button]")].map(
    (button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      const [outer, inner] = [button.getBoundingClientRect(), range.getBoundingClientRect()];
      return Math.round(Math.min(inner.left - outer.left, outer.right - inner.right));
    },
  );
  return { lineStarts, paddings };
}

/** The journeys against a server of their own; `everyPage` visits every page (too slow for WebKit). */
export function journeys(engineName: string, start: (siteUrl: string) => Promise<Engine>, { everyPage = false } = {}) {
  let server: RunningServer;
  let engine: Engine;

  before(async () => {
    server = await startServer({
      env: { CONTACT_MIN_FILL_MS: "200", CONTACT_RATE_LIMIT: "1000", BROWSER_REPORT_RATE_LIMIT: "1000" },
    });
    engine = await start(server.url);
  });
  after(async () => {
    await engine?.close();
    await server?.stop();
  });
  const tab = (width = 1280, options?: { consent?: boolean }) => engine.tab(width, options);
  const stored = (email: string) => {
    const db = new DatabaseSync(path.join(server.dataDir, "enquiries.sqlite"), { readOnly: true });
    try {
      return (db.prepare("SELECT count(*) AS n FROM enquiries WHERE email = ?").get(email) as { n: number }).n;
    } finally {
      db.close();
    }
  };

  test("the consent banner shows on a first visit and remembers the choice", async () => {
    const page = await tab(1280, { consent: false });
    await page.open("/");
    await waitFor(() => visible(page, '[data-slot="cookie-banner"]'), "the cookie banner");
    await clickText(page, '[data-slot="cookie-banner"]', "Essential only");
    await waitFor(async () => !(await visible(page, '[data-slot="cookie-banner"]')), "the banner to close");
    await page.open("/");
    assert.equal(await page.evaluate(() => document.querySelector('[data-slot="cookie-banner"]') === null), true);
    await page.close();
  });

  test("the home page hydrates; the FAQ opens one answer at a time; the showreel opens and closes", async () => {
    const page = await tab();
    await page.open("/");
    assert.match(await text(page, "h1"), /\w/);
    await waitFor(() => page.evaluate(() => document.querySelectorAll("#faq summary").length >= 2), "FAQ items");
    await page.click("#faq details:nth-of-type(1) summary");
    await page.click("#faq details:nth-of-type(2) summary");
    const opened = await page.evaluate(() =>
      [...document.querySelectorAll("#faq details")].map((item) => (item as HTMLDetailsElement).open),
    );
    assert.deepEqual(
      opened.map((isOpen, index) => (isOpen ? index : -1)).filter((index) => index >= 0),
      [1],
    );
    await page.click("#showreel a[data-format=desktop]");
    await waitFor(() => visible(page, "#showreel dialog[open]"), "the showreel overlay");
    const src = await page.evaluate(() => document.querySelector("#showreel dialog iframe")?.getAttribute("src"));
    assert.equal(new URL(src ?? "about:blank").searchParams.get("autoplay"), "1");
    await page.click("#showreel dialog[open] button");
    await waitFor(async () => !(await visible(page, "#showreel dialog[open]")), "the overlay to close");
    await page.close();
  });

  test("section links leave 100 px above the section at 1440 px, and the menu 80 px at 390 px", async () => {
    const wide = await tab(1440);
    await wide.open("/");
    await clickText(wide, "nav[aria-label=Main]", "How We Work");
    await waitForPath(wide, "/#process");
    assert.equal(await settledTop(wide, "#process"), 100);
    await wide.close();

    const narrow = await tab(390);
    await narrow.open("/blog");
    await narrow.click('[data-slot="menu-toggle"]');
    await waitFor(() => visible(narrow, "#mobile-menu"), "the mobile menu");
    await clickText(narrow, "nav[aria-label=Mobile]", "How We Work");
    await waitForPath(narrow, "/#process");
    await waitFor(async () => !(await visible(narrow, "#mobile-menu")), "the menu to close");
    assert.equal(await settledTop(narrow, "#process"), 80);
    await narrow.close();
  });

  test("an enquiry from a case study is stored and lands on /thank-you, which is left client-side and by Back", async () => {
    const page = await tab();
    await page.open("/case-studies/tinder");
    await page.evaluate(() => {
      (window as { smokeMark?: boolean }).smokeMark = true;
    });
    const email = await sendEnquiry(page, "/thank-you");
    assert.equal(stored(email), 1, "the enquiry in the store");
    await waitFor(() => page.evaluate(() => !document.querySelector("#contact button[type=submit]:disabled")), "idle");
    assert.equal(await text(page, "#contact button[type=submit]"), "Send message");
    const thankYouHeading = await text(page, "h1");

    await clickText(page, "main", "See the work");
    await waitForPath(page, "/#work");
    assert.equal(await page.evaluate(() => (window as { smokeMark?: boolean }).smokeMark), true, "client-side");
    // A same-document history step: the engines' own Back waits for a load that never comes.
    await page.evaluate(() => history.back());
    await waitForPath(page, "/thank-you");
    await waitFor(async () => (await text(page, "h1")) === thankYouHeading, "the thank-you heading");

    await page.click('footer a[href="/case-studies"]');
    await waitForPath(page, "/case-studies");
    assert.equal(await page.evaluate(() => (window as { smokeMark?: boolean }).smokeMark), true, "client-side");
    assert.doesNotMatch(await text(page, "h1"), /Unexpected/);
    await page.close();
  });

  test("at 390 px no line of the hero's eyebrow starts with a separator, and its buttons keep their padding, in both languages", async () => {
    const spanish = parse(readFileSync("content/es/home.yaml", "utf8")) as { hero: { heading: string } };
    const page = await tab(390);
    for (const path of ["/", "/es"]) {
      await page.open(path);
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      const { lineStarts, paddings } = await page.evaluate(heroLayout);
      assert.equal(lineStarts, 0, `${path}: a line of the eyebrow starts with "·"`);
      assert.equal(paddings.length, 2);
      for (const padding of paddings) assert.ok(padding >= 11, `${path}: ${padding} px between label and border`);
    }
    assert.equal(await page.evaluate(() => document.documentElement.lang), "es-ES");
    assert.equal((await text(page, "h1")).replace(/\s+/g, " "), spanish.hero.heading);
    await page.close();
  });

  test("a Spanish visitor on a phone sends an enquiry, lands on /es/gracias, and switches to English", async () => {
    const spanish = parse(readFileSync("content/es/pages/thank-you.yaml", "utf8")) as { heading: string };
    const page = await tab(engine.narrowest);
    await page.open("/es/casos/tinder");
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    assert.ok(clientWidth > 300 && scrollWidth <= clientWidth, `no sideways scroll: ${scrollWidth} in ${clientWidth}`);
    assert.equal(stored(await sendEnquiry(page, "/es/gracias")), 1);
    // The heading's last words are joined by a no-break space, so that none stands alone.
    await waitFor(
      async () => (await text(page, "h1")).replaceAll("\u00a0", " ") === spanish.heading,
      "the Spanish thank-you heading",
    );
    assert.equal(await page.evaluate(() => document.documentElement.lang), "es-ES");
    await page.click("footer [data-slot=language-switch]");
    await waitForPath(page, "/thank-you");
    await waitFor(async () => (await page.evaluate(() => document.documentElement.lang)) === "en-GB", "English");
    await page.close();
  });

  // Registered only where asked for: a minute and more in WebKit.
  if (everyPage)
    test("no page scrolls sideways on a phone", async () => {
      const { pagePaths } = await import("../../scripts/lib/pages.ts");
      const page = await tab(engine.narrowest);
      const sideways: string[] = [];
      for (const path of pagePaths) {
        // Hydrated before it is left: a page left while it loads its modules reports the aborted import.
        await page.open(path);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (overflow > 0) sideways.push(`${path}: ${overflow}px`);
      }
      assert.ok(pagePaths.length > 60, "every page");
      assert.deepEqual(sideways, []);
      await page.close();
    });

  test("a page's script error reaches the site's report endpoint, and no report is refused", async () => {
    const page = await tab();
    await page.open("/");
    const vitalsLoaded = () =>
      page.evaluate(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("/vitals-")));
    await waitFor(vitalsLoaded, "the vitals script");
    await page.evaluate(() => setTimeout(() => Promise.reject(new Error("smoke: expected rejection"))));
    const reports = () => server.output().match(/"path":"\/api\/browser-report","status":\d+/g) ?? [];
    const before = reports().length;
    // Leaving the page hides it, and the report goes then.
    await page.open("/blog");
    await waitFor(async () => reports().length > before, "the report");
    assert.deepEqual(
      reports().filter((line) => !line.endsWith(":204")),
      [],
      "every report the pages sent taken",
    );
    await page.close();
  });

  test(`no page error, console error or CSP violation in ${engineName}`, async () => {
    assert.deepEqual(
      (await engine.problems()).filter((problem) => !problem.includes("smoke: expected")),
      [],
    );
  });
}
