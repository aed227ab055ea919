import { describe, expect, it } from "vitest";
import { sectionTones } from "./accent";

const isFigures = (name: string) => name === "figures";

describe("sectionTones", () => {
  it("puts figures on ink and alternates the rest, starting away from the hero's tone", () => {
    expect(sectionTones("paper", ["figures", "cards", "steps", "badges"], isFigures)).toEqual([
      "ink",
      "paper",
      "deep",
      "paper",
    ]);
    expect(sectionTones("deep", ["cards", "figures", "badges"], isFigures)).toEqual(["paper", "ink", "paper"]);
  });

  it("never ends on ink, because the footer after it is ink", () => {
    expect(sectionTones("paper", ["cards", "figures"], isFigures)).toEqual(["deep", "paper"]);
  });

  it("never gives two neighbours the same tone", () => {
    const tones = sectionTones("deep", ["a", "b", "figures", "c", "d"], isFigures);
    for (let i = 1; i < tones.length; i++) expect(tones[i]).not.toBe(tones[i - 1]);
  });
});
