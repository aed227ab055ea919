import http from "node:http";

/**
 * Limits on slow clients, set on purpose rather than left at Node's defaults (a request may take
 * 300 s). Headers must arrive within 15 s and the whole request within 30 s (the contact form's
 * body is at most 32 KB). An idle keep-alive connection stays open 65 s, longer than the 60 s idle
 * timeout of common load balancers, so they never reuse a connection the server is closing.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 15_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 65_000,
  connectionsCheckingInterval: 2_000,
} as const;

export function createHttpServer() {
  const { connectionsCheckingInterval, ...timeouts } = SERVER_TIMEOUTS;
  return Object.assign(http.createServer({ connectionsCheckingInterval }), timeouts);
}
