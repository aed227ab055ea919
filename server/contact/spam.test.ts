// @vitest-environment node
import { describe, expect, it } from "vitest";
import { FORM_TOKEN_LIFETIME_MS } from "~/lib/contact";
import { checkFormToken, hashIp, signFormToken } from "./answer";

const secret = "s".repeat(40);

describe("form token", () => {
  it("is valid once the minimum fill time has passed", () => {
    const token = signFormToken(secret, 1_000_000);
    expect(checkFormToken(secret, token, 3000, 1_002_999)).toBe("too_fast");
    expect(checkFormToken(secret, token, 3000, 1_003_000)).toBe("valid");
  });

  it("expires after its lifetime, so a captured token cannot be used for ever", () => {
    const token = signFormToken(secret, 1_000_000);
    expect(checkFormToken(secret, token, 3000, 1_000_000 + FORM_TOKEN_LIFETIME_MS - 1)).toBe("valid");
    expect(checkFormToken(secret, token, 3000, 1_000_000 + FORM_TOKEN_LIFETIME_MS)).toBe("expired");
  });

  it("fails when altered, signed with another secret, or from the future", () => {
    const token = signFormToken(secret, 1_000_000);
    const [time, nonce, signature] = token.split(".");
    expect(checkFormToken(secret, `${(1).toString(36)}.${nonce}.${signature}`, 0, 2_000_000)).toBe("invalid");
    expect(checkFormToken(secret, `${time}.x${nonce}.${signature}`, 0, 2_000_000)).toBe("invalid");
    expect(checkFormToken("o".repeat(40), token, 0, 2_000_000)).toBe("invalid");
    expect(checkFormToken(secret, `${token}.x`, 0, 2_000_000)).toBe("invalid");
    expect(checkFormToken(secret, "garbage", 0, 2_000_000)).toBe("invalid");
    expect(checkFormToken(secret, signFormToken(secret, 5_000_000), 0, 1_000_000)).toBe("invalid");
  });
});

describe("IP hashing", () => {
  it("is stable for one salt, differs across salts, and never contains the address", () => {
    expect(hashIp("salt-a", "203.0.113.7")).toBe(hashIp("salt-a", "203.0.113.7"));
    expect(hashIp("salt-a", "203.0.113.7")).not.toBe(hashIp("salt-b", "203.0.113.7"));
    expect(hashIp("salt-a", "203.0.113.7")).not.toContain("203");
  });
});
