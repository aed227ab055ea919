import { Section } from "~/components/ui/section";
import type { CaseStudyPage } from "~/content/case-studies.server";
import { caseStudyPageCopy } from "~/content/pages/case-studies";
import { keepLastPair, keepTogether } from "./keep-together";

/**
 * The disciplines as the work's credits: the heading across the page, then the four side by side
 * under rules of the client's colour (two by two on a tablet), so every column holds text.
 */
function DisciplinesApplied({ disciplines, places }: Pick<CaseStudyPage, "disciplines" | "places">) {
  const copy = caseStudyPageCopy.disciplines;
  return (
    <Section tone="deep" composition="credits" aria-labelledby="disciplines-heading">
      <p className="font-medium text-[0.8125rem] text-muted uppercase tracking-[0.16em]">{copy.eyebrow}</p>
      <h2
        id="disciplines-heading"
        className="mt-4 text-balance font-semibold text-[2.125rem] leading-[1.05] tracking-[-0.03em] sm:text-5xl lg:text-[3.5rem]"
      >
        {copy.heading}
      </h2>
      <ul className="mt-10 grid gap-x-8 gap-y-10 sm:grid-cols-2 md:mt-14 xl:grid-cols-4">
        {disciplines.map(({ title, description }) => (
          <li key={title} data-slot="discipline" className="border-[color:var(--client-rule)] border-t-2 pt-5">
            <h3 className="text-balance font-semibold text-2xl leading-tight tracking-[-0.025em]">
              {keepLastPair(title)}
            </h3>
            <p className="mt-3 text-muted leading-relaxed">{keepTogether(description, places)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export { DisciplinesApplied };
