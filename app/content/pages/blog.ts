import type { Locale } from "~/config/locales";
import { useLocale } from "~/lib/locale";
import es from "/content/es/pages/blog.yaml";
import en from "/content/pages/blog.yaml";
import type { BlogPageCopy } from "./schema";

/** content/pages/blog.yaml and its Spanish, as the browser bundles them: checked against their schema by copy.server.ts. */
const copies = { en, es } as Record<Locale, BlogPageCopy>;

/** The blog's words in a language: `index` for the blog index, `article` around each post. */
export const blogCopyIn = (locale: Locale) => copies[locale];

/** Copy for the blog index, in the page's language. */
export const useBlogIndexCopy = () => copies[useLocale()].index;

/** The words the article template sets around each post, in the page's language; `metaTitle` and `readTime` are filled where used. */
export const useArticleCopy = () => copies[useLocale()].article;
