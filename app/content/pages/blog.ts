import { filesByLocale, type Locale } from "~/config/locales";
import { useLocale } from "~/lib/locale";
import type { BlogPageCopy } from "./schema";

/** content/pages/blog.yaml in each language, as the browser bundles them: checked against their schema by copy.server.ts. */
const copies = filesByLocale<BlogPageCopy>(
  import.meta.glob(["/content/pages/blog.yaml", "/content/*/pages/blog.yaml"], { eager: true, import: "default" }),
);

/** The blog's words in a language (English where it has no blog of its own): `index`, and `article` around each post. */
export const blogCopyIn = (locale: Locale) => copies[locale] ?? copies.en!;

/** Copy for the blog index, in the page's language. */
export const useBlogIndexCopy = () => blogCopyIn(useLocale()).index;

/** The words the article template sets around each post, in the page's language; `metaTitle` and `readTime` are filled where used. */
export const useArticleCopy = () => blogCopyIn(useLocale()).article;
