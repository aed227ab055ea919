// @vitest-environment node
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpServer, SERVER_TIMEOUTS } from "./http-server";

describe("the HTTP server's limits on slow clients", () => {
  const server = createHttpServer();
  afterEach(() => server.close());

  it("are set on purpose, well below Node's defaults", () => {
    expect(server.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
    expect(server.requestTimeout).toBeLessThan(300_000);
    expect(server.headersTimeout).toBeLessThanOrEqual(server.requestTimeout);
    // Longer than a load balancer's 60 s idle timeout, so it never reuses a connection being closed.
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
  });

  it("answer a client whose headers never finish with 408 and close its connection", async () => {
    const slow = Object.assign(createHttpServer(), { headersTimeout: 300, requestTimeout: 300 });
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    const { port } = slow.address() as { port: number };
    const socket = connect(port, "127.0.0.1");
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n");
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      let data = "";
      socket.on("data", (chunk) => {
        data += chunk;
      });
      socket.on("close", () => resolve(data));
    });
    slow.close();
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // Checked every connectionsCheckingInterval (2 s), not Node's default 30 s.
    expect(Date.now() - started).toBeLessThan(SERVER_TIMEOUTS.connectionsCheckingInterval * 2 + 1000);
  });
});
