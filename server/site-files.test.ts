// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SITE_URL_PLACEHOLDER } from "~/lib/site-url";
import { siteFiles } from "./site-files";

/** A prerendered page of the size and repetitiveness of the site's own, with the build's placeholder origin. */
const page = `<!doctype html><link rel="canonical" href="${SITE_URL_PLACEHOLDER}/work"><script>go()</script>${"<p>Growth you can prove.</p>".repeat(300)}`;
const script = "export const answer = 42;".repeat(40);

describe("the build's files", () => {
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    const client = mkdtempSync(path.join(tmpdir(), "site-files-test-"));
    const write = (file: string, body: string | Buffer) => {
      mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
      writeFileSync(path.join(client, file), body);
    };
    write("work/index.html", page);
    write("work.data", "[]");
    write("assets/entry-Ab12.js", script);
    write("assets/entry-Ab12.js.br", brotliCompressSync(script));
    write("assets/entry-Ab12.js.gz", gzipSync(script));
    const app = express();
    const policyFor = (hashes: string[]) => hashes.join(" ");
    app.use(siteFiles(client, { siteUrl: "http://site.test", policyFor }));
    app.use((_req, res) => void res.status(404).send("the not-found page"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => {
      server.close();
      rmSync(client, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  const get = (url: string, headers: Record<string, string> = {}) => fetch(`${base}${url}`, { headers });

  it("answer a prerendered page at its own path, with SITE_URL, its script hashes and revalidation", async () => {
    const response = await get("/work", { "accept-encoding": "identity" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(response.headers.get("content-security-policy")).toMatch(/^'sha256-[\w+/=]+'$/);
    const body = await response.text();
    expect(body).toContain("http://site.test/work");
    expect(body).not.toContain(SITE_URL_PLACEHOLDER);
  });

  it("send brotli first, one tag per encoding, and 304 while the tag matches", async () => {
    const brotli = await get("/assets/entry-Ab12.js", { "accept-encoding": "gzip, br" });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("vary")).toBe("Accept-Encoding");
    expect(brotli.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await brotli.text()).toBe(script);
    const gzip = await get("/assets/entry-Ab12.js", { "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const tag = brotli.headers.get("etag")!;
    expect(tag).toMatch(/^"[\w-]{27}-br"$/);
    expect(gzip.headers.get("etag")).toBe(tag.replace("-br", "-gzip"));
    // A Cache-Control of its own, or fetch adds `no-cache` to a conditional request, which a 304 may not answer.
    const again = await get("/assets/entry-Ab12.js", {
      "accept-encoding": "br",
      "if-none-match": tag,
      "cache-control": "max-age=0",
    });
    expect(again.status).toBe(304);
  });

  it("give a page's brotli form the best compression once it is first asked for, keeping its tag", async () => {
    const size = async () => {
      const response = await get("/work", { "accept-encoding": "br" });
      await response.arrayBuffer();
      return { bytes: Number(response.headers.get("content-length")), etag: response.headers.get("etag") };
    };
    const first = await size();
    await vi.waitFor(async () => expect((await size()).bytes).toBeLessThan(first.bytes), { timeout: 10_000 });
    expect((await size()).etag).toBe(first.etag);
  }, 15_000);

  it("type route data, and serve no compressed copy raw nor a page by its index.html", async () => {
    expect((await get("/work.data")).headers.get("content-type")).toBe("text/x-script; charset=utf-8");
    for (const url of ["/work/index.html", "/assets/entry-Ab12.js.br", "/work.data.gz", "/assets", "/nothing"]) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).toBe("the not-found page");
    }
  });
});
