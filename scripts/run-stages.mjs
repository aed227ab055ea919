// `npm test`: the project's checks as stages, one after another (each an npm script), stopping at the
// first that fails. A stage named in ALONGSIDE runs at the same time as the stage it names, when both
// are asked for, and its output is printed once both end: the unit tests beside the build (which
// waits on single-threaded steps much of its time, and writes nothing they read but the cover
// manifest, which it replaces whole), and the second engine's smoke tests (one browser, their own
// server on a free port) beside Playwright's run.
// Prints how long each stage took and the run's wall time at the end, whether the run passed or not,
// and appends the times to bench/history/test-stages.jsonl.
import { spawn } from "node:child_process";
import { pathToFileURL } from "node:url";
import { appendHistory } from "./lib/history.mjs";

/** Stage → the stage it runs alongside. */
export const ALONGSIDE = { "test:unit": "build", "test:firefox": "test:e2e" };

/**
 * A table of the stages run, their times and outcomes, and the total: the run's wall time when
 * given (stages that ran alongside another overlap), else the sum of the stages.
 */
export function stageSummary(results, wallMs) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const width = Math.max(...results.map((result) => result.stage.length), "total".length);
  const lines = results.map(
    ({ stage, ms, ok, alongside }) =>
      `  ${stage.padEnd(width)}  ${seconds(ms).padStart(9)}  ${ok ? "passed" : "FAILED"}${alongside ? `  (alongside ${alongside})` : ""}`,
  );
  const total = wallMs ?? results.reduce((sum, result) => sum + result.ms, 0);
  return ["Time per stage:", ...lines, `  ${"total".padEnd(width)}  ${seconds(total).padStart(9)}`].join("\n");
}

/** Runs one npm script; its output goes straight through, or is kept and returned when `buffered`. */
function runStage(stage, { buffered = false } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", stage], {
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    const output = [];
    if (buffered) {
      child.stdout.on("data", (chunk) => output.push(chunk));
      child.stderr.on("data", (chunk) => output.push(chunk));
    }
    child.on("close", (status) =>
      resolve({ stage, ms: Math.round(performance.now() - started), ok: status === 0, output: Buffer.concat(output) }),
    );
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const stages = process.argv.slice(2);
  const runStarted = performance.now();
  const results = [];
  const companions = new Map(
    Object.entries(ALONGSIDE)
      .filter(([stage, host]) => stages.includes(stage) && stages.includes(host))
      .map(([stage, host]) => [host, stage]),
  );
  for (const stage of stages) {
    if (companions.has(ALONGSIDE[stage])) continue; // started with its host
    const companion = companions.get(stage);
    const companionRun = companion ? runStage(companion, { buffered: true }) : null;
    const result = await runStage(stage);
    results.push(result);
    if (companionRun) {
      const other = await companionRun;
      console.log(`\n> ${companion} (ran alongside ${stage})\n`);
      process.stdout.write(other.output);
      results.push({ ...other, alongside: stage });
      if (!other.ok) break;
    }
    if (!result.ok) break;
  }
  const summaryRows = results.map(({ stage, ms, ok, alongside }) => ({
    stage,
    ms,
    ok,
    ...(alongside && { alongside }),
  }));
  console.log(`\n${stageSummary(summaryRows, Math.round(performance.now() - runStarted))}`);
  appendHistory("test-stages", summaryRows);
  const failed = results.find((result) => !result.ok);
  if (failed) {
    console.error(`Stopped at ${failed.stage}.`);
    process.exit(1);
  }
}
