// Memory of the built server with the embedded database (ADR 037): it boots on a fresh data folder,
// takes a short contact load, stops, boots again on the same (reopened) folder and takes the load again.
// Each step prints the server's VmHWM (peak resident memory since it started) and VmRSS.
//
//   npm run build && npm run bench:memory -- --requests 2000 --limit 512
//
// Fails (exit 1) when a peak exceeds the limit in MB: the server must fit a 512 MB container.
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { Agent } from "node:http";
import { appendHistory } from "./lib/history.mjs";
import { inParallel } from "./lib/in-parallel.ts";
import { loadOptions, postJson } from "./lib/load.mjs";
import { formatRss, peakRss, startServer, tempDataDir } from "./lib/server.mjs";

const { requests, concurrency, limit: limitMb } = loadOptions({ requests: 2000, limit: 512 });

/** `requests` submissions at `concurrency`; returns how many were not acknowledged with 201. */
async function contactLoad(base) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const { token } = await (await fetch(`${base}/api/contact-form/token`)).json();
  const statuses = await inParallel(requests, concurrency, (n) => {
    const body = JSON.stringify({
      fullName: `Memory Visitor ${n}`,
      company: "Benchmark Ltd",
      email: `visitor${n}@bench.example`,
      telephone: "",
      message: `Memory benchmark submission ${n}, long enough to be a plausible enquiry.`,
      formToken: token,
    });
    return postJson(agent, `${base}/api/contact-form`, body, { "Idempotency-Key": randomUUID() }).then(
      (response) => response.status,
      () => 0,
    );
  });
  const failed = statuses.filter((status) => status !== 201).length;
  agent.destroy();
  // Let the outbox worker deliver what was stored, so its share is in the figure too.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return failed;
}

const dataDir = tempDataDir("memory");
const rows = [];
let failures = 0;
try {
  for (const folder of ["fresh", "reopened"]) {
    const server = await startServer({
      dataDir,
      env: { LOG_LEVEL: "warn", CONTACT_RATE_LIMIT: "100000000", CONTACT_MIN_FILL_MS: "0" },
    });
    try {
      rows.push({ step: `boot, ${folder} folder`, memory: peakRss(server.process.pid) });
      failures += await contactLoad(server.url);
      rows.push({ step: `after ${requests} enquiries`, memory: peakRss(server.process.pid) });
    } finally {
      await server.stop();
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nServer memory with the embedded database (limit ${limitMb} MB)`);
for (const { step, memory } of rows) console.log(`  ${step.padEnd(28)} ${formatRss(memory)}`);
const over = rows.filter(({ memory }) => !memory || memory.peak > limitMb);
if (failures > 0) console.log(`  ${failures} submissions were not acknowledged`);
console.log(`  limit           ${over.length === 0 ? "met" : `exceeded (${over.map((r) => r.step).join("; ")})`}`);
console.log(`Figures appended to ${appendHistory("memory", { limitMb, rows, failures })}`);
process.exitCode = over.length === 0 && failures === 0 ? 0 : 1;
