// @vitest-environment node
import { describe, expect, it } from "vitest";
import { defineBlogPost } from "~/content/blog/schema";
import { blogPosts } from "~/content/collections.server";
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

describe("a post's cover", () => {
  it.each(blogPosts.map((post) => [post.slug, post] as const))(
    "%s sets its words whole, inside the card's frame and the hero's 2:1 crop",
    async (slug, post) => {
      const { svg } = await drawCover({
        key: `blog/${slug}`,
        palette: post.cover.palette,
        composition: post.cover.composition,
        lines: post.cover.lines ?? [],
        figure: post.cover.figure,
      });
      const box = letterBounds(svg, post.cover.palette[1]);
      // Left and right: the card shows the whole 16:10 width; top and bottom: the hero crops to 2:1.
      // Control points lie a little outside a curve, so the bound allows them 2 px.
      const heroCrop = (ART_HEIGHT - ART_WIDTH / 2) / 2 - 2;
      expect(box.left).toBeGreaterThanOrEqual(-2);
      expect(box.right).toBeLessThanOrEqual(ART_WIDTH + 2);
      expect(box.top).toBeGreaterThanOrEqual(heroCrop);
      expect(box.bottom).toBeLessThanOrEqual(ART_HEIGHT - heroCrop);
    },
    60_000,
  );

  it("may not use a composition that cuts its words at the frame", () => {
    const [post] = blogPosts;
    for (const composition of ["crop", "bands", "monogram"] as const) {
      expect(() => defineBlogPost({ ...post!, cover: { ...post!.cover, composition } } as never)).toThrow(
        /sets its words whole/,
      );
    }
  });
});
