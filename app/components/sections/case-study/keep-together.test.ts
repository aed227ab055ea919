import { describe, expect, it } from "vitest";
import { keepLastPair, keepTogether } from "./keep-together";

describe("keepTogether", () => {
  it("joins a figure to the word it counts, and the mapped places' words", () => {
    expect(keepTogether("4 route campaigns from New York and 5+ years", ["New York"])).toBe(
      "4\u00a0route campaigns from New\u00a0York and 5+\u00a0years",
    );
  });
});

describe("keepLastPair", () => {
  it("joins a heading's last two words, an ampersand between them included", () => {
    expect(keepLastPair("Ria Money Transfer")).toBe("Ria Money\u00a0Transfer");
    expect(keepLastPair("Paid Social & Search")).toBe("Paid Social\u00a0&\u00a0Search");
  });

  it("leaves two words, and a pair too long for a narrow line, as they are", () => {
    expect(keepLastPair("Disciplines Applied")).toBe("Disciplines Applied");
    expect(keepLastPair("A very extraordinarily longwinded", 12)).toBe("A very extraordinarily longwinded");
  });
});
