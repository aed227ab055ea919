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
      <Container className="border-line-inverse border-t py-16">
        <div className="grid gap-12 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <Logo />
            <p className="mt-4 max-w-xs text-ink-muted leading-relaxed">
              {site.tagline}. London, New York and Barcelona.
            </p>
          </div>
          <nav aria-label="Footer" className="grid gap-10 sm:grid-cols-2 lg:col-span-8 lg:grid-cols-4">
            {footerColumns.map((column) => (
              <div key={column.heading}>
                <h2 className="font-display font-semibold text-paper text-sm uppercase tracking-[0.12em]">
                  {column.heading}
                </h2>
                <ul className="mt-4 space-y-1">
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <Link
                        to={link.href}
                        className="inline-flex min-h-11 items-center text-ink-muted transition-colors hover:text-paper sm:min-h-9"
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
