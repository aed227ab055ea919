// Load test of the production server with autocannon, one run per kind of page: a prerendered page,
// a legal page (rendered once a day) and the not-found page (a different unknown URL every request).
// Then the effect of a flood of unknown URLs on the home page. Prints requests/s, latency and the
// server's peak memory; the throughput and latency targets are printed against the figures, and
// only errors fail the run (timings depend on the machine; they are recorded in
// docs/benchmarks/pages.jsonl by `--record`).
import { spawn } from "node:child_process";
import { appendFileSync, mkdirSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { appendHistory } from "./lib/history.mjs";
import { formatRss, peakRss, startServer } from "./lib/server.mjs";

const { values } = parseArgs({ options: { record: { type: "boolean", default: false } } });
const CONNECTIONS = 100;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/** What else ran on the machine meanwhile, when the caller says (the gates run this beside other checks). */
const BESIDE = process.env.BENCH_BESIDE || undefined;
const TARGET = { rps: 3000, p99Ms: 100, floodFactor: 2 };
/** The memory the server may reach serving all of this (the container budget, ADR 037): a hard limit. */
const MEMORY_LIMIT_MB = 512;
/** The flood the site was measured under before pages came from memory: 100 connections, about 300 requests/s. */
const FLOOD = { connections: 100, rate: 300 };

let unknown = 0;
const kinds = [
  { kind: "prerendered", path: "/" },
  { kind: "legal (daily render)", path: "/privacy-policy" },
  { kind: "not found", path: "/no-such-page", fresh: true },
];

// Logging at the production default, so the figures include it.
const server = await startServer({ env: { LOG_LEVEL: "info" } });
const run = ({ path, fresh = false }, options = {}) =>
  autocannon({
    url: `${server.url}${path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { "accept-encoding": "br, gzip" },
    // A new unknown URL each time: nothing about one 404 can be reused by the next, except the page itself.
    ...(fresh
      ? { requests: [{ setupRequest: (request) => ({ ...request, path: `/no-such-page-${unknown++}` }) }] }
      : {}),
    ...options,
  });

/** A flood of unknown URLs from another process, so it does not share this one's event loop with the measurement. */
function startFlood(rate) {
  const options = {
    url: server.url,
    connections: FLOOD.connections,
    duration: DURATION_S + 2,
    ...(rate ? { overallRate: rate } : {}),
  };
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import autocannon from "autocannon";
       let n = 0;
       const result = await autocannon({ ...${JSON.stringify(options)},
         requests: [{ setupRequest: (request) => ({ ...request, path: "/flood-" + n++ }) }] });
       process.stdout.write(JSON.stringify({ rps: result.requests.average, errors: result.errors }));`,
    ],
    { cwd: process.cwd(), stdio: ["ignore", "pipe", "inherit"] },
  );
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`the flood exited ${code}`)),
    );
  });
}

const row = (label, path, result) => ({
  kind: label,
  path,
  "requests/s": Math.round(result.requests.average),
  "p50 ms": result.latency.p50,
  "p99 ms": result.latency.p99,
  errors: result.errors + result.timeouts,
  status: Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(" "),
});

const rows = [];
const flood = [];
let memory = null;
try {
  for (const target of kinds) {
    await run(target, { duration: Math.min(3, DURATION_S) }); // warm-up pass, not recorded
    rows.push(row(target.kind, target.fresh ? "/no-such-page-N" : target.path, await run(target)));
  }
  // The home page at 10 connections, alone and then during floods of unknown URLs.
  const home = { path: "/" };
  const quiet = await run(home, { connections: 10 });
  flood.push({ ...row("/ alone", "/", quiet), flood: "none" });
  for (const rate of [FLOOD.rate, 0]) {
    const flooding = startFlood(rate);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const during = await run(home, { connections: 10 });
    const floodResult = await flooding;
    flood.push({
      ...row(`/ during a flood`, "/", during),
      flood: `${FLOOD.connections} connections, ${rate ? `${rate}/s` : "unthrottled"}: ${Math.round(floodResult.rps)} requests/s`,
    });
  }
} finally {
  memory = peakRss(server.process.pid);
  await server.stop();
}

console.table(rows);
console.table(flood);
console.log(
  `server memory ${formatRss(memory)} (VmHWM, VmRSS); load average ${loadavg()[0].toFixed(2)} on ${cpus().length} CPUs`,
);

const notes = [];
for (const result of rows) {
  if (result["requests/s"] < TARGET.rps)
    notes.push(`${result.kind}: ${result["requests/s"]} requests/s, target ${TARGET.rps}`);
  if (result["p99 ms"] >= TARGET.p99Ms)
    notes.push(`${result.kind}: p99 ${result["p99 ms"]} ms, target < ${TARGET.p99Ms}`);
}
const [alone, throttled] = flood;
const factor = throttled["p99 ms"] / Math.max(alone["p99 ms"], 1);
console.log(
  `/ p99 during a ${FLOOD.rate}/s flood: ${factor.toFixed(2)}× its p99 alone (target ≤ ${TARGET.floodFactor}×)`,
);
if (factor > TARGET.floodFactor) notes.push(`flood: / p99 ${factor.toFixed(2)}× alone`);
if (BESIDE) console.log(`Measured beside ${BESIDE}: the machine was not the server's alone.`);
console.log(notes.length ? `Below target on this machine now:\n  ${notes.join("\n  ")}` : "Every target met.");
console.log(
  `Figures appended to ${appendHistory("pages", { seconds: DURATION_S, beside: BESIDE, rows, flood, peakRss: memory })}`,
);

if (values.record) {
  mkdirSync("docs/benchmarks", { recursive: true });
  const entry = {
    time: new Date().toISOString(),
    load: Number(loadavg()[0].toFixed(2)),
    pages: rows.map(({ kind, "requests/s": rps, "p99 ms": p99 }) => ({ kind, rps, p99 })),
    floodFactor: Number(factor.toFixed(2)),
    vmHwmMb: memory ? Math.round(memory.peak) : null,
  };
  appendFileSync("docs/benchmarks/pages.jsonl", `${JSON.stringify(entry)}\n`);
}

// Errors, wrong answers and memory are deterministic: those fail the run.
const wrong = [
  ...(memory && memory.peak > MEMORY_LIMIT_MB
    ? [`server memory peaked at ${memory.peak.toFixed(0)} MB, over ${MEMORY_LIMIT_MB} MB`]
    : []),
  ...rows.filter((result) => result.errors > 0).map((result) => `${result.kind}: ${result.errors} errors`),
  ...rows
    .filter(
      (result) => !result.status.startsWith(result.kind === "not found" ? "404" : "200") || result.status.includes(" "),
    )
    .map((result) => `${result.kind}: answered ${result.status}`),
];
if (wrong.length) {
  console.error(`Page benchmark failed:\n  ${wrong.join("\n  ")}`);
  process.exit(1);
}
