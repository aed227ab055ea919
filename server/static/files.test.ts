import { brotliDecompressSync } from "node:zlib";
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { refineBrotli, sendFile, servedFile } from "./files";

/** A page of the size and repetitiveness of the site's own. */
const page = Buffer.from(
  Array.from(
    { length: 400 },
    (_, n) =>
      `<section class="grid gap-6 md:grid-cols-2"><h2>Section ${n}</h2><p>Growth you can prove, ${n * 7}.</p></section>`,
  ).join(""),
);
const options = { type: "text/html; charset=utf-8", cacheControl: "no-cache" };

function request(acceptEncoding: string) {
  return {
    method: "GET",
    get: () => undefined,
    acceptsEncodings: (encoding: string) => (acceptEncoding.includes(encoding) ? encoding : false),
  } as unknown as Request;
}

function response() {
  const sent: { body?: Buffer; headers: Record<string, unknown> } = { headers: {} };
  const res = {
    status: () => res,
    setHeader: (name: string, value: unknown) => {
      sent.headers[name.toLowerCase()] = value;
    },
    end: (body?: Buffer) => {
      sent.body = body;
    },
  };
  return { res: res as unknown as Response, sent };
}

describe("a file compressed fast at start", () => {
  it("is sent at once in a brotli form that decodes to it, then in the smaller best form", async () => {
    const file = servedFile(page, { ...options, fast: true });
    expect(file.provisional).toBe(true);
    const first = response();
    sendFile(request("br, gzip"), first.res, file);
    expect(first.sent.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(first.sent.body!).equals(page)).toBe(true);

    // The first send started the best compression in the background, once.
    expect(file.provisional).toBe(false);
    await expect.poll(() => file.encoded.br !== first.sent.body, { timeout: 5000 }).toBe(true);
    const second = response();
    sendFile(request("br"), second.res, file);
    expect(second.sent.body!.length).toBeLessThan(first.sent.body!.length);
    expect(brotliDecompressSync(second.sent.body!).equals(page)).toBe(true);
    expect(second.sent.headers["content-length"]).toBe(second.sent.body!.length);
  });

  it("keeps its fast form for a client that asks only for gzip", () => {
    const file = servedFile(page, { ...options, fast: true });
    const { res, sent } = response();
    sendFile(request("gzip"), res, file);
    expect(sent.headers["content-encoding"]).toBe("gzip");
    expect(file.provisional).toBe(true);
  });

  it("is made at the best setting straight away without `fast`", async () => {
    const file = servedFile(page, options);
    expect(file.provisional).toBeUndefined();
    const before = file.encoded.br!;
    await refineBrotli(file);
    expect(file.encoded.br!.length).toBe(before.length);
  });
});
