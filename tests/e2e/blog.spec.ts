import { expectNoAxeViolations, expectNoAxeViolationsForType } from "./support/axe";
import { contentFile } from "./support/content";
import { expect, test } from "./support/fixtures";
import { expectHeroEagerRestLazy } from "./support/images";
import { articlePaths } from "./support/pages";

const blogPage = contentFile<{ article: { share: { copied: string } } }>("pages/blog.yaml");
const LONG_DATE =
  /^([1-9]|[12]\d|3[01]) (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;

test.describe("blog index", () => {
  test("shows each post as a card with cover, date, read time, title, excerpt and a link", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Latest Insights" })).toBeVisible();

    const cards = page.locator("[data-slot=post-card] > a");
    // Every article, newest first.
    expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(articlePaths);
    for (const card of await cards.all()) {
      await expect(card.locator("img")).toHaveCount(1);
      await expect(card.locator("time")).toHaveText(LONG_DATE);
      await expect(card.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
      await expect(card).toContainText(/\d+ min read/);
      await expect(card.getByRole("heading", { level: 2 })).not.toBeEmpty();
      await expect(card.locator("p")).not.toBeEmpty();
      await expect(card).toContainText("Read Full Article");
    }
    await expect(page.locator("main a a, main a button")).toHaveCount(0);

    // The first card is in the first view on every width: its cover is the page's hero.
    await expectHeroEagerRestLazy(page);
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

  test("is checked for accessibility as it is once the cards have faded in, however slowly they do", async ({
    page,
  }) => {
    await page.goto("/blog");
    // The cards' fades play again at a fifth of their speed (about two seconds), as on a slow phone,
    // so axe is asked while the text is still part-transparent.
    const running = await page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        animation.playbackRate = 0.2;
        animation.currentTime = 0;
        animation.play();
      }
      return document.getAnimations().filter((animation) => animation.playState === "running").length;
    });
    expect(running).toBeGreaterThanOrEqual(2);
    await expectNoAxeViolations(page, { include: "[data-slot=post-card]", rules: ["color-contrast"] });
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
      // An article's body is its own Markdoc: its headings, links and figures are checked on every one.
      await expectNoAxeViolationsForType(page, articlePaths, path, { include: "[data-slot=article-body]" });
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
    await expect(page.locator("[data-slot=share] [role=status]")).toHaveText(blogPage.article.share.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/blog/openai-shopify-collaboration`,
    );
  });
});

test.describe("the article's layout", () => {
  for (const width of [768, 1024, 1440]) {
    test(`at ${width}px the body runs 60 to 75 characters a line`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of articlePaths) {
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        // Every character's line box, grouped by where it sits; a paragraph's last line is usually short, so it is left out.
        const lines = await page.locator("article [data-slot=article-body] > p").evaluateAll((paragraphs) =>
          paragraphs.flatMap((paragraph) => {
            const counts: { middle: number; characters: number }[] = [];
            const range = document.createRange();
            const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
              for (let index = 0; index < node.length; index++) {
                range.setStart(node, index);
                range.setEnd(node, index + 1);
                const box = range.getClientRects()[0];
                if (!box) continue;
                const middle = box.top + box.height / 2;
                const line = counts.find((entry) => Math.abs(entry.middle - middle) < 4);
                if (line) line.characters++;
                else counts.push({ middle, characters: 1 });
              }
            }
            return counts.slice(0, -1).map((line) => line.characters);
          }),
        );
        expect(lines.length, path).toBeGreaterThan(30);
        const average = lines.reduce((sum, count) => sum + count, 0) / lines.length;
        expect(average, `${path}: ${average.toFixed(1)} characters a line`).toBeGreaterThanOrEqual(60);
        expect(average, `${path}: ${average.toFixed(1)} characters a line`).toBeLessThanOrEqual(75);
      }
    });
  }

  for (const width of [1024, 1440]) {
    test(`at ${width}px the reading column is centred and Share sits in the header`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/blog/anthropic-keep-thinking-campaign");
      const geometry = await page.locator("article").evaluate((article) => {
        const container = article.querySelector("[data-slot=container]")!.getBoundingClientRect();
        const style = getComputedStyle(article.querySelector("[data-slot=container]")!);
        const left = container.left + Number.parseFloat(style.paddingLeft);
        const right = container.right - Number.parseFloat(style.paddingRight);
        const body = article.querySelector("[data-slot=article-body]")!.getBoundingClientRect();
        return { before: body.left - left, after: right - body.right, column: right - left };
      });
      expect(Math.abs(geometry.before - geometry.after)).toBeLessThan(2);
      expect(geometry.before).toBeLessThan(geometry.column / 3);
      await expect(page.locator("article header").getByRole("button", { name: "Share Article" })).toBeVisible();
    });
  }

  test("exactly one call to action follows the article: its sign-off, leading to the contact form", async ({
    page,
  }) => {
    for (const path of articlePaths) {
      await page.goto(path);
      const article = page.locator("main > article");
      await expect(article.locator("[data-slot=article-cta]")).toHaveCount(1);
      await expect(article.locator("[data-slot=article-body] + [data-slot=article-cta]")).toHaveCount(1);
      await expect(article.getByRole("link", { name: "Start a Conversation" })).toHaveAttribute("href", "#contact");
      // Nothing between the article and the contact section at the top of the footer.
      await expect(page.locator("main > article ~ *")).toHaveCount(0);
      await expect(page.locator("main + footer > #contact")).toHaveCount(1);
    }
  });

  test("sets each pull quote apart, repeating the article's words once for a screen reader", async ({ page }) => {
    await page.goto("/blog/openai-shopify-collaboration");
    const quote = page.locator("[data-slot=pull-quote]");
    await expect(quote).toHaveCount(1);
    await expect(quote).toHaveAttribute("aria-hidden", "true");
    const quoted = (await quote.textContent()) ?? "";
    await expect(page.locator("[data-slot=article-body] > p").filter({ hasText: quoted })).toHaveCount(1);
    const sizes = await page.evaluate(() => ({
      quote: Number.parseFloat(getComputedStyle(document.querySelector("[data-slot=pull-quote] blockquote")!).fontSize),
      body: Number.parseFloat(getComputedStyle(document.querySelector("[data-slot=article-body] > p")!).fontSize),
    }));
    expect(sizes.quote).toBeGreaterThan(sizes.body * 1.5);
  });

  test("from 1280px a contents rail lists the sections and marks the one being read", async ({ page }) => {
    await page.goto("/blog/openai-shopify-collaboration");
    const contents = page.getByRole("navigation", { name: "In this article" });
    await expect(contents).toBeVisible();
    const headings = await page
      .locator("[data-slot=article-body] h2")
      .evaluateAll((items) => items.map((item) => ({ id: item.id, text: item.textContent })));
    const links = await contents
      .getByRole("link")
      .evaluateAll((items) =>
        items.map((item) => ({ id: item.getAttribute("href")?.slice(1), text: item.textContent })),
      );
    expect(links).toEqual(headings);
    await expect(contents.locator("[aria-current]")).toHaveCount(0);

    const third = headings[2]!;
    await contents.getByRole("link", { name: third.text! }).click();
    await expect(page.locator(`[id="${third.id}"]`)).toBeInViewport();
    await expect(contents.locator("[aria-current=location]")).toHaveText(third.text!);
    // The rail stays in view while the article scrolls beside it.
    await expect(contents).toBeInViewport();

    await page.setViewportSize({ width: 1024, height: 900 });
    await expect(contents).toBeHidden();
  });
});
