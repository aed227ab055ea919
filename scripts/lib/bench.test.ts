// @vitest-environment node
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { appendHistory } from "./bench.mjs";

describe("benchmark history", () => {
  it("appends one line per run, with the time, the commit and the figures", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "history-"));
    const first = appendHistory("lighthouse", [{ page: "home", lcpMs: 1061 }], {
      dir,
      now: new Date("2026-11-23T10:00:00Z"),
    });
    appendHistory("lighthouse", [{ page: "home", lcpMs: 1075 }], { dir, now: new Date("2026-11-24T10:00:00Z") });
    const lines = readFileSync(first, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => [line.at, line.figures[0].lcpMs])).toEqual([
      ["2026-11-23T10:00:00.000Z", 1061],
      ["2026-11-24T10:00:00.000Z", 1075],
    ]);
    expect(lines[0].commit).toMatch(/^[0-9a-f]{7,}$/);
    expect(lines[0].cpus).toBeGreaterThan(0);
  });
});
