import { BadgeTooltipsSection } from "~/components/sections/badge-tooltips-section";
import { CaseCardsSection } from "~/components/sections/case-cards-section";
import { FiguresSection } from "~/components/sections/figures-section";
import { ListSection } from "~/components/sections/list-section";
import { ProcessSection } from "~/components/sections/process-section";
import { TemplatePage, type TemplateSections } from "~/components/sections/template-page";
import { getService, type Service, type ServiceSectionName } from "~/content/services";
import { registeredPage } from "~/lib/registered-page";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMetaWithData } from "~/lib/structured-data";
import type { Route } from "./+types/service";

/** The sections of a service page, each from its part of the content. */
function serviceSections({ results, offerings, badges, process, cases }: Service) {
  return {
    results: (look) => <FiguresSection {...look} id="results" intro={results} figures={results.figures} />,
    offerings: (look) => <ListSection {...look} id="services" intro={offerings} items={offerings.cards} />,
    badges: (look) => (
      <BadgeTooltipsSection {...look} id={badges.kind} intro={badges} kind={badges.kind} items={badges.items} />
    ),
    process: (look) => process && <ProcessSection {...look} id="process" intro={process} steps={process.steps} />,
    cases: (look) => cases && <CaseCardsSection {...look} id="work" intro={cases} items={cases.items} />,
  } satisfies TemplateSections<ServiceSectionName>;
}

/** One template for every service page; routes.ts registers it once per path. */
export function loader({ pattern }: Route.LoaderArgs) {
  const { page: service, path } = registeredPage(pattern, getService);
  const { name } = service;
  const meta = pageMetaWithData(
    { ...service.meta, path },
    { type: "services", breadcrumbName: name, name, serviceType: name },
  );
  return { service, meta };
}

export const meta = metaFromLoader;

export default function ServicePage({ loaderData: { service } }: Route.ComponentProps) {
  return <TemplatePage page={service} figures="results" sections={serviceSections(service)} />;
}
