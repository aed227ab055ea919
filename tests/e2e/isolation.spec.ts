import { expect, test } from "./support/fixtures";

// Tests in one worker share a context, reset between them (ADR 060): the second looks for what the first left.
test.describe("what a test leaves behind", () => {
  test.describe.configure({ mode: "serial" });

  test("a visitor's choices, a route, a permission and a wide window", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read"]);
    await page.route("**/healthz", (route) => route.fulfill({ body: "routed" }));
    await page.setViewportSize({ width: 500, height: 500 });
    await page.goto("/");
    await page.evaluate(() => {
      localStorage.setItem("cookieConsent", "all");
      localStorage.setItem("left-behind", "yes");
    });
    await context.addCookies([{ name: "left-behind", value: "yes", url: baseURL }]);
    expect(await page.evaluate(() => fetch("/healthz").then((response) => response.text()))).toBe("routed");
    expect(await context.cookies(baseURL)).toContainEqual(expect.objectContaining({ name: "left-behind" }));
  });

  test("is gone when the next test starts", async ({ page, context, baseURL }) => {
    expect(page.url()).toBe("about:blank");
    expect(page.viewportSize()).toEqual({ width: 1440, height: 900 });
    expect(await context.cookies(baseURL)).toEqual([]);
    await page.goto("/");
    expect(await page.evaluate(() => ({ ...localStorage }))).toEqual({ cookieConsent: "essential" });
    expect(await page.evaluate(() => fetch("/healthz").then((response) => response.text()))).not.toBe("routed");
    const clipboard = await page.evaluate(() =>
      navigator.permissions.query({ name: "clipboard-read" as PermissionName }).then((status) => status.state),
    );
    expect(clipboard).not.toBe("granted");
  });
});
