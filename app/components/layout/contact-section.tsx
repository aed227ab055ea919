import { ArrowUpRight, Mail } from "lucide-react";
import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import { Section, SectionHeader } from "~/components/ui/section";
import { Toaster } from "~/components/ui/toast";
import { site } from "~/config/site";
import { CONTACT_SECTION_ID } from "~/config/ui";
import type { ContactFormState } from "~/lib/contact";
import { useSiteCopy } from "~/lib/site-copy";
import { cn } from "~/lib/utils";
import { ContactForm } from "./contact-form";
import { useContactVariant } from "./contact-variant";

/** The route that renders a failed no-JavaScript submission; its state fills the form below. */
export const CONTACT_FORM_ROUTE_ID = "contact-form";

/** Prefer email: the address as a link, large in the full section and a line of small print in the compact one. */
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

/**
 * The contact section at the foot of every page: the target of every "contact us" link. A route
 * can ask for the compact band (see `useContactVariant`); the form is the same in both.
 */
function ContactSection() {
  const contactCopy = useSiteCopy().contact;
  // The failed post's page in English, or under its language's prefix (routes.ts, ADR 085).
  const english = useRouteLoaderData(CONTACT_FORM_ROUTE_ID) as ContactFormState | undefined;
  const spanish = useRouteLoaderData(`es/${CONTACT_FORM_ROUTE_ID}`) as ContactFormState | undefined;
  const returned = english ?? spanish;
  const variant = useContactVariant();
  // Whether the visitor opened a form that waits behind a button. The footer outlives navigation, so
  // the form is still open on coming Back, and the page is as long as when they left.
  const [opened, setOpened] = useState(false);
  const compact = variant !== "full";
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
          {compact ? (
            <>
              <SectionHeader
                id="contact-heading"
                size="compact"
                eyebrow={contactCopy.eyebrow}
                heading={contactCopy.heading}
              />
              <p className="mt-4 text-ink-muted leading-relaxed">{contactCopy.lead}</p>
              <p className="mt-5 text-ink-muted text-sm">{contactCopy.directLabel}</p>
              <EmailLink compact />
            </>
          ) : (
            <>
              <SectionHeader
                id="contact-heading"
                eyebrow={contactCopy.eyebrow}
                heading={contactCopy.heading}
                lead={contactCopy.lead}
              />
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
        <div className={compact ? "lg:col-span-8" : "lg:col-span-7"}>
          {variant === "collapsed" ? (
            // Opens without JavaScript; a link to the section opens it too (ScrollLink).
            <details
              open={opened || Boolean(returned)}
              onToggle={(event) => setOpened(event.currentTarget.open)}
              className="group"
            >
              <summary className="inline-flex min-h-12 cursor-pointer list-none items-center gap-3 rounded-full border border-line-inverse px-6 font-medium transition-colors hover:border-paper group-open:hidden [&::-webkit-details-marker]:hidden">
                <span aria-hidden="true" className="size-2 rounded-full bg-ember" />
                {contactCopy.openForm}
              </summary>
              <div className="rounded-card border border-line-inverse bg-ink-soft p-5 md:p-8">
                <ContactForm initial={returned} compact />
              </div>
            </details>
          ) : (
            <div
              className={cn(
                "rounded-card border border-line-inverse bg-ink-soft",
                compact ? "p-5 md:p-8" : "p-6 md:p-10",
              )}
            >
              <ContactForm initial={returned} compact={compact} />
            </div>
          )}
        </div>
      </div>
      <Toaster label={contactCopy.toast.regionLabel} dismissLabel={contactCopy.toast.dismissLabel} />
    </Section>
  );
}

export { ContactSection };
