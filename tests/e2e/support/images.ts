import { expect, type Page } from "@playwright/test";

/** Every image in main is sized, has alt text and sits in a <picture>; the first (the hero) eager, the rest lazy. */
export async function expectHeroEagerRestLazy(page: Page) {
  const images = await page.locator("main img").evaluateAll((nodes) =>
    nodes.map((node) => ({
      src: node.getAttribute("src"),
      width: node.getAttribute("width"),
      height: node.getAttribute("height"),
      alt: node.getAttribute("alt"),
      loading: node.getAttribute("loading"),
      fetchPriority: node.getAttribute("fetchpriority"),
      inPicture: node.parentElement?.tagName === "PICTURE",
      sources: [...(node.parentElement?.querySelectorAll("source") ?? [])].map((source) => source.getAttribute("type")),
    })),
  );
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    expect(Number(image.width), `width of ${image.src}`).toBeGreaterThan(0);
    expect(Number(image.height), `height of ${image.src}`).toBeGreaterThan(0);
    expect(image.alt?.trim().length, `alt of ${image.src}`).toBeGreaterThan(10);
    expect(image.inPicture).toBe(true);
    // A raster picture offers AVIF and WebP; vector art (a route map, ADR 073) is SVG at every width.
    if (!image.src?.endsWith(".svg")) expect(image.sources).toEqual(["image/avif", "image/webp"]);
    else expect(image.sources.every((type) => type === "image/svg+xml")).toBe(true);
  }
  const [hero, ...rest] = images;
  expect(hero!.loading).toBe("eager");
  expect(hero!.fetchPriority).toBe("high");
  for (const image of rest) expect(image.loading, `loading of ${image.src}`).toBe("lazy");
}
