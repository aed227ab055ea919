import type { CSSProperties } from "react";
import { SectorBadge } from "~/components/ui/badge";
import { Container } from "~/components/ui/container";
import { CoverPicture } from "~/components/ui/cover-picture";
import type { CaseStudyPage } from "~/content/case-studies.server";
import { useCaseStudyPageCopy } from "~/content/pages/case-studies";
import { unwidow } from "~/lib/typography";
import { cn } from "~/lib/utils";
import { BackToCaseStudies } from "./back-to-case-studies";
import { keepTogether } from "./keep-together";

type CaseStudyHeroProps = Pick<
  CaseStudyPage,
  "title" | "sector" | "summary" | "cover" | "disciplines" | "backLink" | "art" | "places"
>;

/** What each layout of the hero sets: the client's name (sized by its length), the lede, the cover and the credits. */
type HeroBodyProps = Pick<CaseStudyPage, "title" | "sector" | "cover" | "disciplines"> & {
  lede: string;
  name: CSSProperties;
};

/**
 * The client's name at display size, sized from its column's width and its length (a display face is
 * about 0.6em a character), so the longest name sits on one line at every width.
 * - essay: on paper, beside the cover, the credits under the summary;
 * - performance: on paper beside the cover, the credits across beneath both, so the results follow at once;
 * - reveal: the name is the event, set edge to edge across a band of the client's own colour.
 */
function CaseStudyHero({ title, sector, summary, cover, disciplines, backLink, art, places }: CaseStudyHeroProps) {
  const body = {
    title,
    sector,
    cover,
    disciplines,
    lede: keepTogether(unwidow(summary), places),
    name: { "--name-chars": title.length } as CSSProperties,
  };
  const reveal = art.layout === "reveal";
  return (
    <section
      aria-labelledby="case-study-title"
      data-composition="hero"
      data-layout={art.layout}
      className={reveal ? "pt-24 md:pt-32" : "pt-24 pb-12 md:pt-32 md:pb-16"}
    >
      <Container>
        <BackToCaseStudies mode={backLink} />
        {reveal ? null : <HeroColumns {...body} performance={art.layout === "performance"} />}
      </Container>
      {reveal ? <RevealBand {...body} /> : null}
    </section>
  );
}

/** The reveal's band of the client's colour across the page: the name edge to edge, then lede, credits and cover. */
function RevealBand({ title, sector, cover, disciplines, lede, name }: HeroBodyProps) {
  return (
    <div className="mt-6 bg-[color:var(--client-band)] pt-10 pb-12 text-[color:var(--client-on-band)] md:mt-10 md:pt-14 md:pb-20">
      <Container>
        {/* On a pill of paper, so the badge keeps its one style whatever the client's colour. */}
        <span className="inline-flex rounded-full bg-paper">
          <SectorBadge>{sector}</SectorBadge>
        </span>
        <div style={name} className="@container mt-6 md:mt-10">
          <h1
            id="case-study-title"
            className="whitespace-nowrap font-semibold text-[clamp(1.5rem,calc(100cqi/(var(--name-chars)*0.58)),17rem)] leading-[0.82] tracking-[-0.055em]"
          >
            {title}
          </h1>
        </div>
        <div className="mt-10 grid gap-10 border-[color:var(--client-band-rule)] border-t-2 pt-8 md:mt-14 lg:grid-cols-12 lg:gap-12 lg:pt-12">
          <div className="lg:col-span-6">
            <p className="max-w-[34ch] text-pretty font-display font-semibold text-2xl leading-snug tracking-[-0.015em] md:text-[2rem] md:leading-[1.2]">
              {lede}
            </p>
            <Credits
              title={title}
              sector={sector}
              disciplines={disciplines}
              labelClassName=""
              className="mt-10 sm:grid-cols-2"
            />
          </div>
          <CoverPicture
            cover={cover}
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 48vw, calc(100vw - 40px)"
            priority
            className="rounded-card lg:col-span-6 lg:self-start"
          />
        </div>
      </Container>
    </div>
  );
}

/** The essay's and the performance story's hero on paper: the name and lede in one column, the cover in the other. */
function HeroColumns({
  title,
  sector,
  cover,
  disciplines,
  lede,
  name,
  performance,
}: HeroBodyProps & { performance: boolean }) {
  return (
    <div className="mt-8 grid gap-10 md:mt-12 lg:grid-cols-12 lg:gap-12">
      <div style={name} className={cn("@container min-w-0", performance ? "lg:col-span-6" : "lg:col-span-5")}>
        <SectorBadge>{sector}</SectorBadge>
        <h1
          id="case-study-title"
          className="mt-6 whitespace-nowrap font-semibold text-[clamp(1.5rem,calc(100cqi/(var(--name-chars)*0.6)),7rem)] leading-[0.9] tracking-[-0.05em]"
        >
          {title}
        </h1>
        <p className="mt-6 max-w-[38ch] text-pretty text-muted text-xl leading-relaxed md:mt-8 md:text-2xl md:leading-normal">
          {lede}
        </p>
        {performance ? null : (
          <Credits
            title={title}
            sector={sector}
            disciplines={disciplines}
            className="mt-10 border-[color:var(--client-rule)] border-t-2 pt-6 sm:grid-cols-2"
          />
        )}
      </div>
      <CoverPicture
        cover={cover}
        sizes={
          performance
            ? "(min-width: 1280px) 600px, (min-width: 1024px) 48vw, calc(100vw - 40px)"
            : "(min-width: 1280px) 700px, (min-width: 1024px) 56vw, calc(100vw - 40px)"
        }
        priority
        // The cover keeps its own 16:10 at every width: its lettering runs to the frame's edges by
        // design, so any other crop would cut the client's name.
        className={cn("rounded-card lg:self-center", performance ? "lg:col-span-6" : "lg:col-span-7")}
      />
      {performance ? (
        <Credits
          title={title}
          sector={sector}
          disciplines={disciplines}
          disciplinesClassName=""
          className="border-[color:var(--client-rule)] border-t-2 pt-6 sm:grid-cols-[1fr_1fr_2fr] lg:col-span-12"
        />
      ) : null}
    </div>
  );
}

/** Client, sector and disciplines, set as the work's credits. */
function Credits({
  title,
  sector,
  disciplines,
  className,
  labelClassName = "text-muted",
  disciplinesClassName = "sm:col-span-2",
}: Pick<CaseStudyPage, "title" | "sector" | "disciplines"> & {
  className?: string;
  labelClassName?: string;
  disciplinesClassName?: string;
}) {
  const caseStudyPageCopy = useCaseStudyPageCopy();
  const { facts } = caseStudyPageCopy;
  return (
    <dl className={cn("grid content-start gap-5 text-[0.9375rem]", className)}>
      <div>
        <dt className={cn("text-sm", labelClassName)}>{facts.client}</dt>
        <dd className="mt-1 font-medium">{title}</dd>
      </div>
      <div>
        <dt className={cn("text-sm", labelClassName)}>{facts.sector}</dt>
        <dd className="mt-1 font-medium">{sector}</dd>
      </div>
      <div className={disciplinesClassName}>
        <dt className={cn("text-sm", labelClassName)}>{facts.disciplines}</dt>
        <dd className="mt-1 font-medium">{disciplines.map((discipline) => discipline.title).join(", ")}</dd>
      </div>
    </dl>
  );
}

export { CaseStudyHero };
