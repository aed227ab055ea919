import { createHash } from "node:crypto";
import { site } from "~/config/site";
import { BROWSER_REPORT_PATH } from "~/lib/browser-reports";
import type { Env } from "./env";

type Hosts = { scripts: string[]; connect: string[]; images: string[] };

export type CspSources = Hosts & {
  /** Origins the showreel player may be framed from. */
  frames: string[];
  /** Adds upgrade-insecure-requests (for sites served over HTTPS). */
  upgradeInsecureRequests: boolean;
};

/** Google's GA4 list from its tag-platform CSP guide (Google Signals would also need *.g.doubleclick.net and more). */
const GOOGLE_ANALYTICS: Hosts = {
  scripts: ["https://*.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
  images: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
};
/** Meta's pixel script and beacon. */
const META_PIXEL: Hosts = {
  scripts: ["https://connect.facebook.net"],
  connect: ["https://www.facebook.com", "https://connect.facebook.net"],
  images: ["https://www.facebook.com"],
};
/** The editor's screens also talk to GitHub's API from the browser, and show its avatars. */
const EDITOR: Hosts = {
  scripts: [],
  connect: ["https://api.github.com"],
  images: ["blob:", "https://avatars.githubusercontent.com"],
};

type SourceEnv = Pick<Env, "GA_MEASUREMENT_ID" | "META_PIXEL_ID" | "SITE_URL">;

/** What the pages may load beyond this origin: the configured analytics tags' hosts, and the editor's. */
export function cspSources(env: SourceEnv, { editor = false } = {}): CspSources {
  const parts = [env.GA_MEASUREMENT_ID && GOOGLE_ANALYTICS, env.META_PIXEL_ID && META_PIXEL, editor && EDITOR];
  const hosts = (kind: keyof Hosts) => parts.flatMap((part) => (part ? part[kind] : []));
  return {
    frames: [new URL(site.showreel.embedUrl).origin],
    scripts: hosts("scripts"),
    connect: hosts("connect"),
    images: hosts("images"),
    upgradeInsecureRequests: env.SITE_URL.startsWith("https:"),
  };
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The sha256 source of every inline script in a document, for a hash-based script-src. */
export function inlineScriptHashes(html: string): string[] {
  const bodies = [...html.matchAll(INLINE_SCRIPT)].flatMap(([, body]) => (body ? [body] : []));
  return [...new Set(bodies.map((body) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`))];
}

/** A strict policy: scripts from this origin plus the given hashes only (never 'unsafe-inline' or 'unsafe-eval'). */
export function contentSecurityPolicy(sources: CspSources, scriptAllowances: string[] = []): string {
  const list = (...items: (string | undefined)[]) => items.filter(Boolean).join(" ");
  const directives = [
    "default-src 'self'",
    `script-src ${list("'self'", ...scriptAllowances, ...sources.scripts)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", "data:", ...sources.images)}`,
    "font-src 'self'",
    `connect-src ${list("'self'", ...sources.connect)}`,
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
