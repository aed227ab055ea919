// Load test of the production server with autocannon: a prerendered page and a
// page rendered per request, 100 connections each. Prints requests/s and
// latency, and fails when the prerendered page misses its target.
import autocannon from "autocannon";
import { startServer } from "./lib/server.mjs";

const CONNECTIONS = 100;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET = { prerenderedRps: 3000, prerenderedP99Ms: 100 };

// Logging at the production default, so the figures include it.
const server = await startServer();
const run = (path) =>
  autocannon({
    url: `${server.url}${path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { "accept-encoding": "br, gzip" },
  });

const rows = [];
try {
  for (const [kind, path] of [
    ["prerendered", "/"],
    ["server-rendered", "/privacy-policy"],
  ]) {
    await run(path); // warm-up pass, not recorded
    const result = await run(path);
    rows.push({
      kind,
      path,
      "requests/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    });
  }
} finally {
  await server.stop();
}

console.table(rows);
const prerendered = rows[0];
const failures = [];
if (prerendered["requests/s"] < TARGET.prerenderedRps)
  failures.push(`prerendered ${prerendered["requests/s"]} requests/s < ${TARGET.prerenderedRps}`);
if (prerendered["p99 ms"] >= TARGET.prerenderedP99Ms)
  failures.push(`prerendered p99 ${prerendered["p99 ms"]} ms >= ${TARGET.prerenderedP99Ms}`);
for (const row of rows) if (row.errors) failures.push(`${row.path}: ${row.errors} errors or non-2xx answers`);
if (failures.length) {
  console.error(`Page benchmark below target:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("Page benchmark met its targets.");
