import { useState } from "react";
import { linkList } from "~/components/ui/link-list";
import { Container } from "~/components/ui/section";
import { site } from "~/config/site";
import { useEffect } from "~/lib/effects";
import { fillParts } from "~/lib/placeholders";
import { useSiteCopy } from "~/lib/site-copy";
import { ContactSection } from "./contact-section";
import { CookieSettingsLink } from "./cookie-settings-link";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";

const buildYear = new Date().getFullYear();

/**
 * The four columns of links, four abreast from 1280 px and two by two from 640 px. On a phone each
 * column's links run on as a wrapped line, so no label breaks inside and the footer stays short.
 */
function FooterNav() {
  const { layout, navigation } = useSiteCopy();
  return (
    <nav aria-label={layout.footer.navigationLabel} className="grid gap-x-10 gap-y-7 sm:grid-cols-2 xl:grid-cols-4">
      {navigation.footer.map((column) => (
        <div key={column.heading}>
          <h2 className="whitespace-nowrap font-display font-semibold text-[0.8125rem] text-paper uppercase tracking-[0.08em]">
            {column.heading}
          </h2>
          {linkList(
            column.links,
            "mt-2 flex flex-wrap gap-x-5 sm:mt-3 sm:flex-col sm:items-start",
            "block py-1 text-[0.9375rem] text-ink-muted leading-snug transition-colors hover:text-paper",
          )}
        </div>
      ))}
    </nav>
  );
}

/** The contact section, the site's links and the small print: one footer, the same on every page. */
function SiteFooter() {
  // Pages are prerendered, so the year is refreshed in the browser in case the build is older than the visit.
  const copy = useSiteCopy().layout.footer;
  const [year, setYear] = useState(buildYear);
  useEffect(() => {
    setYear(new Date().getFullYear());
  }, []);

  return (
    <footer data-slot="site-footer" data-tone="ink" className="bg-ink text-paper">
      <ContactSection />
      <Container className="pb-8">
        <div data-slot="footer-columns" className="border-line-inverse border-t pt-10">
          <FooterNav />
        </div>
        <div className="mt-10 flex flex-col items-start gap-x-6 gap-y-1 border-line-inverse border-t pt-5 text-ink-muted text-sm lg:flex-row lg:items-center">
          <Logo className="text-paper" />
          <p>{fillParts(copy.copyright, { year, legalName: site.legalName })}</p>
          <div className="flex flex-wrap gap-x-6 lg:ml-auto">
            <LanguageSwitch className="inline-flex min-h-11 items-center underline-offset-4 transition-colors hover:text-paper hover:underline" />
            <CookieSettingsLink className="inline-flex min-h-11 items-center underline-offset-4 transition-colors hover:text-paper hover:underline" />
          </div>
        </div>
      </Container>
    </footer>
  );
}

export { SiteFooter };
