import type { Page } from "@playwright/test";
import { caseStudyPaths } from "../../scripts/lib/pages";
import { expectNoAxeViolations } from "./support/axe";
import {
  CLS_ZERO,
  emptyColumns,
  layoutShiftWhileScrolling,
  MIN_OUTCOME_MEASURE,
  outcomeMeasures,
  ruleContrasts,
} from "./support/case-study-checks";
import { pageContent } from "./support/content";
import { expect, test } from "./support/fixtures";
import { widows } from "./support/typesetting";

// The three layouts of ADR 073; how a study lays out its photographs is tested on the component.

type Place = { name: string };
type Study = {
  title: string;
  results: { headline: string }[];
  art: {
    layout: string;
    pullQuote: string;
    routeMap?: { hub: Place; origins: Place[]; alt: string };
    artefact?: { alt: string };
  };
};
/** The aspect ratio of the hero's cover frame. */
const heroCover = (page: Page) =>
  page.locator("main section[data-composition=hero] [data-slot=cover]").evaluate((cover) => {
    const box = cover.getBoundingClientRect();
    return box.width / box.height;
  });

/** Each result row's shape: where its caption sits from its headline, to the nearest 8px. */
const resultShapes = (page: Page) =>
  page.locator("[data-slot=result]").evaluateAll((rows) =>
    rows.map((row) => {
      const headline = row.querySelector("[data-slot=result-headline]")!.getBoundingClientRect();
      const caption = row.querySelector("[data-slot=result-caption]")!.getBoundingClientRect();
      return `${Math.round((caption.left - headline.left) / 8)},${caption.top >= headline.bottom ? "below" : "beside"}`;
    }),
  );

const studies = caseStudyPaths.map((path) => ({ path, study: pageContent<Study>(path) }));
const firstOfLayout = new Set([
  ...new Map(studies.toReversed().map(({ path, study }) => [study.art.layout, path])).values(),
]);

for (const { path, study } of studies) {
  test(`${path} is set as a${study.art.layout === "essay" ? "n" : ""} ${study.art.layout}, whole at every width`, async ({
    page,
  }) => {
    await page.goto(path);
    // Measured first, scrolled through at the width it loaded at: resizing shifts the layout itself.
    expect(await layoutShiftWhileScrolling(page)).toBeLessThan(CLS_ZERO);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(page.locator("[data-layout]").first()).toHaveAttribute("data-layout", study.art.layout);
    // The client's name sits on one line, at display size.
    const title = page.getByRole("heading", { level: 1 });
    const { height, lineHeight, fontSize } = await title.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
      fontSize: Number.parseFloat(getComputedStyle(element).fontSize),
    }));
    expect(height, "the name is on one line").toBeLessThan(lineHeight * 1.5);
    expect(fontSize).toBeGreaterThanOrEqual(48);
    // The pull quote is the page's own line, set once.
    await expect(page.getByText(study.art.pullQuote, { exact: true })).toHaveCount(1);
    // Every headline of the results at display size, each row shaped like the others.
    const headlines = page.locator("[data-slot=result-headline]");
    const words = await headlines.evaluateAll((all) => all.map((p) => p.textContent!.replaceAll("\u00a0", " ")));
    expect(words).toEqual(study.results.map((result) => result.headline));
    for (const headline of await headlines.all()) {
      expect(
        await headline.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize)),
      ).toBeGreaterThanOrEqual(48);
    }

    expect(await emptyColumns(page), "columns empty beside content at 1440px").toEqual([]);
    for (const measure of await outcomeMeasures(page)) expect(measure).toBeGreaterThanOrEqual(MIN_OUTCOME_MEASURE);
    for (const { where, ratio } of await ruleContrasts(page)) {
      expect(ratio, `${where}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(3);
    }

    for (const width of [1440, 1024, 768, 390, 320]) {
      await page.setViewportSize({ width, height: 900 });
      // The hero's image slot is 16:9 at every width, and every result row has one shape.
      expect(Math.abs((await heroCover(page)) / (16 / 9) - 1), `the cover's frame at ${width}px`).toBeLessThan(0.01);
      expect(new Set(await resultShapes(page)).size, `result rows at ${width}px`).toBe(1);
      const display = "main :is(h1, h2, h3, [data-slot=result-headline]), main [data-standfirst] p";
      expect(await widows(page, display, "*"), `lone last words at ${width}px`).toEqual([]);
      if (width >= 1024) expect(await emptyColumns(page), `at ${width}px`).toEqual([]);
      if (width === 390) {
        for (const { where, ratio } of await ruleContrasts(page)) {
          expect(ratio, `${where} at 390px: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(3);
        }
      }
    }
    // Place names the study maps never break inside.
    const text = (await page.locator("main").textContent()) ?? "";
    const { routeMap } = study.art;
    for (const place of routeMap ? [routeMap.hub, ...routeMap.origins] : []) {
      if (place.name.includes(" ")) expect(text).not.toContain(place.name);
    }

    // The whole page through axe once for each layout; every study's colours in case-studies.spec.
    if (firstOfLayout.has(path)) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await expectNoAxeViolations(page);
    }
  });
}

test("every layout is in use, and each is composed differently", async ({ page }) => {
  const orders = new Map<string, string>();
  for (const { path, study } of studies) {
    if (orders.has(study.art.layout)) continue;
    await page.goto(path);
    const order = await page
      .locator("main section[data-composition]")
      .evaluateAll((sections) => sections.map((section) => section.getAttribute("data-composition")).join(" "));
    orders.set(study.art.layout, order);
  }
  expect([...orders.keys()].sort()).toEqual(["essay", "performance", "reveal"]);
  expect(new Set(orders.values()).size).toBe(3);
});

test("every study's artefact, the airline's route map among them, is drawn at build, with no script", async ({
  page,
  request,
}) => {
  const scripts = async () => page.locator("script[src], link[rel=modulepreload]").count();
  await page.goto(studies[0]!.path);
  const everywhere = await scripts();
  for (const { path, study } of studies) {
    await page.goto(path);
    const figure = page.locator("[data-slot=artefact]");
    const image = figure.locator("img");
    await expect(image).toHaveAttribute("alt", (study.art.routeMap ?? study.art.artefact)!.alt);
    await expect(image).toHaveAttribute("loading", "lazy");
    expect(Number(await image.getAttribute("width"))).toBeGreaterThan(0);
    expect(Number(await image.getAttribute("height"))).toBeGreaterThan(0);
    const files = [(await image.getAttribute("src"))!, (await figure.locator("source").getAttribute("srcset"))!];
    for (const file of files) {
      const response = await request.get(file);
      expect(response.headers()["content-type"]).toContain("image/svg+xml");
      const svg = await response.text();
      expect(svg).toContain(`<title id="t">`);
      expect(svg).not.toMatch(/<script|<text|@import|href="http/);
    }
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The page loads the scripts every case study loads, and no more.
    expect(await scripts()).toBe(everywhere);
  }
});

test("under reduced motion nothing on a case study moves", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const { path } of studies.slice(0, 3)) {
    await page.goto(path);
    await layoutShiftWhileScrolling(page);
    const moving = await page.evaluate(
      () =>
        document.getAnimations().filter((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return target?.closest("main") && animation.playState === "running";
        }).length,
    );
    expect(moving).toBe(0);
  }
});
