import { contentFolder, filesByLocale, type Locale, locales, perLocale } from "~/config/locales";
import { CONTACT_LIMITS, type ContactField } from "~/lib/contact";
import { fill, fillPlural, type Template } from "~/lib/placeholders";
import { parseContent } from "./collection";
import { type ContactAnswersCopy, contactAnswersCopySchema } from "./parts/schema";

/*
 * content/parts/contact-answers.yaml, and its Spanish: the server's answers to a post it refuses. Only
 * the server reads them, so no page's JavaScript carries them; parsed, and checked, as the server loads.
 */
const files = filesByLocale(
  import.meta.glob(["/content/parts/contact-answers.yaml", "/content/*/parts/contact-answers.yaml"], {
    eager: true,
    import: "default",
  }),
);

function answersIn(locale: Locale) {
  const file = `${contentFolder(locale)}/parts/contact-answers.yaml`;
  const { fieldErrors, fixedPage }: ContactAnswersCopy = parseContent(contactAnswersCopySchema, files[locale], file);
  /** A field's messages, the one for a value too long with the field's limit (the form's own) filled in. */
  const withLimit = <Messages extends { tooLong: Template<"limit"> }>(field: ContactField, messages: Messages) => ({
    ...messages,
    tooLong: fill(messages.tooLong, { limit: CONTACT_LIMITS[field].toLocaleString(locales[locale].lang) }),
  });
  return {
    /** The server's field messages: specific, and saying how to fix the problem. */
    fieldMessages: {
      fullName: withLimit("fullName", fieldErrors.fullName),
      company: withLimit("company", fieldErrors.company),
      email: withLimit("email", fieldErrors.email),
      telephone: withLimit("telephone", fieldErrors.telephone),
      message: withLimit("message", fieldErrors.message),
      controlCharacters: fieldErrors.controlCharacters,
      malformedText: fieldErrors.malformedText,
    },
    /** The fixed page for a form post that may not cost a render (past an allowance, or cross-site): the server's alone. */
    fixedPage: {
      ...fixedPage,
      wait: (minutes: number) => fillPlural(fixedPage.wait, minutes, { minutes }),
    },
  };
}

/** The server's answers to a refused post, in each language (the language of the page the form was sent from). */
export const contactAnswers = perLocale(answersIn);
