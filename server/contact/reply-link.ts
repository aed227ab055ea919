import { createHmac, timingSafeEqual } from "node:crypto";
import { REPLY_LINK_DAYS } from "~/lib/contact";

/*
 * The "Mark as answered" link in each enquiry email (ADR 078): the enquiry's id and when it arrived,
 * signed for this one action. Lower-case hex and base 36, so the canonical path (lower case) is the link.
 */

const LIFETIME_MS = REPLY_LINK_DAYS * 86_400_000;

const TOKEN = /^([0-9a-f]{32})\.([0-9a-z]{1,9})\.([0-9a-f]{32})$/;

const mac = (secret: string, id: string, issued: string) =>
  createHmac("sha256", secret).update(`answered.${id}.${issued}`).digest("hex").slice(0, 32);

export function replyToken(secret: string, enquiryId: string, issuedAt: Date) {
  const id = enquiryId.replaceAll("-", "").toLowerCase();
  const issued = Math.floor(issuedAt.getTime() / 1000).toString(36);
  return `${id}.${issued}.${mac(secret, id, issued)}`;
}

export type CheckedReplyToken = { state: "valid" | "expired"; enquiryId: string } | { state: "forged" };

/** Whether a token is one this site signed (else "forged"), and whether it still works. */
export function checkReplyToken(secret: string, token: string, now = new Date()): CheckedReplyToken {
  const [, id, issued, given] = TOKEN.exec(token) ?? [];
  if (!id || !issued || !given || !timingSafeEqual(Buffer.from(mac(secret, id, issued)), Buffer.from(given)))
    return { state: "forged" };
  const enquiryId = [id.slice(0, 8), id.slice(8, 12), id.slice(12, 16), id.slice(16, 20), id.slice(20)].join("-");
  const age = now.getTime() - Number.parseInt(issued, 36) * 1000;
  return { state: age > LIFETIME_MS ? "expired" : "valid", enquiryId };
}
