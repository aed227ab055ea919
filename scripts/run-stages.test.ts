// @vitest-environment node
import { describe, expect, it } from "vitest";
import { stageSummary } from "./run-stages.mjs";

describe("the test stages' summary", () => {
  it("gives each stage's time and outcome, and the total", () => {
    const summary = stageSummary([
      { stage: "lint", ms: 2100, ok: true },
      { stage: "test:e2e", ms: 612_340, ok: false },
    ]);
    expect(summary.split("\n")).toEqual([
      "Time per stage:",
      "  lint          2.1 s  passed",
      "  test:e2e    612.3 s  FAILED",
      "  total       614.4 s",
    ]);
  });
});
