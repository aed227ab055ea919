import { ArrowUpRight, Mail } from "lucide-react";
import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";
import { site } from "~/config/site";
import { CONTACT_SECTION_ID } from "~/config/ui";

/** The contact section at the foot of every page: the target of every "contact us" link. */
function ContactSection() {
  return (
    <Section id={CONTACT_SECTION_ID} tone="ink" aria-labelledby="contact-heading">
      <div className="grid gap-12 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-5">
          <SectionHeader
            id="contact-heading"
            eyebrow="Start a conversation"
            heading="Tell us where you want to grow."
            lead={`A senior strategist reads every message and replies within ${site.replyWithinHours} hours, with first thoughts rather than a sales script.`}
          />
          <dl className="mt-10 grid gap-6 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
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
            <p className="font-medium text-ember text-sm uppercase tracking-[0.16em]">Write to us directly</p>
            <a
              href={`mailto:${site.email}`}
              className="group mt-4 inline-flex items-center gap-3 font-display font-semibold text-2xl tracking-[-0.02em] underline decoration-line-inverse underline-offset-8 hover:decoration-ember sm:text-4xl"
            >
              <Mail aria-hidden="true" className="size-7 shrink-0 text-ember" />
              <span className="break-all">{site.email}</span>
              <ArrowUpRight
                aria-hidden="true"
                className="size-6 shrink-0 transition-transform group-hover:translate-x-1 group-hover:-translate-y-1"
              />
            </a>
            <p className="mt-6 max-w-xl text-ink-muted leading-relaxed">
              Tell us about your brand, the market you want to win and what is standing in the way. We reply within{" "}
              {site.replyWithinHours} hours on working days.
            </p>
          </div>
        </div>
      </div>
    </Section>
  );
}

export { ContactSection };
