import { expectNoAxeViolations } from "./support/axe";
import { contentFile } from "./support/content";
import { expect, test } from "./support/fixtures";
import { e2ePreviewSecret, previewLink as enter } from "./support/preview";

const layout = contentFile<{ preview: Record<"label" | "status" | "exit" | "invalidLink", string> }>(
  "parts/layout.yaml",
);
const bar = (page: import("@playwright/test").Page) => page.getByRole("complementary", { name: layout.preview.label });

test("a link signed with another key, an expired link, or the key itself is refused, and sets no cookie", async ({
  page,
  context,
}) => {
  const links = [
    enter("/blog", "not-the-key-not-the-key-not-the-key-0123"),
    enter("/blog", e2ePreviewSecret, Date.now() - 86_400_000, 86_399),
    `/api/preview?secret=${e2ePreviewSecret}&token=${e2ePreviewSecret}&to=/blog`,
  ];
  for (const link of links) {
    const response = await page.request.get(link, { maxRedirects: 0 });
    expect(response.status(), link).toBe(403);
    expect(response.headers()["set-cookie"]).toBeUndefined();
    expect(await response.text()).toBe(layout.preview.invalidLink);
  }
  expect(await context.cookies()).toEqual([]);
  // Nor can a link send the editor to another site.
  const elsewhere = await page.request.get(enter("//evil.example/x"), { maxRedirects: 0 });
  expect(elsewhere.headers().location).toBe("/");
});

test("the preview link sets a signed cookie; previewed pages are no-store and noindex, under the bar", async ({
  page,
  context,
}) => {
  const entrance = await page.request.get(enter("/case-studies"), { maxRedirects: 0 });
  expect(entrance.status()).toBe(303);
  expect(entrance.headers().location).toBe("/case-studies");
  expect(entrance.headers()["set-cookie"]).toMatch(
    /^ll_preview=\d+\.[\w-]{43}; Path=\/; Max-Age=3600; HttpOnly; SameSite=Lax/,
  );

  const response = await page.goto(enter("/case-studies"));
  await expect(page).toHaveURL("/case-studies");
  expect(response?.headers()["cache-control"]).toBe("no-store");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(bar(page)).toBeVisible();
  await expect(bar(page)).toContainText(layout.preview.status);
  const [cookie] = await context.cookies();
  expect(cookie).toMatchObject({ name: "ll_preview", httpOnly: true, sameSite: "Lax" });
  await expectNoAxeViolations(page);
  // At the foot of the page the bar covers nothing: the footer's last line ends above it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footerBottom = await page.locator("footer").evaluate((footer) => footer.getBoundingClientRect().bottom);
  const barTop = await bar(page).evaluate((aside) => aside.getBoundingClientRect().top);
  expect(footerBottom).toBeLessThanOrEqual(barTop + 1);

  // Moving on in the browser keeps the preview: the next page's data is rendered for it too.
  const data = page.waitForResponse((answer) => answer.url().includes(".data"));
  await page.locator("[data-slot=case-study-card] a").first().click();
  expect((await data).headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(bar(page)).toBeVisible();
});

test("Exit preview clears the cookie and returns to the same page, public again", async ({ page, context }) => {
  await page.goto(enter("/blog"));
  await expect(bar(page)).toBeVisible();
  await bar(page).getByRole("link", { name: layout.preview.exit }).click();
  await expect(page).toHaveURL("/blog");
  await expect(bar(page)).toHaveCount(0);
  expect(await context.cookies()).toEqual([]);
  const response = await page.reload();
  expect(response?.headers()["cache-control"]).not.toContain("no-store");
  expect(response?.headers()["x-robots-tag"]).toBeUndefined();
});
