// @vitest-environment node
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("has embedded defaults for a bare machine", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      NODE_ENV: "production",
      SITE_URL: "http://localhost:3000",
    });
  });

  it("derives the default site URL from PORT and strips a trailing slash from SITE_URL", () => {
    expect(parseEnv({ PORT: "8080" }).SITE_URL).toBe("http://localhost:8080");
    expect(parseEnv({ SITE_URL: "https://www.lumenandlark.example/" }).SITE_URL).toBe(
      "https://www.lumenandlark.example",
    );
  });

  it("takes SITE_URL as an origin only, and ALLOW_INDEXING as true or false", () => {
    expect(parseEnv({ SITE_URL: "https://WWW.Lumenandlark.example:8443" }).SITE_URL).toBe(
      "https://www.lumenandlark.example:8443",
    );
    for (const bad of ["https://www.example.com/blog", "https://www.example.com/?x=1", "https://user@example.com"]) {
      expect(() => parseEnv({ SITE_URL: bad }), bad).toThrow(/SITE_URL: must be an origin only/);
    }
    expect(parseEnv({}).ALLOW_INDEXING).toBe(true);
    expect(parseEnv({ ALLOW_INDEXING: "false" }).ALLOW_INDEXING).toBe(false);
    expect(() => parseEnv({ ALLOW_INDEXING: "no" })).toThrow(/ALLOW_INDEXING: must be "true" or "false"/);
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ PORT: "" }).PORT).toBe(3000);
  });

  it("names each bad variable, what is wrong, and the value it got", () => {
    let message = "";
    try {
      parseEnv({ PORT: "eighty", SITE_URL: "ftp://example.com", LOG_LEVEL: "loud" });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = (error as Error).message;
    }
    expect(message).toContain('PORT: must be a number (got "eighty")');
    expect(message).toContain(
      'SITE_URL: must be an absolute http(s) URL, such as https://www.example.com (got "ftp://example.com")',
    );
    expect(message).toMatch(/LOG_LEVEL: .*\(got "loud"\)/);
  });

  it("rejects ports out of range", () => {
    expect(() => parseEnv({ PORT: "70000" })).toThrow(/PORT: must be between 1 and 65535/);
    expect(() => parseEnv({ PORT: "3.5" })).toThrow(/PORT: must be a whole number/);
  });
});
