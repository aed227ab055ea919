// `npm test`: the project's checks as stages, one after another (each an npm script), stopping at the
// first that fails. Prints how long each stage took at the end, whether the run passed or not, and
// appends the times to bench/history/test-stages.jsonl.
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { appendHistory } from "./lib/history.mjs";

/** A table of the stages run, their times and outcomes, and the total. */
export function stageSummary(results) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const width = Math.max(...results.map((result) => result.stage.length), "total".length);
  const lines = results.map(
    ({ stage, ms, ok }) => `  ${stage.padEnd(width)}  ${seconds(ms).padStart(9)}  ${ok ? "passed" : "FAILED"}`,
  );
  const total = results.reduce((sum, result) => sum + result.ms, 0);
  return ["Time per stage:", ...lines, `  ${"total".padEnd(width)}  ${seconds(total).padStart(9)}`].join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const stages = process.argv.slice(2);
  const results = [];
  for (const stage of stages) {
    const started = performance.now();
    const { status } = spawnSync("npm", ["run", "--silent", stage], { stdio: "inherit" });
    results.push({ stage, ms: Math.round(performance.now() - started), ok: status === 0 });
    if (status !== 0) break;
  }
  console.log(`\n${stageSummary(results)}`);
  appendHistory("test-stages", results);
  const failed = results.find((result) => !result.ok);
  if (failed) {
    console.error(`Stopped at ${failed.stage}.`);
    process.exit(1);
  }
}
