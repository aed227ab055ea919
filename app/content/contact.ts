import { site } from "~/config/site";
import type { ContactErrorCode } from "~/lib/contact";
import { fill } from "~/lib/placeholders";
import data from "/content/parts/contact-form.yaml";
import type { ContactFormCopy } from "./parts/schema";

/*
 * The contact form's copy, content/parts/contact-form.yaml, for the form, its pages and the server
 * (server/contact/ reads it here). The browser bundles the file as it is; copy.server.ts checks it
 * against its schema. The server's own answers are in contact-answers.ts.
 */
const { formErrors, ...form } = data as ContactFormCopy;

/** Copy for the contact section, the form and its messages. */
export const contactCopy = { ...form, lead: fill(form.lead, { replyWithinHours: site.replyWithinHours }) };

/** Form-level messages: the toast's, the no-JavaScript page's, and the JSON API's. */
export const contactFormErrorMessages: Record<ContactErrorCode, string> = formErrors;
