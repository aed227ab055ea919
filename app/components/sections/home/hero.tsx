import { ArrowDown, ArrowUpRight } from "lucide-react";
import { Link } from "react-router";
import { ContactLink, ScrollLink } from "~/components/layout/scroll-link";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Lumen } from "~/components/ui/lumen";
import type { CaseStudyMention } from "~/content/case-studies.server";
import type { HomeContent } from "~/content/home.schema";
import { unwidow } from "~/lib/typography";
import { cn } from "~/lib/utils";

type HomeHeroProps = { content: HomeContent["hero"]; rail: CaseStudyMention[] };

/**
 * On a phone the two buttons share a row in equal halves while each label fits its half with its
 * padding, and take a row each when one does not (a longer language). Below 380 px no label fits
 * with its padding, so they keep their halves.
 */
const PHONE_BUTTON =
  "max-sm:h-12 max-sm:grow max-sm:basis-[calc(50%-0.3125rem)] max-sm:px-3 max-sm:text-[0.9375rem] max-[379px]:min-w-0";

/**
 * The opening statement, its calls to action, then the proof: the work, client by client, each with
 * its headline result. On a phone all three share the first screen, clear of the consent banner.
 */
function HomeHero({ content, rail }: HomeHeroProps) {
  return (
    <section
      aria-labelledby="hero-heading"
      data-composition="hero"
      className="relative overflow-hidden bg-paper pt-24 pb-12 sm:pt-32 md:pt-40 md:pb-20"
    >
      <Container>
        <p className="motion-safe:animate-lift font-medium text-[0.75rem] text-muted uppercase tracking-[0.14em] sm:text-[0.8125rem] sm:tracking-[0.16em]">
          {/* Joined to the word before, so no line starts with a separator. */}
          {content.eyebrow.replaceAll(" · ", "\u00a0· ")}
        </p>
        <h1
          id="hero-heading"
          className="mt-4 max-w-[13ch] motion-safe:animate-lift font-semibold text-[2.75rem] leading-[0.98] tracking-[-0.045em] [animation-delay:60ms] min-[380px]:text-[3.125rem] sm:mt-6 sm:text-7xl lg:max-w-none lg:text-[6.5rem] xl:text-[7rem]"
        >
          <Lumen text={content.heading} />
        </h1>
        <div className="mt-5 max-w-2xl motion-safe:animate-lift [animation-delay:120ms] sm:mt-8 md:mt-10">
          <p className="text-base text-muted leading-relaxed sm:text-lg md:text-xl">{unwidow(content.lead)}</p>
          <div className="mt-6 flex flex-wrap gap-2.5 sm:mt-10 sm:gap-3">
            <Button asChild size="lg" className={PHONE_BUTTON}>
              <ContactLink>{content.primaryCta}</ContactLink>
            </Button>
            <Button asChild variant="outline" size="lg" className={PHONE_BUTTON}>
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
 * as more work than fits; it scrolls sideways on its own, never the page. Each client is shown by
 * its result: a figure wherever its study gives one, at display size.
 */
function WorkRail({ label, items }: { label: string; items: CaseStudyMention[] }) {
  return (
    <div data-slot="work-rail" className="mt-10 [--gutter:1.25rem] sm:[--gutter:2rem] md:mt-20 lg:[--gutter:2.5rem]">
      <Container>
        <h2 id="work-rail-heading" className="font-medium font-sans text-muted text-sm">
          {label}
        </h2>
      </Container>
      <div className="mt-3 snap-x snap-mandatory overflow-x-auto overscroll-x-contain pb-4 [scrollbar-width:thin] [scroll-padding-inline:max(var(--gutter),calc((100%-80rem)/2+var(--gutter)))] sm:mt-4">
        <ul
          aria-labelledby="work-rail-heading"
          className="flex w-max border-line border-t px-[max(var(--gutter),calc((100%-80rem)/2+var(--gutter)))]"
        >
          {items.map((item, index) => (
            <li
              key={item.slug}
              className="w-[14rem] shrink-0 snap-start motion-safe:animate-lift border-line border-r first:border-l sm:w-[17rem]"
              style={{ animationDelay: `${180 + index * 40}ms` }}
            >
              <Link
                to={item.href}
                className="group flex h-full flex-col px-5 pt-4 pb-5 transition-colors hover:bg-paper-deep focus-visible:bg-paper-deep sm:pt-5 sm:pb-6"
              >
                <span className="flex items-center justify-between gap-3 font-semibold text-[0.9375rem] tracking-[-0.01em]">
                  {item.title}
                  <ArrowUpRight
                    aria-hidden="true"
                    className="size-4 shrink-0 text-muted transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
                  />
                </span>
                <span
                  data-slot="evidence"
                  className={cn(
                    "mt-3 whitespace-nowrap font-display font-semibold leading-none tracking-[-0.04em] sm:mt-4",
                    // A figure is set large; a word or a longer figure a size down, to fit its column.
                    item.evidence.headline.length <= 6
                      ? "text-[2.5rem] sm:text-[3.25rem]"
                      : "text-[1.75rem] sm:text-[2.25rem]",
                  )}
                >
                  {item.evidence.headline}
                </span>
                <span className="mt-2 text-[0.875rem] text-muted leading-snug sm:text-[0.9375rem]">
                  {item.evidence.caption}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export { HomeHero };
