import { Readable } from "node:stream";
import type { Request, Response } from "express";

/** A web Request at `origin`. Its body is streamed, never read here: its handler decides how much of it to take. */
export function webRequest(req: Request, res: Response, origin: string): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  // Aborted when the client goes away before its answer is sent. A listener on the response, not the
  // socket: a keep-alive socket carries any number of requests, and would collect one for each.
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(new URL(req.originalUrl, origin), {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}
