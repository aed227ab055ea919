import { execFile } from "node:child_process";
import { expect } from "@playwright/test";

// The tests start servers with the same helper as the measuring scripts.
export { type RunningServer, startServer, tempDataDir } from "../../scripts/lib/server.mjs";

export { enquiry } from "./enquiry";

/** Posts a submission as the site's script does: JSON, with a form token fetched first. */
export async function submitJson(baseUrl: string, body: Record<string, string>, headers: Record<string, string> = {}) {
  const { token } = (await (await fetch(`${baseUrl}/api/contact-form/token`)).json()) as { token: string };
  return fetch(`${baseUrl}/api/contact-form`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl, ...headers },
    body: JSON.stringify({ formToken: token, ...body }),
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
