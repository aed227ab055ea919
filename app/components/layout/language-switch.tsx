import { Link, useMatches } from "react-router";
import { fixedPaths, locales } from "~/config/locales";
import { useSiteCopy } from "~/lib/site-copy";

/**
 * The header's and footer's links to this page in each other language (ADR 084, 093): plain links,
 * which work without JavaScript and remember nothing. Each leads to the address the page's hreflang
 * link names for that language, or to that language's home where the page has no translation (and on
 * the error screens); its text is that language's name, in that language.
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
