// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalPath } from "./canonical-path";
import { loadPrerenderedPages, servePrerendered } from "./prerendered";

let base = "";
let close = () => {};

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "prerendered-"));
  mkdirSync(path.join(dir, "blog", "first-post"), { recursive: true });
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Home</title>");
  writeFileSync(
    path.join(dir, "blog", "first-post", "index.html"),
    `<!doctype html><title>Post</title>${"x".repeat(2000)}`,
  );
  writeFileSync(path.join(dir, "assets", "index.html"), "not a page");

  const app = express();
  app.use(canonicalPath);
  app.use(servePrerendered(loadPrerenderedPages(dir)));
  app.use((_req, res) => res.status(404).send("fallthrough"));
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

type RawResponse = { status: number; headers: { get(name: string): string | null }; body: Buffer };

/** A plain HTTP GET that neither follows redirects nor decompresses, so the test sees the bytes sent. */
function raw(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request(`${base}${url}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: { get: (name) => (res.headers[name.toLowerCase()] as string | undefined) ?? null },
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on("error", reject)
      .end();
  });
}

describe("prerendered pages", () => {
  it("maps each index.html to its path, and never serves the assets folder as a page", async () => {
    expect((await raw("/")).body.toString()).toContain("<title>Home</title>");
    expect((await raw("/blog/first-post")).body.toString()).toContain("<title>Post</title>");
    expect((await raw("/assets")).body.toString()).toBe("fallthrough");
  });

  it("revalidates on every visit and answers 304 to a matching ETag", async () => {
    const first = await raw("/");
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await raw("/", { "if-none-match": etag! });
    expect(again.status).toBe(304);
  });

  it("serves brotli, then gzip, then identity, by what the client accepts", async () => {
    const br = await raw("/blog/first-post", { "accept-encoding": "gzip, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toContain("<title>Post</title>");

    const gzip = await raw("/blog/first-post", { "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toContain("<title>Post</title>");

    const identity = await raw("/blog/first-post", { "accept-encoding": "identity" });
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(identity.headers.get("vary")).toBe("Accept-Encoding");
  });
});

describe("canonical paths", () => {
  it("answers 301 to the lower-case path, keeping the query string", async () => {
    const response = await raw("/Blog/First-Post?utm_source=x&a=B");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/blog/first-post?utm_source=x&a=B");
  });

  it("drops a trailing slash", async () => {
    const response = await raw("/blog/first-post/");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/blog/first-post");
  });

  it("leaves hashed asset names alone, since they are case-sensitive", async () => {
    const response = await raw("/assets/root-AbC123.js");
    expect(response.status).toBe(404);
  });
});
