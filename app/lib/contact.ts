/** The contact form's contract, for the form, the server and the error page; no zod, so it may reach the browser. */

export const CONTACT_ENDPOINT = "/api/contact-form";
export const ANSWERED_PATH = "/answered";
export const REPLY_LINK_DAYS = 30;
export const CONTACT_TOKEN_ENDPOINT = "/api/contact-form/token";

/**
 * The enquiry's fields, one line each: the form, the server's checks (`kind`), store (`column`), exports,
 * emails and webhook all follow from it; their words are content (docs/operations.md). Limits in characters.
 */
export const contactFieldTable = {
  fullName: { limit: 120, required: true, kind: "text", autoComplete: "name", column: "full_name" },
  company: { limit: 160, required: true, kind: "text", autoComplete: "organization", column: "company" },
  email: { limit: 254, required: true, kind: "email", autoComplete: "email", column: "email" },
  telephone: { limit: 40, required: false, kind: "tel", autoComplete: "tel", column: "telephone" },
  message: { limit: 5000, required: true, kind: "textarea", autoComplete: "off", column: "message" },
} as const satisfies Record<string, ContactFieldSpec>;

export type ContactFieldSpec = {
  limit: number;
  required: boolean;
  kind: "text" | "email" | "tel" | "textarea";
  autoComplete: string;
  column: string;
};

export type ContactField = keyof typeof contactFieldTable;
export const contactFields = Object.keys(contactFieldTable) as [ContactField, ...ContactField[]];
export type ContactValues = Record<ContactField, string>;

/** The honeypot's field name: plausible enough that form-filling bots complete it. */
export const HONEYPOT_FIELD = "website";
export const TOKEN_FIELD = "formToken";
/** How long a form token is accepted after it was issued; the form fetches a fresh one after that. */
export const FORM_TOKEN_LIFETIME_MS = 30 * 60 * 1000;
export const IDEMPOTENCY_FIELD = "idempotencyKey";

export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const contactErrorCodes = [
  "malformed_body",
  "payload_too_large",
  "unsupported_media_type",
  "invalid_fields",
  "too_fast",
  "form_token_required",
  "rate_limited",
  "forbidden_origin",
  "method_not_allowed",
  "idempotency_conflict",
  "unavailable",
  "internal_error",
] as const;
export type ContactErrorCode = (typeof contactErrorCodes)[number];

export type ContactFormState = {
  values: ContactValues;
  /** The page the form was first sent from, so a second try says the same (ADR 076). */
  sentFrom: string | null;
  fieldErrors: ContactFieldErrors;
  formError: ContactErrorCode | null;
  formToken: string | null;
  idempotencyKey: string | null;
  retryAfterSeconds: number | null;
};

/** How the server answers a submission, to the route action and the JSON API alike. */
export type ContactAnswer =
  | { ok: true; id: string; duplicate: boolean }
  | {
      ok: false;
      status: number;
      error: ContactErrorCode;
      fieldErrors?: ContactFieldErrors;
      retryAfterSeconds?: number;
      state: ContactFormState;
    };

export type ContactRequestContext = {
  answer(request: Request): Promise<ContactAnswer>;
};

export const emptyContactValues = Object.fromEntries(contactFields.map((field) => [field, ""])) as ContactValues;
