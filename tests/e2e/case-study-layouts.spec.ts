import type { Page } from "@playwright/test";
import { caseStudyPaths } from "../../scripts/lib/pages";
import { expectNoAxeViolations } from "./support/axe";
import { pageContent } from "./support/content";
import { expect, test } from "./support/fixtures";
import { widows } from "./support/typesetting";

// The three layouts of ADR 073, with geometry and colour measured in the browser; how a study lays out its
// photographs is tested on the component.

/** How far a column of a grid may run empty beside its neighbour's content. */
const MAX_EMPTY_COLUMN = 240;
/** The narrowest the results' captions may be set, in characters of their own font. */
/** Characters a line: a caption in body text, and a sentence of what changed set at display size. */
const MIN_OUTCOME_MEASURE = { body: 45, display: 24 };

/** Grid columns in `main` left empty beside content: in each row, how far the tallest child runs below the shortest. */
function emptyColumns(page: Page) {
  return page.evaluate((limit) => {
    const found: string[] = [];
    const contentBottom = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().bottom;
    };
    for (const grid of document.querySelectorAll("main *")) {
      const style = getComputedStyle(grid);
      if (style.display !== "grid" || style.gridTemplateColumns.split(" ").length < 2) continue;
      const children = [...grid.children].filter((child) => {
        const box = child.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(child).position !== "absolute";
      });
      const rows = new Map<number, Element[]>();
      for (const child of children) {
        const top = Math.round(child.getBoundingClientRect().top);
        rows.set(top, [...(rows.get(top) ?? []), child]);
      }
      for (const row of rows.values()) {
        if (row.length < 2) continue;
        const bottoms = row.map(contentBottom);
        const gap = Math.max(...bottoms) - Math.min(...bottoms);
        if (gap > limit) {
          const label = (grid.closest("section")?.getAttribute("aria-labelledby") ?? grid.className).slice(0, 60);
          found.push(`${label}: a column runs ${Math.round(gap)}px empty beside its neighbour`);
        }
      }
    }
    return found;
  }, MAX_EMPTY_COLUMN);
}

/** The results' captions' measure, in characters ("0"s) of their own font. */
function outcomeMeasures(page: Page) {
  return page.locator("[data-slot=result-caption]").evaluateAll((captions) =>
    captions.map((caption) => {
      const probe = document.createElement("span");
      probe.textContent = "0".repeat(10);
      probe.style.visibility = "hidden";
      caption.append(probe);
      const ch = probe.getBoundingClientRect().width / 10;
      probe.remove();
      const display = Number.parseFloat(getComputedStyle(caption).fontSize) >= 24;
      return { measure: caption.getBoundingClientRect().width / ch, display };
    }),
  );
}

/** Each rule in `main` (a 2px+ border or a `data-slot=rule` bar), with its contrast against the ground under it. */
function ruleContrasts(page: Page) {
  return page.evaluate(() => {
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: string, b: string) => {
      const [high, low] = [luminance(rgb(a)), luminance(rgb(b))].sort((x, y) => y - x) as [number, number];
      return (high + 0.05) / (low + 0.05);
    };
    const groundOf = (element: Element) => {
      for (let at = element.parentElement; at; at = at.parentElement) {
        const background = getComputedStyle(at).backgroundColor;
        const alpha = rgb(background)[3];
        if (background !== "rgba(0, 0, 0, 0)" && (alpha === undefined || alpha === 1)) return background;
      }
      return "rgb(255, 255, 255)";
    };
    const rules: { where: string; ratio: number }[] = [];
    for (const element of document.querySelectorAll("main *")) {
      const style = getComputedStyle(element);
      const where = `${element.tagName.toLowerCase()}[data-slot=${element.getAttribute("data-slot")}] in ${element.closest("section")?.getAttribute("data-composition")}`;
      if (element.getAttribute("data-slot") === "rule") {
        rules.push({ where, ratio: contrast(style.backgroundColor, groundOf(element)) });
        continue;
      }
      for (const side of ["Top", "Left"] as const) {
        const width = Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`));
        if (width >= 2 && style.getPropertyValue(`border-${side.toLowerCase()}-style`) === "solid") {
          rules.push({
            where: `${where} (${side.toLowerCase()})`,
            ratio: contrast(style.getPropertyValue(`border-${side.toLowerCase()}-color`), groundOf(element)),
          });
        }
      }
    }
    return rules;
  });
}

/** A layout shift of 0 to Lighthouse's three decimals: a font swap can record about 0.0001 under the runner. */
const CLS_ZERO = 0.001;

/** The page's cumulative layout shift, scrolled from top to bottom so every lazy picture loads. */
async function layoutShiftWhileScrolling(page: Page) {
  return page.evaluate(async () => {
    let shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
    // Two frames a step: the scroll is laid out and painted, and what moved is reported.
    const painted = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await painted();
    }
    await Promise.all(
      [...document.images].map((img) => (img.complete ? null : new Promise((r) => img.addEventListener("load", r)))),
    );
    await painted();
    return shift;
  });
}

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
    // Each row is led at display size by its figure or, where its headline is words, by the sentence of what changed.
    const headlines = page.locator("[data-slot=result-headline]");
    const words = await headlines.evaluateAll((all) => all.map((p) => p.textContent!.replaceAll("\u00a0", " ")));
    expect(words).toEqual(study.results.map((result) => result.headline));
    for (const [index, row] of (await page.locator("[data-slot=result]").all()).entries()) {
      const figure = /\d/.test(study.results[index]!.headline);
      const lead = row.locator(figure ? "[data-slot=result-headline]" : "[data-slot=result-caption]");
      const size = await lead.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
      expect(size, `result ${index + 1}`).toBeGreaterThanOrEqual(figure ? 48 : 30);
    }

    expect(await emptyColumns(page), "columns empty beside content at 1440px").toEqual([]);
    for (const { measure, display } of await outcomeMeasures(page)) {
      expect(measure).toBeGreaterThanOrEqual(MIN_OUTCOME_MEASURE[display ? "display" : "body"]);
    }
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
