import { useState } from "react";
import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import { footerColumns, site } from "~/config/site";
import { useEffect } from "~/lib/effects";
import { ContactSection } from "./contact-section";
import { CookieSettingsLink } from "./cookie-settings-link";
import { Logo } from "./logo";

const buildYear = new Date().getFullYear();

function SiteFooter() {
  // Pages are prerendered, so the year is refreshed in the browser in case the build is older than the visit.
  const [year, setYear] = useState(buildYear);
  useEffect(() => {
    setYear(new Date().getFullYear());
  }, []);

  return (
    <footer data-slot="site-footer" data-tone="ink" className="bg-ink text-paper">
      <ContactSection />
      <Container className="py-16">
        {/* The rules span the content column, not the page's padding: they line up with the text. */}
        <div data-slot="footer-columns" className="grid gap-12 border-line-inverse border-t pt-16 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <Logo />
            <p className="mt-4 max-w-xs text-ink-muted leading-relaxed">
              {site.tagline}. London, New York and Barcelona.
            </p>
          </div>
          {/* Two columns of links at most, wide enough that no heading or label has to wrap. */}
          <nav aria-label="Footer" className="grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:col-span-8">
            {footerColumns.map((column) => (
              <div key={column.heading}>
                <h2 className="whitespace-nowrap font-display font-semibold text-paper text-sm uppercase tracking-[0.12em]">
                  {column.heading}
                </h2>
                <ul className="mt-3 flex flex-col items-start">
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <Link
                        to={link.href}
                        className="block py-1.5 text-ink-muted leading-snug transition-colors hover:text-paper"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-16 flex flex-col gap-2 border-line-inverse border-t pt-8 text-ink-muted text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {site.legalName}. All rights reserved. Registered in England and Wales.
          </p>
          <CookieSettingsLink className="inline-flex min-h-11 items-center underline-offset-4 transition-colors hover:text-paper hover:underline" />
        </div>
      </Container>
    </footer>
  );
}

export { SiteFooter };
