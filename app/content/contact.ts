import { site } from "~/config/site";
import { CONTACT_LIMITS, type ContactErrorCode, type ContactField } from "~/lib/contact";
import { fill, fillPlural, type Template } from "~/lib/placeholders";
import data from "/content/parts/contact-form.yaml";
import type { ContactFormCopy } from "./parts/schema";

/*
 * The contact form's copy, content/parts/contact-form.yaml, for the form, its pages and the server
 * (server/contact/ reads it here). The browser bundles the file as it is; copy.server.ts checks it
 * against its schema.
 */
const { formErrors, fieldErrors, fixedPage, ...form } = data as ContactFormCopy;

/** Copy for the contact section, the form and its messages. */
export const contactCopy = { ...form, lead: fill(form.lead, { replyWithinHours: site.replyWithinHours }) };

/** A field's messages, the one for a value too long with the field's limit (the form's own) filled in. */
const withLimit = <Messages extends { tooLong: Template<"limit"> }>(field: ContactField, messages: Messages) => ({
  ...messages,
  tooLong: fill(messages.tooLong, { limit: CONTACT_LIMITS[field].toLocaleString("en-GB") }),
});

/** The server's field messages: specific, and saying how to fix the problem. */
export const contactFieldMessages = {
  fullName: withLimit("fullName", fieldErrors.fullName),
  company: withLimit("company", fieldErrors.company),
  email: withLimit("email", fieldErrors.email),
  telephone: withLimit("telephone", fieldErrors.telephone),
  message: withLimit("message", fieldErrors.message),
  controlCharacters: fieldErrors.controlCharacters,
  malformedText: fieldErrors.malformedText,
};

/** Form-level messages: the toast's, the no-JavaScript page's, and the JSON API's. */
export const contactFormErrorMessages: Record<ContactErrorCode, string> = formErrors;

/** The fixed page for a form post that may not cost a render (past an allowance, or cross-site): the server's alone. */
export const contactFixedPageCopy = {
  ...fixedPage,
  wait: (minutes: number) => fillPlural(fixedPage.wait, minutes, { minutes }),
};
