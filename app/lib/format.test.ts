import { describe, expect, it } from "vitest";
import { readingMinutes } from "./format";

describe("readingMinutes", () => {
  it("rounds to whole minutes at 220 words a minute, never below one", () => {
    expect(readingMinutes("word ".repeat(1100))).toBe(5);
    expect(readingMinutes("word ".repeat(990))).toBe(5);
    expect(readingMinutes("just a few words")).toBe(1);
  });
});
