import { describe, expect, it } from "vitest";
import { formatLongDate, isoDate } from "./dates";

describe("isoDate", () => {
  it("gives the calendar date in London by default", () => {
    expect(isoDate(new Date("2026-11-22T12:00:00Z"))).toBe("2026-11-22");
    // British Summer Time: 23:30 UTC is 00:30 the next day in London.
    expect(isoDate(new Date("2026-07-14T23:30:00Z"))).toBe("2026-07-15");
    expect(isoDate(new Date("2026-07-14T23:30:00Z"), "America/New_York")).toBe("2026-07-14");
  });
});

describe("formatLongDate", () => {
  it("writes a date the British way", () => {
    expect(formatLongDate("2026-11-22")).toBe("22 November 2026");
    expect(formatLongDate("2024-01-01")).toBe("1 January 2024");
    expect(formatLongDate("2025-10-02")).toBe("2 October 2025");
    expect(formatLongDate("2025-09-30")).toBe("30 September 2025");
  });

  it("refuses anything but YYYY-MM-DD", () => {
    expect(() => formatLongDate("22/11/2026")).toThrow('Expected a YYYY-MM-DD date, got "22/11/2026"');
  });
});
