import type { IncomingHttpHeaders } from "node:http";
import type { RequestHandler } from "express";

/** The country headers the common CDNs set: Cloudflare, Vercel and CloudFront. */
export const DEFAULT_COUNTRY_HEADERS = ["CF-IPCountry", "x-vercel-ip-country", "CloudFront-Viewer-Country"] as const;

/** Cloudflare's codes for "no country" (XX) and Tor exit nodes (T1). */
const UNKNOWN_CODES = new Set(["XX", "T1"]);
const COUNTRY_CODE = /^[A-Z]{2}$/;

/** The first valid ISO 3166-1 alpha-2 code among `headerNames`, upper-cased; null when there is none. */
export function countryFromHeaders(headers: IncomingHttpHeaders, headerNames: readonly string[]): string | null {
  for (const name of headerNames) {
    const raw = headers[name.toLowerCase()];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
    if (value && COUNTRY_CODE.test(value) && !UNKNOWN_CODES.has(value)) return value;
  }
  return null;
}

export function countryHeaderNames(configured: string | undefined): readonly string[] {
  return configured ? [configured] : DEFAULT_COUNTRY_HEADERS;
}

/**
 * GET /api/geo: `{ "country_code": "DE" }`, or null when unknown. The answer
 * is per visitor, so no shared cache may keep it, and any cache that does
 * must key it on the headers it came from.
 */
export function geoLookup(headerNames: readonly string[]): RequestHandler {
  const vary = headerNames.join(", ");
  return (req, res) => {
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("Vary", vary);
    res.json({ country_code: countryFromHeaders(req.headers, headerNames) });
  };
}
