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

  it("keeps backups for 7 days by default, and never longer than the enquiries themselves", () => {
    expect(parseEnv({}).BACKUP_RETENTION_DAYS).toBe(7);
    expect(parseEnv({ BACKUP_RETENTION_DAYS: "30", ENQUIRY_RETENTION_DAYS: "30" }).BACKUP_RETENTION_DAYS).toBe(30);
    expect(() => parseEnv({ BACKUP_RETENTION_DAYS: "31", ENQUIRY_RETENTION_DAYS: "30" })).toThrow(
      /BACKUP_RETENTION_DAYS: must not exceed ENQUIRY_RETENTION_DAYS/,
    );
    expect(() => parseEnv({ ENQUIRY_RETENTION_DAYS: "5" })).toThrow(/BACKUP_RETENTION_DAYS: must not exceed/);
    expect(() => parseEnv({ BACKUP_RETENTION_DAYS: "0" })).toThrow(/BACKUP_RETENTION_DAYS: must be at least 1 day/);
  });
});
