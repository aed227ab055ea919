// Load test of the production server, one autocannon run per kind of page (prerendered, rendered daily,
// not found), then the home page alone and during floods of unknown URLs; figures beside the targets, and
// into bench/history/pages.jsonl. Timings gate nothing; errors, wrong statuses and memory over the
// container's budget (ADR 037) fail the run.
import { cpus, loadavg } from "node:os";
import { appendHistory, cannon, eachRequest, formatRss, peakRss, statuses } from "./lib/bench.mjs";
import { startServer } from "./lib/server.mjs";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET = { rps: 3000, p99Ms: 100, floodFactor: 2 };
const MEMORY_LIMIT_MB = 512;
/** The flood the site was measured under before pages came from memory: 100 connections, about 300 requests/s. */
const FLOOD = { connections: 100, rate: 300 };

const kinds = [
  { kind: "prerendered", path: "/", status: "200" },
  { kind: "legal (daily render)", path: "/privacy-policy", status: "200" },
  // A new unknown URL each time: nothing about one 404 can be reused by the next, except the page itself.
  {
    kind: "not found",
    path: "/no-such-page-N",
    status: "404",
    requests: eachRequest((n) => ({ path: `/no-such-page-${n}` })),
  },
];

// Logging at the production default, so the figures include it.
const server = await startServer();
const run = ({ path, requests }, options = {}) =>
  cannon({
    url: `${server.url}${path}`,
    connections: 100,
    duration: DURATION_S,
    headers: { "accept-encoding": "br, gzip" },
    requests,
    ...options,
  });
const row = (kind, path, result) => ({
  kind,
  path,
  "requests/s": Math.round(result.requests.average),
  "p50 ms": result.latency.p50,
  "p99 ms": result.latency.p99,
  errors: result.errors + result.timeouts,
  status: statuses(result),
});

const rows = [];
const flood = [];
let memory = null;
try {
  for (const target of kinds) {
    await run(target, { duration: Math.min(3, DURATION_S) }); // warm-up, not recorded
    rows.push({ ...row(target.kind, target.path, await run(target)), expected: target.status });
  }
  // The home page at 10 connections, alone and then during floods of unknown URLs from a worker thread
  // of their own, so they do not share this event loop with the measurement.
  flood.push({ ...row("/ alone", "/", await run({ path: "/" }, { connections: 10 })), flood: "none" });
  for (const rate of [FLOOD.rate, 0]) {
    const flooding = cannon({
      url: `${server.url}/flood-unknown`,
      connections: FLOOD.connections,
      duration: DURATION_S + 2,
      workers: 1,
      ...(rate ? { overallRate: rate } : {}),
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const during = await run({ path: "/" }, { connections: 10 });
    const { requests } = await flooding;
    const what = `${FLOOD.connections} connections, ${rate ? `${rate}/s` : "unthrottled"}: ${Math.round(requests.average)}/s`;
    flood.push({ ...row("/ during a flood", "/", during), flood: what });
  }
} finally {
  memory = peakRss(server.process.pid);
  await server.stop();
}

console.table(rows);
console.table(flood);
console.log(`server memory ${formatRss(memory)}; load average ${loadavg()[0].toFixed(2)} on ${cpus().length} CPUs`);
const notes = rows.flatMap((r) => [
  ...(r["requests/s"] < TARGET.rps ? [`${r.kind}: ${r["requests/s"]} requests/s, target ${TARGET.rps}`] : []),
  ...(r["p99 ms"] >= TARGET.p99Ms ? [`${r.kind}: p99 ${r["p99 ms"]} ms, target < ${TARGET.p99Ms}`] : []),
]);
const factor = flood[1]["p99 ms"] / Math.max(flood[0]["p99 ms"], 1);
console.log(
  `/ p99 during a ${FLOOD.rate}/s flood: ${factor.toFixed(2)}× its p99 alone (target ≤ ${TARGET.floodFactor}×)`,
);
if (factor > TARGET.floodFactor) notes.push(`flood: / p99 ${factor.toFixed(2)}× alone`);
console.log(notes.length ? `Below target on this machine now:\n  ${notes.join("\n  ")}` : "Every target met.");
console.log(`Figures appended to ${appendHistory("pages", { seconds: DURATION_S, rows, flood, peakRss: memory })}`);

// Errors, wrong answers and memory do not depend on the machine: those fail the run.
const wrong = [
  ...(memory && memory.peak > MEMORY_LIMIT_MB ? [`server memory peaked at ${memory.peak.toFixed(0)} MB`] : []),
  ...rows.filter((r) => r.errors > 0).map((r) => `${r.kind}: ${r.errors} errors`),
  ...rows
    .filter((r) => !r.status.startsWith(r.expected) || r.status.includes(" "))
    .map((r) => `${r.kind}: ${r.status}`),
];
if (wrong.length) {
  console.error(`Page benchmark failed:\n  ${wrong.join("\n  ")}`);
  process.exit(1);
}
