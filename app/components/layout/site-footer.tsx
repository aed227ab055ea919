import { useState } from "react";
import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import { footerColumns, site } from "~/config/site";
import { layoutCopy } from "~/content/parts/layout";
import { useEffect } from "~/lib/effects";
import { fillParts } from "~/lib/placeholders";
import { cn } from "~/lib/utils";
import { ContactSection } from "./contact-section";
import { useContactVariant } from "./contact-variant";
import { CookieSettingsLink } from "./cookie-settings-link";
import { Logo } from "./logo";

const buildYear = new Date().getFullYear();
const copy = layoutCopy.footer;

/** The four columns of links: two by two beside the wordmark, or, compact, four abreast from 1024px. */
function FooterNav({ compact }: { compact: boolean }) {
  return (
    <nav
      aria-label={copy.navigationLabel}
      className={cn(
        "grid",
        compact
          ? "grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4 lg:gap-x-10"
          : "gap-x-10 gap-y-12 sm:grid-cols-2 lg:col-span-8",
      )}
    >
      {footerColumns.map((column) => (
        <div key={column.heading}>
          {/* Full, the columns are wide enough that no heading has to wrap; compact, a heading may. */}
          <h2
            className={cn(
              "font-display font-semibold text-paper text-sm uppercase tracking-[0.12em]",
              compact ? "text-balance" : "whitespace-nowrap",
            )}
          >
            {column.heading}
          </h2>
          <ul className="mt-3 flex flex-col items-start">
            {column.links.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className={cn(
                    "block text-ink-muted leading-snug transition-colors hover:text-paper",
                    compact ? "py-1 text-[0.9375rem]" : "py-1.5",
                  )}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

const cookieLinkClassName =
  "inline-flex min-h-11 items-center underline-offset-4 transition-colors hover:text-paper hover:underline";

/**
 * The contact section, the site's links and the small print. On the quiet pages the whole footer
 * is compact: the same form and links, set densely, and the wordmark in the line of small print.
 */
function SiteFooter() {
  // Pages are prerendered, so the year is refreshed in the browser in case the build is older than the visit.
  const [year, setYear] = useState(buildYear);
  useEffect(() => {
    setYear(new Date().getFullYear());
  }, []);
  const compact = useContactVariant() === "compact";
  const copyright = <p>{fillParts(copy.copyright, { year, legalName: site.legalName })}</p>;

  return (
    <footer data-slot="site-footer" data-tone="ink" className="bg-ink text-paper">
      <ContactSection />
      {compact ? (
        <Container className="pb-8">
          <div data-slot="footer-columns" className="border-line-inverse border-t pt-10">
            <FooterNav compact />
          </div>
          <div className="mt-8 flex flex-col items-start gap-x-6 gap-y-1 border-line-inverse border-t pt-5 text-ink-muted text-sm lg:flex-row lg:items-center">
            <Logo className="text-paper" />
            {copyright}
            <CookieSettingsLink className={cn(cookieLinkClassName, "lg:ml-auto")} />
          </div>
        </Container>
      ) : (
        <Container className="py-16">
          {/* The rules span the content column, not the page's padding: they line up with the text. */}
          <div data-slot="footer-columns" className="grid gap-12 border-line-inverse border-t pt-16 lg:grid-cols-12">
            <div className="lg:col-span-4">
              <Logo />
              <p className="mt-4 max-w-xs text-ink-muted leading-relaxed">
                {fillParts(copy.tagline, { tagline: site.tagline })}
              </p>
            </div>
            <FooterNav compact={false} />
          </div>
          <div className="mt-16 flex flex-col gap-2 border-line-inverse border-t pt-8 text-ink-muted text-sm sm:flex-row sm:items-center sm:justify-between">
            {copyright}
            <CookieSettingsLink className={cookieLinkClassName} />
          </div>
        </Container>
      )}
    </footer>
  );
}

export { SiteFooter };
