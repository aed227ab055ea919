import { CaseStudyIndexCard } from "~/components/sections/case-study/case-study-index-card";
import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";
import { listCaseStudyCards } from "~/content/case-studies.server";
import { caseStudyIndexCopy } from "~/content/pages/case-studies";
import { previewContext } from "~/lib/load-context";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMetaWithData } from "~/lib/structured-data";
import type { Route } from "./+types/case-studies";

const path = "/case-studies";

export function loader({ context }: Route.LoaderArgs) {
  const { title, description } = caseStudyIndexCopy.meta;
  const meta = pageMetaWithData({ title, description, path }, { type: "default", breadcrumbName: "Case Studies" });
  return { studies: listCaseStudyCards(context.get(previewContext)), meta };
}

export const meta = metaFromLoader;

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  const copy = caseStudyIndexCopy;
  return (
    <Section aria-labelledby="case-studies-heading" className="pt-32 md:pt-44">
      <SectionHeader as="h1" id="case-studies-heading" eyebrow={copy.eyebrow} heading={copy.heading} lead={copy.lead} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 md:mt-16 lg:grid-cols-3 lg:gap-7">
        {loaderData.studies.map((study, index) => (
          <li key={study.slug} data-slot="case-study-card">
            <CaseStudyIndexCard study={study} priority={index === 0} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
