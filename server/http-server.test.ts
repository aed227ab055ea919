// @vitest-environment node

import type { Server } from "node:http";
import { connect } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createHttpServer, MAX_CONNECTIONS, SERVER_TIMEOUTS } from "./http-server";

/** The connections the server holds open now. */
const openConnections = (server: Server) =>
  new Promise<number>((resolve, reject) =>
    server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

describe("the HTTP server's limits on slow clients", () => {
  const server = createHttpServer();
  afterEach(() => server.close());

  it("are set on purpose, well below Node's defaults", () => {
    expect(server.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
    expect(server.requestTimeout).toBeLessThan(300_000);
    expect(server.headersTimeout).toBeLessThanOrEqual(server.requestTimeout);
    // Longer than a load balancer's 60 s idle timeout, so it never reuses a connection being closed.
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    // A connection that never sends a byte is closed too, and there is a ceiling on how many are open.
    expect(server.timeout).toBe(SERVER_TIMEOUTS.timeout);
    expect(server.timeout).toBeLessThanOrEqual(server.headersTimeout);
    expect(server.maxConnections).toBe(MAX_CONNECTIONS);
  });

  it("close a connection that sends nothing at all", async () => {
    const silent = Object.assign(createHttpServer(), { timeout: 300 });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as { port: number };
    const socket = connect(port, "127.0.0.1");
    const started = Date.now();
    await new Promise<void>((resolve) => socket.on("close", () => resolve()));
    silent.close();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("give one address no more than its share of connections, so others still get in", async () => {
    const shared = createHttpServer({ perAddress: 3 });
    shared.on("request", (_req, res) => res.end("ok"));
    await new Promise<void>((resolve) => shared.listen(0, "127.0.0.1", resolve));
    const { port } = shared.address() as { port: number };
    // One client (127.0.0.2) opens five connections and sends nothing.
    let closed = 0;
    const held = Array.from({ length: 5 }, () =>
      connect({ port, host: "127.0.0.1", localAddress: "127.0.0.2" }).on("close", () => closed++),
    );
    await vi.waitFor(() => expect(closed).toBe(2));
    expect(await openConnections(shared)).toBe(3);
    // Another client is answered.
    expect(await fetch(`http://127.0.0.1:${port}/`).then((response) => response.text())).toBe("ok");
    for (const socket of held) socket.destroy();
    shared.close();
  });

  it("refuse connections past the ceiling, and take new ones once they close", async () => {
    const capped = Object.assign(createHttpServer(), { maxConnections: 2 });
    capped.on("request", (_req, res) => res.end("ok"));
    await new Promise<void>((resolve) => capped.listen(0, "127.0.0.1", resolve));
    const { port } = capped.address() as { port: number };
    const held = [connect(port, "127.0.0.1"), connect(port, "127.0.0.1")];
    await vi.waitFor(async () => expect(await openConnections(capped)).toBe(2));
    const third = connect(port, "127.0.0.1");
    await new Promise<void>((resolve) => third.on("close", () => resolve()));
    for (const socket of held) socket.destroy();
    await vi.waitFor(async () => expect(await openConnections(capped)).toBe(0));
    const answer = await fetch(`http://127.0.0.1:${port}/`).then((response) => response.text());
    capped.close();
    expect(answer).toBe("ok");
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
