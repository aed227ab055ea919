import http from "node:http";

/**
 * Limits on slow and silent clients, set on purpose rather than left at Node's defaults (a request
 * may take 300 s, and a connection that never sends a byte is never closed):
 * - a connection that sends nothing for 15 s is closed;
 * - headers must arrive within 15 s and the whole request within 30 s (the contact form's body is
 *   at most 32 KB);
 * - an idle keep-alive connection stays open 65 s, longer than the 60 s idle timeout of common load
 *   balancers, so they never reuse a connection the server is closing;
 * - at most 4,000 connections at once, well inside the usual limit of open files, so a flood of
 *   connections cannot take the last descriptor the server needs for its own files.
 */
export const SERVER_TIMEOUTS = {
  timeout: 15_000,
  headersTimeout: 15_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 65_000,
  connectionsCheckingInterval: 2_000,
} as const;
export const MAX_CONNECTIONS = 4000;

export function createHttpServer() {
  const { connectionsCheckingInterval, ...timeouts } = SERVER_TIMEOUTS;
  return Object.assign(http.createServer({ connectionsCheckingInterval }), timeouts, {
    maxConnections: MAX_CONNECTIONS,
  });
}

/** RFC 9112 §3.2: a request with more than one Host header is answered 400. */
export function hostHeaderCount(req: http.IncomingMessage) {
  let count = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.toLowerCase() === "host") count++;
  return count;
}
