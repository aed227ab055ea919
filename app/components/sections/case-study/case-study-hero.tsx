import { SectorBadge } from "~/components/ui/badge";
import { Container } from "~/components/ui/container";
import { CoverPicture } from "~/components/ui/cover-picture";
import type { CaseStudyPage } from "~/content/case-studies.server";
import { caseStudyPageCopy } from "~/content/pages/case-studies";
import { BackToCaseStudies } from "./back-to-case-studies";

type CaseStudyHeroProps = Pick<CaseStudyPage, "title" | "sector" | "summary" | "cover" | "disciplines" | "backLink">;

function CaseStudyHero({ title, sector, summary, cover, disciplines, backLink }: CaseStudyHeroProps) {
  const { facts } = caseStudyPageCopy;
  return (
    <section aria-labelledby="case-study-title" className="pt-24 pb-12 md:pt-32 md:pb-16">
      <Container>
        <BackToCaseStudies mode={backLink} />
        <div className="mt-8 grid gap-10 md:mt-12 lg:grid-cols-12 lg:gap-12">
          <div className="min-w-0 lg:col-span-8">
            <SectorBadge>{sector}</SectorBadge>
            <h1
              id="case-study-title"
              // Scaled to the screen on phones, so a one-word client name ("Leuchtturm1917") fits at 320px.
              className="mt-6 font-semibold text-[clamp(2.25rem,10.5vw,3.25rem)] leading-[0.95] tracking-[-0.045em] [overflow-wrap:anywhere] sm:text-7xl lg:text-[6.5rem]"
            >
              {title}
            </h1>
            <p className="mt-6 max-w-3xl text-muted text-xl leading-relaxed md:mt-8 md:text-2xl md:leading-normal">
              {summary}
            </p>
          </div>
          {/* Below the cover on phones, so the picture is seen first; beside the title on wide screens. */}
          <dl className="order-3 grid content-end gap-5 border-line border-t pt-6 text-[0.9375rem] sm:grid-cols-3 lg:order-none lg:col-span-4 lg:grid-cols-1 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-8">
            <div>
              <dt className="text-muted text-sm">{facts.client}</dt>
              <dd className="mt-1 font-medium">{title}</dd>
            </div>
            <div>
              <dt className="text-muted text-sm">{facts.sector}</dt>
              <dd className="mt-1 font-medium">{sector}</dd>
            </div>
            <div>
              <dt className="text-muted text-sm">{facts.disciplines}</dt>
              <dd className="mt-1 font-medium">{disciplines.map((discipline) => discipline.title).join(", ")}</dd>
            </div>
          </dl>
          <CoverPicture
            cover={cover}
            sizes="(min-width: 1280px) 1200px, calc(100vw - 40px)"
            priority
            className="order-2 rounded-card md:aspect-[2/1] lg:order-none lg:col-span-12 lg:mt-2"
          />
        </div>
      </Container>
    </section>
  );
}

export { CaseStudyHero };
