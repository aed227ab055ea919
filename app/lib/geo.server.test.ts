// @vitest-environment node
import { describe, expect, it } from "vitest";
import { countryFromHeaders, countryHeaderNames, DEFAULT_COUNTRY_HEADERS, geoAnswer } from "./geo.server";

describe("countryFromHeaders", () => {
  const read = (headers: Record<string, string>) => countryFromHeaders(new Headers(headers), DEFAULT_COUNTRY_HEADERS);

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
    const names = countryHeaderNames("X-Country-Code");
    expect(names).toEqual(["X-Country-Code"]);
    expect(countryFromHeaders(new Headers({ "cf-ipcountry": "DE" }), names)).toBeNull();
    expect(countryFromHeaders(new Headers({ "x-country-code": "NO" }), names)).toBe("NO");
    expect(countryHeaderNames(undefined)).toEqual(DEFAULT_COUNTRY_HEADERS);
  });
});

describe("GET /api/geo", () => {
  it("answers the country from the CDN header, uncacheable by shared caches", async () => {
    const response = geoAnswer(new Headers({ "CF-IPCountry": "DE" }), DEFAULT_COUNTRY_HEADERS);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ country_code: "DE" });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("vary")).toBe("CF-IPCountry, x-vercel-ip-country, CloudFront-Viewer-Country");
  });

  it("answers null when the country is unknown", async () => {
    const response = geoAnswer(new Headers({ "CF-IPCountry": "XX" }), DEFAULT_COUNTRY_HEADERS);
    expect(await response.json()).toEqual({ country_code: null });
  });
});
