// @vitest-environment node
import { describe, expect, it } from "vitest";
import { canonicalPathOf } from "./canonical-path";

describe("canonicalPathOf", () => {
  it("lower-cases and drops trailing slashes", () => {
    expect(canonicalPathOf("/Case-Studies/Tinder/")).toBe("/case-studies/tinder");
    expect(canonicalPathOf("/")).toBe("/");
    expect(canonicalPathOf("/blog")).toBe("/blog");
  });

  it.each([
    ["//evil.com/", "/evil.com"],
    ["///evil.com/", "/evil.com"],
    ["/\\evil.com/", "/evil.com"],
    ["/\\/evil.com", "/evil.com"],
    ["//127.0.0.1@evil.com/", "/127.0.0.1@evil.com"],
    ["/a\\b", "/a%5cb"],
  ])("keeps %s on this origin (%s)", (input, expected) => {
    const result = canonicalPathOf(input);
    expect(result).toBe(expected);
    // A path on this origin, whatever a browser makes of it.
    expect(new URL(result, "https://site.example").origin).toBe("https://site.example");
  });
});
