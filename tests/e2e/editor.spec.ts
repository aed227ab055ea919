import { raw } from "../support/server";
import { expect, test } from "./support/fixtures";

// The development server's editor is tested in dev-server.spec.ts.

test.describe("on the production server, with no GitHub app configured", () => {
  test("there is no editor: its pages answer 404 to every method, and its API never reads a body", async ({
    request,
    baseURL,
  }) => {
    for (const method of ["GET", "POST", "PUT"])
      for (const pathname of ["/keystatic", "/keystatic/collection/caseStudies", "/keystatic/translations"])
        expect((await request.fetch(pathname, { method })).status(), `${method} ${pathname}`).toBe(404);
    expect((await request.get("/api/keystatic/tree", { headers: { "no-cors": "1" } })).status()).toBe(404);
    const update = "POST /api/keystatic/update HTTP/1.1\r\nHost: localhost\r\nContent-Length: 25000000\r\n\r\n{";
    expect((await raw(Number(new URL(baseURL!).port), update)).answer).toMatch(/^HTTP\/1\.1 (404|405|413)/);
  });

  test("no public page loads the editor's code", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    for (const pathname of ["/", "/case-studies/tinder", "/blog"]) {
      await page.goto(pathname);
      await page.locator("html[data-hydrated]").waitFor();
    }
    expect(scripts.length).toBeGreaterThan(0);
    const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
    // Strings the editor's screens carry, minified or not: its font sheet's address and its own name.
    const editorCode = bodies.filter((body) => /fonts\.googleapis\.com|Keystatic/.test(body));
    expect(editorCode, "scripts that carry the editor").toEqual([]);
  });
});
