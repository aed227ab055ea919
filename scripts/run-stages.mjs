// `npm test` and `npm run gates`: npm scripts one after another (a stage may carry arguments), stopping at
// the first that fails. A stage in ALONGSIDE runs beside the one it names when both are asked for, its
// output printed once both end (the build waits on single-threaded steps much of its time). Each stage's
// time and the wall time are printed and appended to bench/history/test-stages.jsonl.
import { spawn } from "node:child_process";
import { appendHistory } from "./lib/bench.mjs";

const ALONGSIDE = { "test:unit": "build", "test:firefox": "test:e2e", "check:links": "check:html" };

/** A table of the stages' times and outcomes; the total is the wall time when given, else their sum. */
export function stageSummary(results, wallMs) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
  const width = Math.max(...results.map((result) => result.stage.length), "total".length);
  const lines = results.map(
    ({ stage, ms, ok, alongside }) =>
      `  ${stage.padEnd(width)}  ${seconds(ms)}  ${ok ? "passed" : "FAILED"}${alongside ? `  (alongside ${alongside})` : ""}`,
  );
  const total = wallMs ?? results.reduce((sum, result) => sum + result.ms, 0);
  return ["Time per stage:", ...lines, `  ${"total".padEnd(width)}  ${seconds(total)}`].join("\n");
}

function runStage(stage, buffered = false) {
  const [script, ...args] = stage.split(" ");
  const started = performance.now();
  const child = spawn("npm", ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])], {
    stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) =>
    child.on("close", (status) =>
      resolve({ stage: script, ms: Math.round(performance.now() - started), ok: status === 0, output }),
    ),
  );
}

if (import.meta.main) {
  const stages = process.argv.slice(2);
  const started = performance.now();
  const results = [];
  for (const stage of stages) {
    if (stages.includes(ALONGSIDE[stage])) continue; // started with its host
    const companion = stages.find((other) => ALONGSIDE[other] === stage);
    const companionRun = companion && runStage(companion, true);
    results.push(await runStage(stage));
    if (companionRun) {
      const other = await companionRun;
      console.log(`\n> ${companion} (ran alongside ${stage})\n`);
      process.stdout.write(Buffer.concat(other.output));
      results.push({ ...other, alongside: stage });
    }
    if (results.some((result) => !result.ok)) break;
  }
  const rows = results.map(({ output: _, ...row }) => row);
  console.log(`\n${stageSummary(rows, Math.round(performance.now() - started))}`);
  appendHistory("test-stages", rows);
  const failed = results.find((result) => !result.ok);
  if (failed) {
    console.error(`Stopped at ${failed.stage}.`);
    process.exit(1);
  }
}
