import type { RequestHandler } from "express";
import { canonicalPathOf } from "~/lib/canonical-path";

/**
 * One address per page: paths are lower case and have no trailing slash.
 * Anything else answers 301 to that form, keeping the query string.
 * Hashed assets are exempt: their file names are case-sensitive.
 */
export const canonicalPath: RequestHandler = (req, res, next) => {
  if ((req.method !== "GET" && req.method !== "HEAD") || req.path.startsWith("/assets/")) return next();
  const canonical = canonicalPathOf(req.path);
  if (canonical === req.path) return next();
  res.setHeader("Cache-Control", "public, max-age=3600");
  res.redirect(301, `${canonical}${searchOf(req.originalUrl)}`);
};

/** The query string of a request's URL as it came, with its `?`, or nothing. */
export function searchOf(originalUrl: string) {
  const queryStart = originalUrl.indexOf("?");
  return queryStart === -1 ? "" : originalUrl.slice(queryStart);
}
