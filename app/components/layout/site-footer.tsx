import { clsx as cn } from "clsx";
import { ArrowUpRight, Mail } from "lucide-react";
import { useState } from "react";
import { isRouteErrorResponse, useMatches, useRouteError, useRouteLoaderData } from "react-router";
import { Container, Section, SectionHeader } from "~/components/ui/section";
import { Toaster } from "~/components/ui/toast";
import { site } from "~/config/site";
import { CONTACT_SECTION_ID } from "~/config/ui";
import { openCookieSettings } from "~/lib/consent";
import type { ContactFormState } from "~/lib/contact";
import { useEffect } from "~/lib/effects";
import { isPlainClick } from "~/lib/events";
import { fillParts } from "~/lib/placeholders";
import { useSiteCopy } from "~/lib/site-copy";
import { ContactForm } from "./contact-form";
import { LanguageSwitch } from "./language-switch";
import { Logo, linkList } from "./site-header";

/**
 * A route's `handle` may ask for a compact band (a quiet page, an index) or that band with the form
 * behind a button (a message just sent, a missing page, where a form would stand under a dead end).
 */
type ContactHandle = { contact?: "full" | "compact" | "collapsed" };

/** The deepest matched route that declares a variant decides; a 404 screen waits with its form closed. */
function useContactVariant() {
  const matches = useMatches();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return { variant: "collapsed", missing: true };
  const declared = matches.map((match) => (match.handle as ContactHandle | undefined)?.contact).findLast(Boolean);
  return { variant: declared ?? "full", missing: false };
}

/** The address as a link, large in the full section and a line of small print in the compact one. */
function EmailLink({ compact }: { compact: boolean }) {
  return (
    <a
      href={`mailto:${site.email}`}
      className={cn(
        "group inline-flex min-h-11 items-center font-display font-semibold tracking-[-0.02em] underline decoration-line-inverse underline-offset-8 hover:decoration-ember",
        compact ? "mt-1 gap-2 text-lg lg:text-base xl:text-lg" : "mt-2 gap-3 text-xl sm:text-2xl",
      )}
    >
      <Mail aria-hidden="true" className={cn("shrink-0 text-ember", compact ? "size-5" : "size-6")} />
      {/* Broken anywhere only on a phone, where the address is wider than the column. */}
      <span className="break-all sm:break-normal sm:whitespace-nowrap">{site.email}</span>
      <ArrowUpRight
        aria-hidden="true"
        className="size-5 shrink-0 transition-transform group-hover:translate-x-1 group-hover:-translate-y-1"
      />
    </a>
  );
}

