import { ArrowDown, ArrowUpRight } from "lucide-react";
import { Link } from "react-router";
import { ContactLink, ScrollLink } from "~/components/layout/scroll-link";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { CaseStudyMention } from "~/content/case-studies.server";
import type { HomeContent } from "~/content/home.schema";
import { unwidow } from "~/lib/typography";

type HomeHeroProps = { content: HomeContent["hero"]; rail: CaseStudyMention[] };

/** The opening statement, then the work itself: a rail of case studies set in type, running off the page's edge. */
function HomeHero({ content, rail }: HomeHeroProps) {
  return (
    <section
      aria-labelledby="hero-heading"
      data-composition="hero"
      className="relative overflow-hidden bg-paper pt-32 pb-14 md:pt-40 md:pb-20"
    >
      <Container>
        <p className="motion-safe:animate-lift font-medium text-[0.8125rem] text-muted uppercase tracking-[0.16em]">
          {content.eyebrow}
        </p>
        <h1
          id="hero-heading"
          className="mt-6 max-w-[13ch] motion-safe:animate-lift font-semibold text-[3.25rem] leading-[0.98] tracking-[-0.045em] [animation-delay:60ms] sm:text-7xl lg:max-w-none lg:text-[6.5rem] xl:text-[7rem]"
        >
          {content.heading}
        </h1>
        {/* The calls to action stay at the left edge under the lead, clear of the consent banner's corner. */}
        <div className="mt-8 max-w-2xl motion-safe:animate-lift [animation-delay:120ms] md:mt-10">
          <p className="text-lg text-muted leading-relaxed md:text-xl">{unwidow(content.lead)}</p>
          <div className="mt-10 grid gap-3 sm:flex sm:flex-wrap">
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
        </div>
      </Container>
      <WorkRail label={content.railLabel} items={rail} />
    </section>
  );
}

/**
 * The rail starts at the content column's edge and runs past the viewport's right edge, so it reads
 * as more work than fits; it scrolls sideways on its own, never the page.
 */
function WorkRail({ label, items }: { label: string; items: CaseStudyMention[] }) {
  return (
    <div data-slot="work-rail" className="mt-14 [--gutter:1.25rem] sm:[--gutter:2rem] md:mt-20 lg:[--gutter:2.5rem]">
      <Container>
        <h2 id="work-rail-heading" className="font-medium font-sans text-muted text-sm">
          {label}
        </h2>
      </Container>
      <div className="mt-4 snap-x snap-mandatory overflow-x-auto overscroll-x-contain pb-4 [scrollbar-width:thin] [scroll-padding-inline:max(var(--gutter),calc((100%-80rem)/2+var(--gutter)))]">
        <ul
          aria-labelledby="work-rail-heading"
          className="flex w-max border-line border-t px-[max(var(--gutter),calc((100%-80rem)/2+var(--gutter)))]"
        >
          {items.map((item, index) => (
            <li
              key={item.slug}
              className="w-[15.5rem] shrink-0 snap-start motion-safe:animate-lift border-line border-r first:border-l sm:w-[18rem]"
              style={{ animationDelay: `${180 + index * 40}ms` }}
            >
              <Link
                to={item.href}
                className="group flex h-full flex-col gap-3 px-5 pt-5 pb-6 transition-colors hover:bg-paper-deep focus-visible:bg-paper-deep"
              >
                <span className="flex items-center justify-between font-medium text-[0.75rem] text-muted uppercase tracking-[0.14em]">
                  {item.sector}
                  <ArrowUpRight
                    aria-hidden="true"
                    className="size-4 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
                  />
                </span>
                <span className="font-display font-semibold text-[1.75rem] leading-[1.05] tracking-[-0.03em] sm:text-[2rem]">
                  {item.title}
                </span>
                <span className="text-[0.9375rem] text-muted leading-snug">{item.teaser}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export { HomeHero };
