import { Link, useMatches } from "react-router";
import { fixedPaths, type Locale, locales } from "~/config/locales";
import { useLocale } from "~/lib/locale";
import { useSiteCopy } from "~/lib/site-copy";

/**
 * The other language's version of this page: the address its hreflang link names (ADR 084), or that
 * language's home where the page has no translation (and on the error screens).
 */
function useOtherEdition(): { locale: Locale; path: string } {
  const locale: Locale = useLocale() === "en" ? "es" : "en";
  const matches = useMatches();
  const meta = (matches.at(-1)?.loaderData as { meta?: { hrefLang?: string; href?: string }[] } | undefined)?.meta;
  const href = meta?.find((tag) => tag.hrefLang === locale)?.href;
  return { locale, path: href ? new URL(href).pathname : fixedPaths.home[locale] };
}

/**
 * The header's and footer's link to the page in the other language: a plain link, which works without
 * JavaScript and remembers nothing. Its text is that language's name, in that language.
 */
function LanguageSwitch({ className, onClick }: { className?: string; onClick?: () => void }) {
  const { label, description } = useSiteCopy().layout.languageSwitch;
  const other = useOtherEdition();
  return (
    <Link
      to={other.path}
      hrefLang={locales[other.locale].lang}
      data-slot="language-switch"
      className={className}
      onClick={onClick}
    >
      <span lang={locales[other.locale].lang}>{label}</span>
      <span className="sr-only">{` (${description})`}</span>
    </Link>
  );
}

export { LanguageSwitch };
