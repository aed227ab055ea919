import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { FORM_TOKEN_LIFETIME_MS } from "~/lib/contact";

/**
 * The form token: when the form was started and a random part (so no two are alike: each is used once), signed;
 * one younger than the minimum fill time came too fast.
 */
export function signFormToken(secret: string, issuedAt = Date.now()) {
  const stamp = `${issuedAt.toString(36)}.${randomBytes(9).toString("base64url")}`;
  return `${stamp}.${mac(secret, `form-token.${stamp}`)}`;
}

export type TokenCheck = "valid" | "too_fast" | "expired" | "invalid";

/** A token is good from `minFillMs` after it was issued until FORM_TOKEN_LIFETIME_MS after. */
export function checkFormToken(secret: string, token: string, minFillMs: number, now = Date.now()): TokenCheck {
  const [time, nonce, signature, ...rest] = token.split(".");
  if (!time || !nonce || !signature || rest.length > 0) return "invalid";
  const expected = Buffer.from(mac(secret, `form-token.${time}.${nonce}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  const issuedAt = Number.parseInt(time, 36);
  if (!Number.isSafeInteger(issuedAt) || issuedAt > now + 60_000) return "invalid";
  if (now - issuedAt >= FORM_TOKEN_LIFETIME_MS) return "expired";
  return now - issuedAt < minFillMs ? "too_fast" : "valid";
}

/** The rate-limit key: the IP address never reaches the database, only this salted hash of it. */
export function hashIp(salt: string, ip: string) {
  return mac(salt, `ip.${ip}`);
}

function mac(secret: string, value: string) {
  return createHmac("sha256", secret).update(value).digest("base64url");
}

/** A link, as link spam writes one. */
const LINK = /\bhttps?:\/\/|\bwww\./gi;
/** More links than a brief needs: the content rule's line. */
const MOST_LINKS = 3;

/**
 * The content rules (ADR 077): a name that holds a link, or a message that is mostly links, reads as
 * spam. Such a submission is held for review, not refused: a person can be released by hand.
 */
export function contentRule({ fullName, message }: { fullName: string; message: string }): string | null {
  if ((fullName.match(LINK) ?? []).length > 0) return "link_in_name";
  return (message.match(LINK) ?? []).length > MOST_LINKS ? "links" : null;
}

/** Spam held per client and across all clients, per day: past these, a caught submission is dropped and counted. */
export const SPAM_CAPS = { perClient: 10, perDay: 500 } as const;
