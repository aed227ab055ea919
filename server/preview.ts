import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { type RequestHandler, Router } from "express";
import { PREVIEW_ENTER_PATH, PREVIEW_EXIT_PATH } from "~/config/preview";
import { DATA_SUFFIX } from "./pages";
import { CACHE, type ServedFile, sendFile } from "./static/files";

/*
 * Preview (ADR 054): an editor who holds PREVIEW_SECRET opens /api/preview?secret=…&to=/page and gets
 * a signed cookie; while it is valid every page is rendered per request with its drafts, sent with
 * `no-store` and `noindex`, and carries the "Previewing — exit" bar. /api/preview/exit clears it.
 * Without PREVIEW_SECRET there is no preview: the entrance answers 404 and a cookie is never honoured.
 */

export const PREVIEW_COOKIE = "ll_preview";
/** How long a preview lasts before the editor opens the link again. */
export const PREVIEW_MAX_AGE_S = 60 * 60;

const sign = (secret: string, expires: number) =>
  createHmac("sha256", secret).update(`preview.${expires}`).digest("base64url");

/** A cookie value that is valid until `now + PREVIEW_MAX_AGE_S`: the expiry and its signature. */
export function previewToken(secret: string, now = Date.now()) {
  const expires = Math.floor(now / 1000) + PREVIEW_MAX_AGE_S;
  return `${expires}.${sign(secret, expires)}`;
}

function equal(a: string, b: string) {
  // Digests of equal length, so the comparison takes the same time whatever was sent.
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** The preview cookie's value in a Cookie header, if there is exactly one well-formed one. */
function cookieValue(header: string | undefined) {
  const values = (header ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${PREVIEW_COOKIE}=`))
    .map((part) => part.slice(PREVIEW_COOKIE.length + 1));
  return values.length === 1 ? values[0]! : null;
}

/** Whether a request's cookies hold an unexpired preview signed with this secret. */
export function isPreviewRequest(cookieHeader: string | undefined, secret: string | undefined, now = Date.now()) {
  if (!secret) return false;
  const value = cookieValue(cookieHeader);
  const match = value ? /^(\d{1,12})\.([\w-]{43})$/.exec(value) : null;
  if (!match) return false;
  const expires = Number(match[1]);
  return expires * 1000 > now && equal(match[2]!, sign(secret, expires));
}

/** Where to go after entering or leaving: a path of this site, or the home page. */
export function previewTarget(to: unknown) {
  return typeof to === "string" && /^\/(?![/\\])[^\\\s]*$/.test(to) && to.length <= 2048 ? to : "/";
}

type PreviewOptions = {
  secret: string | undefined;
  /** Send the cookie over HTTPS only (when the site's origin is https). */
  secure: boolean;
};

function cookie(value: string, maxAge: number, secure: boolean) {
  return [
    `${PREVIEW_COOKIE}=${value}`,
    "Path=/",
    `Max-Age=${maxAge}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** The entrance and the exit. */
export function previewRouter({ secret, secure }: PreviewOptions) {
  const router = Router();
  router.get(PREVIEW_ENTER_PATH, (req, res) => {
    res.setHeader("Cache-Control", CACHE.never);
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    if (!secret) {
      res.status(404).type("text/plain").send("Not Found");
      return;
    }
    if (typeof req.query.secret !== "string" || !equal(req.query.secret, secret)) {
      res.status(403).type("text/plain").send("This preview link is not valid. Ask for a new one.");
      return;
    }
    res.setHeader("Set-Cookie", cookie(previewToken(secret), PREVIEW_MAX_AGE_S, secure));
    res.redirect(303, previewTarget(req.query.to));
  });
  router.get(PREVIEW_EXIT_PATH, (req, res) => {
    res.setHeader("Cache-Control", CACHE.never);
    res.setHeader("Set-Cookie", cookie("", 0, secure));
    res.redirect(303, previewTarget(req.query.to));
  });
  // Other methods: 404 where there is no preview at all, 405 where there is (Express would answer OPTIONS 200).
  router.all([PREVIEW_ENTER_PATH, PREVIEW_EXIT_PATH], (_req, res) => {
    res.setHeader("Cache-Control", CACHE.never);
    if (!secret) return void res.status(404).type("text/plain").send("Not Found");
    res.setHeader("Allow", "GET, HEAD").status(405).type("text/plain").send("Method Not Allowed");
  });
  return router;
}

/** A page or its route data, not an asset or a site file. */
const isPagePath = (path: string) =>
  !path.startsWith("/assets/") && (!/\.[a-z0-9]+$/i.test(path) || path.endsWith(DATA_SUFFIX));

/**
 * With a valid preview cookie, a page is rendered for this request, drafts included, and is neither
 * cached nor indexed. Any other request goes on to the public pages.
 */
export function previewPages(
  secret: string | undefined,
  render: (url: string) => Promise<{ status: number; file: ServedFile }>,
): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !isPagePath(req.path)) return next();
    if (!isPreviewRequest(req.headers.cookie, secret)) return next();
    render(req.originalUrl).then(({ status, file }) => {
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
      sendFile(req, res, { ...file, cacheControl: CACHE.never }, status);
    }, next);
  };
}
