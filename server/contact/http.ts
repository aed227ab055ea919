import type { ContactErrorCode } from "~/lib/contact";

// Reading a contact form post from a web Request: the route action (a browser's form) and the JSON API (the
// site's script) both start here, so both get the same limits.

/** About 32 KB: six times the longest valid submission, and far below anything that could tie the server up. */
const BODY_LIMIT_BYTES = 32 * 1024;
/** More fields than the form has (and room to spare); a body with more is refused. */
const FIELD_LIMIT = 32;
export const JSON_TYPE = "application/json";
export const FORM_TYPE = "application/x-www-form-urlencoded";

export type BodyRefusal = { status: 400 | 403 | 413 | 415; code: ContactErrorCode };
export type ReadBody = { fields: Record<string, unknown>; json: boolean } | BodyRefusal;

const refuse = (status: BodyRefusal["status"], code: ContactErrorCode): BodyRefusal => ({ status, code });
type Header = string | null | undefined;

/**
 * Cross-site posts are refused; `origins` are the site's own (SITE_URL, and the host the request was sent to).
 * Browsers send Origin (or at least Sec-Fetch-Site) on every POST: without either, there is no session to abuse.
 */
export function isAllowedOrigin(origin: Header, fetchSite: Header, origins: readonly string[]) {
  if (origin != null) return origins.includes(origin);
  return fetchSite == null || fetchSite === "same-origin";
}

/** The body's bytes, or null once it passes `limit`: reading stops there, and the rest is never taken in. */
async function readCapped(request: Request, limit: number): Promise<Buffer | null> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
}

/**
 * The posted fields (JSON, or a form's fields with the first of each name), or why they cannot be
 * read. A body declared larger than the limit is refused before a byte of it is read. Compressed
 * bodies are refused: no browser sends one, and inflating them is a way to make a small request big.
 */
export async function readContactBody(request: Request, origins: readonly string[]): Promise<ReadBody> {
  const { headers } = request;
  if (!isAllowedOrigin(headers.get("origin"), headers.get("sec-fetch-site"), origins))
    return refuse(403, "forbidden_origin");
  const contentType = headers.get("content-type") ?? "";
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (type !== JSON_TYPE && type !== FORM_TYPE) return refuse(415, "unsupported_media_type");
  const charset = contentType.match(/;\s*charset\s*=\s*"?([\w-]+)/i)?.[1]?.toLowerCase();
  if (charset && charset !== "utf-8" && charset !== "utf8") return refuse(415, "unsupported_media_type");
  const encoding = headers.get("content-encoding")?.trim().toLowerCase();
  if (encoding && encoding !== "identity") return refuse(415, "unsupported_media_type");
  if (Number(headers.get("content-length") ?? 0) > BODY_LIMIT_BYTES) return refuse(413, "payload_too_large");
  let raw: Buffer | null;
  try {
    raw = await readCapped(request, BODY_LIMIT_BYTES);
  } catch {
    return refuse(400, "malformed_body");
  }
  if (raw === null) return refuse(413, "payload_too_large");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(raw);
  } catch {
    return refuse(400, "malformed_body");
  }
  if (type === JSON_TYPE) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return refuse(400, "malformed_body");
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return refuse(400, "malformed_body");
    return { fields: parsed as Record<string, unknown>, json: true };
  }
  const pairs = text ? text.split("&") : [];
  if (pairs.length > FIELD_LIMIT) return refuse(413, "payload_too_large");
  const fields: Record<string, string> = {};
  try {
    // decodeURIComponent, unlike URLSearchParams, refuses percent-encoded bytes that are not UTF-8.
    for (const pair of pairs) {
      const [name = "", value = ""] = pair.split("=", 2).map((part) => decodeURIComponent(part.replaceAll("+", " ")));
      fields[name] ??= value;
    }
  } catch {
    return refuse(400, "malformed_body");
  }
  return { fields, json: false };
}
