import { brotliDecompressSync } from "node:zlib";
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { matchesNoneMatch, refineBrotli, sendFile, servedFile } from "./files";

/** A page of the size and repetitiveness of the site's own. */
const page = Buffer.from(
  Array.from(
    { length: 400 },
    (_, n) =>
      `<section class="grid gap-6 md:grid-cols-2"><h2>Section ${n}</h2><p>Growth you can prove, ${n * 7}.</p></section>`,
  ).join(""),
);
const options = { type: "text/html; charset=utf-8", cacheControl: "no-cache" };

function request(acceptEncoding: string, ifNoneMatch?: string) {
  return {
    method: "GET",
    get: (name: string) => (name.toLowerCase() === "if-none-match" ? ifNoneMatch : undefined),
    acceptsEncodings: (encoding: string) => (acceptEncoding.includes(encoding) ? encoding : false),
  } as unknown as Request;
}

function response() {
  const sent: { body?: Buffer; status?: number; headers: Record<string, unknown> } = { headers: {} };
  const res = {
    status: (code: number) => {
      sent.status = code;
      return res;
    },
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

describe("conditional requests", () => {
  const file = servedFile(page, options);
  const tagOf = (acceptEncoding: string) => {
    const { res, sent } = response();
    sendFile(request(acceptEncoding), res, file);
    return String(sent.headers.etag);
  };

  it("give each encoding of a file its own tag", () => {
    const tags = [tagOf("br"), tagOf("gzip"), tagOf("identity")];
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
  });

  it("answer 304 for the tag of the encoding that would be sent, weak or strong, and for *", () => {
    const br = tagOf("br");
    for (const header of [br, `W/${br}`, `"other", ${br}`, "*"]) {
      const { res, sent } = response();
      sendFile(request("br", header), res, file);
      expect(sent.status, header).toBe(304);
      expect(sent.body, header).toBeUndefined();
    }
    // The brotli tag does not match the gzip representation.
    const { res, sent } = response();
    sendFile(request("gzip", br), res, file);
    expect(sent.status).toBe(200);
    expect(sent.headers["content-encoding"]).toBe("gzip");
  });

  it("compare by the weak function", () => {
    expect(matchesNoneMatch('W/"a-br"', '"a-br"')).toBe(true);
    expect(matchesNoneMatch('"a"', '"a-br"')).toBe(false);
    expect(matchesNoneMatch(undefined, '"a"')).toBe(false);
  });
});
