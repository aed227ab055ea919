// @vitest-environment node
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "./env";
import { countryFromHeaders, countryHeaderNames, DEFAULT_COUNTRY_HEADERS, geoLookup } from "./geo";

describe("countryFromHeaders", () => {
  const read = (headers: Record<string, string | string[]>) => countryFromHeaders(headers, DEFAULT_COUNTRY_HEADERS);

  it("reads each CDN's header, whatever its case", () => {
    expect(read({ "cf-ipcountry": "DE" })).toBe("DE");
    expect(read({ "x-vercel-ip-country": "gb" })).toBe("GB");
    expect(read({ "cloudfront-viewer-country": " US " })).toBe("US");
  });

  it.each([
    ["Cloudflare's unknown country", { "cf-ipcountry": "XX" }],
    ["a Tor exit node", { "cf-ipcountry": "T1" }],
    ["the European Union as a whole", { "cf-ipcountry": "EU" }],
    ["Asia-Pacific as a whole", { "cf-ipcountry": "AP" }],
    ["an unassigned code", { "cf-ipcountry": "ZZ" }],
    ["an anonymous proxy", { "cf-ipcountry": "A1" }],
    ["no header", {}],
    ["an empty value", { "cf-ipcountry": "" }],
    ["a three-letter code", { "cf-ipcountry": "DEU" }],
    ["a script", { "cf-ipcountry": "<script>" }],
  ])("is unknown for %s", (_label, headers) => {
    expect(read(headers)).toBeNull();
  });

  it("skips an unknown value for the next header that knows", () => {
    expect(read({ "cf-ipcountry": "XX", "cloudfront-viewer-country": "FR" })).toBe("FR");
  });

  it("reads only the configured header when one is set", () => {
    const names = countryHeaderNames(parseEnv({ GEO_COUNTRY_HEADER: "X-Country-Code" }).GEO_COUNTRY_HEADER);
    expect(names).toEqual(["X-Country-Code"]);
    expect(countryFromHeaders({ "cf-ipcountry": "DE" }, names)).toBeNull();
    expect(countryFromHeaders({ "x-country-code": "NO" }, names)).toBe("NO");
    expect(countryHeaderNames(parseEnv({}).GEO_COUNTRY_HEADER)).toEqual(DEFAULT_COUNTRY_HEADERS);
  });

  it("refuses a header name that is not a valid token", () => {
    expect(() => parseEnv({ GEO_COUNTRY_HEADER: "X Country" })).toThrow(
      /GEO_COUNTRY_HEADER: must be an HTTP header name/,
    );
  });
});

describe("GET /api/geo", () => {
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    const app = express();
    app.get("/api/geo", geoLookup(DEFAULT_COUNTRY_HEADERS));
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("answers the country from the CDN header, uncacheable by shared caches", async () => {
    const response = await fetch(`${base}/api/geo`, { headers: { "CF-IPCountry": "DE" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ country_code: "DE" });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("vary")).toBe("CF-IPCountry, x-vercel-ip-country, CloudFront-Viewer-Country");
  });

  it("answers null when the country is unknown", async () => {
    const response = await fetch(`${base}/api/geo`, { headers: { "CF-IPCountry": "XX" } });
    expect(await response.json()).toEqual({ country_code: null });
  });
});
