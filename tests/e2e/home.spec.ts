import type { Locator } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { contentFile } from "./support/content";
import { expect, test } from "./support/fixtures";
import { articlePaths } from "./support/pages";
import { settledTop } from "./support/scroll";

test("the sections come in the spec's order, each with its anchor", async ({ page }) => {
  await page.goto("/");
  const ids = await page.locator("main section[id], footer section[id]").evaluateAll((els) => els.map((el) => el.id));
  expect(ids).toEqual(["needs", "services", "sectors", "process", "work", "showreel", "blog", "faq", "contact"]);
});

type Titled = { title: string; href?: string };
type HomeFile = {
  needs: { items: Titled[] };
  services: { items: Titled[] };
  sectors: { items: Titled[] };
  process: { steps: Titled[] };
  work: { slugs: string[] };
  blog: { count: number };
  faq: { heading: string; subtitle: string; items: { question: string }[] };
};
const home = contentFile<HomeFile>("home.yaml");
const titles = (items: Titled[]) => items.map((item) => item.title);
const hrefs = (items: Titled[]) => items.flatMap((item) => (item.href ? [item.href] : []));

test("every section shows what home.yaml gives it, in its order", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("#needs li h3")).toHaveText(titles(home.needs.items));
  await expect(page.locator("#services li h3")).toHaveText(titles(home.services.items));
  await expect(page.locator("#process ol > li h3")).toHaveText(titles(home.process.steps));
  await expect(page.locator("#process")).toContainText("90 days");
  await expect(page.locator("#process a[href='#showreel']")).toHaveCount(1);
  const work = await page
    .locator("#work li a[href^='/case-studies/']")
    .evaluateAll((els) => els.map((el) => el.getAttribute("href")));
  expect(work).toEqual(home.work.slugs.map((slug) => `/case-studies/${slug}`));
  await expect(page.getByRole("link", { name: "View All Case Studies" })).toHaveAttribute("href", "/case-studies");
  await expect(page.locator("#faq summary")).toHaveText(home.faq.items.map((item) => item.question));
  await expect(page.locator("#faq h2")).toHaveText(home.faq.heading);
  await expect(page.locator("#faq")).toContainText(home.faq.subtitle);
});

test("service cards link to their pages where one exists; sectors each lead to a page", async ({ page }) => {
  await page.goto("/");
  const serviceLinks = await page.locator("#services a").evaluateAll((els) => els.map((el) => el.getAttribute("href")));
  expect(serviceLinks).toEqual(hrefs(home.services.items));
  const sectorLinks = await page.locator("#sectors a").evaluateAll((els) => els.map((el) => el.getAttribute("href")));
  expect(sectorLinks).toEqual(hrefs(home.sectors.items));
  for (const href of new Set([...serviceLinks, ...sectorLinks]))
    expect((await page.request.get(href!)).status()).toBe(200);
});

test("the blog teaser links to the blog and the newest articles, as many as home.yaml says", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("#blog a[href='/blog']").first()).toBeVisible();
  for (const href of articlePaths.slice(0, home.blog.count)) {
    await expect(page.locator(`#blog a[href='${href}']`).first()).toBeVisible();
  }
  for (const href of articlePaths.slice(home.blog.count))
    await expect(page.locator(`#blog a[href='${href}']`)).toHaveCount(0);
});

