import type { CSSProperties } from "react";
import { SectorBadge } from "~/components/ui/badge";
import { Container } from "~/components/ui/container";
import { CoverPicture } from "~/components/ui/cover-picture";
import type { CaseStudyPage } from "~/content/case-studies.server";
import { caseStudyPageCopy } from "~/content/pages/case-studies";
import { unwidow } from "~/lib/typography";
import { cn } from "~/lib/utils";
import { BackToCaseStudies } from "./back-to-case-studies";

type CaseStudyHeroProps = Pick<
  CaseStudyPage,
  "title" | "sector" | "summary" | "cover" | "disciplines" | "backLink" | "art"
>;

/**
 * The client's name at display size. "statement": set across a field of the client's colour, the
 * cover full width beneath. "editorial": on paper beside the cover, which is cut tall.
 */
function CaseStudyHero({ title, sector, summary, cover, disciplines, backLink, art }: CaseStudyHeroProps) {
  const statement = art.layout === "statement";
  const picture = (
    <CoverPicture
      cover={cover}
      sizes={
        statement ? "(min-width: 1280px) 1200px, calc(100vw - 40px)" : "(min-width: 1280px) 700px, calc(100vw - 40px)"
      }
      priority
      // The cover keeps its own 16:10 at every width: its lettering runs to the frame's edges by
      // design, so any other crop would cut the client's name.
      className={cn(
        "rounded-card",
        statement
          ? "mt-6"
          : "order-2 lg:order-none lg:col-span-7 lg:col-start-6 lg:row-span-2 lg:row-start-1 lg:self-center",
      )}
    />
  );
  return (
    <section
      aria-labelledby="case-study-title"
      data-composition="hero"
      data-layout={art.layout}
      className="pt-24 pb-12 md:pt-32 md:pb-16"
    >
      <Container>
        <BackToCaseStudies mode={backLink} />
        {/* On paper in both layouts, so the badge keeps its one style whatever the client's colour. */}
        {statement ? (
          <div className="mt-8 md:mt-12">
            <SectorBadge>{sector}</SectorBadge>
          </div>
        ) : null}
        <div
          className={cn(
            statement ? "mt-5 grid gap-10" : "mt-8 grid gap-10 md:mt-12",
            statement
              ? "rounded-card bg-[var(--client-ground)] px-6 py-10 text-[var(--client-light)] md:px-12 md:py-16 lg:grid-cols-12"
              : "lg:grid-cols-12 lg:gap-12",
          )}
        >
          <div
            style={{ "--name-chars": title.length } as CSSProperties}
            className={cn("@container min-w-0", statement ? "lg:col-span-12" : "lg:col-span-5 lg:self-end")}
          >
            {statement ? null : <SectorBadge>{sector}</SectorBadge>}
            <h1
              id="case-study-title"
              // Sized from its column's width and the name's length (a display face is about 0.6em a
              // character), so the longest name ("Leuchtturm1917") sits on one line at every width.
              className={cn(
                !statement && "mt-6",
                "font-semibold leading-[0.9] tracking-[-0.05em]",
                statement
                  ? "text-[clamp(2.25rem,calc(100cqi/(var(--name-chars)*0.6)),10rem)]"
                  : "text-[clamp(2.25rem,calc(100cqi/(var(--name-chars)*0.6)),6rem)]",
              )}
            >
              {title}
            </h1>
            <p
              className={cn(
                "mt-6 max-w-3xl text-xl leading-relaxed md:mt-8 md:text-2xl md:leading-normal",
                !statement && "text-muted",
              )}
            >
              {unwidow(summary)}
            </p>
          </div>
          <Credits
            title={title}
            sector={sector}
            disciplines={disciplines}
            labelClassName={statement ? undefined : "text-muted"}
            className={cn(
              statement
                ? "border-current/25 border-t pt-6 sm:grid-cols-3 lg:col-span-12"
                : "order-3 border-line border-t pt-6 sm:grid-cols-3 lg:order-none lg:col-span-5 lg:grid-cols-2 lg:[&>div:last-child]:col-span-2",
            )}
          />
          {statement ? null : picture}
        </div>
        {statement ? picture : null}
      </Container>
    </section>
  );
}

/** Client, sector and disciplines, set as the work's credits. */
function Credits({
  title,
  sector,
  disciplines,
  className,
  labelClassName,
}: Pick<CaseStudyPage, "title" | "sector" | "disciplines"> & { className?: string; labelClassName?: string }) {
  const { facts } = caseStudyPageCopy;
  return (
    <dl className={cn("grid content-end gap-5 text-[0.9375rem]", className)}>
      <div>
        <dt className={cn("text-sm", labelClassName)}>{facts.client}</dt>
        <dd className="mt-1 font-medium">{title}</dd>
      </div>
      <div>
        <dt className={cn("text-sm", labelClassName)}>{facts.sector}</dt>
        <dd className="mt-1 font-medium">{sector}</dd>
      </div>
      <div>
        <dt className={cn("text-sm", labelClassName)}>{facts.disciplines}</dt>
        <dd className="mt-1 font-medium">{disciplines.map((discipline) => discipline.title).join(", ")}</dd>
      </div>
    </dl>
  );
}

export { CaseStudyHero };
