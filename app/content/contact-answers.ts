import { contentFolder, filesByLocale, type Locale, locales, perLocale } from "~/config/locales";
import { contactFields, contactFieldTable } from "~/lib/contact";
import { fill, fillPlural } from "~/lib/placeholders";
import { parseContent } from "./collection";
import { type ContactAnswersCopy, contactAnswersCopySchema } from "./parts/schema";

/* The server's answers to a refused post, and the fields' names in the privacy policy: server-only. */
const files = filesByLocale(
  import.meta.glob(["/content/parts/contact-answers.yaml", "/content/*/parts/contact-answers.yaml"], {
    eager: true,
    import: "default",
  }),
);

function answersIn(locale: Locale) {
  const file = `${contentFolder(locale)}/parts/contact-answers.yaml`;
  const copy: ContactAnswersCopy = parseContent(contactAnswersCopySchema, files[locale], file);
  const { fields, fixedPage, ...texts } = copy;
  const fieldMessages = Object.fromEntries(
    contactFields.map((field) => {
      const { required, kind, limit } = contactFieldTable[field];
      const messages = fields[field];
      // A check without its message is a mistake in the content, found as the server loads.
      if ((required && !messages.required) || ((kind === "email" || kind === "tel") && !messages.invalid))
        throw new Error(`${file}: fields.${field} needs the message for each of its checks`);
      const tooLong = fill(messages.tooLong, { limit: limit.toLocaleString(locales[locale].lang) });
      return [field, { required: messages.required ?? "", invalid: messages.invalid ?? "", tooLong }];
    }),
  ) as Record<(typeof contactFields)[number], { required: string; invalid: string; tooLong: string }>;
  return {
    fieldMessages: { ...fieldMessages, ...texts },
    inPolicy: contactFields.map((field) => fields[field].inPolicy),
    /** The fixed page for a form post that may not cost a render (past an allowance, or cross-site): the server's alone. */
    fixedPage: {
      ...fixedPage,
      wait: (minutes: number) => fillPlural(fixedPage.wait, minutes, { minutes }),
    },
  };
}

export const contactAnswers = perLocale(answersIn);
