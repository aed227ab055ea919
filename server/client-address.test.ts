import express from "express";
import { describe, expect, it } from "vitest";
import { rateLimitKey } from "./client-address";
import { parseEnv } from "./env";

describe("which proxies may name the client", () => {
  const trusts = (setting: string) => {
    const trust = express()
      .set("trust proxy", parseEnv({ TRUST_PROXY: setting }).TRUST_PROXY)
      .get("trust proxy fn") as (address: string, hop: number) => boolean;
    return (address: string) => trust(address, 0);
  };

  it("by default, only a proxy on this host: not a Docker bridge, a cluster's network or any private range", () => {
    const trusted = trusts("loopback");
    expect(parseEnv({}).TRUST_PROXY).toBe("loopback");
    expect(trusted("127.0.0.1")).toBe(true);
    expect(trusted("::1")).toBe(true);
    for (const address of ["172.17.0.1", "10.0.3.7", "192.168.1.20", "fd00::2", "fe80::1", "169.254.1.1"]) {
      expect(trusted(address), address).toBe(false);
    }
  });

  it("takes a hop count, true/false, or addresses", () => {
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(trusts("10.0.0.0/8")("10.0.3.7")).toBe(true);
  });
});

describe("the rate-limit key of a client address", () => {
  it("keeps an IPv4 address, with or without a port", () => {
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("203.0.113.7:51234")).toBe("203.0.113.7");
    expect(rateLimitKey("203.0.113.7:1")).toBe(rateLimitKey("203.0.113.7:65535"));
  });

  it("counts every address of an IPv6 /64 as one client", () => {
    const a = rateLimitKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd");
    expect(a).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:0db8:0001:0002::1")).toBe(a);
    expect(rateLimitKey("[2001:db8:1:2::ffff]:443")).toBe(a);
    expect(rateLimitKey("2001:DB8:1:2:0:0:0:9")).toBe(a);
    expect(rateLimitKey("2001:db8:1:3::1")).not.toBe(a);
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 address", () => {
    expect(rateLimitKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("keeps anything that is not an address whole", () => {
    expect(rateLimitKey("unknown")).toBe("unknown");
  });
});
