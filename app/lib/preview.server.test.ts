// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isPreviewRequest, PREVIEW_MAX_AGE_S, previewTarget, previewToken } from "./preview.server";

const secret = "a-preview-key-of-at-least-thirty-two-characters";
const now = Date.UTC(2026, 10, 23, 12);

describe("the preview cookie", () => {
  it("holds for an hour with the key that signed it", () => {
    const cookie = `ll_preview=${previewToken(secret, now)}`;
    expect(isPreviewRequest(cookie, secret, now)).toBe(true);
    expect(isPreviewRequest(`theme=dark; ${cookie}; other=1`, secret, now + (PREVIEW_MAX_AGE_S - 1) * 1000)).toBe(true);
    expect(isPreviewRequest(cookie, secret, now + PREVIEW_MAX_AGE_S * 1000)).toBe(false);
  });

  it("is refused when forged, altered, signed with another key, doubled, or when there is no key", () => {
    const token = previewToken(secret, now);
    const [expires, signature] = token.split(".") as [string, string];
    expect(isPreviewRequest(`ll_preview=${token}`, "another-key-of-at-least-thirty-two-characters", now)).toBe(false);
    expect(isPreviewRequest(`ll_preview=${Number(expires) + 3600}.${signature}`, secret, now)).toBe(false);
    expect(isPreviewRequest(`ll_preview=${expires}.${signature.slice(1)}x`, secret, now)).toBe(false);
    expect(isPreviewRequest(`ll_preview=${token}; ll_preview=${token}`, secret, now)).toBe(false);
    expect(isPreviewRequest(`ll_preview=${token}`, undefined, now)).toBe(false);
    expect(isPreviewRequest(undefined, secret, now)).toBe(false);
    expect(isPreviewRequest("ll_preview=%E0%A4%A", secret, now)).toBe(false);
  });
});

describe("where a preview link may lead", () => {
  it.each([
    ["/case-studies/tinder", "/case-studies/tinder"],
    ["/blog?page=2#latest", "/blog?page=2#latest"],
    ["//evil.example/x", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example/", "/"],
    ["javascript:alert(1)", "/"],
    ["/with space", "/"],
    ["/\u4e2d", "/"],
    [undefined, "/"],
    [["/a", "/b"], "/"],
  ])("%j goes to %s", (to, expected) => {
    expect(previewTarget(to)).toBe(expected);
  });
});
