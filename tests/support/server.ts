import { execFile } from "node:child_process";
import { rmSync } from "node:fs";
import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { type RunningServer, startServer, tempDataDir } from "../../scripts/lib/server.mjs";

// The tests start servers with the same helper as the measuring scripts.
export { type RunningServer, startServer, tempDataDir };

/**
 * Servers and data folders a describe's tests start for themselves: after each test its servers are killed (their
 * logs attached if it failed), then its clean-ups run, latest first.
 */
export function ownServers(defaults: Parameters<typeof startServer>[0] = {}) {
  const servers: RunningServer[] = [];
  const cleanups: (() => void)[] = [];
  test.afterEach(async () => {
    const info = test.info();
    if (info.status !== info.expectedStatus)
      for (const server of servers) await info.attach(`server log (${server.dataDir})`, { body: server.output() });
    for (const server of servers.splice(0)) await server.stop("SIGKILL");
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  });
  return {
    servers,
    cleanup: (step: () => void) => cleanups.push(step),
    async start(options: Parameters<typeof startServer>[0] = {}) {
      const server = await startServer({ ...defaults, ...options });
      servers.push(server);
      return server;
    },
    /** A data folder removed after the test. */
    folder(label: string) {
      const dir = tempDataDir(label);
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      return dir;
    },
  };
}

export { enquiry } from "./enquiry";

/** A form token from the server at `baseUrl`, as the site's script fetches it. */
export const formToken = async (baseUrl: string) =>
  ((await (await fetch(`${baseUrl}/api/contact-form/token`)).json()) as { token: string }).token;

/** Posts a submission as the site's script does: JSON, with a form token fetched first. */
export async function submitJson(baseUrl: string, body: Record<string, string>, headers: Record<string, string> = {}) {
  const token = await formToken(baseUrl);
  return fetch(`${baseUrl}/api/contact-form`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl, ...headers },
    body: JSON.stringify({ formToken: token, ...body }),
  });
}

/** Sends `request` on one connection and collects the answer until it closes, `waitMs` pass, or `enough` holds. */
export function raw(port: number, request: string, waitMs = 5000, enough?: (answer: string) => boolean) {
  return new Promise<{ answer: string; closedAfterMs: number | null }>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const started = Date.now();
    let answer = "";
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closedAfterMs: null });
    }, waitMs);
    socket.on("data", (chunk) => {
      answer += chunk;
      if (enough?.(answer)) socket.destroy();
    });
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    socket.on("error", () => {});
    socket.write(request);
  });
}

/** The built operations CLI with only `env`; asynchronous, so the servers' keep-alive connections are still read. */
export function cli(env: Record<string, string>, ...args: string[]) {
  return new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ["build/server/enquiries.js", ...args],
      { env: { PATH: process.env.PATH ?? "", ...env }, encoding: "utf8", timeout: 60_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The enquiries a data folder (or DATABASE_URL) holds, as the CLI exports them. */
export async function exportedEnquiries<Row = Record<string, unknown>>(env: Record<string, string>): Promise<Row[]> {
  const { status, stdout, stderr } = await cli(env, "export", "--format", "json");
  expect(status, stderr).toBe(0);
  return JSON.parse(stdout);
}

/** Waits until `check` holds, saying what it waited for if it never does. */
export const until = (what: string, check: () => boolean | Promise<boolean>, timeout = 30_000) =>
  expect.poll(check, { message: `waiting until ${what}`, timeout }).toBe(true);
