import { useLocation } from "react-router";
import { type Locale, localeOf } from "~/config/locales";

/** The language of the page on screen, from its address (ADR 084): it holds on the error screens too. */
export function useLocale(): Locale {
  return localeOf(useLocation().pathname);
}
