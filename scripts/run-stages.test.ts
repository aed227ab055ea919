// @vitest-environment node
import { expect, it } from "vitest";
import { stageSummary } from "./run-stages.mjs";

it("gives each stage's time and outcome, and the run's wall time as the total when given", () => {
  const rows = [
    { stage: "lint", ms: 2100, ok: true },
    { stage: "test:e2e", ms: 500_000, ok: false },
    { stage: "test:firefox", ms: 25_000, ok: true, alongside: "test:e2e" },
  ];
  expect(stageSummary(rows, 503_300).split("\n")).toEqual([
    "Time per stage:",
    "  lint              2.1 s  passed",
    "  test:e2e        500.0 s  FAILED",
    "  test:firefox     25.0 s  passed  (alongside test:e2e)",
    "  total           503.3 s",
  ]);
  expect(stageSummary(rows.slice(0, 2)).split("\n").at(-1)).toBe("  total       502.1 s");
});
