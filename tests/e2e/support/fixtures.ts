import { test as base, expect, type Response } from "@playwright/test";

/** Fails on console or page errors not allowed; `goto`, `reload` wait for hydration; clears permissions (ADR 060). */
export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: RegExp[] }>({
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const hydrated = async (response: Response | null) => {
        if (response?.headers()["content-type"]?.startsWith("text/html")) {
          await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        }
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => hydrated(await goto(...args));
      page.reload = async (...args) => hydrated(await reload(...args));
    }
    await use(page);
    await page.context().clearPermissions();
  },
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      // Some CSP violations (a blocked eval caught by a library) never reach the console on their own.
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline code"}`);
        });
      });
      await use(errors);
      const unexpected = errors.filter((text) => !allowConsoleErrors.some((pattern) => pattern.test(text)));
      expect(unexpected, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A time limit that grows with the site, for a test with a step on each of `pages` pages: `perPageMs` each. */
export function limitPerPage(pages: number, perPageMs: number, baseMs = 30_000) {
  test.setTimeout(baseMs + pages * perPageMs);
}

/** A value for the `allowConsoleErrors` option (a function, since test.use reads a bare array as fixture options). */
export function allow(...patterns: RegExp[]) {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  return async ({}, use: (value: RegExp[]) => Promise<void>) => use(patterns);
}

/** What Chromium logs for the page a no-JavaScript form's first post returns (see `sendWithoutScript`). */
export const confirmingWithoutScript = allow(/status of 422/);
