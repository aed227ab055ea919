import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { SectorBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { CoverCard } from "~/components/ui/cover-card";
import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";
import type { CaseStudyCard } from "~/content/case-studies.server";
import type { HomeContent } from "~/content/home.schema";

function WorkSection({ content, cards }: { content: HomeContent["work"]; cards: CaseStudyCard[] }) {
  return (
    <Section id="work" composition="grid" aria-labelledby="work-heading">
      <div className="flex flex-wrap items-end justify-between gap-8">
        <SectionHeader id="work-heading" eyebrow={content.eyebrow} heading={content.heading} lead={content.lead} />
        <Button asChild variant="outline" size="lg">
          <Link to="/case-studies">
            {content.cta}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      <ul className="mt-12 grid gap-6 md:mt-16 md:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.slug}>
            <CoverCard
              to={card.href}
              title={card.title}
              cover={card.cover}
              sizes="(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 768px) 46vw, 92vw"
              eyebrow={<SectorBadge>{card.sector}</SectorBadge>}
              cta="Read the case study"
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
