import type { RequestHandler } from "express";

/** Baseline headers on every response, static files included. */
export const baselineSecurityHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // No other site may embed this one's responses (scripts, images, data) in its own pages.
  "Cross-Origin-Resource-Policy": "same-origin",
};

/**
 * Headers that govern a document (framing, browsing context, powerful features, content policy), sent on all but
 * the build's fingerprinted scripts, styles, fonts and raster images, which no browser renders as a document and on
 * whose first-view requests the 600 bytes would push a font past one round trip (ADR 047). SVG can hold script.
 */
export const documentSecurityHeaders: Record<string, string> = {
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
};

/** A fingerprinted build asset that is never rendered as a document. */
export const isInertAsset = (path: string) => /^\/assets\/[^?#]+\.(?:js|css|woff2|avif|webp|jpe?g|png)$/.test(path);

type Options = { csp: string | null; hsts: boolean; noindex: boolean };

/** Baseline headers and a default CSP (pages set their own) on every response; `noindex` (staging) beats page meta. */
export function securityHeaders({ csp, hsts, noindex }: Options): RequestHandler {
  return (req, res, next) => {
    for (const [name, value] of Object.entries(baselineSecurityHeaders)) res.setHeader(name, value);
    if (!isInertAsset(req.path)) {
      for (const [name, value] of Object.entries(documentSecurityHeaders)) res.setHeader(name, value);
      if (csp) res.setHeader("Content-Security-Policy", csp);
    }
    if (hsts) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    if (noindex) res.setHeader("X-Robots-Tag", "noindex, nofollow");
    next();
  };
}
