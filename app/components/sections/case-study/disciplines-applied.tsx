import { Ordinal } from "~/components/ui/ordinal";
import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";
import type { CaseStudyPage } from "~/content/case-studies.server";
import { caseStudyPageCopy } from "~/content/pages/case-studies";

function DisciplinesApplied({ disciplines }: Pick<CaseStudyPage, "disciplines">) {
  const copy = caseStudyPageCopy.disciplines;
  return (
    <Section tone="deep" aria-labelledby="disciplines-heading">
      <SectionHeader id="disciplines-heading" eyebrow={copy.eyebrow} heading={copy.heading} />
      <ol className="mt-10 grid gap-4 sm:grid-cols-2 md:mt-14 lg:grid-cols-4 lg:gap-5">
        {disciplines.map((discipline, index) => (
          <li
            key={discipline.title}
            data-slot="discipline"
            className="flex flex-col rounded-card border border-line bg-paper p-6 md:p-7"
          >
            <Ordinal index={index} className="text-ember-deep" />
            <h3 className="mt-8 font-semibold text-xl leading-tight tracking-[-0.02em] md:mt-12">{discipline.title}</h3>
            <p className="mt-3 text-muted leading-relaxed">{discipline.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export { DisciplinesApplied };
