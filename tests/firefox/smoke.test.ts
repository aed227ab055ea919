// The second engine: the visitor journeys (journeys.ts) in Debian's Firefox ESR, driven over WebDriver
// BiDi by puppeteer-core, against the production build. Run by `npm run test:firefox`.
import assert from "node:assert/strict";
import puppeteer, { type Page } from "puppeteer-core";
import { type Engine, journeys, type Tab } from "./journeys.ts";

const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/** Puppeteer's setViewport also overrides screen orientation, which Firefox ESR lacks: BiDi's own call instead. */
type BidiFrame = {
  browsingContext: { setViewport(options: { viewport: { width: number; height: number } }): Promise<void> };
};

async function firefox(siteUrl: string): Promise<Engine> {
  const browser = await puppeteer.launch({ browser: "firefox", executablePath: firefoxPath, headless: true });
  const problems: string[] = [];
  const tabOf = (page: Page): Tab => ({
    async open(path) {
      await page.goto(`${siteUrl}${path}`);
      await page.waitForSelector("html[data-hydrated]");
    },
    evaluate: (fn, ...args) => page.evaluate(fn as (...values: unknown[]) => never, ...args),
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    close: () => page.close(),
  });
  return {
    narrowest: 320,
    async tab(width, { consent = true } = {}) {
      const page = await browser.newPage();
      await (page.mainFrame() as unknown as BidiFrame).browsingContext.setViewport({
        viewport: { width, height: 900 },
      });
      assert.equal(await page.evaluate(() => window.innerWidth), width, "the viewport's width");
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
        await page.goto(`${siteUrl}/robots.txt`);
        await page.evaluate(() => localStorage.setItem("cookieConsent", "essential"));
      }
      return tabOf(page);
    },
    problems: async () => problems,
    close: () => browser.close(),
  };
}

journeys("Firefox", firefox, { everyPage: true });
