import { expectNoAxeViolations } from "./support/axe";
import { contentFile } from "./support/content";
import { expect, test } from "./support/fixtures";
import { settledTop } from "./support/scroll";

type Titled = { title: string };
const home = contentFile<{
  hero: { primaryCta: string; secondaryCta: string };
  needs: { cta: string };
  showreel: { tiles: { format: string; label: string }[] };
}>("home.yaml");

test("the FAQ opens one item at a time, closes it again, and moves focus with arrows, Home and End", async ({
  page,
}) => {
  await page.goto("/");
  const items = page.locator("#faq details");
  const summaries = page.locator("#faq summary");
  await summaries.nth(0).click();
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await summaries.nth(2).click();
  await expect(items.nth(2)).toHaveAttribute("open", "");
  await expect(page.locator("#faq details[open]")).toHaveCount(1);
  await summaries.nth(2).click();
  await expect(page.locator("#faq details[open]")).toHaveCount(0);

  await summaries.nth(0).focus();
  for (const [key, focused] of [
    ["ArrowDown", summaries.nth(1)],
    ["ArrowUp", summaries.nth(0)],
    ["ArrowUp", summaries.last()],
    ["Home", summaries.nth(0)],
    ["End", summaries.last()],
  ] as const) {
    await page.keyboard.press(key);
    await expect(focused, key).toBeFocused();
  }
  await page.keyboard.press("Enter");
  await expect(items.last()).toHaveAttribute("open", "");
});

