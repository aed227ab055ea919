import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Cover } from "~/content/cover.schema";
import { CoverPicture } from "./cover-picture";

const image = {
  width: 1600,
  height: 1000,
  placeholder: "#8d3b48",
  stem: "/assets/covers/demo",
  widths: [480, 1200, 1600],
  og: "/assets/covers/demo-og.jpg",
};
const cover: Cover = { alt: "Two overlapping circles", emoji: "🔥", gradient: ["#8e1f4f", "#ff6b4a"], image };

describe("CoverPicture", () => {
  it("renders AVIF and WebP sources and a sized JPEG with alt text, lazily by default", () => {
    const { container } = render(<CoverPicture cover={cover} sizes="100vw" />);
    const sources = container.querySelectorAll("picture > source");
    expect([...sources].map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]!.getAttribute("srcset")).toBe(
      "/assets/covers/demo-480.avif 480w, /assets/covers/demo-1200.avif 1200w, /assets/covers/demo-1600.avif 1600w",
    );
    expect(sources[1]!.getAttribute("srcset")).toBe(
      "/assets/covers/demo-480.webp 480w, /assets/covers/demo-1200.webp 1200w, /assets/covers/demo-1600.webp 1600w",
    );
    expect(sources[0]!.getAttribute("sizes")).toBe("100vw");

    const img = screen.getByRole("img", { name: "Two overlapping circles" });
    expect(img.tagName).toBe("IMG");
    expect(img.getAttribute("width")).toBe("1600");
    expect(img.getAttribute("height")).toBe("1000");
    // The first JPEG at least 800 wide, for a browser that ignores srcset.
    expect(img.getAttribute("src")).toBe("/assets/covers/demo-1200.jpg");
    expect(img.getAttribute("srcset")).toBe(
      "/assets/covers/demo-480.jpg 480w, /assets/covers/demo-1200.jpg 1200w, /assets/covers/demo-1600.jpg 1600w",
    );
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("fetchpriority")).not.toBe("high");
  });

  it("loads the hero eagerly at high priority", () => {
    render(<CoverPicture cover={cover} sizes="100vw" priority />);
    const img = screen.getByRole("img");
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
  });

  it("shows the emoji on the palette's gradient when there is no image", () => {
    render(<CoverPicture cover={{ ...cover, image: null }} sizes="100vw" />);
    const fallback = screen.getByRole("img", { name: "Two overlapping circles" });
    expect(fallback.tagName).toBe("DIV");
    expect(fallback.textContent).toBe("🔥");
    expect(fallback.getAttribute("style")).toContain("linear-gradient");
  });
});
