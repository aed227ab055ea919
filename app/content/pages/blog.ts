import { filesByLocale, type Locale } from "~/config/locales";
import { useLocale } from "~/lib/locale";
import type { BlogPageCopy } from "./schema";

const copies = filesByLocale<BlogPageCopy>(
  import.meta.glob(["/content/pages/blog.yaml", "/content/*/pages/blog.yaml"], { eager: true, import: "default" }),
);

export const blogCopyIn = (locale: Locale) => copies[locale] ?? copies.en!;

export const useBlogIndexCopy = () => blogCopyIn(useLocale()).index;

export const useArticleCopy = () => blogCopyIn(useLocale()).article;