test.describe("showreel", () => {
  test.beforeEach(async ({ page }) => {
    // The player host is third-party: answer it locally so nothing leaves the machine.
    await page.route("https://player.vimeo.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title><p>player</p>" }),
    );
  });

  test("nothing loads from the player host until a tile opens a full-screen overlay that autoplays; it closes by button and by Escape, focus kept inside and handed back", async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto("/");
    await page.locator("#showreel").scrollIntoViewIfNeeded();
    await expect(page.locator("#showreel iframe")).toHaveCount(0);
    expect(requests.filter((url) => !url.startsWith("http://localhost"))).toEqual([]);

    for (const { format, label } of home.showreel.tiles) {
      const tile = page.getByRole("link", { name: label });
      await expect(tile.locator("[data-slot=showreel-frame]")).toHaveCSS(
        "aspect-ratio",
        format === "mobile" ? "9 / 16" : "16 / 9",
      );
      await tile.click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      const size = await dialog.evaluate((el) => [el.getBoundingClientRect().width, el.getBoundingClientRect().height]);
      expect(size).toEqual([1440, 900]);
      expect(new URL((await dialog.locator("iframe").getAttribute("src"))!).searchParams.get("autoplay")).toBe("1");
      await expect(dialog.locator("iframe")).toHaveAttribute("allow", /autoplay/);
      if (format === "mobile") await expectNoAxeViolations(page);
      await dialog.getByRole("button").first().click();
      await expect(dialog).toBeHidden();
      await expect(page.locator("#showreel iframe")).toHaveCount(0);
      await expect(tile).toBeFocused();
    }

    const tile = page.getByRole("link", { name: home.showreel.tiles[1]!.label });
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

  test("the tiles sit side by side on a wide screen and stack on a phone, each with its poster, the play buttons small and off the posters' words", async ({
    page,
  }) => {
    await page.goto("/");
    const tiles = page.locator("#showreel [data-format]");
    const frames = page.locator("#showreel [data-slot=showreel-frame]");
    for (const [width, height] of [
      [1440, 900],
      [768, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await frames.last().scrollIntoViewIfNeeded();
      const [vertical, wide] = [(await frames.first().boundingBox())!, (await frames.last().boundingBox())!];
      if (width === 1440) {
        expect(vertical.x + vertical.width).toBeLessThanOrEqual(wide.x);
        expect(Math.abs(vertical.y + vertical.height - (wide.y + wide.height))).toBeLessThanOrEqual(1);
      }
      if (width === 390) {
        const column = (await page.locator("#showreel ul").boundingBox())!;
        for (const frame of [vertical, wide]) expect(frame.width).toBeGreaterThanOrEqual(column.width * 0.9);
        expect(vertical.y + vertical.height).toBeLessThanOrEqual(wide.y);
        // The vertical cut never takes more than 80% of the screen's height.
        expect(vertical.height).toBeLessThanOrEqual(height * 0.8 + 1);
      }
      for (const tile of await tiles.all()) {
        await tile.scrollIntoViewIfNeeded();
        const frame = (await tile.locator("[data-slot=showreel-frame]").boundingBox())!;
        const play = (await tile.locator("[data-slot=play]").boundingBox())!;
        const caption = (await tile.locator("[data-slot=caption]").boundingBox())!;
        const at = (x: number, y: number) => ({ x: (x - frame.x) / frame.width, y: (y - frame.y) / frame.height });
        const [topLeft, bottomRight] = [at(play.x, play.y), at(play.x + play.width, play.y + play.height)];
        if ((await tile.getAttribute("data-format")) === "mobile") {
          // The tall poster's names end at 62% of its height, and its year starts at half its width.
          expect(topLeft.y, `${width}px`).toBeGreaterThan(0.62);
          expect(bottomRight.x, `${width}px`).toBeLessThan(0.5);
        } else {
          // The wide poster's names take its left quarter, and its year starts at 54% of its height.
          expect(topLeft.x, `${width}px`).toBeGreaterThan(0.27);
          expect(bottomRight.y, `${width}px`).toBeLessThan(0.54);
        }
        expect(Math.max(bottomRight.x, bottomRight.y)).toBeLessThanOrEqual(1);
        if (width === 390) {
          expect(play.width).toBeLessThanOrEqual(frame.width * 0.25);
          expect(overlap(caption, play)).toBe(false);
        }
      }
    }
    for (const poster of await frames.locator("img").all()) {
      await expect(poster).toHaveAttribute("alt", "");
      await expect(poster).toHaveAttribute("loading", "lazy");
      await expect(poster).toHaveJSProperty("complete", true);
      expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  });
});

for (const [width, contactOffset, workOffset] of [
  [390, 80, 80],
  [1440, 0, 100],
] as const) {
  test(`at ${width}px the hero's and the needs' buttons leave ${contactOffset}px above the contact section and ${workOffset}px above the work`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/");
    for (const [name, target, offset] of [
      [home.hero.primaryCta, "#contact", contactOffset],
      [home.hero.secondaryCta, "#work", workOffset],
      [home.needs.cta, "#contact", contactOffset],
    ] as const) {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await page.getByRole("link", { name }).click();
      expect(await settledTop(page, target), name).toBe(offset);
    }
  });
}

test("on a phone the hero's two buttons share a row in halves where both labels fit with their padding, else a row each", async ({
  page,
}) => {
  for (const [viewport, shareARow] of [
    [{ width: 390, height: 844 }, true],
    [{ width: 320, height: 640 }, false],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto("/");
    // Measured at rest: the hero's entrance moves the buttons while it runs.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    const buttons = page.locator("section[data-composition=hero] a[data-slot=button]");
    const [primary, secondary] = await Promise.all([0, 1].map(async (n) => (await buttons.nth(n).boundingBox())!));
    expect(primary!.width).toBe(secondary!.width);
    expect(primary!.y === secondary!.y).toBe(shareARow);
    expect(primary!.height).toBeLessThanOrEqual(48);
    const overflowing = await buttons.evaluateAll((links) =>
      links.filter((link) => link.scrollWidth > link.clientWidth),
    );
    expect(overflowing).toHaveLength(0);
  }
});

test("the lead tile shows its cover on a phone and from 1024px, a figure its cover draws is not set again beside it, and the rail leaves its case out", async ({
  page,
}) => {
  const tile = page.locator("[data-slot=lead-case]");
  const railHas = (name: string) => page.locator("[data-slot=work-rail] li").filter({ hasText: name }).isVisible();
  for (const [width, height, figureShown] of [
    [390, 844, true],
    [1440, 900, false],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto("/");
    const cover = tile.locator("img");
    await expect(cover).toBeVisible();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const evidence = tile.locator("[data-slot=evidence]");
    // The figure stays in the link's name either way.
    await expect(tile).toHaveAccessibleName(new RegExp((await evidence.textContent())!.replace(/[.+]/g, "\\$&")));
    expect(await evidence.evaluate((node) => node.getBoundingClientRect().width > 1), `${width}px`).toBe(figureShown);
    expect(await railHas((await tile.locator("[data-slot=evidence]").textContent())!), `${width}px`).toBe(false);
  }
  // A phone too short for the tile: the rail carries its case.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  await expect(tile).toBeHidden();
  expect(await railHas((await tile.locator("[data-slot=evidence]").textContent())!)).toBe(true);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  test("the FAQ still opens and the contact links still reach the form", async ({ page }) => {
    await page.goto("/");
    await page.locator("#faq summary").first().click();
    await expect(page.locator("#faq details").first()).toHaveAttribute("open", "");
    await page.getByRole("link", { name: home.hero.primaryCta }).click();
    await expect(page).toHaveURL(/#contact$/);
  });
});

test.describe("thank-you page", () => {
  const thanks = contentFile<{ heading: string; steps: Titled[] }>("pages/thank-you.yaml");

  test("confirms and lists the next steps, its figures filled in, its heading on the column's edge", async ({
    page,
  }) => {
    await page.goto("/thank-you");
    await expect(page.locator("h1")).toHaveText(thanks.heading);
    await expect(page.locator("main ol > li h3")).toHaveText(thanks.steps.map((step) => step.title));
    await expect(page.locator("main")).not.toContainText("{");
    await expect(page.locator("main a[href='/#work']")).toHaveCount(1);
    // Another message is offered once, by the contact band below, not by the page as well.
    await expect(page.locator("main a[href='#contact']")).toHaveCount(0);
    const heading = (await page.locator("h1").boundingBox())!;
    const column = await page
      .locator("main [data-slot=container]")
      .first()
      .evaluate(
        (element) => element.getBoundingClientRect().x + Number.parseFloat(getComputedStyle(element).paddingLeft),
      );
    expect(Math.abs(heading.x - column)).toBeLessThan(1);
    await expectNoAxeViolations(page);
  });
});

test("a link styled as a button lines up with its column, at the size it asks for; columns' text starts at one height", async ({
  page,
}) => {
  await page.goto("/");
  const link = page.locator("#process a[href='#showreel']");
  const [linkBox, columnBox] = [await link.boundingBox(), await link.locator("xpath=..").boundingBox()];
  expect(Math.abs((linkBox?.x ?? 0) - (columnBox?.x ?? -1))).toBeLessThan(1);
  expect(await link.evaluate((element) => getComputedStyle(element).fontSize)).toBe("16px");
  for (const width of [768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
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

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
