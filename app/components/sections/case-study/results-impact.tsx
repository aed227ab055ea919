import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";
import { Stat } from "~/components/ui/stat";
import type { CaseStudyPage } from "~/content/case-studies.server";
import { caseStudyPageCopy } from "~/content/pages/case-studies";
import { accentText } from "../accent";

function ResultsImpact({ results }: Pick<CaseStudyPage, "results">) {
  const copy = caseStudyPageCopy.results;
  const fitChars = Math.max(...results.map((result) => result.headline.length));
  return (
    <Section composition="figures" tone="ink" aria-labelledby="results-heading">
      <SectionHeader id="results-heading" eyebrow={copy.eyebrow} heading={copy.heading} />
      <ul className="mt-12 grid gap-10 md:mt-16 md:grid-cols-3 md:gap-8">
        {results.map((result) => (
          <li key={result.headline} data-slot="result">
            <Stat value={result.headline} label={result.caption} fitChars={fitChars} className={accentText.ember} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export { ResultsImpact };
