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

  it("gives the run's wall time as the total when stages ran alongside one another", () => {
    const summary = stageSummary(
      [
        { stage: "test:e2e", ms: 500_000, ok: true },
        { stage: "test:firefox", ms: 25_000, ok: true, alongside: "test:e2e" },
      ],
      501_200,
    );
    expect(summary.split("\n")).toEqual([
      "Time per stage:",
      "  test:e2e        500.0 s  passed",
      "  test:firefox     25.0 s  passed  (alongside test:e2e)",
      "  total           501.2 s",
    ]);
  });
});
