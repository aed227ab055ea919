import type { RequestHandler } from "express";
import { canonicalPathOf } from "~/lib/canonical-path";

/** One address per page: lower case, no trailing slash, else 301 (query kept). Hashed assets' names keep their case. */
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
