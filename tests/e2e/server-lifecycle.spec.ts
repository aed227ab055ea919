import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// Each test starts its own server process, on its own port.
const basePort = Number(process.env.E2E_PORT ?? 3210) + 100;

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["dist/server.js"], {
    // A data folder of its own: one PGlite folder admits one server process.
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "lumen-lifecycle-")),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  return { child, output: () => ({ stdout, stderr }) };
}

async function waitForListening(output: () => { stdout: string }) {
  await expect.poll(() => output().stdout, { timeout: 15_000 }).toContain('"msg":"listening"');
}

async function exitCode(child: ChildProcess) {
  if (child.exitCode !== null) return child.exitCode;
  const [code] = await once(child, "exit");
  return code as number;
}

test("a wrong environment value stops the server with a message naming it", async () => {
  const { child, output } = startServer({ PORT: "not-a-port" });
  expect(await exitCode(child)).toBe(1);
  expect(output().stderr).toContain("Invalid environment:");
  expect(output().stderr).toContain('PORT: must be a number (got "not-a-port")');
  expect(output().stderr).not.toMatch(/\n\s+at /);
});

test("logs one JSON line per request, with a request id echoed in the response", async () => {
  const port = basePort + 1;
  const { child, output } = startServer({ PORT: String(port) });
  try {
    await waitForListening(output);
    const response = await fetch(`http://localhost:${port}/`, { headers: { "x-request-id": "trace-abc-123" } });
    expect(response.headers.get("x-request-id")).toBe("trace-abc-123");
    await expect.poll(() => output().stdout).toContain('"reqId":"trace-abc-123"');
    const line = output()
      .stdout.split("\n")
      .find((l) => l.includes("trace-abc-123"));
    expect(JSON.parse(line!)).toMatchObject({ level: "info", msg: "request", method: "GET", path: "/", status: 200 });
  } finally {
    child.kill("SIGKILL");
  }
});

test("SIGTERM: idle keep-alive connections do not hold it up, and it exits cleanly", async () => {
  const port = basePort + 2;
  const { child, output } = startServer({ PORT: String(port) });
  await waitForListening(output);
  // Leave a keep-alive connection open and idle.
  const agent = new Agent({ keepAlive: true });
  await new Promise<void>((resolve, reject) => {
    request(`http://localhost:${port}/healthz`, { agent }, (res) => {
      res.resume();
      res.on("end", resolve);
    })
      .on("error", reject)
      .end();
  });
  const started = Date.now();
  child.kill("SIGTERM");
  expect(await exitCode(child)).toBe(0);
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(output().stdout).toContain('"msg":"shutting down","signal":"SIGTERM"');
  expect(output().stdout).toContain('"msg":"shutdown complete"');
  agent.destroy();
});
