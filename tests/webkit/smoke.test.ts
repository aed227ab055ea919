// The third engine: the visitor journeys (tests/firefox/journeys.ts) in WebKit, Safari's engine: Debian's
// WebKitGTK MiniBrowser under Xvfb, driven by WebKitWebDriver (classic W3C WebDriver) through
// webdriverio, against the production build. Run by `npm run test:webkit`.
import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import { remote } from "webdriverio";
import { type Engine, journeys, type Tab, waitFor } from "../firefox/journeys.ts";

const DISPLAY = process.env.WEBKIT_DISPLAY ?? ":52";
const DRIVER_PORT = Number(process.env.WEBKIT_DRIVER_PORT ?? 5250);
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** MiniBrowser prints no console, so the page keeps its own problems, read before each load and at the end. */
function collectProblems() {
  const problems: string[] = [];
  Object.assign(window, { smokeProblems: problems });
  addEventListener("error", (event) => problems.push(`page error: ${event.message}`));
  addEventListener("unhandledrejection", (event) => problems.push(`page error: ${event.reason}`));
  document.addEventListener("securitypolicyviolation", (event) =>
    problems.push(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline code"}`),
  );
  const consoleError = console.error;
  console.error = (...args) => {
    problems.push(`console error: ${args.join(" ")}`);
    consoleError(...args);
  };
}

async function webkit(siteUrl: string): Promise<Engine> {
  const children: ChildProcess[] = [spawn("Xvfb", [DISPLAY, "-screen", "0", "1600x1000x24"], { stdio: "ignore" })];
  children.push(
    spawn("WebKitWebDriver", [`--port=${DRIVER_PORT}`], { env: { ...process.env, DISPLAY }, stdio: "ignore" }),
  );
  await waitFor(async () => (await fetch(`http://127.0.0.1:${DRIVER_PORT}/status`)).ok, "WebKitWebDriver", 20_000);
  const browser = await remote({
    hostname: "127.0.0.1",
    port: DRIVER_PORT,
    logLevel: "warn",
    capabilities: {
      "wdio:enforceWebDriverClassic": true,
      // Full screen: MiniBrowser's toolbar would otherwise keep the viewport at least 447 px wide.
      "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation", "--full-screen"] },
    } as WebdriverIO.Capabilities,
  });
  const problems: string[] = [];
  const harvest = async () => {
    problems.push(...((await browser.execute(() => (window as { smokeProblems?: string[] }).smokeProblems)) ?? []));
  };
  // One session for every tab (WebKitWebDriver takes one at a time): a tab is the window, reset.
  const tab: Tab = {
    async open(path) {
      await harvest();
      await browser.url(`${siteUrl}${path}`);
      await browser.execute(collectProblems);
      await waitFor(
        () => browser.execute(() => document.documentElement.hasAttribute("data-hydrated")),
        "hydration",
        20_000,
      );
    },
    evaluate: (fn, ...args) => browser.execute(fn as (...values: unknown[]) => never, ...args),
    async click(selector) {
      const element = await browser.$(selector);
      // To the middle first: WebKitWebDriver scrolls an element only to the viewport's edge, where it once judged
      // the form's submit button not interactable.
      await browser.execute(
        (s) => document.querySelector(s)?.scrollIntoView({ block: "center", behavior: "instant" }),
        selector,
      );
      await element.waitForClickable();
      await element.click();
    },
    type: async (selector, text) => (await browser.$(selector)).addValue(text),
    close: harvest,
  };
  return {
    narrowest: 390,
    async tab(width, { consent = true } = {}) {
      await browser.setWindowSize(width, 900);
      assert.equal(await browser.execute(() => window.innerWidth), width, "the viewport's width");
      await browser.url(`${siteUrl}/robots.txt`);
      await browser.execute((keep) => {
        localStorage.clear();
        sessionStorage.clear();
        if (keep) localStorage.setItem("cookieConsent", "essential");
      }, consent);
      return tab;
    },
    async problems() {
      await harvest();
      return problems;
    },
    async close() {
      await browser.deleteSession().catch(() => {});
      for (const child of children.reverse()) child.kill();
    },
  };
}

journeys("WebKit", webkit);
