import { createHmac } from "node:crypto";
import { type Enquiry, exportedFields } from "../store/enquiries";
import { languageOf, sourceOf } from "./attribution";

export class PermanentDeliveryError extends Error {
  override name = "PermanentDeliveryError";
}

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** Signature over "timestamp.body", so a captured request cannot be replayed with a new timestamp. */
export function signWebhook(secret: string, timestamp: string, body: string) {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/**
 * The version of every event's payload (docs/operations.md): 2 added `schemaVersion` itself, the
 * enquiry's `source` and `attribution`, and the `enquiry.overdue` event (ADR 076, 078); 3 added the
 * enquiry's `language`, "en" or "es" (ADR 084).
 */
export const WEBHOOK_SCHEMA_VERSION = 3;

/** Posts the enquiry to the CRM: its fields by name (an optional one left empty is null). */
export function postWebhook(url: string, secret: string, enquiry: Enquiry) {
  const { page = null, first = null, last = null } = enquiry.attribution ?? {};
  const event = {
    type: "enquiry.created",
    id: enquiry.id,
    createdAt: enquiry.createdAt.toISOString(),
    ...exportedFields(enquiry),
    language: languageOf(enquiry.attribution),
    source: sourceOf(enquiry.attribution),
    attribution: { page, firstTouch: first, lastTouch: last },
  };
  return postWebhookEvent(url, secret, event, enquiry.id);
}

/** An enquiry not marked answered within the reminder's hours: by reference, with nothing personal. */
export function overdueEvent(enquiry: Enquiry, reminderHours: number) {
  const { id, createdAt, releasedAt } = enquiry;
  return {
    type: "enquiry.overdue",
    id,
    createdAt: createdAt.toISOString(),
    releasedAt: releasedAt?.toISOString() ?? null,
    reminderHours,
  };
}

type WebhookEvent = { type: string } & Record<string, unknown>;

/** Posts one signed event: 2xx is delivered, 408, 429 and 5xx are retried, any other 4xx is refused for good. */
export async function postWebhookEvent(url: string, secret: string, event: WebhookEvent, idempotencyKey: string) {
  const body = JSON.stringify({ schemaVersion: WEBHOOK_SCHEMA_VERSION, ...event });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Idempotency-Key": idempotencyKey,
      "X-Webhook-Timestamp": timestamp,
      "X-Webhook-Signature": signWebhook(secret, timestamp, body),
    },
    body,
    redirect: "error",
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.ok) return;
  const { status } = response;
  const detail = `webhook answered ${status}`;
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) throw new PermanentDeliveryError(detail);
  throw new Error(detail);
}
