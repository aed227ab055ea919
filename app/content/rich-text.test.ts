import { describe, expect, it } from "vitest";
import { headingId } from "./rich-text";

describe("a heading's anchor", () => {
  it("is its words, lower-case and joined by hyphens", () => {
    expect(headingId("What this means for your brand")).toBe("what-this-means-for-your-brand");
  });

  it("drops accents rather than breaking a word at them", () => {
    expect(headingId("¿Qué categoría ganará?")).toBe("que-categoria-ganara");
    expect(headingId("Diseño y compañía")).toBe("diseno-y-compania");
  });
});
