import { SectorBadge } from "~/components/ui/badge";
import { CoverCard } from "~/components/ui/cover-card";
import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";
import type { CaseStudyCard } from "~/content/case-studies.server";
import { useCaseStudyPageCopy } from "~/content/pages/case-studies";
import { keepLastPair } from "./keep-together";

function RelatedCaseStudies({ related }: { related: CaseStudyCard[] }) {
  const caseStudyPageCopy = useCaseStudyPageCopy();
  const copy = caseStudyPageCopy.related;
  return (
    <Section composition="grid" aria-labelledby="related-heading">
      <SectionHeader id="related-heading" eyebrow={copy.eyebrow} heading={keepLastPair(copy.heading)} />
      <ul className="mt-10 grid gap-6 md:mt-14 md:grid-cols-3">
        {related.map((study) => (
          <li key={study.slug} data-slot="related-case-study">
            {/* Related studies open with a full page load: a fresh document, from the top. */}
            <CoverCard
              to={study.href}
              reloadDocument
              title={keepLastPair(study.title)}
              cover={study.cover}
              sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, calc(100vw - 40px)"
              eyebrow={<SectorBadge>{study.sector}</SectorBadge>}
              cta={copy.cta}
            >
              <p className="mt-3 text-muted leading-relaxed">{study.teaser}</p>
            </CoverCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export { RelatedCaseStudies };
