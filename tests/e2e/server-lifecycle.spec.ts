import { Agent, createServer, request } from "node:http";
import { expect, test } from "@playwright/test";
import { ownServers } from "../support/server";

// Each test starts its own server process, on its own port. Starting one takes a few seconds, and
// tens of seconds on a 2-core machine busy with the other browser tests: what a test times is its own.
const basePort = Number(process.env.E2E_PORT ?? 3210) + 100;
test.describe.configure({ timeout: 120_000 });
const { start, cleanup } = ownServers();

test("a wrong environment value stops the server with a message naming it", async () => {
  const server = await start({ port: basePort, env: { PORT: "not-a-port" }, waitFor: "nothing" });
  expect(await server.exited).toBe(1);
  expect(server.stderr()).toContain("Invalid environment:");
  expect(server.stderr()).toContain('PORT: must be a number (got "not-a-port")');
  expect(server.stderr()).not.toMatch(/\n\s+at /);
});

test("logs one JSON line per request, with a request id echoed in the response", async () => {
  const port = basePort + 1;
  const server = await start({ port, waitFor: "listening" });
  const response = await fetch(`${server.url}/`, { headers: { "x-request-id": "trace-abc-123" } });
  expect(response.headers.get("x-request-id")).toBe("trace-abc-123");
  await expect.poll(() => server.stdout()).toContain('"reqId":"trace-abc-123"');
  const line = server
    .stdout()
    .split("\n")
    .find((l) => l.includes("trace-abc-123"));
  expect(JSON.parse(line!)).toMatchObject({ level: "info", msg: "request", method: "GET", path: "/", status: 200 });
});

test("SIGTERM: idle keep-alive connections do not hold it up, and it exits cleanly", async () => {
  const port = basePort + 2;
  const server = await start({ port, waitFor: "listening" });
  // Leave a keep-alive connection open and idle.
  const agent = new Agent({ keepAlive: true });
  await new Promise<void>((resolve, reject) => {
    request(`${server.url}/healthz`, { agent }, (res) => {
      res.resume();
      res.on("end", resolve);
    })
      .on("error", reject)
      .end();
  });
  const started = Date.now();
  expect(await server.stop("SIGTERM")).toBe(0);
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(server.stdout()).toContain('"msg":"shutting down","signal":"SIGTERM"');
  expect(server.stdout()).toContain('"msg":"shutdown complete"');
  agent.destroy();
});

test("a port already in use: the server says it failed to start, never that it is listening, and exits", async () => {
  const port = basePort + 7;
  const holder = createServer().listen(port, "127.0.0.1");
  await new Promise((resolve) => holder.once("listening", resolve));
  cleanup(() => holder.close());
  const server = await start({ port, waitFor: "nothing" });
  expect(await server.exited).toBe(1);
  expect(server.stderr()).toContain("Server failed to start");
  expect(server.stderr()).toContain("EADDRINUSE");
  expect(server.stdout()).not.toContain('"msg":"listening"');
});
