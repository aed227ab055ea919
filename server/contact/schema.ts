import { z } from "zod";
import { type Locale, perLocale } from "~/config/locales";
import { contactAnswers } from "~/content/contact-answers";
import {
  type ContactField,
  type ContactFieldErrors,
  type ContactValues,
  contactFields,
  contactFieldTable,
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
/**
 * A letter or digit that shows: a field of only spaces, invisible formatting, fillers (U+3164), soft hyphens or
 * Braille blanks (U+2800) is empty, and would show as nothing in the Subject line.
 */
const LETTER = /(?!\p{Default_Ignorable_Code_Point})[\p{L}\p{N}]/u;
/** The message keeps its whitespace and direction marks, but not the overrides and isolates that reorder text. */
const CONTROL_EXCEPT_WHITESPACE = /(?![\t\n\r])\p{Cc}|[\u202A-\u202E\u2066-\u2069]/u;
const TELEPHONE = /^[+()0-9\s.\-/]*(?:(?:ext\.?|x)\s*\d{1,6})?$/i;
/** Client-generated keys: a UUID in practice, anything URL-safe up to 64 characters in principle. */
const IDEMPOTENCY_KEY = /^[\w-]{8,64}$/;

/** The submission's schema, its messages in a language: the language of the page the form was sent from. */
function contactSchemaIn(locale: Locale) {
  const m = contactAnswers[locale].fieldMessages;
  const check = (field: ContactField): z.ZodType<string> => {
    const { limit, required, kind } = contactFieldTable[field];
    const messages = m[field];
    /** Text that is not well-formed Unicode (a lone surrogate, which JSON can carry) cannot be stored: refused first. */
    const text = z
      .string()
      .refine((value) => value.isWellFormed(), m.malformedText)
      .trim();
    if (kind === "email")
      return text.min(1, messages.required).max(limit, messages.tooLong).pipe(z.email(messages.invalid));
    const control = kind === "textarea" ? CONTROL_EXCEPT_WHITESPACE : CONTROL;
    let base = text.max(limit, messages.tooLong).refine((value) => !control.test(value), m.controlCharacters);
    if (required) base = base.refine((value) => LETTER.test(value), messages.required);
    return kind === "tel" ? base.refine((value) => TELEPHONE.test(value), messages.invalid) : base;
  };
  return z.object(
    Object.fromEntries(contactFields.map((field) => [field, check(field)])) as Record<ContactField, z.ZodType<string>>,
  );
}

const contactSchemas = perLocale(contactSchemaIn);

/** Non-string fields (numbers, arrays, objects) become empty strings and fail as "required" or pass as blank. */
const str = (value: unknown) => (typeof value === "string" ? value : "");

/** Picks the known fields out of a decoded body (JSON or form); the idempotency key may come from the header. */
export function readSubmission(body: Record<string, unknown>, headerKey?: string) {
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

export function validateContact(
  values: ContactValues,
  locale: Locale = "en",
): { ok: true; data: ContactValues } | { ok: false; fieldErrors: ContactFieldErrors } {
  const result = contactSchemas[locale].safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: ContactFieldErrors = {};
  for (const issue of result.error.issues) fieldErrors[issue.path[0] as keyof ContactFieldErrors] ??= issue.message;
  return { ok: false, fieldErrors };
}
