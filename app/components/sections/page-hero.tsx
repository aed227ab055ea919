import type { ReactNode } from "react";
import { ContactLink } from "~/components/layout/scroll-link";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";
import type { Theme } from "~/content/shared";
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

/** The opening of a service or location page: headline, lead and a call to action that scrolls to #contact. */
function PageHero({ eyebrow, heading, lead, cta, tone, accent, motif }: PageHeroProps) {
  return (
    <Section tone={tone} aria-labelledby="page-title" className="overflow-hidden pt-32 md:pt-44 md:pb-28">
      <div className="grid items-center gap-12 lg:grid-cols-12 lg:gap-10">
        <div className="motion-safe:animate-rise lg:col-span-7">
          <SectionHeader
            as="h1"
            id="page-title"
            eyebrow={<span className={accentText[accent]}>{eyebrow}</span>}
            heading={heading}
            lead={lead}
            className="[&_p:last-child]:max-w-2xl"
          />
          <Button asChild variant="secondary" size="lg" className="mt-10">
            <ContactLink data-cta="hero">{cta}</ContactLink>
          </Button>
        </div>
        <div className="w-56 sm:w-72 lg:col-span-5 lg:mx-auto lg:w-full lg:max-w-[28rem]">{motif}</div>
      </div>
    </Section>
  );
}

export { PageHero };
