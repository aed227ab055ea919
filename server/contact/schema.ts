import { z } from "zod";
import { type Locale, perLocale } from "~/config/locales";
import { contactAnswers } from "~/content/contact-answers";
import {
  CONTACT_LIMITS,
  type ContactFieldErrors,
  type ContactValues,
  contactFields,
  emptyContactValues,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  TOKEN_FIELD,
} from "~/lib/contact";

/**
 * Any control character (the message allows tabs and line breaks). Single-line fields also refuse bidirectional
 * controls and the Unicode line and paragraph separators, which could reorder or break the email's Subject line,
 * and tag and interlinear-annotation characters, which hide text.
 */
export const CONTROL =
  /[\p{Cc}\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFFF9-\uFFFB\u{E0000}-\u{E007F}]/u;
/** Something visible: a field of only spaces and invisible formatting characters is empty. */
const VISIBLE = /[^\p{Cf}\p{Z}\s]/u;
const CONTROL_EXCEPT_WHITESPACE = /(?![\t\n\r])\p{Cc}/u;
const TELEPHONE = /^[+()0-9\s.\-/]*(?:(?:ext\.?|x)\s*\d{1,6})?$/i;
/** Client-generated keys: a UUID in practice, anything URL-safe up to 64 characters in principle. */
const IDEMPOTENCY_KEY = /^[\w-]{8,64}$/;

/** The submission's schema, its messages in a language: the language of the page the form was sent from. */
function contactSchemaIn(locale: Locale) {
  const m = contactAnswers[locale].fieldMessages;
  /** Text that is not well-formed Unicode (a lone surrogate, which JSON can carry) cannot be stored: refused first. */
  const wellFormed = () => z.string().refine((value) => value.isWellFormed(), m.malformedText);

  const text = (max: number, messages: { required?: string; tooLong: string }, control = CONTROL) => {
    const base = wellFormed()
      .trim()
      .max(max, messages.tooLong)
      .refine((value) => !control.test(value), m.controlCharacters);
    return messages.required ? base.refine((value) => VISIBLE.test(value), messages.required) : base;
  };

  return z.object({
    fullName: text(CONTACT_LIMITS.fullName, m.fullName),
    company: text(CONTACT_LIMITS.company, m.company),
    email: wellFormed()
      .trim()
      .min(1, m.email.required)
      .max(CONTACT_LIMITS.email, m.email.tooLong)
      .pipe(z.email(m.email.invalid)),
    telephone: text(CONTACT_LIMITS.telephone, m.telephone).refine(
      (value) => TELEPHONE.test(value),
      m.telephone.invalid,
    ),
    message: text(CONTACT_LIMITS.message, m.message, CONTROL_EXCEPT_WHITESPACE),
  });
}

const contactSchemas = perLocale(contactSchemaIn);
export const contactSchema = contactSchemas.en;

export type ContactSubmission = z.infer<typeof contactSchema>;

export type ParsedSubmission = {
  values: ContactValues;
  honeypot: string;
  formToken: string | null;
  idempotencyKey: string | null;
};

/** Non-string fields (numbers, arrays, objects) become empty strings and fail as "required" or pass as blank. */
const str = (value: unknown) => (typeof value === "string" ? value : "");

/** Picks the known fields out of a decoded body (JSON or form); the idempotency key may come from the header. */
export function readSubmission(body: Record<string, unknown>, headerKey?: string): ParsedSubmission {
  const values = { ...emptyContactValues };
  for (const field of contactFields) values[field] = str(body[field]);
  const key = headerKey ?? str(body[IDEMPOTENCY_FIELD]);
  return {
    values,
    honeypot: str(body[HONEYPOT_FIELD]),
    formToken: str(body[TOKEN_FIELD]) || null,
    idempotencyKey: IDEMPOTENCY_KEY.test(key) ? key : null,
  };
}

export type ValidationResult = { ok: true; data: ContactSubmission } | { ok: false; fieldErrors: ContactFieldErrors };

export function validateContact(values: ContactValues, locale: Locale = "en"): ValidationResult {
  const result = contactSchemas[locale].safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: ContactFieldErrors = {};
  for (const issue of result.error.issues) fieldErrors[issue.path[0] as keyof ContactFieldErrors] ??= issue.message;
  return { ok: false, fieldErrors };
}
