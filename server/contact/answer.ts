import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { localeOf } from "~/config/locales";
import { ATTRIBUTION_FIELD, type Attribution, SENT_FROM_FIELD } from "~/lib/attribution";
import {
  type ContactAnswer,
  type ContactErrorCode,
  type ContactFormState,
  type ContactValues,
  emptyContactValues,
  FORM_TOKEN_LIFETIME_MS,
} from "~/lib/contact";
import { rateLimitKey } from "../client-address";
import type { Env } from "../env";
import { errorFields, type Logger } from "../logger";
import { isUnavailableError } from "../store/database";
import { saveEnquiry } from "../store/enquiries";
import { readAttribution } from "./attribution";
import type { EnquiryStore, Ready } from "./connection";
import { owedDeliveries } from "./delivery";
import { readSubmission, validateContact } from "./schema";

/** About 32 KB: six times the longest valid submission, and far below anything that could tie the server up. */
const BODY_LIMIT_BYTES = 32 * 1024;
/** More fields than the form has (and room to spare). */
const FIELD_LIMIT = 32;
export const JSON_TYPE = "application/json";
export const FORM_TYPE = "application/x-www-form-urlencoded";

type Refusal = { status: 400 | 403 | 413 | 415; code: ContactErrorCode };
const refuse = (status: Refusal["status"], code: ContactErrorCode): Refusal => ({ status, code });
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
async function readCapped(body: ReadableStream<Uint8Array> | null, limit: number) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body ?? []) {
    size += chunk.byteLength;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The posted fields (JSON, or a form's fields with the first of each name), or why they cannot be read: the
 * route action and the JSON API both start here, so both get the same limits. Compressed bodies are refused:
 * no browser sends one, and inflating them is a way to make a small request big.
 */
async function readContactBody(request: Request, origins: readonly string[]) {
  const { headers } = request;
  if (!isAllowedOrigin(headers.get("origin"), headers.get("sec-fetch-site"), origins))
    return refuse(403, "forbidden_origin");
  const contentType = headers.get("content-type") ?? "";
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  const charset = contentType.match(/;\s*charset\s*=\s*"?([\w-]+)/i)?.[1]?.toLowerCase() ?? "utf-8";
  const encoding = headers.get("content-encoding")?.trim().toLowerCase() || "identity";
  if (![JSON_TYPE, FORM_TYPE].includes(type) || !["utf-8", "utf8"].includes(charset) || encoding !== "identity")
    return refuse(415, "unsupported_media_type");
  if (Number(headers.get("content-length") ?? 0) > BODY_LIMIT_BYTES) return refuse(413, "payload_too_large");
  try {
    const raw = await readCapped(request.body, BODY_LIMIT_BYTES);
    if (raw === null) return refuse(413, "payload_too_large");
    const text = new TextDecoder("utf-8", { fatal: true }).decode(raw);
    if (type === JSON_TYPE) {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return refuse(400, "malformed_body");
      return { fields: parsed as Record<string, unknown>, json: true };
    }
    const pairs = text ? text.split("&") : [];
    if (pairs.length > FIELD_LIMIT) return refuse(413, "payload_too_large");
    const fields: Record<string, string> = {};
    // decodeURIComponent, unlike URLSearchParams, refuses percent-encoded bytes that are not UTF-8.
    for (const pair of pairs) {
      const [name = "", value = ""] = pair.split("=", 2).map((part) => decodeURIComponent(part.replaceAll("+", " ")));
      fields[name] ??= value;
    }
    return { fields, json: false };
  } catch {
    return refuse(400, "malformed_body");
  }
}

/**
 * The form token: when the form was started and a random part (so no two are alike: each is used once), signed;
 * one younger than the minimum fill time came too fast.
 */
export function signFormToken(secret: string, issuedAt = Date.now()) {
  const stamp = `${issuedAt.toString(36)}.${randomBytes(9).toString("base64url")}`;
  return `${stamp}.${mac(secret, `form-token.${stamp}`)}`;
}

/** A token is good from `minFillMs` after it was issued until FORM_TOKEN_LIFETIME_MS after. */
export function checkFormToken(secret: string, token: string, minFillMs: number, now = Date.now()) {
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

const LINK = /\bhttps?:\/\/|\bwww\./gi;
/** More links than a brief needs. */
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

const RETRY_AFTER_SECONDS = 30;
const DAY_SECONDS = 86_400;
/** A used token is remembered for its whole life, and the minute a token from a clock ahead may add to it. */
const TOKEN_SECONDS = FORM_TOKEN_LIFETIME_MS / 1000 + 60;

type AnswerOptions = {
  store: EnquiryStore;
  env: Env;
  logger: Logger;
  /** Counts a caught submission dropped at the spam caps. */
  countDropped: (cap: "client" | "day") => void;
  /** Tells the delivery workers an enquiry was stored. */
  stored: () => void;
};

type Extra = Partial<Pick<ContactFormState, "values" | "fieldErrors" | "sentFrom">> & { retryAfterSeconds?: number };

/**
 * The one answer to a contact form post, however it came: checked, validated, rate-limited and stored
 * with its deliveries (committed to disk) before the answer says so. Caught spam is held, not delivered.
 */
export function postAnswers({ store, env, logger, countDropped, stored }: AnswerOptions) {
  /** A signed "form started now" token, or null while the store (which holds the secret) is unavailable. */
  const issueFormToken = () => (store.ready ? signFormToken(store.ready.formSecret) : null);

  const refusal = (status: number, error: ContactErrorCode, extra: Extra = {}): ContactAnswer => {
    const { values = emptyContactValues, fieldErrors, retryAfterSeconds, sentFrom = null } = extra;
    const state: ContactFormState = {
      values,
      sentFrom,
      fieldErrors: fieldErrors ?? {},
      formError: error,
      formToken: issueFormToken(),
      idempotencyKey: randomUUID(),
      retryAfterSeconds: retryAfterSeconds ?? null,
    };
    return { ok: false, status, error, fieldErrors, retryAfterSeconds, state };
  };

  /**
   * Keeps a submission a spam check caught, for review (ADR 077): never delivered, deleted after its own
   * retention. Past the caps per client and per day it is dropped, and only counted.
   */
  const holdSpam = async (ready: Ready | null, client: string, submission: Caught, reason: string) => {
    if (!ready) return;
    const rateLimits = [
      { key: `spam.${hashIp(ready.ipSalt, client)}`, points: SPAM_CAPS.perClient, windowSeconds: DAY_SECONDS },
      { key: "spam.all", points: SPAM_CAPS.perDay, windowSeconds: DAY_SECONDS },
    ];
    const { values, attribution } = submission;
    const options = { idempotencyKey: null, deliveries: [], spamReason: reason, attribution, rateLimits };
    try {
      const saved = await saveEnquiry(ready.db, values, options);
      const held = saved.kind === "saved";
      if (!held) countDropped(saved.kind === "rate_limited" && saved.key === "spam.all" ? "day" : "client");
      logger.info("spam check caught a submission", { reason, held });
    } catch (error) {
      logger.warn("could not keep a submission a spam check caught", errorFields(error));
    }
  };

  /** `origins`: the site's own (SITE_URL, and the host the request was sent to). */
  async function answer(request: Request, clientAddress: string, origins: readonly string[]): Promise<ContactAnswer> {
    const body = await readContactBody(request, origins);
    if ("status" in body) return refusal(body.status, body.code);
    const input = readSubmission(body.fields, request.headers.get("idempotency-key") ?? undefined);
    // A form without JavaScript sends only its page; the site's script, the touches too (with consent).
    const attribution = readAttribution(body.fields[SENT_FROM_FIELD], body.json && body.fields[ATTRIBUTION_FIELD]);
    const values = { values: input.values, sentFrom: attribution?.page ?? null };
    // Its messages are in the language of the page the form is on, whose address it was posted to.
    const validation = validateContact(input.values, localeOf(new URL(request.url).pathname));
    const { ready } = store;
    const client = rateLimitKey(clientAddress);
    // Bots see an ordinary success. What a check caught is held for review, never delivered, in case it was a person.
    const seemsSent: ContactAnswer = { ok: true, id: randomUUID(), duplicate: false };
    const hold = (reason: string) =>
      validation.ok && holdSpam(ready, client, { values: validation.data, attribution }, reason);
    try {
      if (input.honeypot) {
        await hold("honeypot");
        return seemsSent;
      }
      if (!validation.ok) return refusal(422, "invalid_fields", { ...values, fieldErrors: validation.fieldErrors });
      if (!ready) return refusal(503, "unavailable", { ...values, retryAfterSeconds: RETRY_AFTER_SECONDS });
      const token = input.formToken && checkFormToken(ready.formSecret, input.formToken, env.CONTACT_MIN_FILL_MS);
      if (token === "too_fast") {
        // A person who was this quick is told, and can send again; the first try is held all the same.
        await hold("too_fast");
        return refusal(422, "too_fast", values);
      }
      // Every post needs a token: the site's script fetches one, and a form without JavaScript gets one in the
      // page that answers its first post (the pages are static), so its sender confirms once (ADR 099).
      if (token !== "valid") return refusal(422, "form_token_required", values);
      const rule = contentRule(validation.data);
      if (rule) {
        await hold(rule);
        return seemsSent;
      }
      const { CONTACT_RATE_LIMIT: points, CONTACT_RATE_WINDOW_SECONDS: windowSeconds } = env;
      const saved = await saveEnquiry(ready.db, validation.data, {
        idempotencyKey: input.idempotencyKey,
        deliveries: owedDeliveries(env, new Date()),
        attribution,
        rateLimits: [
          // Single use, across instances: the store counts each token once for its whole life.
          { key: `token.${input.formToken}`, points: 1, windowSeconds: TOKEN_SECONDS },
          { key: hashIp(ready.ipSalt, client), points, windowSeconds },
        ],
      });
      if (saved.kind === "rate_limited" && saved.key.startsWith("token."))
        return refusal(422, "form_token_required", values);
      if (saved.kind === "rate_limited") {
        logger.warn("contact form rate limit reached");
        return refusal(429, "rate_limited", { ...values, retryAfterSeconds: saved.retryAfterSeconds });
      }
      if (saved.kind === "conflict") return refusal(409, "idempotency_conflict", values);
      if (saved.kind === "saved") stored();
      logger.info("enquiry accepted", { enquiryId: saved.id, duplicate: saved.kind === "duplicate" });
      return { ok: true, id: saved.id, duplicate: saved.kind === "duplicate" };
    } catch (error) {
      if (!isUnavailableError(error)) {
        logger.error("contact submission failed", errorFields(error));
        return refusal(500, "internal_error", values);
      }
      logger.error("the store cannot take an enquiry now", errorFields(error));
      store.writeFailed();
      return refusal(503, "unavailable", { ...values, retryAfterSeconds: RETRY_AFTER_SECONDS });
    }
  }

  return { answer, issueFormToken, minFillMs: env.CONTACT_MIN_FILL_MS };
}

type Caught = { values: ContactValues; attribution: Attribution | null };
