import { createHash } from "node:crypto";
import { expectNoAxeViolations } from "./support/axe";
import { navigation, notFoundPage } from "./support/content";
import { expect, test } from "./support/fixtures";

test.describe("routing", () => {
  test.use({ allowConsoleErrors: [/status of 404 \(Not Found\)/] });

  test("an unknown path gets the not-found page with 404, and logs the path", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const response = await page.goto("/no/such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: notFoundPage.heading })).toBeVisible();
    await expect(page.getByText(notFoundPage.message)).toBeVisible();
    await expect.poll(() => warnings).toContain("404: no page at /no/such-page");
    const robots = await page.locator('meta[name="robots"]').getAttribute("content");
    expect(robots).toBe("noindex");
    expect(response?.headers()["cache-control"]).toBe("public, max-age=60");
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: notFoundPage.homeLink }).click();
    await expect(page).toHaveURL("/");
    await expect(page.locator("h1")).toHaveText(/Brands people choose/);
  });

  test("pages take GET and HEAD only: any other method answers 405 with Allow, never a render or a 500", async ({
    request,
  }) => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"]) {
      const response = await request.fetch("/privacy-policy", { method, data: "x=1", maxRedirects: 0 });
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow, method).toBe("GET, HEAD");
      expect(response.headers()["cache-control"], method).toBe("no-store");
      expect(await response.text(), method).not.toMatch(/at \w+ \(|node_modules|\.js:\d+/);
    }
  });
});

test.describe("production server", () => {
  test("answers /healthz once it can take enquiries", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({
      status: "ok",
      database: "sqlite",
      outbox: { pending: expect.any(Number), oldestPendingSeconds: expect.any(Number), dead: expect.any(Number) },
    });
  });

  test("sets the baseline security headers on pages, assets, errors and data", async ({ request, page }) => {
    await page.goto("/");
    const script = await page.locator('link[rel="modulepreload"][href^="/assets/"]').first().getAttribute("href");
    const font = await page.locator('link[rel="preload"][as="font"]').first().getAttribute("href");
    const documents = ["/", "/healthz", "/no-such-page", "/favicon.svg", "/_.data"];
    for (const url of [...documents, script!, font!]) {
      const response = await request.get(url);
      const headers = response.headers();
      expect(headers["x-content-type-options"], url).toBe("nosniff");
      expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(headers["cross-origin-resource-policy"], url).toBe("same-origin");
      expect(headers["x-powered-by"], url).toBeUndefined();
      expect(headers["x-request-id"], url).toBeTruthy();
      // What governs a document goes on everything that could be one (an SVG can hold script),
      // and not on the fingerprinted scripts and fonts, where it would only add bytes.
      const inert = url === script || url === font;
      expect(headers["x-frame-options"], url).toBe(inert ? undefined : "DENY");
      expect(headers["permissions-policy"], url).toEqual(inert ? undefined : expect.stringContaining("camera=()"));
      expect(headers["content-security-policy"], url).toEqual(
        inert ? undefined : expect.stringContaining("object-src 'none'"),
      );
    }
  });

  test("a strict CSP: hashes on every page, prerendered or server-rendered", async ({ request }) => {
    const scriptSrc = (policy: string) => policy.split("; ").find((d) => d.startsWith("script-src")) ?? "";
    // A prerendered page, a legal page (rendered once a day) and the not-found page.
    for (const url of ["/", "/privacy-policy", "/no-such-page"]) {
      const response = await request.get(url);
      const policy = response.headers()["content-security-policy"] ?? "";
      const inlineBodies = [...(await response.text()).matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
        .map((match) => match[1] ?? "")
        .filter(Boolean);
      expect(inlineBodies.length, url).toBeGreaterThan(0);
      for (const body of inlineBodies) {
        expect(scriptSrc(policy), url).toContain(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
      }
      for (const directive of [
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ]) {
        expect(policy, url).toContain(directive);
      }
      expect(policy, url).toContain("frame-src https://player.vimeo.com");
      expect(scriptSrc(policy), url).not.toContain("unsafe-inline");
      expect(scriptSrc(policy), url).not.toContain("unsafe-eval");
    }
  });
});

test.describe("rendering with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  test("content, navigation and footer are all in the HTML", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("h1")).toHaveText(/Brands people choose/);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText(
      navigation.primary.map((link) => link.label),
    );
    await expect(page.getByRole("navigation", { name: "Footer" }).getByRole("heading")).toHaveText(
      navigation.footer.map((column) => column.heading),
    );
    await expect(page.getByText(`© ${new Date().getFullYear()} Lumen & Lark Ltd`)).toBeVisible();
  });
});
