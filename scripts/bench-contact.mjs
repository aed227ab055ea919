// Load test of the contact endpoint: --requests enquiries at --concurrency against the built server on a
// fresh data folder (SQLite, or PostgreSQL with DATABASE_URL), the rate limit lifted, after a --warmup;
// then a check that every acknowledged enquiry was stored. The server goes idle before and after the
// measured run, so the CPU figure covers whole enquiries.
//
//   npm run build && npm run bench:contact -- --requests 1000 --concurrency 50
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { loadavg } from "node:os";
import { cannon, cpuMs, enquiryRequests, formatRss, formTokens, numberOptions, peakRss, settle } from "./lib/bench.mjs";
import { startServer, tempDataDir } from "./lib/server.mjs";

const { requests: total, concurrency, warmup } = numberOptions({ requests: 1000, concurrency: 50, warmup: 500 });
// Kept after the server stops, so the enquiries CLI can read what was stored.
const dataDir = tempDataDir("bench");
const server = await startServer({
  dataDir,
  inheritEnv: true,
  env: { LOG_LEVEL: "warn", CONTACT_RATE_LIMIT: "100000000", CONTACT_MIN_FILL_MS: "0" },
});
const pid = server.process.pid;
const bootMemory = peakRss(pid);

/** `amount` enquiries; resolves with the run and the ids acknowledged. */
async function run(amount) {
  const ids = [];
  const requests = enquiryRequests(
    await formTokens(server.url, amount),
    (status, body) => status === 201 && ids.push(JSON.parse(body).id),
  );
  const result = await cannon({ url: `${server.url}/api/contact-form`, connections: concurrency, amount, requests });
  return { result, ids };
}

try {
  await run(warmup);
  await settle(pid);
  const cpuBefore = cpuMs(pid);
  const { result, ids } = await run(total);
  await settle(pid);
  const cpuPerRequest = (cpuMs(pid) - cpuBefore) / total;
  const load = loadavg()[0];
  // VmHWM never falls: read before the server stops, it covers the boot, the warm-up and the run.
  const memory = peakRss(pid);
  await server.stop();

  const exported = spawnSync(process.execPath, ["build/server/enquiries.js", "export", "--format", "json"], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
  });
  if (exported.status !== 0) throw new Error(`export failed: ${exported.stderr}`);
  const stored = JSON.parse(exported.stdout);
  const storedIds = new Set(stored.map((row) => row.id));
  const missing = ids.filter((id) => !storedIds.has(id)).length;
  const delivered = stored.filter((row) => row.deliveries.every((d) => d.status === "delivered")).length;
  const failures = total - ids.length;
  const { latency } = result;

  console.log(`\nContact endpoint benchmark (${process.env.DATABASE_URL ? "PostgreSQL" : "embedded SQLite"})`);
  console.log(`  requests        ${total} at concurrency ${concurrency} (after ${warmup} warm-up)`);
  console.log(`  duration        ${result.duration.toFixed(2)} s, ${(total / result.duration).toFixed(1)} requests/s`);
  console.log(
    `  latency         p50 ${latency.p50} ms, p90 ${latency.p90} ms, p99 ${latency.p99} ms, max ${latency.max} ms`,
  );
  console.log(`  acknowledged    ${ids.length} (other answers and errors: ${failures})`);
  console.log(`  stored          ${stored.length} (including warm-up), delivered ${delivered}`);
  console.log(`  acknowledged but missing: ${missing}`);
  console.log(`  server CPU      ${cpuPerRequest.toFixed(2)} ms per enquiry (stored and delivered)`);
  const met = missing === 0 && failures === 0 && latency.p99 < 100;
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
