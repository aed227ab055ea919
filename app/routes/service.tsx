import { BadgeTooltipsSection } from "~/components/sections/badge-tooltips-section";
import { HEADING_PAIR, setIntro } from "~/components/sections/heading";
import { ListSection } from "~/components/sections/list-section";
import { ProcessSection } from "~/components/sections/process-section";
import { TemplatePage, type TemplateSections } from "~/components/sections/template-page";
import { servicesIn } from "~/content/collections.server";
import type { Service, ServiceSectionName } from "~/content/services/schema";
import { caseItems } from "~/content/template-cases.server";
import { registeredPage } from "~/lib/registered-page";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMetaWithData } from "~/lib/structured-data";
import type { Route } from "./+types/service";

/** The sections of a service page after its proof, each from its part of the content. */
function serviceSections({ offerings, badges, process }: Service) {
  return {
    offerings: (look) => <ListSection {...look} id="services" intro={setIntro(offerings)} items={offerings.cards} />,
    badges: (look) => (
      <BadgeTooltipsSection
        {...look}
        id={badges.kind}
        intro={setIntro(badges, HEADING_PAIR.beside)}
        kind={badges.kind}
        items={badges.items}
      />
    ),
    process: (look) =>
      process && <ProcessSection {...look} id="process" intro={setIntro(process)} steps={process.steps} />,
  } satisfies TemplateSections<ServiceSectionName>;
}

/** One template for every service page; routes.ts registers it once per path. */
export function loader({ pattern }: Route.LoaderArgs) {
  const { page: service, path, locale } = registeredPage(pattern, servicesIn);
  const { name } = service;
  const meta = pageMetaWithData(
    { ...service.meta, path },
    { type: "services", breadcrumbName: name, name, serviceType: name },
  );
  return { service, cases: caseItems(service.cases.items, locale), meta };
}

export const meta = metaFromLoader;

/** The longest Spanish service page's document needs a second round trip, so every service page carries its stylesheet (ADR 049). */
export const handle = { inlineStylesheet: true };

export default function ServicePage({ loaderData: { service, cases } }: Route.ComponentProps) {
  return (
    <TemplatePage
      page={service}
      figures={{ id: "results", ...service.results }}
      cases={{ intro: service.cases, items: cases }}
      sections={serviceSections(service)}
    />
  );
}
