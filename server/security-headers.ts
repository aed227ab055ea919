import type { RequestHandler } from "express";

const baseline: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // No other site may embed this one's responses (scripts, images, data) in its own pages.
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** Not on fingerprinted assets no browser renders as a document: 600 bytes would push a font past a round trip (ADR 047). */
const forDocuments: Record<string, string> = {
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
};

// SVG can hold script.
const isInertAsset = (path: string) => /^\/assets\/[^?#]+\.(?:js|css|woff2|avif|webp|jpe?g|png)$/.test(path);

type Options = { csp: string | null; hsts: boolean; noindex: boolean };

/** The CSP is a default: pages set their own. */
export function securityHeaders({ csp, hsts, noindex }: Options): RequestHandler {
  return (req, res, next) => {
    for (const [name, value] of Object.entries(baseline)) res.setHeader(name, value);
    if (!isInertAsset(req.path)) {
      for (const [name, value] of Object.entries(forDocuments)) res.setHeader(name, value);
      if (csp) res.setHeader("Content-Security-Policy", csp);
    }
    if (hsts) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    if (noindex) res.setHeader("X-Robots-Tag", "noindex, nofollow");
    next();
  };
}
