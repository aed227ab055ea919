// Starts the production build with `npm start`'s Node options, or the development server, and waits until
// it is ready: the gates, the benchmarks and the tests all start their servers here.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().unref().on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** package.json's start script is the one place the server's Node options are written. */
export const SERVER_NODE_OPTIONS = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"))
  .scripts.start.split(/\s+/)
  .filter((word) => word.startsWith("--"));

export const tempDataDir = (label) => mkdtempSync(path.join(tmpdir(), `lumen-${label}-`));

const PROBES = { contact: "/api/contact-form/token", listening: "/healthz" };

// Options (server.d.mts): `dataDir` is a temporary folder removed on exit unless given; `waitFor` is `contact`
// until the contact pipeline answers, `listening` until anything does, `nothing` for a server that must refuse.
export async function startServer(options = {}) {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? tempDataDir("server");
  const script = options.dev ? ["scripts/dev.mjs"] : [...SERVER_NODE_OPTIONS, "build/server/server.js"];
  const child = spawn(process.execPath, script, {
    cwd: options.cwd,
    env: {
      ...(options.inheritEnv ? process.env : { PATH: process.env.PATH ?? "" }),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      NODE_ENV: options.dev ? "development" : "production",
      CONTACT_MIN_FILL_MS: "0",
      // Each enquiry emailed on its own, however many a test or benchmark sends (the ceiling's own test sets it).
      ENQUIRY_EMAILS_PER_HOUR: "100000",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const printed = { output: "", stdout: "", stderr: "" };
  for (const name of ["stdout", "stderr"])
    child[name].on("data", (chunk) => {
      printed.output += chunk;
      printed[name] += chunk;
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
    output: () => printed.output,
    stdout: () => printed.stdout,
    stderr: () => printed.stderr,
    exited,
    stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const waitFor = options.waitFor ?? "contact";
  if (waitFor === "nothing") return server;
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${printed.output}`);
    // /healthz answers 503 until the store is open; when only listening is wanted, any answer will do.
    const response = await fetch(`${url}${PROBES[waitFor]}`).catch(() => null);
    if (response?.ok || (response && waitFor === "listening")) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop("SIGKILL");
  throw new Error(`server did not become ready (was \`npm run build\` run?):\n${printed.output}`);
}
