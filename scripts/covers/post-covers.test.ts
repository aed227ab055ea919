// @vitest-environment node
import { describe, expect, it } from "vitest";
import { defineBlogPost } from "~/content/blog/schema";
import { defineCaseStudy } from "~/content/case-studies/schema";
import { blogPosts, caseStudies } from "~/content/collections.server";
import { ART_HEIGHT, ART_WIDTH, drawCover } from "./art";

/** The extent of every letter outline a drawing sets in `colour`: its paths' coordinates, control points included. */
function letterBounds(svg: string, colour: string) {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [, d] of svg.matchAll(new RegExp(`<path d="([^"]+)" fill="${colour}"/>`, "g"))) {
    const numbers = d!.match(/-?\d+(\.\d+)?/g)!.map(Number);
    for (let i = 0; i + 1 < numbers.length; i += 2) {
      xs.push(numbers[i]!);
      ys.push(numbers[i + 1]!);
    }
  }
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

/** Each cover with the shape its hero crops it to: an article's 2:1, a case study's 16:9. */
const items = [
  ...blogPosts.map((post) => ({ key: `blog/${post.slug}`, title: post.title, cover: post.cover, hero: 2 })),
  ...caseStudies.map((study) => ({
    key: `case-studies/${study.slug}`,
    title: study.title,
    cover: study.cover,
    hero: 16 / 9,
  })),
];

describe("a cover", () => {
  it.each(items.map((item) => [item.key, item] as const))(
    "%s sets its words whole, inside the card's frame and its hero's crop",
    async (key, { title, cover, hero }) => {
      const { svg } = await drawCover({ key, ...cover, lines: cover.lines ?? [title] });
      const box = letterBounds(svg, cover.palette[1]);
      // Left and right: the card shows the whole 16:10 width; top and bottom: the hero's crop.
      // Control points lie a little outside a curve, so the bound allows them 2 px.
      const heroCrop = (ART_HEIGHT - ART_WIDTH / hero) / 2 - 2;
      expect(box.left).toBeGreaterThanOrEqual(-2);
      expect(box.right).toBeLessThanOrEqual(ART_WIDTH + 2);
      expect(box.top).toBeGreaterThanOrEqual(heroCrop);
      expect(box.bottom).toBeLessThanOrEqual(ART_HEIGHT - heroCrop);
    },
    60_000,
  );

  it("may not use a composition that cuts its words at the frame", () => {
    const [post] = blogPosts;
    const [study] = caseStudies;
    for (const composition of ["crop", "bands", "monogram"]) {
      expect(() => defineBlogPost({ ...post!, cover: { ...post!.cover, composition } } as never)).toThrow(
        /is not one of: stack, figure, grid/,
      );
      expect(() => defineCaseStudy({ ...study!, cover: { ...study!.cover, composition } } as never)).toThrow(
        /is not one of: stack, figure, grid/,
      );
    }
  });
});
