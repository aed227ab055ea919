// Starts the production build (build/server/server.js) as its own process, as `npm start` would (with
// the same Node options), or the development server (scripts/dev.mjs) as `npm run dev` would, and waits
// until it is ready. The measuring scripts and the tests both start their servers here.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The options `npm start` gives Node (package.json's start script, the one place they are written):
 * the container image, the tests and the benchmarks start the server with the same ones.
 */
export const SERVER_NODE_OPTIONS = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"))
  .scripts.start.split(/\s+/)
  .filter((word) => word.startsWith("--"));

export function tempDataDir(label) {
  return mkdtempSync(path.join(tmpdir(), `lumen-${label}-`));
}

/**
 * Memory of a running process, in MB, from `/proc/<pid>/status` (Linux only): `peak` is VmHWM, the
 * most resident memory the process has held since it started, and `current` is VmRSS. Null elsewhere
 * or once the process has gone.
 */
export function peakRss(pid) {
  let status;
  try {
    status = readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    return null;
  }
  const mb = (field) => {
    const match = status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  };
  return { peak: mb("VmHWM"), current: mb("VmRSS") };
}

/** `peakRss` as one line of text, for the benchmarks' reports. */
export function formatRss(memory) {
  return memory ? `peak ${memory.peak.toFixed(0)} MB, now ${memory.current.toFixed(0)} MB` : "unavailable (no /proc)";
}

const PROBES = { contact: "/api/contact-form/token", listening: "/healthz" };

/**
 * Options (all optional):
 * - `port`: a free one by default;
 * - `env`: added to the defaults (production, logging at info, minimum fill time zero);
 * - `inheritEnv`: pass this process's environment on (DATABASE_URL, for one); otherwise only PATH;
 * - `dataDir`: a temporary folder by default, removed when the process exits;
 * - `execArgv`: options for Node itself, before the script;
 * - `dev`: run the development server (Vite in front of the same server) instead of the build;
 * - `cwd`: the project folder to run in (a working copy, see project-copy.ts); this one by default;
 * - `waitFor`: `contact` (default) until the contact pipeline answers (store open),
 *   `listening` until the server answers at all, `nothing` for a process expected to refuse to start.
 */
export async function startServer(options = {}) {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? tempDataDir("server");
  const script = options.dev ? ["scripts/dev.mjs"] : [...SERVER_NODE_OPTIONS, "build/server/server.js"];
  const child = spawn(process.execPath, [...(options.execArgv ?? []), ...script], {
    ...(options.cwd ? { cwd: options.cwd } : {}),
    env: {
      ...(options.inheritEnv ? process.env : { PATH: process.env.PATH ?? "" }),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      NODE_ENV: options.dev ? "development" : "production",
      CONTACT_MIN_FILL_MS: "0",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
    stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
    stderr += chunk;
  });
  const exited = new Promise((resolve) =>
    child.on("exit", (code) => {
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const server = {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };

  const waitFor = options.waitFor ?? "contact";
  if (waitFor === "nothing") return server;
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}${PROBES[waitFor]}`);
      // /healthz answers 503 until the database is open; when only listening is wanted, any answer will do.
      if (response.ok || waitFor === "listening") return server;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop("SIGKILL");
  throw new Error(`server did not become ready (was \`npm run build\` run?):\n${output}`);
}
