import http from "node:http";
import type { Socket } from "node:net";
import { rateLimitKey } from "./client-address";

/**
 * Limits on slow and silent clients, set on purpose (Node lets a request take 300 s, and never closes a silent
 * connection): a connection silent for 15 s is closed; headers must arrive within 15 s and the whole request within
 * 30 s (the contact form's body is at most 32 KB); an idle keep-alive connection stays open 65 s, longer than common
 * load balancers' 60 s, so they never reuse a connection the server is closing; at most 4,000 connections, well
 * inside the usual open-file limit, so a flood cannot take the descriptors the server needs for its own files; and
 * at most 256 from one address (an IPv6 client by its /64), so one client cannot take them all.
 */
export const SERVER_TIMEOUTS = {
  timeout: 15_000,
  headersTimeout: 15_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 65_000,
  connectionsCheckingInterval: 2_000,
} as const;
export const MAX_CONNECTIONS = 4000;
export const MAX_CONNECTIONS_PER_ADDRESS = 256;

export function createHttpServer({ perAddress = MAX_CONNECTIONS_PER_ADDRESS } = {}) {
  const { connectionsCheckingInterval, ...timeouts } = SERVER_TIMEOUTS;
  const server = Object.assign(http.createServer({ connectionsCheckingInterval }), timeouts, {
    maxConnections: MAX_CONNECTIONS,
  });
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const client = rateLimitKey(socket.remoteAddress ?? "");
    const count = (open.get(client) ?? 0) + 1;
    if (count > perAddress) return void socket.destroy();
    open.set(client, count);
    socket.once("close", () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
  return server;
}

/** RFC 9112 §3.2: a request with more than one Host header is answered 400. */
export function hostHeaderCount(req: http.IncomingMessage) {
  return req.rawHeaders.filter((name, i) => i % 2 === 0 && name.toLowerCase() === "host").length;
}
