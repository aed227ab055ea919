import { filesByLocale } from "~/config/locales";
import { useLocale } from "~/lib/locale";
import type { LegalPageCopy } from "./schema";

const copies = filesByLocale<LegalPageCopy>(
  import.meta.glob(["/content/pages/legal.yaml", "/content/*/pages/legal.yaml"], { eager: true, import: "default" }),
);

export const useLegalPageCopy = () => copies[useLocale()] ?? copies.en!;
