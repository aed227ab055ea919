// What the benchmarks share: autocannon, the server's memory and CPU from /proc, and the history: each run
// appends a line to bench/history/<name>.jsonl (the commit, the time, the cores and the figures).
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { appendFileSync, mkdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

export function appendHistory(name, figures, { dir = path.resolve("bench/history"), now = new Date() } = {}) {
  const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout?.trim() || null;
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.jsonl`);
  appendFileSync(
    file,
    `${JSON.stringify({ at: now.toISOString(), commit, cpus: os.availableParallelism(), figures })}\n`,
  );
  return file;
}

export const cannon = (options) =>
  new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));

/** autocannon's requests, the nth changed by `change(n)`: a new path, body or sender each time. */
export function eachRequest(change) {
  let n = 0;
  return [{ setupRequest: (req) => ({ ...req, ...change(n++) }) }];
}

/** A process's memory in MB (Linux only): `peak` is VmHWM, `current` VmRSS; null elsewhere or once it has gone. */
export function peakRss(pid) {
  let status;
  try {
    status = readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    return null;
  }
  const mb = (field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1] ?? Number.NaN) / 1024;
  return { peak: mb("VmHWM"), current: mb("VmRSS") };
}

export const formatRss = (memory) =>
  memory ? `peak ${memory.peak.toFixed(0)} MB, now ${memory.current.toFixed(0)} MB` : "unavailable (no /proc)";

/** CPU time (user + system) a process has used, in ms, from /proc: unlike latency, other load does not move it. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** Waits until a process has nothing left to do (its outbox delivered), so CPU and memory cover whole enquiries. */
export async function settle(pid) {
  for (let i = 0; i < 120; i++) {
    const before = cpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (!(cpuMs(pid) - before > 10)) return;
  }
}

/** `count` form tokens from the server at `url`, each good for one enquiry (ADR 099), fetched 50 at a time. */
export async function formTokens(url, count) {
  const tokens = [];
  const one = async () => (await (await fetch(`${url}/api/contact-form/token`)).json()).token;
  while (tokens.length < count)
    tokens.push(...(await Promise.all(Array.from({ length: Math.min(50, count - tokens.length) }, one))));
  return tokens;
}

/** autocannon's requests for valid enquiries, the nth with its own idempotency key and the nth of `tokens`. */
export function enquiryRequests(tokens, onResponse) {
  let count = 0;
  const body = (n = count++) =>
    JSON.stringify({
      fullName: `Bench Visitor ${n}`,
      company: "Benchmark Ltd",
      email: `visitor${n}@bench.example`,
      telephone: "+44 20 7946 0000",
      message: `Load test submission ${n}. We would like to talk about a launch in Spain next spring.`,
      formToken: tokens[n],
    });
  const headers = () => ({ "content-type": "application/json", "idempotency-key": randomUUID() });
  return [{ method: "POST", setupRequest: (req) => ({ ...req, headers: headers(), body: body() }), onResponse }];
}

/** e.g. "201×4500 429×3". */
export const statuses = (result) =>
  Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(" ");

/** The command line's --name value options as numbers, e.g. `numberOptions({ requests: 1000 })`. */
export function numberOptions(defaults) {
  const { values } = parseArgs({
    options: Object.fromEntries(Object.keys(defaults).map((k) => [k, { type: "string" }])),
  });
  return Object.fromEntries(Object.entries(defaults).map(([name, value]) => [name, Number(values[name] ?? value)]));
}