test.describe("FAQ accordion", () => {
  test("one item open at a time; the open one closes again", async ({ page }) => {
    await page.goto("/");
    const items = page.locator("#faq details");
    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await items.nth(2).locator("summary").click();
    await expect(items.nth(2)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
    await expect(page.locator("#faq details[open]")).toHaveCount(1);
    await items.nth(2).locator("summary").click();
    await expect(page.locator("#faq details[open]")).toHaveCount(0);
  });

  test("arrow keys, Home and End move focus; Enter opens", async ({ page }) => {
    await page.goto("/");
    const summaries = page.locator("#faq summary");
    await summaries.nth(0).focus();
    await page.keyboard.press("ArrowDown");
    await expect(summaries.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(summaries.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(summaries.last()).toBeFocused();
    await page.keyboard.press("Home");
    await expect(summaries.nth(0)).toBeFocused();
    await page.keyboard.press("End");
    await expect(summaries.last()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#faq details").last()).toHaveAttribute("open", "");
  });
});

test.describe("showreel", () => {
  test.beforeEach(async ({ page }) => {
    // The player host is third-party: answer it locally so nothing leaves the machine.
    await page.route("https://player.vimeo.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title><p>player</p>" }),
    );
  });

  test("nothing from the player host loads until a tile is opened", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto("/");
    await page.locator("#showreel").scrollIntoViewIfNeeded();
    await expect(page.locator("#showreel iframe")).toHaveCount(0);
    expect(requests.filter((url) => !url.startsWith("http://localhost"))).toEqual([]);
  });

  for (const [format, label] of [
    ["mobile", "Play the vertical showreel"],
    ["desktop", "Play the widescreen showreel"],
  ] as const) {
    test(`the ${format} tile opens a full-screen overlay that autoplays, and closes`, async ({ page }) => {
      await page.goto("/");
      const tile = page.getByRole("link", { name: label });
      await expect(tile.locator("[data-slot=showreel-frame]")).toHaveCSS(
        "aspect-ratio",
        format === "mobile" ? "9 / 16" : "16 / 9",
      );
      await tile.click();
      const dialog = page.getByRole("dialog", { name: "Lumen & Lark showreel 2025" });
      await expect(dialog).toBeVisible();
      const size = await dialog.evaluate((el) => [el.getBoundingClientRect().width, el.getBoundingClientRect().height]);
      expect(size).toEqual([1440, 900]);
      const src = await dialog.locator("iframe").getAttribute("src");
      expect(new URL(src!).searchParams.get("autoplay")).toBe("1");
      await expect(dialog.locator("iframe")).toHaveAttribute("allow", /autoplay/);
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: "Close showreel" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator("#showreel iframe")).toHaveCount(0);
      await expect(tile).toBeFocused();
    });
  }

  test("Enter opens it, focus stays inside, Escape closes it and focus returns to the tile", async ({ page }) => {
    await page.goto("/");
    const tile = page.getByRole("link", { name: "Play the widescreen showreel" });
    await tile.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(
          () => document.activeElement?.closest("dialog") !== null || document.activeElement === document.body,
        ),
      ).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();
  });

  test("the tiles sit side by side on a wide screen, each with its generated poster frame", async ({ page }) => {
    await page.goto("/");
    const frames = page.locator("#showreel [data-slot=showreel-frame]");
    await frames.last().scrollIntoViewIfNeeded();
    const [vertical, wide] = (await boxes(frames)) as [Box, Box];
    expect(vertical.x + vertical.width).toBeLessThanOrEqual(wide.x);
    expect(Math.abs(vertical.y + vertical.height - (wide.y + wide.height))).toBeLessThanOrEqual(1);
    for (const frame of await frames.all()) {
      const poster = frame.locator("img");
      await expect(poster).toHaveAttribute("alt", "");
      await expect(poster).toHaveAttribute("loading", "lazy");
      await expect(poster).toHaveJSProperty("complete", true);
      expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the tiles stack at the column's width, the play button stays small and the captions clear of it", async ({
      page,
    }) => {
      await page.goto("/");
      const tiles = page.locator("#showreel [data-format]");
      await tiles.last().scrollIntoViewIfNeeded();
      const column = await page.locator("#showreel ul").boundingBox();
      const frames = await boxes(page.locator("#showreel [data-slot=showreel-frame]"));
      for (const frame of frames) expect(frame.width).toBeGreaterThanOrEqual(column!.width * 0.9);
      expect(frames[0]!.y + frames[0]!.height).toBeLessThanOrEqual(frames[1]!.y);
      // The vertical cut never takes more than 80% of the screen's height.
      expect(frames[0]!.height).toBeLessThanOrEqual(844 * 0.8 + 1);
      for (const tile of await tiles.all()) {
        const [frame] = await boxes(tile.locator("[data-slot=showreel-frame]"));
        const [play] = await boxes(tile.locator("[data-slot=play]"));
        const [caption] = await boxes(tile.locator("[data-slot=caption]"));
        expect(play!.width).toBeLessThanOrEqual(frame!.width * 0.25);
        const overlaps =
          caption!.x < play!.x + play!.width &&
          play!.x < caption!.x + caption!.width &&
          caption!.y < play!.y + play!.height &&
          play!.y < caption!.y + caption!.height;
        expect(overlaps).toBe(false);
      }
    });
  });

  for (const width of [390, 768, 1440]) {
    test(`at ${width} px the play buttons stay off the posters' words`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      for (const tile of await page.locator("#showreel [data-format]").all()) {
        await tile.scrollIntoViewIfNeeded();
        const tall = (await tile.getAttribute("data-format")) === "mobile";
        const [frame] = await boxes(tile.locator("[data-slot=showreel-frame]"));
        const [play] = await boxes(tile.locator("[data-slot=play]"));
        const at = (x: number, y: number) => ({ x: (x - frame!.x) / frame!.width, y: (y - frame!.y) / frame!.height });
        const topLeft = at(play!.x, play!.y);
        const bottomRight = at(play!.x + play!.width, play!.y + play!.height);
        if (tall) {
          // The tall poster's names end at 62% of its height, and its year starts at half its width.
          expect(topLeft.y).toBeGreaterThan(0.62);
          expect(bottomRight.x).toBeLessThan(0.5);
        } else {
          // The wide poster's names take its left quarter, and its year starts at 54% of its height.
          expect(topLeft.x).toBeGreaterThan(0.27);
          expect(bottomRight.y).toBeLessThan(0.54);
        }
        expect(bottomRight.x).toBeLessThanOrEqual(1);
        expect(bottomRight.y).toBeLessThanOrEqual(1);
      }
    });
  }

  test("its button scrolls to the contact form", async ({ page }) => {
    await page.goto("/");
    await page.locator("#showreel").getByRole("link", { name: "Start your project" }).click();
    expect(await settledTop(page, "#contact")).toBe(0);
  });
});

