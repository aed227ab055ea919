import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ATTRIBUTION_STORAGE_KEY } from "./attribution";
import { storeConsent } from "./consent";
import { keepLeadSource, noteArrival, readLeadSource } from "./lead-source.client";

/** A page load: its address, and the page the browser came from. */
function arrive(url: string, referrer = "") {
  window.history.replaceState(null, "", url);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
  noteArrival();
}

const today = new Date().toISOString().slice(0, 10);

describe("the lead source a browser keeps", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    Reflect.deleteProperty(document, "referrer");
    window.history.replaceState(null, "", "/");
  });

  it("without consent: nothing is kept, and nothing is read", () => {
    arrive("/brand-strategy-positioning?utm_source=google&utm_medium=cpc&gclid=abc", "https://www.google.com/");
    storeConsent("essential");
    arrive("/blog?utm_source=newsletter", "https://mail.example/");
    expect(window.localStorage.getItem(ATTRIBUTION_STORAGE_KEY)).toBeNull();
    expect(readLeadSource()).toBeNull();
  });

  it("with consent: the first touch stays, the last is the latest arrival that says where it came from", () => {
    storeConsent("all");
    arrive(
      "/brand-strategy-positioning?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=Cj0secret",
      "https://www.google.com/search",
    );
    const first = {
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring",
      gclid: true,
      referrer: "www.google.com",
      landing: "/brand-strategy-positioning",
      date: today,
    };
    expect(readLeadSource()).toEqual({ first, last: first });
    expect(window.localStorage.getItem(ATTRIBUTION_STORAGE_KEY)).not.toContain("secret");

    // A page opened from the site itself, or a return visit typed in: nothing new to say.
    arrive("/case-studies", `${window.location.origin}/`);
    arrive("/blog");
    expect(readLeadSource()).toEqual({ first, last: first });

    arrive("/blog/openai-shopify-collaboration", "https://www.linkedin.com/feed/");
    expect(readLeadSource()).toEqual({
      first,
      last: { referrer: "www.linkedin.com", landing: "/blog/openai-shopify-collaboration", date: today },
    });
  });

  it("consent given after arriving keeps that arrival; choosing essential forgets what was kept", () => {
    arrive("/?utm_source=linkedin&fbclid=xyz");
    expect(readLeadSource()).toBeNull();
    storeConsent("all");
    keepLeadSource();
    expect(readLeadSource()?.first).toEqual({ utm_source: "linkedin", fbclid: true, landing: "/", date: today });
    storeConsent("essential");
    keepLeadSource();
    expect(window.localStorage.getItem(ATTRIBUTION_STORAGE_KEY)).toBeNull();
  });

  it("cuts each value at 200 characters and survives what it did not write", () => {
    storeConsent("all");
    arrive(`/?utm_campaign=${"x".repeat(500)}`);
    expect(readLeadSource()?.last.utm_campaign).toHaveLength(200);
    window.localStorage.setItem(ATTRIBUTION_STORAGE_KEY, "{not json");
    expect(readLeadSource()).toBeNull();
  });
});
