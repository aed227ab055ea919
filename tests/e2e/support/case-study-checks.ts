import type { Page } from "@playwright/test";

// Geometry and colour checks of a case-study page (ADR 073), measured in the browser.

/** How far a column of a grid may run empty beside its neighbour's content. */
export const MAX_EMPTY_COLUMN = 240;
/** The narrowest the results' captions may be set, in characters of their own font. */
export const MIN_OUTCOME_MEASURE = 45;

/** Grid columns in `main` left empty beside content: in each row, how far the tallest child runs below the shortest. */
export function emptyColumns(page: Page) {
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
export function outcomeMeasures(page: Page) {
  return page.locator("[data-slot=result-caption]").evaluateAll((captions) =>
    captions.map((caption) => {
      const probe = document.createElement("span");
      probe.textContent = "0".repeat(10);
      probe.style.visibility = "hidden";
      caption.append(probe);
      const ch = probe.getBoundingClientRect().width / 10;
      probe.remove();
      return caption.getBoundingClientRect().width / ch;
    }),
  );
}

/** Each rule in `main` (a 2px+ border or a `data-slot=rule` bar), with its contrast against the ground under it. */
export function ruleContrasts(page: Page) {
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
export const CLS_ZERO = 0.001;

/** The page's cumulative layout shift, scrolled from top to bottom so every lazy picture loads. */
export async function layoutShiftWhileScrolling(page: Page) {
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
