import { ArrowUpRight, Mail } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";
import { Toaster } from "~/components/ui/toast";
import { site } from "~/config/site";
import { CONTACT_SECTION_ID } from "~/config/ui";
import { contactCopy } from "~/content/contact";
import type { ContactFormState } from "~/lib/contact";
import { ContactForm } from "./contact-form";

/** The route that renders a failed no-JavaScript submission; its state fills the form below. */
export const CONTACT_FORM_ROUTE_ID = "contact-form";

/** The contact section at the foot of every page: the target of every "contact us" link. */
function ContactSection() {
  const returned = useRouteLoaderData(CONTACT_FORM_ROUTE_ID) as ContactFormState | undefined;
  return (
    <Section id={CONTACT_SECTION_ID} tone="ink" aria-labelledby="contact-heading">
      <div className="grid gap-12 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-5">
          <SectionHeader
            id="contact-heading"
            eyebrow={contactCopy.eyebrow}
            heading={contactCopy.heading}
            lead={contactCopy.lead(site.replyWithinHours)}
          />
          <div className="mt-10 border-line-inverse border-t pt-8">
            <p className="text-ink-muted text-sm">{contactCopy.directLabel}</p>
            <a
              href={`mailto:${site.email}`}
              className="group mt-2 inline-flex min-h-11 items-center gap-3 font-display font-semibold text-xl tracking-[-0.02em] underline decoration-line-inverse underline-offset-8 hover:decoration-ember sm:text-2xl"
            >
              <Mail aria-hidden="true" className="size-6 shrink-0 text-ember" />
              <span className="break-all">{site.email}</span>
              <ArrowUpRight
                aria-hidden="true"
                className="size-5 shrink-0 transition-transform group-hover:translate-x-1 group-hover:-translate-y-1"
              />
            </a>
          </div>
          <dl className="mt-10 grid grid-cols-3 gap-4 sm:gap-6 lg:grid-cols-1 xl:grid-cols-3">
            {site.offices.map((office) => (
              <div key={office.city}>
                <dt className="font-display font-semibold text-lg">{office.city}</dt>
                <dd className="text-ink-muted text-sm">{office.role}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="lg:col-span-7">
          <div className="rounded-card border border-line-inverse bg-ink-soft p-6 md:p-10">
            <ContactForm initial={returned} />
          </div>
        </div>
      </div>
      <Toaster />
    </Section>
  );
}

export { ContactSection };
