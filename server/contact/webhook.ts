import { createHmac } from "node:crypto";
import type { Enquiry } from "../store/enquiries";

export class PermanentDeliveryError extends Error {
  override name = "PermanentDeliveryError";
}

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** Signature over "timestamp.body", so a captured request cannot be replayed with a new timestamp. */
export function signWebhook(secret: string, timestamp: string, body: string) {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** Posts the enquiry to the CRM. */
export function postWebhook(url: string, secret: string, enquiry: Enquiry) {
  return postWebhookEvent(
    url,
    secret,
    {
      type: "enquiry.created",
      id: enquiry.id,
      createdAt: enquiry.createdAt.toISOString(),
      fullName: enquiry.fullName,
      company: enquiry.company,
      email: enquiry.email,
      telephone: enquiry.telephone,
      message: enquiry.message,
    },
    enquiry.id,
  );
}

/**
 * Posts one signed event. 2xx is delivered; 408, 429 and 5xx are worth
 * retrying; any other 4xx means the CRM rejects this payload for good.
 */
export async function postWebhookEvent(
  url: string,
  secret: string,
  event: { type: string } & Record<string, unknown>,
  idempotencyKey: string,
) {
  const body = JSON.stringify(event);
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
  const detail = `webhook answered ${response.status}`;
  if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) {
    throw new PermanentDeliveryError(detail);
  }
  throw new Error(detail);
}
