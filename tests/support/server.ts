import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the process has printed so far, stdout and stderr interleaved. */
  output: () => string;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

export function tempDataDir(label: string) {
  return mkdtempSync(path.join(tmpdir(), `lumen-${label}-`));
}

/**
 * Starts the production build (dist/server.js) as its own process, as
 * `npm start` would, and waits until it is ready:
 * - `contact` (the default): the contact pipeline answers (database open, migrations run);
 * - `listening`: the server answers at all (/healthz is 503 until the database is open);
 * - `nothing`: returns at once, for a process that is expected to refuse to start.
 * A data folder it creates itself is removed when the process exits.
 */
export async function startServer(options: {
  port: number;
  env?: Record<string, string>;
  dataDir?: string;
  waitFor?: "contact" | "listening" | "nothing";
  timeoutMs?: number;
}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? tempDataDir("server");
  const child = spawn(process.execPath, ["dist/server.js"], {
    env: {
      PATH: process.env.PATH ?? "",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      NODE_ENV: "production",
      CONTACT_MIN_FILL_MS: "0",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
    stdout += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${options.port}`;
  const server: RunningServer = {
    url,
    port: options.port,
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
  const probe = waitFor === "contact" ? "/api/contact-form/token" : "/healthz";
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}${probe}`);
      // /healthz answers 503 until the database is open; when only listening is wanted, any answer will do.
      if (response.ok || waitFor === "listening") return server;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become ready:\n${output}`);
}

/** A valid submission (unique per `n`) for API tests. */
export function enquiry(n: number | string, overrides: Record<string, string> = {}) {
  return {
    fullName: `Visitor ${n}`,
    company: "Northwind Coffee",
    email: `visitor${n}@northwind.example`,
    telephone: "+44 20 7946 0000",
    message: `Enquiry ${n}: we are launching in Spain next spring and need a brand and paid media plan.`,
    ...overrides,
  };
}

/** Posts a submission as the site's script does: JSON, with a form token fetched first. */
export async function submitJson(baseUrl: string, body: Record<string, string>, headers: Record<string, string> = {}) {
  const { token } = (await (await fetch(`${baseUrl}/api/contact-form/token`)).json()) as { token: string };
  return fetch(`${baseUrl}/api/contact-form`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl, ...headers },
    body: JSON.stringify({ formToken: token, ...body }),
  });
}
