import type { Locale } from "~/config/locales";
import esError from "/content/es/pages/error.yaml";
import esNotFound from "/content/es/pages/not-found.yaml";
import enError from "/content/pages/error.yaml";
import enNotFound from "/content/pages/not-found.yaml";
import type { ErrorPageCopy, NotFoundPageCopy } from "./schema";

/**
 * The page for an address with no page (content/pages/not-found.yaml) and the screen for a page that
 * failed to render (content/pages/error.yaml), in each language; checked by copy.server.ts. They are
 * bundled, not loaded: the screen shows when loading failed.
 */
export const errorCopies: Record<Locale, { notFound: NotFoundPageCopy; error: ErrorPageCopy }> = {
  en: { notFound: enNotFound as NotFoundPageCopy, error: enError as ErrorPageCopy },
  es: { notFound: esNotFound as NotFoundPageCopy, error: esError as ErrorPageCopy },
};
