import type { ReactNode } from "react";
import { ContactLink } from "~/components/layout/scroll-link";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";
import type { Theme } from "~/content/shared";
import { PAIR_LIMIT, unwidow } from "~/lib/typography";
import { type Accent, accentText } from "./accent";
import { keepPlaceNames } from "./places";

type PageHeroProps = {
  eyebrow: string;
  heading: string;
  lead: string;
  cta: string;
  tone: Theme["heroTone"];
  accent: Accent;
  /** The hero's evidence beside the lead: the page's headline figures. */
  evidence: ReactNode;
};

/**
 * The opening of a service or location page, as a statement: the headline across the page, then
 * the lead and a call to action that scrolls to #contact, with the page's figures beside them. The
 * lead starts right under the headline and the button sits within the first screen at every width.
 */
function PageHero({ eyebrow, heading, lead, cta, tone, accent, evidence }: PageHeroProps) {
  return (
    <Section
      tone={tone}
      composition="hero"
      aria-labelledby="page-title"
      className="overflow-hidden pt-28 md:pt-36 md:pb-24 lg:pt-32 xl:pt-40"
    >
      <div className="motion-safe:animate-rise">
        <SectionHeader
          as="h1"
          id="page-title"
          eyebrow={<span className={accentText[accent]}>{eyebrow}</span>}
          heading={unwidow(keepPlaceNames(heading), PAIR_LIMIT.title, 3)}
          size="statement"
        />
      </div>
      <div className="mt-8 grid gap-12 md:mt-10 lg:mt-8 lg:grid-cols-12 lg:gap-10 xl:mt-10">
        <div className="motion-safe:animate-rise [animation-delay:80ms] lg:col-span-6">
          <p
            data-slot="hero-lead"
            className="max-w-2xl text-lg text-muted leading-relaxed in-data-[tone=ink]:text-ink-muted xl:text-xl"
          >
            {unwidow(keepPlaceNames(lead))}
          </p>
          <Button asChild variant="secondary" size="lg" className="mt-8">
            <ContactLink data-cta="hero">{cta}</ContactLink>
          </Button>
        </div>
        <div className="motion-safe:animate-rise [animation-delay:160ms] lg:col-span-6 lg:col-start-7 xl:col-span-5 xl:col-start-8">
          {evidence}
        </div>
      </div>
    </Section>
  );
}

export { PageHero };
