// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineStylesheetsWhenOverflowing, overflowsFirstWindow } from "./static-build";

const clientDir = mkdtempSync(path.join(tmpdir(), "inline-css-"));
mkdirSync(path.join(clientDir, "assets"));
const stylesheet = (css: string) => writeFileSync(path.join(clientDir, "assets", "app-X.css"), css);

/** Text brotli cannot fold away, so the compressed size grows with `words`. */
const prose = (words: number) =>
  Array.from({ length: words }, (_, index) => ((index + 1) * 2654435761).toString(36)).join(" ");
const page = (words: number) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app-X.css" data-precedence="high"/></head>` +
  `<body><p>${prose(words)}</p></body></html>`;

describe("stylesheets written into documents that overflow the first round trip", () => {
  it("leaves a document that fits the first round trip linking its stylesheet", () => {
    stylesheet("body{color:#111014}");
    const html = page(200);
    expect(overflowsFirstWindow(html)).toBe(false);
    expect(inlineStylesheetsWhenOverflowing(html, clientDir)).toBe(html);
  });

  it("writes the stylesheet into a document that overflows it", () => {
    stylesheet("body{color:#111014}");
    const html = page(4000);
    expect(overflowsFirstWindow(html)).toBe(true);
    const inlined = inlineStylesheetsWhenOverflowing(html, clientDir);
    expect(inlined).not.toContain('rel="stylesheet"');
    expect(inlined).toContain("<head><style>body{color:#111014}</style></head>");
    expect(inlined).toContain(prose(4000));
  });

  it("refuses a stylesheet that would end its own element", () => {
    stylesheet('a::after{content:"</style>"}');
    expect(() => inlineStylesheetsWhenOverflowing(page(4000), clientDir)).toThrow(/<\/style/);
  });
});
