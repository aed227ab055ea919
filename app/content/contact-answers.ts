import { CONTACT_LIMITS, type ContactField } from "~/lib/contact";
import { fill, fillPlural, type Template } from "~/lib/placeholders";
import data from "/content/parts/contact-answers.yaml";
import { parseContent } from "./collection";
import { contactAnswersCopySchema } from "./parts/schema";

/*
 * content/parts/contact-answers.yaml: the server's answers to a post it refuses. Only the server reads
 * them, so no page's JavaScript carries them; parsed, and checked, as the server loads.
 */
const { fieldErrors, fixedPage } = parseContent(contactAnswersCopySchema, data, "content/parts/contact-answers.yaml");

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

/** The fixed page for a form post that may not cost a render (past an allowance, or cross-site): the server's alone. */
export const contactFixedPageCopy = {
  ...fixedPage,
  wait: (minutes: number) => fillPlural(fixedPage.wait, minutes, { minutes }),
};
