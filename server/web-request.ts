import { Readable } from "node:stream";
import type { Request } from "express";

/**
 * A web Request for React Router, the enquiry pipeline or the editor's handler, at `origin`. The body
 * is streamed as it arrives, never read here: whoever handles the request decides how much of it to take.
 */
export function webRequest(req: Request, origin: string): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  req.socket.once("close", () => controller.abort());
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(new URL(req.originalUrl, origin), {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}
