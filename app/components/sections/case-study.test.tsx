import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ChallengeApproach } from "./case-study";

// Case studies with photographs (ADR 073), which the published content lacks: how a study lays them out.
const gallery = [1, 2, 3, 4].map((n) => ({
  image: { width: n === 2 ? 800 : 1600, height: 1000, placeholder: "#888888", stem: `/g/plate-${n}`, widths: [800] },
  alt: `Plate ${n}, a texture`,
  caption: `Plate ${n} caption.`,
  credit: "Test fixture",
}));

function renderStudy(layout: "essay" | "performance" | "reveal") {
  const art = { layout, pullQuote: "A quote." } as Parameters<typeof ChallengeApproach>[0]["art"];
  return render(
    <MemoryRouter>
      <ChallengeApproach challenge={["Before."]} approach={["After."]} art={art} gallery={gallery} places={[]} />
    </MemoryRouter>,
  ).container;
}

const order = (root: Element) =>
  [...root.querySelectorAll("[data-slot=gallery-photo], [data-slot=story] h2")].map((node) =>
    node.tagName === "H2" ? node.id : node.querySelector("img")?.alt,
  );

describe("a case study's photographs", () => {
  it("in an essay, are composed around the story: the first above it, the next two between its halves", () => {
    expect(order(renderStudy("essay"))).toEqual([
      "Plate 1, a texture",
      "challenge-heading",
      "Plate 2, a texture",
      "Plate 3, a texture",
      "approach-heading",
      "Plate 4, a texture",
    ]);
  });

  for (const layout of ["performance", "reveal"] as const) {
    it(`in a ${layout} study, follow both halves of the story, two to a row`, () => {
      const root = renderStudy(layout);
      expect(order(root)).toEqual(["challenge-heading", "approach-heading", ...gallery.map((photo) => photo.alt)]);
      expect([...root.querySelectorAll("[data-slot=gallery-row]")].map((row) => row.children.length)).toEqual([2, 2]);
    });
  }

  it("each is lazy, in AVIF and WebP, with its caption and credit, and a row's share of width is its proportions", () => {
    const figures = [...renderStudy("reveal").querySelectorAll<HTMLElement>("[data-slot=gallery-photo]")];
    for (const [index, figure] of figures.entries()) {
      const photo = gallery[index]!;
      expect(figure.querySelector("img")?.getAttribute("loading")).toBe("lazy");
      expect([...figure.querySelectorAll("source")].map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
      expect(figure.querySelector("figcaption")?.textContent).toContain(photo.caption);
      expect(figure.querySelector("figcaption")?.textContent).toContain(photo.credit);
      expect(Number(figure.style.flexGrow)).toBeCloseTo(photo.image.width / photo.image.height);
    }
  });
});
