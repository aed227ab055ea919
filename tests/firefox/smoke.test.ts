// The second engine: a smoke run of the visitor journeys in Debian's Firefox ESR, driven over
// WebDriver BiDi by puppeteer-core, against the production build. Run by `npm run test:firefox`.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, test } from "node:test";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { parse } from "yaml";
import { startServer } from "../../scripts/lib/server.mjs";

const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
const problems: string[] = [];

before(async () => {
  server = await startServer({ env: { CONTACT_MIN_FILL_MS: "200", CONTACT_RATE_LIMIT: "1000" } });
  browser = await puppeteer.launch({ browser: "firefox", executablePath: firefoxPath, headless: true });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Puppeteer's `setViewport` sends the viewport together with a screen-orientation override, which
 * Firefox ESR 140 does not know (`emulation.setScreenOrientationOverride`), and the whole call fails.
 * So the viewport goes straight to WebDriver BiDi's `browsingContext.setViewport` through the
 * page's browsing context, and the width the page then has is checked.
 */
type BidiFrame = {
  browsingContext: { setViewport(options: { viewport: { width: number; height: number } }): Promise<void> };
};
async function setViewport(page: Page, width: number, height: number) {
  await (page.mainFrame() as unknown as BidiFrame).browsingContext.setViewport({ viewport: { width, height } });
  assert.equal(await page.evaluate(() => window.innerWidth), width, "the viewport's width");
}

async function newPage({ width = 1280, consent = true } = {}) {
  const page = await browser.newPage();
  await setViewport(page, width, 900);
  page.on("pageerror", (error) => problems.push(`page error: ${error instanceof Error ? error.message : error}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  await page.evaluateOnNewDocument(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline code"}`);
    });
  });
  if (consent) {
    await page.goto(`${server.url}/robots.txt`);
    await page.evaluate(() => localStorage.setItem("cookieConsent", "essential"));
  }
  return page;
}

async function open(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await page.waitForSelector("html[data-hydrated]");
}

const text = (page: Page, selector: string) => page.$eval(selector, (el) => (el.textContent ?? "").trim());
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { smokeMark: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { smokeMark?: boolean }).smokeMark);
const pathname = (page: Page) => page.evaluate(() => location.pathname + location.hash);

