import type { Locator, Page } from "@playwright/test";
import { articlePaths } from "../../scripts/lib/pages";
import { expectNoAxeViolations, expectNoAxeViolationsForType } from "./support/axe";
import { editionFile, isSpanish, longDateOn } from "./support/content";
import { expect, test } from "./support/fixtures";
import { expectHeroEagerRestLazy } from "./support/images";
import { JUDGED_WIDTHS } from "./support/typesetting";

type BlogCopy = {
  index: { heading: string; cardCta: string };
  article: {
    back: { label: string; href: string };
    readTime: string;
    share: { label: string; copied: string };
    byline: string;
  };
};
/** The words the blog's pages set, in the language of the page at `path`. */
const blogCopy = (path: string) => editionFile<BlogCopy>(path, "pages/blog.yaml");
/** "{minutes} min read" as a pattern for any number of minutes. */
const readTime = (path: string) => new RegExp(blogCopy(path).article.readTime.replace("{minutes}", "\\d+"));
/** The date a <time> element gives, set as the page's language sets a date. */
async function expectLongDate(time: Locator, path: string) {
  await expect(time).toHaveText(longDateOn(path, (await time.getAttribute("datetime"))!));
}

test.describe("blog index", () => {
  for (const index of ["/blog", "/es/blog"]) {
    test(`${index} shows each of its language's posts as a card with cover, date, read time, title, excerpt and a link`, async ({
      page,
    }) => {
      const copy = blogCopy(index);
      await page.goto(index);
      await expect(page.getByRole("heading", { level: 1, name: copy.index.heading })).toBeVisible();

      const cards = page.locator("[data-slot=post-card] > a");
      // Every article in the index's language, newest first.
      expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
        articlePaths.filter((path) => isSpanish(path) === isSpanish(index)),
      );
      for (const card of await cards.all()) {
        await expect(card.locator("img")).toHaveCount(1);
        await expect(card.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
        await expectLongDate(card.locator("time"), index);
        await expect(card).toContainText(readTime(index));
        await expect(card.getByRole("heading", { level: 2 })).not.toBeEmpty();
        await expect(card.locator("p")).not.toBeEmpty();
        await expect(card).toContainText(copy.index.cardCta);
      }
      await expect(page.locator("main a a, main a button")).toHaveCount(0);

      // The first card is in the first view on every width: its cover is the page's hero.
      await expectHeroEagerRestLazy(page);
      await expectNoAxeViolations(page);
    });
  }

  test("leads with the newest article set large beside its cover, fades the cards in 0.1s apart (not under reduced motion), and a card opens its article", async ({
    page,
  }) => {
    await page.goto("/blog");
    const featured = page.locator("[data-slot=post-card][data-featured] > a");
    await expect(featured).toHaveCount(1);
    await expect(featured).toHaveAttribute("href", articlePaths[0]!);
    await expect(featured).toHaveAttribute("data-layout", "featured");
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
    // From 1024px the featured cover and its title sit side by side; its title is the largest on the page.
    const cover = await box("[data-featured] [data-slot=cover]");
    const title = await box("[data-featured] h2");
    expect(title.x).toBeGreaterThan(cover.x + cover.width);
    const sizes = await page
      .locator("[data-slot=post-card] h2")
      .evaluateAll((headings) => headings.map((heading) => Number.parseFloat(getComputedStyle(heading).fontSize)));
    expect(sizes[0]).toBeGreaterThan(Math.max(...sizes.slice(1)));
    // The rest come after it, each in its own row (one) or in two columns (several); never half a row.
    const rest = page.locator("[data-slot=post-card]:not([data-featured]) > a");
    const layouts = await rest.evaluateAll((links) => links.map((link) => link.getAttribute("data-layout")));
    expect(layouts).toEqual(layouts.length === 1 ? ["row"] : layouts.map(() => "grid"));

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
    // Checked for contrast as it is while the cards fade in, however slowly: the fades play again at a
    // fifth of their speed (about two seconds), as on a slow phone.
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
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const { name } of await animations()) expect(name).toBe("none");

    await page.setViewportSize({ width: 390, height: 844 });
    const phoneCover = await box("[data-featured] [data-slot=cover]");
    const phoneTitle = await box("[data-featured] h2");
    expect(phoneTitle.y).toBeGreaterThan(phoneCover.y + phoneCover.height);

    const heading = await featured.locator("h2").textContent();
    await featured.click();
    await expect(page).toHaveURL(articlePaths[0]!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
  });
});

