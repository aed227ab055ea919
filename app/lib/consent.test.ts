import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_REGIONS } from "~/config/consent";
import { lookUpCountry, needsConsent, readConsent, storeConsent } from "./consent";

describe("the stored choice", () => {
  beforeEach(() => window.localStorage.clear());

  it("round-trips the spec's values under cookieConsent", () => {
    expect(readConsent()).toBeNull();
    storeConsent("essential");
    expect(window.localStorage.getItem("cookieConsent")).toBe("essential");
    expect(readConsent()).toBe("essential");
    storeConsent("all");
    expect(readConsent()).toBe("all");
  });

  it("ignores a value it did not write", () => {
    window.localStorage.setItem("cookieConsent", "yes please");
    expect(readConsent()).toBeNull();
  });

  it("treats unavailable storage as no choice, and storing there as harmless", () => {
    const getItem = vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(readConsent()).toBeNull();
    expect(() => storeConsent("all")).not.toThrow();
    getItem.mockRestore();
    setItem.mockRestore();
  });
});

describe("consent regions", () => {
  it("ask every visitor there and an unknown one, and no one elsewhere", () => {
    for (const code of CONSENT_REGIONS) expect(needsConsent(code), code).toBe(true);
    expect(needsConsent(null)).toBe(true);
    expect(needsConsent("US")).toBe(false);
    expect(needsConsent("JP")).toBe(false);
  });
});

describe("lookUpCountry", () => {
  afterEach(() => vi.unstubAllGlobals());
  const answer = (response: Response | Promise<Response>) =>
    vi.stubGlobal(
      "fetch",
      vi.fn(() => response),
    );

  it("reads country_code from the same-origin endpoint", async () => {
    const fetch = vi.fn(async () => Response.json({ country_code: "DE" }));
    vi.stubGlobal("fetch", fetch);
    expect(await lookUpCountry()).toBe("DE");
    expect(fetch).toHaveBeenCalledWith("/api/geo", expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it.each([
    ["an unknown country", () => Response.json({ country_code: null })],
    ["an error status", () => new Response("busy", { status: 503 })],
    ["a body that is not JSON", () => new Response("<html>")],
    ["a malformed code", () => Response.json({ country_code: "germany" })],
    ["a failed request", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("is null for %s", async (_label, response) => {
    answer(response());
    expect(await lookUpCountry()).toBeNull();
  });
});
