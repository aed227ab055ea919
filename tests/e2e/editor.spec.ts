import { expect, test } from "./support/fixtures";

// The development server's editor is tested in dev-server.spec.ts.

test.describe("on the production server, with no GitHub app configured", () => {
  test("there is no editor: its page and its API answer 404", async ({ request }) => {
    for (const pathname of ["/keystatic", "/keystatic/collection/caseStudies"]) {
      const response = await request.get(pathname);
      expect(response.status(), pathname).toBe(404);
    }
    const tree = await request.get("/api/keystatic/tree", { headers: { "no-cors": "1" } });
    expect(tree.status()).toBe(404);
    const update = await request.post("/api/keystatic/update", { headers: { "no-cors": "1" }, data: {} });
    expect(update.status()).not.toBe(200);
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
