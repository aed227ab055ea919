import { Link, useMatches } from "react-router";
import { fixedPaths, locales } from "~/config/locales";
import { useSiteCopy } from "~/lib/site-copy";

/**
 * Plain links to this page in each other language (ADR 084, 093): to the address its hreflang link names,
 * or to that language's home where the page has no translation; each named in its own language.
 */
function LanguageSwitch({ className, onClick }: { className?: string; onClick?: () => void }) {
  const languages = useSiteCopy().layout.languageSwitch;
  const meta = (useMatches().at(-1)?.loaderData as { meta?: { hrefLang?: string; href?: string }[] } | undefined)?.meta;
  return languages.map(({ locale, label, description }) => {
    const href = meta?.find((tag) => tag.hrefLang === locale)?.href;
    return (
      <Link
        key={locale}
        to={href ? new URL(href).pathname : fixedPaths.home[locale]}
        hrefLang={locales[locale].lang}
        data-slot="language-switch"
        className={className}
        onClick={onClick}
      >
        <span lang={locales[locale].lang}>{label}</span>
        <span className="sr-only">{` (${description})`}</span>
      </Link>
    );
  });
}

export { LanguageSwitch };
