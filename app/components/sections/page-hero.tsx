import type { ReactNode } from "react";
import { ContactLink } from "~/components/layout/scroll-link";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";
import type { Theme } from "~/content/shared";
import { unwidow } from "~/lib/typography";
import { type Accent, accentText } from "./accent";

type PageHeroProps = {
  eyebrow: string;
  heading: string;
  lead: string;
  cta: string;
  tone: Theme["heroTone"];
  accent: Accent;
  /** The composition beside the headline on wide screens. */
  motif: ReactNode;
};

/**
 * The opening of a service or location page, as a statement: the headline across the page, then the
 * lead and a call to action that scrolls to #contact beside the page's motif.
 */
function PageHero({ eyebrow, heading, lead, cta, tone, accent, motif }: PageHeroProps) {
  return (
    <Section
      tone={tone}
      composition="hero"
      aria-labelledby="page-title"
      className="overflow-hidden pt-32 md:pt-44 md:pb-28"
    >
      <div className="motion-safe:animate-rise">
        <SectionHeader
          as="h1"
          id="page-title"
          eyebrow={<span className={accentText[accent]}>{eyebrow}</span>}
          heading={heading}
          size="statement"
        />
      </div>
      <div className="mt-8 grid items-end gap-12 md:mt-10 lg:grid-cols-12 lg:gap-10">
        <div className="motion-safe:animate-rise [animation-delay:80ms] lg:col-span-6">
          <p className="max-w-2xl text-lg text-muted leading-relaxed in-data-[tone=ink]:text-ink-muted md:text-xl">
            {unwidow(lead)}
          </p>
          <Button asChild variant="secondary" size="lg" className="mt-10">
            <ContactLink data-cta="hero">{cta}</ContactLink>
          </Button>
        </div>
        <div className="w-56 sm:w-72 lg:col-span-5 lg:col-start-8 lg:mx-auto lg:w-full lg:max-w-[24rem]">{motif}</div>
      </div>
    </Section>
  );
}

export { PageHero };
