import { filesByLocale, type Locale } from "~/config/locales";
import { useLocale } from "~/lib/locale";
import type { BlogPageCopy } from "./schema";

const copies = filesByLocale<BlogPageCopy>(
  import.meta.glob(["/content/pages/blog.yaml", "/content/*/pages/blog.yaml"], { eager: true, import: "default" }),
);

/** The blog's words in a language (English where it has no blog of its own): `index`, and `article` around each post. */
export const blogCopyIn = (locale: Locale) => copies[locale] ?? copies.en!;

export const useBlogIndexCopy = () => blogCopyIn(useLocale()).index;

export const useArticleCopy = () => blogCopyIn(useLocale()).article;
