// @vitest-environment node
import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

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

describe("parseEnv", () => {
  it.each<[Record<string, string>, Record<string, unknown>]>([
    [{}, { PORT: 3000, HOST: "0.0.0.0", NODE_ENV: "production", SITE_URL: "http://localhost:3000" }],
    [{}, { ALLOW_INDEXING: true, REPLY_REMINDER_HOURS: 20, BACKUP_RETENTION_DAYS: 7 }],
    [{}, { DKIM: null }],
    [{ PORT: "" }, { PORT: 3000 }],
    [{ PORT: "8080" }, { SITE_URL: "http://localhost:8080" }],
    [{ SITE_URL: "https://www.lumenandlark.example/" }, { SITE_URL: "https://www.lumenandlark.example" }],
    [{ SITE_URL: "https://WWW.Lumenandlark.example:8443" }, { SITE_URL: "https://www.lumenandlark.example:8443" }],
    [{ ALLOW_INDEXING: "false" }, { ALLOW_INDEXING: false }],
    [{ BOOKING_URL: "https://cal.example/lumen" }, { BOOKING_URL: "https://cal.example/lumen" }],
    [{ REPLY_REMINDER_HOURS: "24" }, { REPLY_REMINDER_HOURS: 24 }],
    [{ BACKUP_RETENTION_DAYS: "30", ENQUIRY_RETENTION_DAYS: "30" }, { BACKUP_RETENTION_DAYS: 30 }],
    [dkim, { DKIM: { domainName: "lumenandlark.example", keySelector: "mail2026", privateKey: pem.trim() } }],
    // A key given on one line, with literal \n escapes.
    [{ ...dkim, DKIM_PRIVATE_KEY: pem.trim().replaceAll("\n", "\\n") }, { DKIM: { privateKey: pem.trim() } }],
  ])("reads case %#", (source, expected) => {
    expect(parseEnv(source)).toMatchObject(expected);
  });

  it.each<[Record<string, string>, RegExp | string]>([
    [{ GEO_COUNTRY_HEADER: "X Country" }, /GEO_COUNTRY_HEADER: must be an HTTP header name/],
    [{ SITE_URL: "https://www.example.com/blog" }, /SITE_URL: must be an origin only/],
    [{ SITE_URL: "https://www.example.com/?x=1" }, /SITE_URL: must be an origin only/],
    [{ SITE_URL: "https://user@example.com" }, /SITE_URL: must be an origin only/],
    [{ ALLOW_INDEXING: "no" }, 'ALLOW_INDEXING: must be "true" or "false"'],
    [{ BOOKING_URL: "http://cal.example/lumen" }, "BOOKING_URL: must be an absolute https:// URL"],
    [{ BOOKING_URL: "javascript:alert(1)" }, "BOOKING_URL: must be an absolute https:// URL"],
    [{ BOOKING_URL: "cal.example/lumen" }, "BOOKING_URL: must be an absolute https:// URL"],
    [{ REPLY_REMINDER_HOURS: "25" }, "REPLY_REMINDER_HOURS: must be at most 24"],
    [{ REPLY_LINK_SECRET: "short" }, /REPLY_LINK_SECRET: .*\(value hidden\)/],
    [{ PORT: "70000" }, "PORT: must be between 1 and 65535"],
    [{ PORT: "3.5" }, "PORT: must be a whole number"],
    [{ BACKUP_RETENTION_DAYS: "31", ENQUIRY_RETENTION_DAYS: "30" }, /BACKUP_RETENTION_DAYS: must not exceed ENQUIRY_/],
    [{ ENQUIRY_RETENTION_DAYS: "5" }, "BACKUP_RETENTION_DAYS: must not exceed"],
    [{ BACKUP_RETENTION_DAYS: "0" }, "BACKUP_RETENTION_DAYS: must be at least 1 day"],
    [{ ...dkim, DKIM_DOMAIN: "not a domain" }, "DKIM_DOMAIN: must be the signing domain"],
    [
      { DKIM_SELECTOR: "s1", DKIM_PRIVATE_KEY: pem },
      "DKIM_DOMAIN: is required when DKIM_SELECTOR and DKIM_PRIVATE_KEY",
    ],
  ])("refuses case %#", (source, expected) => {
    expect(message(source)).toMatch(expected);
  });

  it("names each bad variable, what is wrong, and the value it got, but never a secret's", () => {
    const text = message({ PORT: "eighty", SITE_URL: "ftp://example.com", LOG_LEVEL: "loud" });
    expect(text).toContain('PORT: must be a number (got "eighty")');
    expect(text).toContain('SITE_URL: must be an absolute http(s) URL, such as https://www.example.com (got "ftp://');
    expect(text).toMatch(/LOG_LEVEL: .*\(got "loud"\)/);
    const key = message({ ...dkim, DKIM_PRIVATE_KEY: "-----BEGIN PRIVATE KEY-----\\nnot-a-key-at-all\\n" });
    expect(key).toContain("DKIM_PRIVATE_KEY: must be a PEM private key");
    expect(key).toContain("(value hidden)");
    expect(key).not.toContain("not-a-key-at-all");
  });

  it("needs all three DKIM variables or none, naming each one missing", () => {
    const text = message({ DKIM_DOMAIN: dkim.DKIM_DOMAIN });
    expect(text).toContain("DKIM_SELECTOR: is required when DKIM_DOMAIN is set");
    expect(text).toContain("DKIM_PRIVATE_KEY: is required when DKIM_DOMAIN is set");
    expect(text).toContain("DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY");
  });
});
