// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  bucketOf,
  bucketValue,
  normaliseError,
  readBrowserReport,
  templateOf,
  VITALS,
  type Vital,
} from "./browser-reports.server";

const vitals = (body: unknown) => readBrowserReport("application/json", JSON.stringify(body));
const violation = (report: Record<string, unknown>) =>
  readBrowserReport("application/csp-report", JSON.stringify({ "csp-report": report }));

describe("what a browser reports, read into counts", () => {
  it("counts each vital in its bucket and each error, by the page's template", () => {
    expect(
      vitals({
        path: "/case-studies/tinder",
        lcp: 1800,
        inp: 120,
        cls: 0.05,
        errors: ["Uncaught TypeError: x is not a function"],
      }),
    ).toEqual([
      { metric: "lcp", scope: "case-study", name: String(bucketOf("lcp", 1800)) },
      { metric: "inp", scope: "case-study", name: String(bucketOf("inp", 120)) },
      { metric: "cls", scope: "case-study", name: String(bucketOf("cls", 0.05)) },
      { metric: "error", scope: "case-study", name: "TypeError: x is not a function" },
    ]);
  });

  it("knows each template, and any other path as the not-found page's", () => {
    expect(templateOf("/")).toBe("home");
    expect(templateOf("/brand-strategy-positioning")).toBe("service");
    expect(templateOf("/marketing-agency-london")).toBe("location");
    expect(templateOf("/blog/openai-shopify-collaboration")).toBe("blog-post");
    expect(templateOf("/no/such/page")).toBe("not-found");
  });

  it.each([
    ["not JSON", "{"],
    ["an array", "[]"],
    ["no path", JSON.stringify({ lcp: 1 })],
    ["another site's path", JSON.stringify({ path: "//evil.example", lcp: 1 })],
    ["a figure that is text", JSON.stringify({ path: "/", lcp: "1800" })],
    ["a negative figure", JSON.stringify({ path: "/", inp: -1 })],
    ["a figure past its range", JSON.stringify({ path: "/", lcp: 1e12 })],
    ["a largest paint after a minute", JSON.stringify({ path: "/", lcp: 117_700 })],
    ["an interaction that took 30 seconds", JSON.stringify({ path: "/", inp: 30_000 })],
    ["a layout shift past 10", JSON.stringify({ path: "/", cls: 12 })],
    ["not a number", '{"path":"/","cls":NaN}'],
    ["too many errors", JSON.stringify({ path: "/", errors: ["a", "b", "c", "d", "e", "f"] })],
    ["an error that is no text", JSON.stringify({ path: "/", errors: [{ message: "x" }] })],
  ])("refuses a report with %s (400)", (_, body) => {
    expect(readBrowserReport("application/json", body)).toBe(400);
  });

  it("takes a report of nothing, as from a browser that measures no vital, and counts nothing", () => {
    expect(vitals({ path: "/case-studies/tinder", errors: [] })).toEqual([]);
    expect(vitals({ path: "/" })).toEqual([]);
  });

  it("refuses any other type of body (415)", () => {
    expect(readBrowserReport("text/plain", '{"path":"/","lcp":1}')).toBe(415);
    expect(readBrowserReport("application/x-www-form-urlencoded", "path=/")).toBe(415);
  });

  it("counts a policy violation by directive and the blocked host, never the full address", () => {
    expect(
      violation({
        "document-uri": "https://www.lumenandlark.example/case-studies/tinder?email=someone@example.com",
        "effective-directive": "script-src-elem",
        "blocked-uri": "https://tracker.example/collect?id=123",
      }),
    ).toEqual([{ metric: "csp", scope: "case-study", name: "script-src-elem tracker.example" }]);
    const home = (report: Record<string, unknown>) => violation({ "document-uri": "https://x.example/", ...report });
    for (const directive of ["script-src", "script-src 'self'"])
      expect(home({ "violated-directive": directive, "blocked-uri": "inline" })).toEqual([
        { metric: "csp", scope: "home", name: "script-src inline" },
      ]);
    expect(violation({ "effective-directive": "script-src" })).toBe(400);
    for (const directive of ["<script>", "a".repeat(5000)])
      expect(home({ "effective-directive": directive })).toBe(400);
  });
});

describe("error messages, normalised", () => {
  it("keep the first line, lose addresses, long numbers and long quoted text, and stop at 160 characters", () => {
    expect(normaliseError("Uncaught Error: failed at https://www.lumenandlark.example/assets/x.js?v=1\n    at y")).toBe(
      "Error: failed at <url>",
    );
    expect(normaliseError("Order 123456789 failed")).toBe("Order # failed");
    expect(normaliseError(`Cannot read "${"someone@example.com private note".repeat(2)}"`)).toBe('Cannot read "…"');
    expect(normaliseError("a\u0000b\u202Ec")).toBe("a b c");
    expect(Array.from(normaliseError("x".repeat(5000)))).toHaveLength(160);
    expect(normaliseError("")).toBe("(empty)");
  });

  it("lose email addresses, telephone numbers and tokens: what a person or a session could be found by", () => {
    expect(normaliseError("Security alert: write to help.desk+1@mail.example or call +1 (555) 010-9999 now")).toBe(
      "Security alert: write to <email> or call # now",
    );
    expect(normaliseError("Bad session eyJhbGciOiJIUzI1NiJ9x7 for 07700 900123")).toBe("Bad session <token> for #");
    expect(normaliseError("TypeError: e.at(-1) is undefined in chunk-2f9a")).toBe(
      "TypeError: e.at(-1) is undefined in chunk-2f9a",
    );
  });
});

describe("histogram buckets", () => {
  it.each(Object.keys(VITALS) as Vital[])("%s: a bucket's value is within 5% of every value in it", (vital) => {
    const scale = VITALS[vital].scale;
    for (const value of [1, 2, 17, 180, 1234, 2500, 40_000].map((v) => v / scale)) {
      if (value > VITALS[vital].max) continue;
      expect(Math.abs(bucketValue(vital, bucketOf(vital, value)) - value) / value).toBeLessThan(0.05);
    }
    expect(bucketValue(vital, bucketOf(vital, 0))).toBe(0);
  });
});
