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

  it("is unknown for no header, or anything but an assigned code (unknown, Tor, a region, a proxy)", () => {
    expect(read({})).toBeNull();
    for (const value of ["XX", "T1", "EU", "AP", "ZZ", "A1", "", "DEU", "<script>"])
      expect(read({ "cf-ipcountry": value }), value).toBeNull();
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
