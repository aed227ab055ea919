import { Section } from "~/components/ui/section";
import type { CaseStudyPage } from "~/content/case-studies.server";
import { useCaseStudyPageCopy } from "~/content/pages/case-studies";
import { keepLastPair, keepTogether } from "./keep-together";
import { StudyHeading } from "./study-heading";

/**
 * The disciplines as the work's credits: the heading across the page, then the four side by side
 * under rules of the client's colour (two by two on a tablet), so every column holds text.
 */
function DisciplinesApplied({ disciplines, places }: Pick<CaseStudyPage, "disciplines" | "places">) {
  const caseStudyPageCopy = useCaseStudyPageCopy();
  return (
    <Section tone="deep" composition="credits" aria-labelledby="disciplines-heading">
      <StudyHeading id="disciplines-heading" copy={caseStudyPageCopy.disciplines} muted />
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
