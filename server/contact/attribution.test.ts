// @vitest-environment node
import { describe, expect, it } from "vitest";
import { enquiryCopy } from "~/content/enquiry-operations";
import { ATTRIBUTION_VALUE_LIMIT } from "~/lib/attribution";
import { readAttribution, sourceLines, sourceOf } from "./attribution";

const touch = (overrides: Record<string, unknown> = {}) => ({ landing: "/", date: "2026-11-20", ...overrides });

describe("attribution from a browser, cleaned", () => {
  it("keeps the page, the five campaign tags, click ids as true, the referring host, landing and date", () => {
    const last = touch({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring-launch",
      utm_term: "brand agency",
      utm_content: "headline-b",
      gclid: true,
      referrer: "WWW.Google.com",
      landing: "/brand-strategy-positioning",
    });
    expect(readAttribution("/blog", { first: touch(), last })).toEqual({
      page: "/blog",
      first: { landing: "/", date: "2026-11-20" },
      last: { ...last, referrer: "www.google.com" },
    });
  });

  it("without touches (no consent, or no JavaScript), keeps only the page", () => {
    expect(readAttribution("/case-studies/tinder", undefined)).toEqual({ page: "/case-studies/tinder" });
    expect(readAttribution(undefined, undefined)).toBeNull();
  });

  it.each([
    ["a control character", "google\u0007"],
    ["a line break", "google\nBcc: x@example.com"],
    ["a right-to-left override", "\u202Eelgoog"],
    ["a bidirectional isolate", "goo\u2066gle"],
    ["a Unicode line separator", "goo\u2028gle"],
    ["a lone surrogate", "goo\uD800gle"],
    ["a tag character", "goo\u{E0041}gle"],
  ])("refuses a value holding %s, and keeps the rest of the touch", (_, hostile) => {
    const cleaned = readAttribution("/", { last: touch({ utm_source: hostile, utm_medium: "cpc" }) });
    expect(cleaned?.last).toEqual(touch({ utm_medium: "cpc" }));
  });

  it("trims values and cuts them to 200 characters, never inside a character", () => {
    const long = `  ${"é".repeat(150)}${"😀".repeat(100)}  `;
    const kept = readAttribution("/", { last: touch({ utm_campaign: long }) })?.last?.utm_campaign ?? "";
    expect(Array.from(kept)).toHaveLength(ATTRIBUTION_VALUE_LIMIT);
    expect(kept.isWellFormed()).toBe(true);
    expect(kept.startsWith("é")).toBe(true);
  });

  it("refuses what is not what it should be: a click id's value, another site's path, a bad host or date", () => {
    const cleaned = readAttribution("//evil.example/x", {
      last: touch({ gclid: "Cj0KCQiA-secret", fbclid: 1, msclkid: true, referrer: "evil.example/<script>" }),
      first: touch({ date: "yesterday" }),
    });
    expect(cleaned).toEqual({ last: touch({ msclkid: true }) });
    expect(JSON.stringify(cleaned)).not.toContain("secret");
  });

  it("ignores any other key, nesting and type", () => {
    const cleaned = readAttribution(["/"], {
      last: { ...touch(), utm_source: { nested: true }, email: "someone@example.com", landing: "/" },
      first: "a string",
      extra: touch(),
    });
    expect(cleaned).toEqual({ last: touch() });
  });

  it("refuses a page or landing with a query or spaces, or far too long, and a touch without a landing", () => {
    expect(readAttribution("/blog?email=someone@example.com", undefined)).toBeNull();
    expect(readAttribution("/a b", undefined)).toBeNull();
    expect(readAttribution(`/${"a".repeat(300)}`, undefined)).toEqual({ page: `/${"a".repeat(199)}` });
    expect(readAttribution("/", { last: { utm_source: "google", date: "2026-11-20" } })).toEqual({ page: "/" });
  });
});

describe("a lead's source", () => {
  it("is the last touch's campaign, else its ad network, else the referrer, else direct", () => {
    expect(sourceOf({ last: touch({ utm_source: "linkedin", utm_medium: "paid-social" }) })).toBe(
      "linkedin / paid-social",
    );
    expect(sourceOf({ last: touch({ gclid: true }) })).toContain("Google Ads");
    expect(sourceOf({ last: touch({ referrer: "news.example" }) })).toContain("news.example");
    expect(sourceOf({ last: touch() })).toBe(enquiryCopy.source.direct);
    expect(sourceOf({ page: "/" })).toBe(enquiryCopy.source.notRecorded);
    expect(sourceOf(null)).toBe(enquiryCopy.source.notRecorded);
  });

  it("lists the last touch field by field, and the first in one line only where it differs", () => {
    const same = touch({ utm_source: "google", utm_campaign: "q4", gclid: true, referrer: "www.google.com" });
    const { labels } = enquiryCopy.source;
    expect(sourceLines({ page: "/blog", first: same, last: same })).toEqual([
      [labels.source, "google"],
      [labels.sentFrom, "/blog"],
      [labels.campaign, "q4"],
      [labels.adClick, "Google Ads"],
      [labels.referrer, "www.google.com"],
      [labels.landed, "/, 2026-11-20"],
    ]);
    expect(sourceLines({ first: touch(), last: same }).map(([label]) => label)).toContain(labels.firstTouch);
  });
});
