// A document that already needs a second round trip on a new connection carries its stylesheet in
// that round trip (ADR 049). On a slow connection the stylesheet then stops sharing the bandwidth with
// the two font files the headline waits for, and the page's largest paint comes one round trip sooner.
// Every other document links the stylesheet, so it is cached for the next page.
import { readFileSync } from "node:fs";
import path from "node:path";
import { compress } from "./manifest.ts";

/** What the first round trip of a new TCP connection carries: ten segments of 1,460 bytes (RFC 6928). */
export const INITIAL_WINDOW_BYTES = 10 * 1460;
/** The response's status line and headers, the script-hash policy the largest part of them. */
export const HEADER_ALLOWANCE_BYTES = 1500;

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"[^>]*\/>/g;

/** The compressed document's size with its headers, against the first round trip. */
export function overflowsFirstWindow(html: string): boolean {
  return compress(Buffer.from(html), "br").length + HEADER_ALLOWANCE_BYTES > INITIAL_WINDOW_BYTES;
}

/**
 * The document with each of its built stylesheets written into a `<style>` element, when it overflows
 * the first round trip; otherwise the document unchanged. `clientDir` is where the stylesheets were built.
 */
export function inlineStylesheetsWhenOverflowing(html: string, clientDir: string): string {
  if (!overflowsFirstWindow(html)) return html;
  return html.replace(STYLESHEET, (_link, href: string) => {
    const css = readFileSync(path.join(clientDir, href), "utf8");
    if (/<\/style/i.test(css)) throw new Error(`${href} holds "</style", so it cannot be written into a page.`);
    return `<style>${css}</style>`;
  });
}
