// Load test for the contact endpoint: N submissions at concurrency C against
// the built server, then a check that every acknowledged enquiry was stored.
//
//   npm run build && npm run bench:contact -- --requests 1000 --concurrency 50
//
// It starts its own server (build/server/server.js) on a fresh data folder (the embedded SQLite store), with the
// rate limit lifted and the minimum fill time at zero through configuration;
// production defaults are untouched. Pass DATABASE_URL to bench PostgreSQL.
// A warm-up (--warmup, 500 by default) lets the JIT compile the hot paths; the
// server is then left to deliver the warm-up's enquiries and go idle before the
// measured run, and again after it, so the CPU figure covers whole enquiries.
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { Agent } from "node:http";
import { loadavg } from "node:os";
import { inParallel } from "./lib/in-parallel.ts";
import { loadOptions, postJson } from "./lib/load.mjs";
import { formatRss, peakRss, startServer, tempDataDir } from "./lib/server.mjs";

const { requests: total, concurrency, warmup } = loadOptions({ requests: 1000, warmup: 500 });
// Its own folder, kept after the server stops so the enquiries CLI can read what was stored.
const dataDir = tempDataDir("bench");
const server = await startServer({
  dataDir,
  inheritEnv: true,
  env: { LOG_LEVEL: "warn", CONTACT_RATE_LIMIT: "100000000", CONTACT_MIN_FILL_MS: "0" },
});
const base = server.url;
const bootMemory = peakRss(server.process.pid);

// One keep-alive connection per concurrent client (scripts/lib/load.mjs).
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

const post = (pathname, body, headers) => postJson(agent, `${base}${pathname}`, body, headers);

async function submit(token, n) {
  const body = JSON.stringify({
    fullName: `Bench Visitor ${n}`,
    company: "Benchmark Ltd",
    email: `visitor${n}@bench.example`,
    telephone: "+44 20 7946 0000",
    message: `Load test submission ${n}. We would like to talk about a launch in Spain next spring.`,
    formToken: token,
  });
  const started = performance.now();
  const response = await post("/api/contact-form", body, { "Idempotency-Key": randomUUID() });
  let id;
  try {
    id = JSON.parse(response.body).id;
  } catch {}
  return { status: response.status, id, ms: performance.now() - started };
}

async function run(count, token) {
  const startedAt = performance.now();
  const results = await inParallel(count, concurrency, (n) =>
    submit(token, n).catch((error) => ({ status: 0, error: String(error), ms: 0 })),
  );
  return { results, seconds: (performance.now() - startedAt) / 1000 };
}

/** CPU time (user + system) the server process has used, in ms; Linux only. On a shared machine this,
 * unlike wall-clock latency, does not depend on what else is running. */
function serverCpuMs() {
  try {
    const fields = readFileSync(`/proc/${server.process.pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

/** Waits until the server has nothing left to do (its outbox delivered), so CPU figures cover whole enquiries. */
async function settle() {
  for (let i = 0; i < 120; i++) {
    const before = serverCpuMs();
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (!(serverCpuMs() - before > 10)) return;
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

try {
  const { token } = await (await fetch(`${base}/api/contact-form/token`)).json();
  await run(warmup, token);
  await settle();
  const cpuBefore = serverCpuMs();
  const { results, seconds } = await run(total, token);
  // Let the worker finish delivering, so its share of the work is counted too.
  await settle();
  const cpuPerRequest = (serverCpuMs() - cpuBefore) / total;
  const load = loadavg()[0];
  const acknowledged = results.filter((r) => r.status === 201).map((r) => r.id);
  const failures = results.length - acknowledged.length;
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
  // VmHWM never falls, so read before the server stops: it covers the boot, the warm-up and the run.
  const memory = peakRss(server.process.pid);

  await server.stop();
  agent.destroy();
  const exported = spawnSync(process.execPath, ["build/server/enquiries.js", "export", "--format", "json"], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
  });
  if (exported.status !== 0) throw new Error(`export failed: ${exported.stderr}`);
  const stored = JSON.parse(exported.stdout);
  const storedIds = new Set(stored.map((row) => row.id));
  const missing = acknowledged.filter((id) => !storedIds.has(id)).length;
  const delivered = stored.filter((row) => row.deliveries.every((d) => d.status === "delivered")).length;

  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(`\nContact endpoint benchmark (${process.env.DATABASE_URL ? "PostgreSQL" : "embedded SQLite"})`);
  console.log(`  requests        ${total} at concurrency ${concurrency} (after ${warmup} warm-up)`);
  console.log(`  duration        ${seconds.toFixed(2)} s`);
  console.log(`  throughput      ${(total / seconds).toFixed(1)} requests/s`);
  console.log(`  latency p50     ${ms(percentile(latencies, 50))}`);
  console.log(`  latency p90     ${ms(percentile(latencies, 90))}`);
  console.log(`  latency p99     ${ms(percentile(latencies, 99))}`);
  console.log(`  latency max     ${ms(latencies.at(-1))}`);
  console.log(`  acknowledged    ${acknowledged.length} (non-201 answers: ${failures})`);
  console.log(`  stored          ${stored.length} (including warm-up), delivered ${delivered}`);
  console.log(`  acknowledged but missing: ${missing}`);
  console.log(`  server CPU      ${cpuPerRequest.toFixed(2)} ms per enquiry (stored and delivered)`);
  const p99 = percentile(latencies, 99);
  const met = missing === 0 && failures === 0 && p99 < 100;
  console.log(`  target          0 lost and p99 under 100 ms at 50 concurrent: ${met ? "met" : "missed"}`);
  console.log(`  server memory   ${formatRss(memory)} (VmHWM, VmRSS; after boot: ${formatRss(bootMemory)})`);
  console.log(`  machine load    ${load.toFixed(1)} (1-minute average; latency above depends on it)`);
  process.exitCode = missing === 0 && failures === 0 ? 0 : 1;
} catch (error) {
  console.error(`${error}\nServer output:\n${server.output()}`);
  process.exitCode = 1;
} finally {
  await server.stop("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
}