async function waitFor(condition: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function sendEnquiry(page: Page, thankYou = "/thank-you") {
  const unique = `${Date.now()}`;
  for (const [field, value] of Object.entries({
    fullName: `Grace Hopper ${unique}`,
    company: "Compilers Ltd",
    email: `grace.${unique}@compilers.example`,
    message: "We are opening in Barcelona and need a launch plan.",
  })) {
    await page.type(`#contact-${field}`, value);
  }
  await page.click("#contact button[type=submit]");
  await waitFor(async () => (await pathname(page)) === thankYou, thankYou);
}

test("the consent banner shows on a first visit and remembers the choice", async () => {
  const page = await newPage({ consent: false });
  await open(page, "/");
  await page.waitForSelector('[data-slot="cookie-banner"]', { visible: true });
  const [essential] = await page.$$("xpath/.//button[normalize-space()='Essential only']");
  assert.ok(essential, "an 'Essential only' button");
  await essential.click();
  await page.waitForSelector('[data-slot="cookie-banner"]', { hidden: true });
  await open(page, "/");
  assert.equal(await page.$('[data-slot="cookie-banner"]'), null);
  await page.close();
});

test("pages load and hydrate, and the FAQ opens one answer at a time", async () => {
  const page = await newPage();
  await open(page, "/");
  assert.match(await text(page, "h1"), /\w/);
  const summaries = await page.$$("#faq summary");
  assert.ok(summaries.length >= 2, "FAQ items");
  await summaries[0]!.click();
  await summaries[1]!.click();
  const opened = await page.$$eval("#faq details", (items) => items.map((item) => (item as HTMLDetailsElement).open));
  assert.deepEqual(
    opened.map((isOpen, index) => (isOpen ? index : -1)).filter((index) => index >= 0),
    [1],
  );
  await page.close();
});

test("an enquiry is sent, the form is idle again, and /thank-you is left client-side and by Back", async () => {
  const page = await newPage();
  await open(page, "/case-studies/tinder");
  await mark(page);
  await sendEnquiry(page);
  await page.waitForSelector("#contact button[type=submit]:not([disabled])");
  assert.equal(await text(page, "#contact button[type=submit]"), "Send message");
  const thankYouHeading = await text(page, "h1");

  const [seeWork] = await page.$$("xpath/.//main//a[contains(., 'See the work')]");
  assert.ok(seeWork, "the 'See the work' link");
  await seeWork.click();
  await waitFor(async () => (await pathname(page)) === "/#work", "/#work");
  await page.waitForSelector("#work");
  assert.equal(await sameDocument(page), true, "client-side navigation");

  // Back within the one document: puppeteer's goBack waits for a load that a same-document history
  // step never fires in Firefox ESR 140, so the history step is taken directly and its result awaited.
  await page.evaluate(() => history.back());
  await waitFor(async () => (await pathname(page)) === "/thank-you", "Back to /thank-you");
  await waitFor(async () => (await text(page, "h1")) === thankYouHeading, "the thank-you heading");

  await page.click('footer a[href="/case-studies"]');
  await waitFor(async () => (await pathname(page)) === "/case-studies", "/case-studies");
  assert.equal(await sameDocument(page), true, "client-side navigation");
  assert.equal(await page.$$eval("h1", (items) => items.some((h) => h.textContent?.includes("Unexpected"))), false);
  await page.close();
});

test("a Spanish visitor on a 320px screen sends an enquiry, lands on /es/gracias, and switches to English", async () => {
  const spanish = parse(readFileSync("content/es/pages/thank-you.yaml", "utf8")) as { heading: string };
  const page = await newPage({ width: 320 });
  await open(page, "/es/casos/tinder");
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  assert.ok(clientWidth > 300 && scrollWidth <= clientWidth, `no sideways scroll: ${scrollWidth} in ${clientWidth}`);
  await sendEnquiry(page, "/es/gracias");
  // The heading's last words are joined by a no-break space, so that none stands alone.
  await waitFor(
    async () => (await text(page, "h1")).replaceAll("\u00a0", " ") === spanish.heading,
    "the Spanish thank-you heading",
  );
  assert.equal(await page.evaluate(() => document.documentElement.lang), "es-ES");
  await page.click("footer [data-slot=language-switch]");
  await waitFor(async () => (await pathname(page)) === "/thank-you", "the English thank-you page");
  assert.equal(await page.evaluate(() => document.documentElement.lang), "en-GB");
  await page.close();
});

test("no page scrolls sideways at 320 px, where Firefox's scrollbar takes its own width", async () => {
  const { pagePaths } = await import("../../scripts/lib/pages.ts");
  const page = await newPage({ width: 320 });
  const sideways: string[] = [];
  for (const path of pagePaths) {
    // Hydrated before it is left: a page left while it loads its modules reports the aborted import.
    await open(page, path);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    if (scrollWidth > clientWidth) sideways.push(`${path}: ${scrollWidth - clientWidth}px`);
  }
  assert.ok(pagePaths.length > 60, "every page");
  assert.deepEqual(sideways, []);
  await page.close();
});

test("the mobile menu opens, leads to a section and closes", async () => {
  const page = await newPage({ width: 390 });
  await open(page, "/blog");
  await page.click('[data-slot="menu-toggle"]');
  await page.waitForSelector("#mobile-menu", { visible: true });
  const [howWeWork] = await page.$$("xpath/.//nav[@aria-label='Mobile']//a[normalize-space()='How We Work']");
  assert.ok(howWeWork, "the 'How We Work' link");
  await howWeWork.click();
  await waitFor(async () => (await pathname(page)) === "/#process", "/#process");
  await page.waitForSelector("#mobile-menu", { hidden: true });
  await page.close();
});

test("no page error, console error or CSP violation in Firefox", () => {
  assert.deepEqual(problems, []);
});
