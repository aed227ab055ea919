import type { RequestHandler } from "express";
import type { Redirects } from "~/content/redirects.schema";
import { canonicalPathOf } from "~/lib/canonical-path";

/** A day's edit to content/redirects.yaml reaches every visitor within the hour. */
const REDIRECT_CACHE = "public, max-age=3600";

/** The query string of a request's URL as it came, with its `?`, or nothing. */
const searchOf = (url: string) => (url.includes("?") ? url.slice(url.indexOf("?")) : "");

/** One address per page: lower case, no trailing slash, else 301 (query kept). Hashed assets' names keep their case. */
export const canonicalPath: RequestHandler = (req, res, next) => {
  if ((req.method !== "GET" && req.method !== "HEAD") || req.path.startsWith("/assets/")) return next();
  const canonical = canonicalPathOf(req.path);
  if (canonical === req.path) return next();
  res.setHeader("Cache-Control", REDIRECT_CACHE);
  res.redirect(301, `${canonical}${searchOf(req.originalUrl)}`);
};

/** A target with the request's query string added to its own, before any fragment. */
function withQuery(to: string, search: string) {
  if (search.length <= 1) return to;
  const hashAt = to.indexOf("#");
  const [target, hash] = hashAt === -1 ? [to, ""] : [to.slice(0, hashAt), to.slice(hashAt)];
  return `${target}${target.includes("?") ? "&" : "?"}${search.slice(1)}${hash}`;
}

/**
 * The redirects and gone paths of content/redirects.yaml (ADR 052), after the canonical-path redirect, so paths
 * match exactly in the file's one form: an https:// target cannot be reached from any other address. A 301 answers
 * GET and HEAD, a 308 every method (it keeps a form post's body); a gone path answers GET and HEAD with `sendGone`.
 */
export function applyRedirects({ redirects, gone }: Redirects, sendGone: RequestHandler): RequestHandler {
  const byPath = new Map(redirects.map((redirect) => [redirect.from, redirect]));
  const gonePaths = new Set(gone);
  return (req, res, next) => {
    const readOnly = req.method === "GET" || req.method === "HEAD";
    const redirect = byPath.get(req.path);
    if (redirect && (readOnly || redirect.status === 308)) {
      res.setHeader("Cache-Control", REDIRECT_CACHE);
      res.redirect(redirect.status, withQuery(redirect.to, searchOf(req.originalUrl)));
      return;
    }
    if (readOnly && gonePaths.has(req.path)) return sendGone(req, res, next);
    next();
  };
}
