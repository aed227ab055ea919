import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";
import type { CaseStudyPage } from "~/content/case-studies.server";
import { caseStudyPageCopy } from "~/content/pages/case-studies";

/** The disciplines as the work's credits: each named large, with what it did beside it. */
function DisciplinesApplied({ disciplines }: Pick<CaseStudyPage, "disciplines">) {
  const copy = caseStudyPageCopy.disciplines;
  return (
    <Section tone="deep" composition="credits" aria-labelledby="disciplines-heading">
      <div className="grid gap-10 lg:grid-cols-12 lg:gap-10">
        <SectionHeader
          id="disciplines-heading"
          eyebrow={copy.eyebrow}
          heading={copy.heading}
          className="lg:sticky lg:top-28 lg:col-span-4 lg:self-start"
        />
        <ul className="border-line border-t lg:col-span-8">
          {disciplines.map(({ title, description }) => (
            <li
              key={title}
              data-slot="discipline"
              className="grid gap-2 border-line border-b py-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-8 md:py-8"
            >
              <h3 className="font-semibold text-2xl leading-tight tracking-[-0.025em] md:text-[1.75rem]">{title}</h3>
              <p className="text-muted leading-relaxed md:pt-1">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

export { DisciplinesApplied };
