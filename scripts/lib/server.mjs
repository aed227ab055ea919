// Starts the production build (build/server/server.js) as its own process, as `npm start` would, or the
// development server (scripts/dev.mjs) as `npm run dev` would, and waits until it is ready. The
// measuring scripts and the tests both start their servers here.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
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

export function tempDataDir(label) {
  return mkdtempSync(path.join(tmpdir(), `lumen-${label}-`));
}

const PROBES = { contact: "/api/contact-form/token", listening: "/healthz" };

/**
 * Options (all optional):
 * - `port`: a free one by default;
 * - `env`: added to the defaults (production, logging at info, minimum fill time zero);
 * - `inheritEnv`: pass this process's environment on (DATABASE_URL, for one); otherwise only PATH;
 * - `dataDir`: a temporary folder by default, removed when the process exits;
 * - `dev`: run the development server (Vite in front of the same server) instead of the build;
 * - `waitFor`: `contact` (default) until the contact pipeline answers (database open, migrations run),
 *   `listening` until the server answers at all, `nothing` for a process expected to refuse to start.
 */
export async function startServer(options = {}) {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? tempDataDir("server");
  const child = spawn(process.execPath, [options.dev ? "scripts/dev.mjs" : "build/server/server.js"], {
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
