import { filesByLocale, type Locale, perLocale } from "~/config/locales";
import type { ErrorPageCopy, NotFoundPageCopy } from "./schema";

const notFound = filesByLocale<NotFoundPageCopy>(
  import.meta.glob(["/content/pages/not-found.yaml", "/content/*/pages/not-found.yaml"], {
    eager: true,
    import: "default",
  }),
);
const error = filesByLocale<ErrorPageCopy>(
  import.meta.glob(["/content/pages/error.yaml", "/content/*/pages/error.yaml"], { eager: true, import: "default" }),
);

/** The not-found and error pages' copy, bundled rather than loaded: the error screen shows when loading failed. */
export const errorCopies: Record<Locale, { notFound: NotFoundPageCopy; error: ErrorPageCopy }> = perLocale(
  (locale) => ({ notFound: notFound[locale]!, error: error[locale]! }),
);
