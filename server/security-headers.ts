import type { RequestHandler } from "express";

/** Baseline headers on every response, static files included. */
export const baselineSecurityHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  // No other site may embed this one's responses (scripts, images, data) in its own pages.
  "Cross-Origin-Resource-Policy": "same-origin",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
};

/**
 * Sets the baseline headers and a default policy on every response. Pages
 * replace the policy with one that allows their own inline scripts.
 */
export function securityHeaders({
  csp,
  hsts,
  noindex,
}: {
  csp: string | null;
  hsts: boolean;
  /** A site kept out of search (staging): every response says so, whatever a page's own meta says. */
  noindex: boolean;
}): RequestHandler {
  return (_req, res, next) => {
    for (const [name, value] of Object.entries(baselineSecurityHeaders)) res.setHeader(name, value);
    if (csp) res.setHeader("Content-Security-Policy", csp);
    if (hsts) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    if (noindex) res.setHeader("X-Robots-Tag", "noindex, nofollow");
    next();
  };
}
