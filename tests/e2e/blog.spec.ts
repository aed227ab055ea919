import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { expectAllLazy, expectHeroEagerRestLazy } from "./support/images";
import { articlePaths } from "./support/pages";

const LONG_DATE =
  /^([1-9]|[12]\d|3[01]) (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;

test.describe("blog index", () => {
  test("shows each post as a card with cover, date, read time, title, excerpt and a link", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Latest Insights" })).toBeVisible();

    const cards = page.locator("[data-slot=post-card] > a");
    await expect(cards).toHaveCount(2);
    expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")).sort())).toEqual(
      [...articlePaths].sort(),
    );
    for (const card of await cards.all()) {
      await expect(card.locator("img")).toHaveCount(1);
      await expect(card.locator("time")).toHaveText(LONG_DATE);
      await expect(card.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
      await expect(card).toContainText(/\d+ min read/);
      await expect(card.getByRole("heading", { level: 2 })).not.toBeEmpty();
      await expect(card.locator("p")).not.toBeEmpty();
      await expect(card).toContainText("Read Full Article");
    }
    await expect(
      page.getByRole("link", { name: /Checkout Moves Into the Conversation.*Read Full Article/ }),
    ).toHaveAttribute("href", "/blog/openai-shopify-collaboration");
    await expect(page.locator("main a a, main a button")).toHaveCount(0);

    await expectAllLazy(page);
    await expectNoAxeViolations(page);
  });

  test("lays the cards out in two columns, and one on a phone", async ({ page }) => {
    await page.goto("/blog");
    const tops = () =>
      page
        .locator("[data-slot=post-card]")
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    const [first, second] = await tops();
    expect(second).toBe(first);

    await page.setViewportSize({ width: 390, height: 844 });
    const [phoneFirst, phoneSecond] = await tops();
    expect(phoneSecond!).toBeGreaterThan(phoneFirst!);
  });

  test("fades the cards in 0.1s apart, and not at all under reduced motion", async ({ page }) => {
    await page.goto("/blog");
    const animations = () =>
      page.locator("[data-slot=post-card] > a").evaluateAll((links) =>
        links.map((link) => {
          const style = getComputedStyle(link);
          return { name: style.animationName, delay: style.animationDelay };
        }),
      );
    expect(await animations()).toEqual([
      { name: "rise", delay: "0s" },
      { name: "rise", delay: "0.1s" },
    ]);

    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const { name } of await animations()) expect(name).toBe("none");
  });

  test("a card opens its article", async ({ page }) => {
    await page.goto("/blog");
    await page.locator("[data-slot=post-card] > a[href='/blog/anthropic-keep-thinking-campaign']").click();
    await expect(page).toHaveURL(/\/blog\/anthropic-keep-thinking-campaign$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Keep Thinking");
  });
});

test.describe("articles", () => {
  for (const path of articlePaths) {
    test(`${path} is a complete article`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const article = page.locator("article");
      await expect(article.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(article.locator("header time")).toHaveText(LONG_DATE);
      await expect(article.locator("header")).toContainText(/\d+ min read/);
      await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/#blog");
      await expect(page.getByRole("button", { name: "Share Article" })).toBeVisible();
      expect(await article.locator("[data-slot=article-body] h2").count()).toBeGreaterThanOrEqual(3);
      await expect(page.getByRole("link", { name: "Start a Conversation" })).toHaveAttribute("href", "#contact");

      await expectHeroEagerRestLazy(page);
      await expectNoAxeViolations(page);
    });
  }

  test("Back to Blog leads to the home page's blog section", async ({ page }) => {
    await page.goto("/blog/openai-shopify-collaboration");
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/#blog$/);
  });

  test("the closing call to action scrolls to the contact section", async ({ page }) => {
    await page.goto("/blog/openai-shopify-collaboration");
    await page.getByRole("link", { name: "Start a Conversation" }).click();
    await expect(page.locator("#contact")).toBeInViewport();
  });

  test("Share Article uses the Web Share API where the browser has it", async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          Object.assign(window, { sharedData: data });
        },
      });
    });
    await page.goto("/blog/anthropic-keep-thinking-campaign");
    await page.getByRole("button", { name: "Share Article" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedData?: ShareData }).sharedData))
      .toEqual({
        title: "Keep Thinking: What Anthropic’s Campaign for Claude Gets Right About Brand",
        url: `${baseURL}/blog/anthropic-keep-thinking-campaign`,
      });
    await expect(page.getByRole("status").filter({ hasText: /copied/ })).toHaveCount(0);
  });

  test("Share Article copies the link, and says so, where there is no Web Share API", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { configurable: true, value: undefined });
    });
    await page.goto("/blog/openai-shopify-collaboration");
    await page.getByRole("button", { name: "Share Article" }).click();
    await expect(page.locator("[data-slot=share] [role=status]")).toHaveText("Link copied to your clipboard.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/blog/openai-shopify-collaboration`,
    );
  });
});