for (const [width, contactOffset, workOffset] of [
  [390, 80, 80],
  [1440, 0, 100],
] as const) {
  test.describe(`hero buttons at ${width}px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test(`'Become a Client' leaves ${contactOffset}px above the contact section`, async ({ page }) => {
      await page.goto("/");
      await page.getByRole("link", { name: "Become a Client" }).click();
      expect(await settledTop(page, "#contact")).toBe(contactOffset);
    });

    test(`'View Our Work' leaves ${workOffset}px above the work section`, async ({ page }) => {
      await page.goto("/");
      await page.getByRole("link", { name: "View Our Work" }).click();
      expect(await settledTop(page, "#work")).toBe(workOffset);
    });

    test(`'Let's Discuss Your Goals' scrolls to the contact section`, async ({ page }) => {
      await page.goto("/");
      await page.getByRole("link", { name: "Let's Discuss Your Goals" }).click();
      expect(await settledTop(page, "#contact")).toBe(contactOffset);
    });
  });
}

test("on a phone the hero's two buttons sit side by side, one width each, with no label wrapped", async ({ page }) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 320, height: 640 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto("/");
    // Measured at rest: the hero's entrance moves the buttons while it runs.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    const boxes = await Promise.all(
      ["Become a Client", "View Our Work"].map(async (name) => (await page.getByRole("link", { name }).boundingBox())!),
    );
    expect(boxes[0]!.width).toBe(boxes[1]!.width);
    expect(boxes[0]!.y).toBe(boxes[1]!.y);
    expect(boxes[0]!.height).toBeLessThanOrEqual(48);
  }
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  test("the FAQ still opens and the contact links still reach the form", async ({ page }) => {
    await page.goto("/");
    await page.locator("#faq summary").first().click();
    await expect(page.locator("#faq details").first()).toHaveAttribute("open", "");
    await page.getByRole("link", { name: "Become a Client" }).click();
    await expect(page).toHaveURL(/#contact$/);
  });
});

