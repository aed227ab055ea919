// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { defineBlogPost } from "~/content/blog/schema";
import { defineCaseStudy } from "~/content/case-studies/schema";
import { blogPosts, caseStudies } from "~/content/collections.server";
import { COVER_TEXT_CONTRAST, type CoverComposition, contrastRatio, coverCompositions } from "~/content/cover.schema";
import { ART_HEIGHT, ART_WIDTH, type ArtInput, coverSvg, drawCover } from "./art";
import { posterSvg } from "./poster";

const base: ArtInput = {
  key: "case-studies/demo",
  palette: ["#f2eee4", "#17233f", "#d8452f", "#e4ddcd"],
  composition: "stack",
  lines: ["Leucht", "turm", "1917"],
  figure: "4",
};
/** The grid sets one letter to a cell, so it is given a short word. */
const withComposition = (composition: CoverComposition) => ({
  ...base,
  composition,
  lines: composition === "grid" ? ["SATO"] : base.lines,
});

/** The share of pixels within a small distance of a colour, in a rasterised drawing. */
async function shareOf(svg: string, hex: string) {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(400)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  let hits = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if (Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) < 24) hits++;
  }
  return hits / (info.width * info.height);
}

/** The extent of every letter outline a drawing sets in `colour`: its paths' coordinates, control points included. */
function letterBounds(svg: string, colour: string) {
  const numbers = [...svg.matchAll(new RegExp(`<path d="([^"]+)" fill="${colour}"/>`, "g"))].flatMap(([, d]) =>
    d!.match(/-?\d+(\.\d+)?/g)!.map(Number),
  );
  const xs = numbers.filter((_, i) => i % 2 === 0);
  const ys = numbers.filter((_, i) => i % 2 === 1);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

describe("cover art", () => {
  it.each(coverCompositions)(
    "%s sets its letters as outlines, never as <text>, in a 16:10 document",
    async (name) => {
      const svg = await coverSvg(withComposition(name));
      expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${ART_WIDTH}" height="${ART_HEIGHT}"`));
      expect(svg).not.toMatch(/<text|<tspan|font-family/);
      const glyphs = [...svg.matchAll(/<path d="([^"]+)" fill="#17233f"\/>/g)].map((match) => match[1]!);
      expect(glyphs.join("").match(/[QLC]/g)?.length ?? 0).toBeGreaterThan(40);
      // The letters are really drawn: a visible share of the picture is in the type colour.
      expect(await shareOf(svg, "#17233f")).toBeGreaterThan(0.04);
    },
    60_000,
  );

  it("is deterministic for its inputs, and changes with the key's seed, the composition, the words and the face", async () => {
    const stack = withComposition("stack");
    expect(await coverSvg(stack)).toBe(await coverSvg(stack));
    const seeded = await Promise.all(["a", "b", "c", "d"].map((key) => coverSvg({ ...stack, key })));
    expect(new Set(seeded).size).toBeGreaterThan(1);
    const drawings = await Promise.all([
      ...coverCompositions.map((name) => coverSvg(withComposition(name))),
      coverSvg({ ...stack, lines: ["Ruinart"] }),
      coverSvg({ ...stack, lines: ["Bumble"] }),
      coverSvg({ ...stack, lines: ["Ruinart"], face: "serif" }),
    ]);
    expect(new Set(drawings).size).toBe(drawings.length);
  });

  /** Each cover with the shape its hero crops it to: an article's 2:1, a case study's 16:9. */
  const items = [
    ...caseStudies.map((study) => ({ key: `case-studies/${study.slug}`, ...study, hero: 16 / 9 })),
    ...blogPosts.map((post) => ({ key: `blog/${post.slug}`, ...post, hero: 2 })),
  ];

  it.each(items)(
    "$key sets its words whole, inside the card's frame and its hero's crop, at 3:1 or more on every field",
    async ({ key, title, cover, hero }) => {
      const { svg, textOn } = await drawCover({ key, ...cover, lines: cover.lines ?? [title] });
      const box = letterBounds(svg, cover.palette[1]);
      // Left and right: the card shows the whole 16:10 width; top and bottom: the hero's crop.
      // Control points lie a little outside a curve, so the bound allows them 2 px.
      const heroCrop = (ART_HEIGHT - ART_WIDTH / hero) / 2 - 2;
      expect(box.left).toBeGreaterThanOrEqual(-2);
      expect(box.right).toBeLessThanOrEqual(ART_WIDTH + 2);
      expect(box.top).toBeGreaterThanOrEqual(heroCrop);
      expect(box.bottom).toBeLessThanOrEqual(ART_HEIGHT - heroCrop);
      expect(textOn.length).toBeGreaterThan(0);
      for (const [type, ground] of textOn)
        expect(contrastRatio(type, ground)).toBeGreaterThanOrEqual(COVER_TEXT_CONTRAST);
    },
    60_000,
  );

  it("may not use a composition that cuts its words at the frame", () => {
    for (const composition of ["crop", "bands", "monogram"]) {
      expect(() =>
        defineBlogPost({ ...blogPosts[0]!, cover: { ...blogPosts[0]!.cover, composition } } as never),
      ).toThrow(/is not one of: stack, figure, grid/);
      expect(() =>
        defineCaseStudy({ ...caseStudies[0]!, cover: { ...caseStudies[0]!.cover, composition } } as never),
      ).toThrow(/is not one of: stack, figure, grid/);
    }
  });

  it("never gives two case studies in a row of up to three columns the same composition and face", () => {
    const order = caseStudies.map((study) => `${study.cover.composition}/${study.cover.face}`);
    for (let i = 0; i < order.length; i++) {
      for (const step of [1, 2]) {
        if (i + step < order.length) expect([i, order[i]]).not.toEqual([i, order[i + step]]);
      }
    }
    expect(new Set(order).size).toBeGreaterThanOrEqual(4);
  });
});

describe("showreel posters", () => {
  it.each([
    ["mobile", 1080, 1920],
    ["desktop", 1920, 1080],
  ] as const)(
    "draws the %s frame at its own size, in outlines, with the clients' rail in the tall cut only",
    async (format, width, height) => {
      const svg = await posterSvg({ format, title: "Showreel 2025", year: 2025, clients: ["Tinder", "Ruinart"] });
      expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${width}" height="${height}"`));
      expect(svg).not.toMatch(/<text|font-family/);
      expect(await shareOf(svg, "#ff5a36")).toBeGreaterThan(0.03);
      const more = await posterSvg({
        format,
        title: "Showreel 2025",
        year: 2025,
        clients: ["Tinder", "Ruinart", "Bumble"],
      });
      if (format === "mobile") expect(more.length).toBeGreaterThan(svg.length);
      else expect(more).toBe(svg);
    },
  );
});
