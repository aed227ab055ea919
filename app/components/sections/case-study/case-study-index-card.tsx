import { Badge, SectorBadge } from "~/components/ui/badge";
import { CoverCard } from "~/components/ui/cover-card";
import type { CaseStudyCard } from "~/content/case-studies.server";
import { useCaseStudyIndexCopy } from "~/content/pages/case-studies";

/** A case study on the index: cover, sector, title, description, disciplines and the call to read it. */
function CaseStudyIndexCard({ study, priority }: { study: CaseStudyCard; priority?: boolean }) {
  const caseStudyIndexCopy = useCaseStudyIndexCopy();
  return (
    <CoverCard
      to={study.href}
      title={study.title}
      heading="h2"
      cover={study.cover}
      priority={priority}
      sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 40px)"
      eyebrow={<SectorBadge>{study.sector}</SectorBadge>}
      cta={caseStudyIndexCopy.cardCta}
    >
      <p className="mt-3 text-muted leading-relaxed">{study.description}</p>
      <ul className="mt-5 flex flex-wrap gap-2">
        {study.disciplines.map((discipline) => (
          <li key={discipline}>
            <Badge>{discipline}</Badge>
          </li>
        ))}
      </ul>
    </CoverCard>
  );
}

export { CaseStudyIndexCard };
