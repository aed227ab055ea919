// @vitest-environment node
import { describe, expect, it } from "vitest";
import { cspSources } from "./csp";
import { parseEnv } from "./env";

describe("the hosts the analytics tags need", () => {
  it("is empty when no ID is set: no hosts to allow, nothing for the page to load", () => {
    const env = parseEnv({});
    expect(cspSources(env)).toMatchObject({ scripts: [], connect: [], images: [] });
  });

  it("allows only Google's hosts when only GA4 is configured", () => {
    const env = parseEnv({ GA_MEASUREMENT_ID: "G-AB12CD34EF" });
    const sources = cspSources(env);
    expect(sources.scripts).toEqual(["https://*.googletagmanager.com"]);
    expect(sources.connect).toContain("https://*.google-analytics.com");
    expect(sources.images).toContain("https://*.google-analytics.com");
    expect(JSON.stringify(sources)).not.toMatch(/facebook/);
    expect(cspSources(env, { editor: true }).connect).toContain("https://api.github.com");
  });

  it("allows only Meta's hosts when only the pixel is configured", () => {
    const env = parseEnv({ META_PIXEL_ID: "123456789012345" });
    const sources = cspSources(env);
    expect(sources.scripts).toEqual(["https://connect.facebook.net"]);
    expect(sources.images).toEqual(["https://www.facebook.com"]);
    expect(JSON.stringify(sources)).not.toMatch(/google/);
  });

  it.each([
    ["GA_MEASUREMENT_ID", "UA-12345-1", /GA_MEASUREMENT_ID: must be a GA4 measurement ID/],
    ["GA_MEASUREMENT_ID", "G-ab12'onerror", /GA_MEASUREMENT_ID: must be a GA4 measurement ID/],
    ["META_PIXEL_ID", "pixel-1", /META_PIXEL_ID: must be a numeric Meta Pixel ID/],
  ])("refuses %s=%s with a clear message", (name, value, message) => {
    expect(() => parseEnv({ [name]: value })).toThrow(message);
  });
});
