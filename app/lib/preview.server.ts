import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/*
 * Preview (ADR 054, 099): a link with an expiring token signed by PREVIEW_SECRET sets a signed cookie; while
 * valid, pages render per request with drafts, `no-store` and `noindex`. Without the secret, no preview.
 */

const PREVIEW_COOKIE = "ll_preview";
export const PREVIEW_MAX_AGE_S = 60 * 60;

const sign = (secret: string, expires: number) =>
  createHmac("sha256", secret).update(`preview.${expires}`).digest("base64url");

export function previewToken(secret: string, now = Date.now(), seconds = PREVIEW_MAX_AGE_S) {
  const expires = Math.floor(now / 1000) + seconds;
  return `${expires}.${sign(secret, expires)}`;
}

export function validPreviewToken(token: string | null, secret: string, now = Date.now()) {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token ?? "");
  return match !== null && Number(match[1]) * 1000 > now && equalSecrets(match[2]!, sign(secret, Number(match[1])));
}

/** Compares digests of equal length, so the time taken says nothing of what was sent. */
function equalSecrets(a: string, b: string) {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

function cookieValue(header: string | null | undefined) {
  const values = (header ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${PREVIEW_COOKIE}=`));
  return values.length === 1 ? values[0]!.slice(PREVIEW_COOKIE.length + 1) : null;
}

export function isPreviewRequest(
  cookieHeader: string | null | undefined,
  secret: string | null | undefined,
  now = Date.now(),
) {
  return Boolean(secret) && validPreviewToken(cookieValue(cookieHeader), secret!, now);
}

/** Where to go after entering or leaving: a path of this site in printable ASCII (as a Location holds it), or home. */
export function previewTarget(to: unknown) {
  return typeof to === "string" && /^\/(?![/\\])[!-[\]-~]*$/.test(to) && to.length <= 2048 ? to : "/";
}

export function previewCookie(value: string, maxAge: number, secure: boolean) {
  return `${PREVIEW_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export const PREVIEW_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

export function previewRedirect(to: string | null, cookie: string) {
  return new Response(null, {
    status: 303,
    headers: { ...PREVIEW_HEADERS, Location: previewTarget(to), "Set-Cookie": cookie },
  });
}
