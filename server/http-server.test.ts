// @vitest-environment node

import { get, type Server, type ServerResponse } from "node:http";
import { connect } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createHttpServer, SERVER_TIMEOUTS } from "./http-server";

/** The connections the server holds open now. */
const openConnections = (server: Server) =>
  new Promise<number>((resolve, reject) =>
    server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

describe("the HTTP server's limits on slow clients", () => {
  const server = createHttpServer();
  afterEach(() => server.close());

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

  it("give one address no more than its share of connections, and a trusted proxy's no cap, so others get in", async () => {
    const shared = createHttpServer({ perAddress: 3, trusted: (address) => address === "127.0.0.3" });
    shared.on("request", (_req, res) => res.end("ok"));
    await new Promise<void>((resolve) => shared.listen(0, "127.0.0.1", resolve));
    const { port } = shared.address() as { port: number };
    // One client (127.0.0.2) and a proxy (127.0.0.3) open five connections each and send nothing.
    let closed = 0;
    const held = ["127.0.0.2", "127.0.0.3"].flatMap((localAddress) =>
      Array.from({ length: 5 }, () => connect({ port, host: "127.0.0.1", localAddress }).on("close", () => closed++)),
    );
    await vi.waitFor(async () => expect(await openConnections(shared)).toBe(8));
    expect(closed).toBe(2);
    // Another client is answered.
    expect(await fetch(`http://127.0.0.1:${port}/`).then((response) => response.text())).toBe("ok");
    for (const socket of held) socket.destroy();
    shared.close();
  });

  it("with every slot taken, close the connection idle longest for a new one, and refuse one only when all are busy", async () => {
    const full = createHttpServer({ maxConnections: 3 });
    const held: ServerResponse[] = [];
    full.on("request", (req, res) => (req.url === "/hold" ? held.push(res) : res.end("ok")));
    await new Promise<void>((resolve) => full.listen(0, "127.0.0.1", resolve));
    const { port } = full.address() as { port: number };
    /** A request on a connection of its own (no agent: Connection: close). */
    const ask = (path: string) =>
      new Promise<string>((resolve) =>
        get({ port, host: "127.0.0.1", path, agent: false }, (res) => res.setEncoding("utf8").on("data", resolve)).on(
          "error",
          () => resolve("refused"),
        ),
      );
    const closed: number[] = [];
    const silent = [0, 1, 2].map((n) => connect(port, "127.0.0.1").on("close", () => closed.push(n)));
    await vi.waitFor(async () => expect(await openConnections(full)).toBe(3));
    expect(await ask("/")).toBe("ok");
    expect(closed).toEqual([0]);
    // Requests in flight take the slots of the silent connections, oldest first, and are never closed for a newcomer.
    for (const n of [1, 2, 3]) {
      void ask("/hold");
      await vi.waitFor(() => expect(held).toHaveLength(n));
    }
    await vi.waitFor(() => expect(closed).toEqual([0, 1, 2]));
    expect(await ask("/")).toBe("refused");
    held[0]!.end("done");
    await vi.waitFor(async () => expect(await ask("/")).toBe("ok"));
    for (const res of held) res.end();
    for (const socket of silent) socket.destroy();
    full.close();
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
