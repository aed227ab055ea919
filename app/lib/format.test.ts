import { describe, expect, it } from "vitest";
import { formatLongDate, readingMinutes } from "./format";

describe("formatLongDate", () => {
  it("writes the day, the month's name and the year", () => {
    expect(formatLongDate("2025-10-02")).toBe("2 October 2025");
    expect(formatLongDate("2025-09-30")).toBe("30 September 2025");
  });

  it("does not shift the day in any time zone", () => {
    expect(formatLongDate("2025-01-01")).toBe("1 January 2025");
  });
});

describe("readingMinutes", () => {
  it("rounds to whole minutes at 220 words a minute, never below one", () => {
    expect(readingMinutes("word ".repeat(1100))).toBe(5);
    expect(readingMinutes("word ".repeat(990))).toBe(5);
    expect(readingMinutes("just a few words")).toBe(1);
  });
});
