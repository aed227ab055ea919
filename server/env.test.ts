// @vitest-environment node
import { generateKeyPairSync } from "node:crypto";
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

  it("refuses a country header name that is not a valid token", () => {
    expect(() => parseEnv({ GEO_COUNTRY_HEADER: "X Country" })).toThrow(
      /GEO_COUNTRY_HEADER: must be an HTTP header name/,
    );
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

  it("takes BOOKING_URL over https only, and a reminder due at most when the promise ends", () => {
    expect(parseEnv({}).BOOKING_URL).toBeUndefined();
    expect(parseEnv({ BOOKING_URL: "https://cal.example/lumen" }).BOOKING_URL).toBe("https://cal.example/lumen");
    for (const bad of ["http://cal.example/lumen", "javascript:alert(1)", "cal.example/lumen"])
      expect(() => parseEnv({ BOOKING_URL: bad }), bad).toThrow(/BOOKING_URL: must be an absolute https:\/\/ URL/);
    expect(parseEnv({}).REPLY_REMINDER_HOURS).toBe(20);
    expect(parseEnv({ REPLY_REMINDER_HOURS: "24" }).REPLY_REMINDER_HOURS).toBe(24);
    expect(() => parseEnv({ REPLY_REMINDER_HOURS: "25" })).toThrow(/REPLY_REMINDER_HOURS: must be at most 24/);
    expect(() => parseEnv({ REPLY_LINK_SECRET: "short" })).toThrow(/REPLY_LINK_SECRET: .*\(value hidden\)/);
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

  describe("DKIM", () => {
    const pem = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({
      type: "pkcs8",
      format: "pem",
    }) as string;
    const dkim = { DKIM_DOMAIN: "lumenandlark.example", DKIM_SELECTOR: "mail2026", DKIM_PRIVATE_KEY: pem };
    const message = (source: Record<string, string>) => {
      try {
        parseEnv(source);
      } catch (error) {
        expect(error).toBeInstanceOf(EnvError);
        return (error as Error).message;
      }
      throw new Error("parseEnv accepted it");
    };

    it("is off unless configured, and gives nodemailer's options when all three are set", () => {
      expect(parseEnv({}).DKIM).toBeNull();
      expect(parseEnv(dkim).DKIM).toEqual({
        domainName: "lumenandlark.example",
        keySelector: "mail2026",
        privateKey: pem.trim(),
      });
    });

    it("reads a key given on one line with literal \\n escapes", () => {
      const oneLine = pem.trim().replaceAll("\n", "\\n");
      expect(oneLine).not.toContain("\n");
      expect(parseEnv({ ...dkim, DKIM_PRIVATE_KEY: oneLine }).DKIM?.privateKey).toBe(pem.trim());
    });

    it("needs all three or none, naming each one missing", () => {
      const text = message({ DKIM_DOMAIN: dkim.DKIM_DOMAIN });
      expect(text).toContain("DKIM_SELECTOR: is required when DKIM_DOMAIN is set");
      expect(text).toContain("DKIM_PRIVATE_KEY: is required when DKIM_DOMAIN is set");
      expect(text).toContain("DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY");
      expect(message({ DKIM_SELECTOR: "s1", DKIM_PRIVATE_KEY: pem })).toContain(
        "DKIM_DOMAIN: is required when DKIM_SELECTOR and DKIM_PRIVATE_KEY are set",
      );
    });

    it("refuses a value that is not a private key, without printing it", () => {
      const text = message({ ...dkim, DKIM_PRIVATE_KEY: "-----BEGIN PRIVATE KEY-----\\nnot-a-key-at-all\\n" });
      expect(text).toContain("DKIM_PRIVATE_KEY: must be a PEM private key");
      expect(text).toContain("(value hidden)");
      expect(text).not.toContain("not-a-key-at-all");
      expect(message({ ...dkim, DKIM_DOMAIN: "not a domain" })).toContain("DKIM_DOMAIN: must be the signing domain");
    });
  });
});