test.describe("thank-you page", () => {
  test("its heading keeps to the column's edge, like every page's", async ({ page }) => {
    await page.goto("/thank-you");
    const heading = await page.locator("h1").boundingBox();
    const column = await page
      .locator("main [data-slot=container]")
      .first()
      .evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.x + Number.parseFloat(getComputedStyle(element).paddingLeft);
      });
    expect(Math.abs((heading?.x ?? 0) - column)).toBeLessThan(1);
  });

  test("confirms, promises a reply in 24 hours, and lists the next steps", async ({ page }) => {
    await page.goto("/thank-you");
    await expect(page.locator("h1")).toContainText("Thank you");
    await expect(page.locator("main")).toContainText("within 24 hours");
    await expect(page.locator("main ol > li h3")).toHaveText([
      "Strategic Review",
      "Personal Response",
      "Strategy Session",
    ]);
    await expect(page.locator("main")).toContainText("90-minute strategy session");
    await expect(page.locator("main a[href='/#work']")).toHaveCount(1);
    await expect(page.locator("main a[href='#contact']")).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test("scrolls to the top on arrival, even from the foot of a page", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // A client-side navigation keeps the scroll position unless the page resets it.
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string, o: object): void } }
      ).__reactRouterDataRouter.navigate("/thank-you", { preventScrollReset: true }),
    );
    await expect(page).toHaveURL("/thank-you");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test("a link styled as a button lines up with the column it sits in, at the size it asks for", async ({ page }) => {
  await page.goto("/");
  const link = page.getByRole("link", { name: "See the work in our showreel" });
  const column = link.locator("xpath=..");
  const [linkBox, columnBox] = [await link.boundingBox(), await column.boundingBox()];
  expect(Math.abs((linkBox?.x ?? 0) - (columnBox?.x ?? -1))).toBeLessThan(1);
  expect(await link.evaluate((element) => getComputedStyle(element).fontSize)).toBe("16px");
});

test("list numerals are Inter's tabular figures, on every page that has them", async ({ page }) => {
  for (const path of ["/blog/openai-shopify-collaboration"]) {
    await page.goto(path);
    const styles = await page
      .locator("[data-slot=ordinal]")
      .evaluateAll((elements) =>
        elements.map((element) => [getComputedStyle(element).fontFamily, getComputedStyle(element).fontVariantNumeric]),
      );
    expect(styles.length, path).toBeGreaterThan(0);
    for (const [family, numeric] of styles) {
      expect(family, path).toMatch(/^Inter\b/);
      expect(numeric, path).toBe("tabular-nums");
    }
  }
});

test("in each row of columns, every column's text starts at one height", async ({ page }) => {
  for (const width of [768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const rows = await page.locator("#needs li").evaluateAll((cards) => {
      const byRow = new Map<number, number[]>();
      for (const card of cards) {
        const top = Math.round(card.getBoundingClientRect().top);
        const text = card.querySelector("p")!.getBoundingClientRect().top;
        byRow.set(top, [...(byRow.get(top) ?? []), Math.round(text)]);
      }
      return [...byRow.values()];
    });
    expect(rows.length, `${width}px`).toBeGreaterThan(0);
    for (const tops of rows) expect(new Set(tops).size, `${width}px: ${tops.join(", ")}`).toBe(1);
  }
});

type Box = { x: number; y: number; width: number; height: number };

async function boxes(locator: Locator): Promise<Box[]> {
  const all = await Promise.all((await locator.all()).map((element) => element.boundingBox()));
  return all.map((box) => {
    if (!box) throw new Error("expected a rendered box");
    return box;
  });
}