/** The target of every "contact us" link, at the foot of every page. */
function ContactSection() {
  const contactCopy = useSiteCopy().contact;
  // A failed no-JavaScript post's state, in English or under its language's prefix (routes.ts, ADR 085).
  const english = useRouteLoaderData("contact-form") as ContactFormState | undefined;
  const spanish = useRouteLoaderData("es/contact-form") as ContactFormState | undefined;
  const returned = english ?? spanish;
  const { variant, missing } = useContactVariant();
  // Just after a message is sent, the band asks for anything to add; the page above has made the promise.
  const sent = variant === "collapsed" && !missing;
  // Whether the visitor opened a form that waits behind a button. The footer outlives navigation, so
  // the form is still open on coming Back, and the page is as long as when they left.
  const [opened, setOpened] = useState(false);
  const compact = variant !== "full";
  const form = (
    <div className={cn("rounded-card border border-line-inverse bg-ink-soft", compact ? "p-5 md:p-8" : "p-6 md:p-10")}>
      <ContactForm initial={returned} compact={compact} />
    </div>
  );
  return (
    <Section
      id={CONTACT_SECTION_ID}
      tone="ink"
      aria-labelledby="contact-heading"
      data-variant={variant}
      className={compact ? "pt-12 pb-10 md:pt-12 md:pb-12" : undefined}
    >
      <div className={cn("grid lg:grid-cols-12", compact ? "gap-8 lg:gap-12" : "gap-12 lg:gap-16")}>
        <div className={compact ? "lg:col-span-4" : "lg:col-span-5"}>
          <SectionHeader
            id="contact-heading"
            lit
            size={compact ? "compact" : "section"}
            eyebrow={contactCopy.eyebrow}
            heading={sent ? contactCopy.sentHeading : contactCopy.heading}
            lead={compact ? undefined : contactCopy.lead}
          />
          {compact ? (
            <>
              {sent ? null : <p className="mt-4 text-ink-muted leading-relaxed">{contactCopy.lead}</p>}
              <p className={cn("text-ink-muted text-sm", sent ? "mt-4" : "mt-5")}>{contactCopy.directLabel}</p>
              <EmailLink compact />
            </>
          ) : (
            <>
              <div className="mt-10 border-line-inverse border-t pt-8">
                <p className="text-ink-muted text-sm">{contactCopy.directLabel}</p>
                <EmailLink compact={false} />
              </div>
              <dl className="mt-10 grid grid-cols-3 gap-4 sm:gap-6 lg:grid-cols-1 xl:grid-cols-3">
                {site.offices
                  .map(({ city }) => contactCopy.offices[city] ?? { city, role: "" })
                  .map((office) => (
                    <div key={office.city}>
                      <dt className="font-display font-semibold text-lg">{office.city}</dt>
                      <dd className="text-ink-muted text-sm">{office.role}</dd>
                    </div>
                  ))}
              </dl>
            </>
          )}
        </div>
        <div className={compact ? cn("lg:col-span-8", variant === "collapsed" && "lg:self-end") : "lg:col-span-7"}>
          {variant === "collapsed" ? (
            // Opens without JavaScript; a link to the section opens it too (ScrollLink).
            <details
              open={opened || Boolean(returned)}
              onToggle={(event) => setOpened(event.currentTarget.open)}
              className="group"
            >
              {/* Closed, it is the band's one call to action: across the column, level with the email link. */}
              <summary className="inline-flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-full border border-line-inverse px-6 font-medium transition-colors hover:border-paper group-open:hidden lg:flex lg:min-h-16 lg:w-full lg:px-8 lg:text-lg [&::-webkit-details-marker]:hidden">
                {missing ? contactCopy.formHeading : contactCopy.openForm}
                <span aria-hidden="true">→</span>
              </summary>
              {form}
            </details>
          ) : (
            form
          )}
        </div>
      </div>
      <Toaster label={contactCopy.toast.regionLabel} dismissLabel={contactCopy.toast.dismissLabel} />
    </Section>
  );
}

const buildYear = new Date().getFullYear();

function SiteFooter() {
  const { layout, navigation, paths } = useSiteCopy();
  const copy = layout.footer;
  // Pages are prerendered, so the year is refreshed in the browser in case the build is older than the visit.
  const [year, setYear] = useState(buildYear);
  useEffect(() => {
    setYear(new Date().getFullYear());
  }, []);
  const small =
    "inline-flex min-h-11 items-center underline-offset-4 transition-colors hover:text-paper hover:underline";

  return (
    <footer data-slot="site-footer" data-tone="ink" className="bg-ink text-paper">
      <ContactSection />
      <Container className="pb-8">
        <div data-slot="footer-columns" className="border-line-inverse border-t pt-10">
          {/* On a phone each column's links run on as a wrapped line, so no label breaks inside. */}
          <nav aria-label={copy.navigationLabel} className="grid gap-x-10 gap-y-7 sm:grid-cols-2 xl:grid-cols-4">
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
        </div>
        <div className="mt-10 flex flex-col items-start gap-x-6 gap-y-1 border-line-inverse border-t pt-5 text-ink-muted text-sm lg:flex-row lg:items-center">
          <Logo className="text-paper" />
          <p>{fillParts(copy.copyright, { year, legalName: site.legalName })}</p>
          <div className="flex flex-wrap gap-x-6 lg:ml-auto">
            <LanguageSwitch className={small} />
            {/* Reopens the cookie banner; without JavaScript, and so without the banner, it leads to the cookie policy. */}
            <a
              href={paths.cookiePolicy}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                openCookieSettings();
              }}
              data-slot="cookie-settings-link"
              className={small}
            >
              {copy.cookieSettings}
            </a>
          </div>
        </div>
      </Container>
    </footer>
  );
}

export { type ContactHandle, SiteFooter };
