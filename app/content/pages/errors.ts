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

/**
 * The page for an address with no page (content/pages/not-found.yaml) and the screen for a page that
 * failed to render (content/pages/error.yaml), in each language; checked by copy.server.ts. They are
 * bundled, not loaded: the screen shows when loading failed.
 */
export const errorCopies: Record<Locale, { notFound: NotFoundPageCopy; error: ErrorPageCopy }> = perLocale(
  (locale) => ({ notFound: notFound[locale]!, error: error[locale]! }),
);
