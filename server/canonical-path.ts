import type { RequestHandler } from "express";

/**
 * The canonical form of a request path: lower case, no trailing slash, and exactly one leading slash.
 * Leading slashes and backslashes collapse to one, and any other backslash is percent-encoded, so the
 * result is always a path on this origin: `//evil.com/` becomes `/evil.com`, never `//evil.com`,
 * which a browser would read as another host.
 */
export function canonicalPathOf(pathname: string) {
  const rest = pathname
    .replace(/^[/\\]+/, "")
    .toLowerCase()
    .replace(/\/+$/, "")
    .replaceAll("\\", "%5c");
  return `/${rest}`;
}

/**
 * One address per page: paths are lower case and have no trailing slash.
 * Anything else answers 301 to that form, keeping the query string.
 * Hashed assets are exempt: their file names are case-sensitive.
 */
export const canonicalPath: RequestHandler = (req, res, next) => {
  if ((req.method !== "GET" && req.method !== "HEAD") || req.path.startsWith("/assets/")) return next();
  const canonical = canonicalPathOf(req.path);
  if (canonical === req.path) return next();
  const queryStart = req.originalUrl.indexOf("?");
  const search = queryStart === -1 ? "" : req.originalUrl.slice(queryStart);
  res.setHeader("Cache-Control", "public, max-age=3600");
  res.redirect(301, `${canonical}${search}`);
};
