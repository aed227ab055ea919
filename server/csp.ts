import { createHash } from "node:crypto";
import { BROWSER_REPORT_PATH } from "~/lib/browser-reports";

export type CspSources = {
  /** Origins the showreel player may be framed from. */
  frames: string[];
  /** Extra origins for analytics, when configured. */
  scripts?: string[];
  connect?: string[];
  images?: string[];
  /** Adds upgrade-insecure-requests (for sites served over HTTPS). */
  upgradeInsecureRequests?: boolean;
};

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The sha256 source of every inline script in a document, for a hash-based script-src. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    if (body) hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** A strict policy: scripts from this origin plus the given hashes only (never 'unsafe-inline' or 'unsafe-eval'). */
export function contentSecurityPolicy(sources: CspSources, scriptAllowances: string[] = []): string {
  const list = (...items: (string | undefined)[]) => items.filter(Boolean).join(" ");
  const directives = [
    "default-src 'self'",
    `script-src ${list("'self'", ...scriptAllowances, ...(sources.scripts ?? []))}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", "data:", ...(sources.images ?? []))}`,
    "font-src 'self'",
    `connect-src ${list("'self'", ...(sources.connect ?? []))}`,
    `frame-src ${sources.frames.length ? sources.frames.join(" ") : "'none'"}`,
    "media-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (sources.upgradeInsecureRequests) directives.push("upgrade-insecure-requests");
  // Violations are counted by the site (ADR 080). report-uri, not report-to: every engine sends it, at once.
  directives.push(`report-uri ${BROWSER_REPORT_PATH}`);
  return directives.join("; ");
}