test.describe("articles", () => {
  for (const path of articlePaths) {
    test(`${path} is a complete article`, async ({ page }) => {
      await page.goto(path);
      const { article: copy } = blogCopy(path);
      const article = page.locator("article");
      await expect(article.getByRole("heading", { level: 1 })).toBeVisible();
      await expectLongDate(article.locator("header time"), path);
      await expect(article.locator("header")).toContainText(readTime(path));
      await expect(page.getByRole("link", { name: copy.back.label })).toHaveAttribute("href", copy.back.href);
      await expect(page.getByRole("button", { name: copy.share.label })).toBeVisible();
      expect(await article.locator("[data-slot=article-body] h2").count()).toBeGreaterThanOrEqual(3);
      await expect(article.locator("[data-slot=byline]")).toContainText(copy.byline);
      // No call to action of its own before the contact section's: the body is the article's last part.
      await expect(page.locator("main > article [data-slot=article-body]:last-child")).toHaveCount(1);
      await expect(page.locator("main > article ~ *")).toHaveCount(0);
      await expect(page.locator("main + footer > #contact")).toHaveCount(1);

      await expectHeroEagerRestLazy(page);
      // An article's body is its own Markdoc: its headings, links and figures are checked on every one.
      await expectNoAxeViolationsForType(page, articlePaths, path, { include: "[data-slot=article-body]" });
    });
  }

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
});

test.describe("the article's layout", () => {
  test("from 1024px the text is centred, no margin is left empty, and Share sits in the header", async ({ page }) => {
    await page.goto("/blog/anthropic-keep-thinking-campaign");
    for (const width of [1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const geometry = await page.locator("article").evaluate((article) => {
        const container = article.querySelector("[data-slot=container]")!.getBoundingClientRect();
        const style = getComputedStyle(article.querySelector("[data-slot=container]")!);
        const left = container.left + Number.parseFloat(style.paddingLeft);
        const right = container.right - Number.parseFloat(style.paddingRight);
        const body = article.querySelector("[data-slot=article-body]")!.getBoundingClientRect();
        const rail = article.querySelector("[data-slot=article-contents]")!.getBoundingClientRect();
        // Below 1280px the contents are hidden and the body is the block; from it, rail and body together.
        const start = rail.width > 0 ? rail.left : body.left;
        return { before: start - left, after: right - body.right, column: right - left };
      });
      expect(Math.abs(geometry.before - geometry.after), `${width}px`).toBeLessThan(2);
      expect(geometry.before, `${width}px`).toBeLessThan(geometry.column / 3);
      await expect(page.locator("article header").getByRole("button", { name: "Share Article" })).toBeVisible();
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
      // A heading's last words are held together by a no-break space; the contents list them as written.
      .evaluateAll((items) =>
        items.map((item) => ({ id: item.id, text: item.textContent?.replaceAll("\u00a0", " ") })),
      );
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

test.describe("the blog's typesetting", () => {
  for (const path of ["/blog", ...articlePaths]) {
    // Its headings' last lines are judged with every page's, in page-layout.spec.
    test(`${path}: at every judged width every cover shows its frame's whole width${path === "/blog" ? "" : "; from 768px the body runs 60 to 75 characters a line"}`, async ({
      page,
    }) => {
      await page.goto(path);
      for (const width of JUDGED_WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(() => document.fonts.ready);
        // object-fit: cover crops the sides only when the frame is narrower than the picture.
        const frames = await page.locator("main [data-slot=cover]").evaluateAll((covers) =>
          covers.map((cover) => {
            const box = cover.getBoundingClientRect();
            const img = cover.querySelector("img")!;
            return {
              frame: box.width / box.height,
              image: Number(img.getAttribute("width")) / Number(img.getAttribute("height")),
            };
          }),
        );
        expect(frames.length).toBeGreaterThan(0);
        for (const { frame, image } of frames) expect(frame, `${width}px`).toBeGreaterThanOrEqual(image - 0.01);
        if (path === "/blog" || width < 768) continue;
        const average = await charactersPerLine(page);
        expect(average, `${width}px: ${average.toFixed(1)} characters a line`).toBeGreaterThanOrEqual(60);
        expect(average, `${width}px: ${average.toFixed(1)} characters a line`).toBeLessThanOrEqual(75);
      }
    });
  }
});

/** The article body's characters a line on average, from every character's line box; paragraphs' last lines left out. */
async function charactersPerLine(page: Page) {
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
  expect(lines.length).toBeGreaterThan(30);
  return lines.reduce((sum, count) => sum + count, 0) / lines.length;
}
