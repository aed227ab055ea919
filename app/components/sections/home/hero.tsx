import { ArrowDown } from "lucide-react";
import { ContactLink, ScrollLink } from "~/components/layout/scroll-link";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { HomeContent } from "~/content/home.schema";

function HomeHero({ content }: { content: HomeContent["hero"] }) {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-paper pt-32 pb-16 md:pt-44 md:pb-24">
      <HeroArt />
      <Container className="relative">
        <p className="motion-safe:animate-lift font-medium text-[0.8125rem] text-muted uppercase tracking-[0.16em]">
          {content.eyebrow}
        </p>
        <h1
          id="hero-heading"
          className="mt-6 max-w-[13ch] motion-safe:animate-lift font-semibold text-[3.25rem] leading-[0.98] tracking-[-0.045em] [animation-delay:60ms] sm:text-7xl lg:text-[7.5rem]"
        >
          {content.heading}
        </h1>
        <p className="mt-8 max-w-2xl motion-safe:animate-lift text-lg text-muted leading-relaxed [animation-delay:120ms] md:text-xl">
          {content.lead}
        </p>
        <div className="mt-10 grid motion-safe:animate-lift gap-3 [animation-delay:180ms] sm:flex sm:flex-wrap">
          <Button asChild size="lg">
            <ContactLink>{content.primaryCta}</ContactLink>
          </Button>
          <Button asChild variant="outline" size="lg">
            <ScrollLink target="work">
              {content.secondaryCta}
              <ArrowDown aria-hidden="true" />
            </ScrollLink>
          </Button>
        </div>
        <div className="mt-20 border-line border-t pt-6 md:mt-28">
          <h2 className="font-semibold text-muted text-sm">{content.clientsLabel}</h2>
          <ul className="mt-4 flex flex-wrap gap-x-8 gap-y-3 font-display font-semibold text-ink/70 text-xl tracking-[-0.02em] md:text-2xl">
            {content.clients.map((client) => (
              <li key={client}>{client}</li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}

/** A low, warm sun rising behind the headline: the "lumen". Pure CSS, no request. */
function HeroArt() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      <div className="absolute -top-24 -right-40 size-[34rem] rounded-full bg-[radial-gradient(circle_at_35%_35%,var(--color-ember),color-mix(in_oklab,var(--color-ember)_55%,var(--color-paper))_55%,transparent_72%)] opacity-80 blur-2xl md:-top-32 md:-right-24 md:size-[52rem]" />
      <div className="absolute top-40 -right-16 size-72 rounded-full border border-ink/10 md:top-48 md:right-24 md:size-[30rem]" />
      <div className="absolute top-56 right-6 size-40 rounded-full border border-ink/10 md:top-72 md:right-48 md:size-64" />
    </div>
  );
}

export { HomeHero };
