import http from "node:http";
import type { Socket } from "node:net";
import { rateLimitKey } from "./client-address";

/**
 * Node lets a request take 300 s and never closes a silent connection. Keep-alive outlasts load balancers' 60 s, so
 * they never reuse a connection being closed; 4,000 connections stay inside the open-file limit, and 256 from one
 * address (an IPv6 client by its /64) keep one client from taking them all.
 */
export const SERVER_TIMEOUTS = {
  timeout: 15_000,
  headersTimeout: 15_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 65_000,
  connectionsCheckingInterval: 2_000,
} as const;

/**
 * With every slot taken, a new connection takes the slot of the one idle longest, so a flood of silent connections
 * only delays itself (Node's `maxConnections` would refuse the newcomer). A trusted proxy's connections count
 * against no address: it carries many clients.
 */
export function createHttpServer({
  maxConnections = 4000,
  perAddress = 256,
  trusted = (_address: string): boolean => false,
} = {}) {
  const { connectionsCheckingInterval, ...timeouts } = SERVER_TIMEOUTS;
  const server = Object.assign(http.createServer({ connectionsCheckingInterval }), timeouts);
  const open = new Map<Socket, { client: string | null; inFlight: number }>();
  // In the order they became idle.
  const idle = new Set<Socket>();
  const perClient = new Map<string, number>();
  const release = (socket: Socket) => {
    const client = open.get(socket)?.client;
    idle.delete(socket);
    if (!open.delete(socket) || client == null) return;
    const left = (perClient.get(client) ?? 1) - 1;
    if (left > 0) perClient.set(client, left);
    else perClient.delete(client);
  };
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "";
    const client = trusted(address) ? null : rateLimitKey(address);
    const count = client === null ? 0 : (perClient.get(client) ?? 0) + 1;
    if (count > perAddress) return void socket.destroy();
    if (open.size >= maxConnections) {
      const oldest = idle.values().next().value;
      if (!oldest) return void socket.destroy();
      release(oldest);
      oldest.destroy();
    }
    open.set(socket, { client, inFlight: 0 });
    idle.add(socket);
    if (client !== null) perClient.set(client, count);
    socket.once("close", () => release(socket));
  });
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    const entry = open.get(req.socket);
    if (!entry) return;
    entry.inFlight++;
    idle.delete(req.socket);
    res.once("close", () => {
      if (--entry.inFlight === 0 && open.has(req.socket)) idle.add(req.socket);
    });
  });
  return server;
}
