import { SectorBadge } from "~/components/ui/badge";
import { CoverCard } from "~/components/ui/cover-card";
import { Section } from "~/components/ui/section";
import type { CaseStudyWorkCard } from "~/content/case-studies.server";
import type { HomeContent } from "~/content/home.schema";
import { useSiteCopy } from "~/lib/site-copy";
import { HeaderWithLink } from "./header-with-link";

function WorkSection({ content, cards }: { content: HomeContent["work"]; cards: CaseStudyWorkCard[] }) {
  const { sections, paths } = useSiteCopy();
  const { cta } = sections.caseCards;
  return (
    <Section id="work" composition="grid" aria-labelledby="work-heading">
      <HeaderWithLink id="work-heading" content={content} to={paths.caseStudies} />
      <ul className="mt-12 grid gap-6 md:mt-16 md:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.slug}>
            <CoverCard
              to={card.href}
              title={card.title}
              cover={card.cover}
              sizes="(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 768px) 46vw, 92vw"
              eyebrow={<SectorBadge>{card.sector}</SectorBadge>}
              cta={cta}
            >
              <p className="mt-3 text-muted leading-relaxed">{card.summary}</p>
            </CoverCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export { WorkSection };
