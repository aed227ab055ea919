import type { ReactNode } from "react";
import { data } from "react-router";
import { sectionTones } from "~/components/sections/accent";
import { BadgeTooltipsSection } from "~/components/sections/badge-tooltips-section";
import { CaseCardsSection } from "~/components/sections/case-cards-section";
import { FiguresSection } from "~/components/sections/figures-section";
import { ListSection } from "~/components/sections/list-section";
import { Motif } from "~/components/sections/motif";
import { PageHero } from "~/components/sections/page-hero";
import { ProcessSection } from "~/components/sections/process-section";
import { getService, type ServiceSectionName } from "~/content/services";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import { structuredData } from "~/lib/structured-data";
import type { Route } from "./+types/service";

/** One template for every service page; routes.ts registers it once per path. */
export function loader({ pattern }: Route.LoaderArgs) {
  const service = getService(pattern.replace(/^\//, ""));
  if (!service) throw data(null, { status: 404, statusText: "Not Found" });
  const path = `/${pattern.replace(/^\/+/, "")}`;
  const meta = pageMeta({
    ...service.meta,
    path,
    jsonLd: structuredData({
      type: "services",
      breadcrumbName: service.name,
      url: path,
      name: service.name,
      description: service.meta.description,
      serviceType: service.name,
    }),
  });
  return { service, meta };
}

export const meta = metaFromLoader;

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  const { accent, heroTone, surface, motif } = service.theme;
  const tones = sectionTones(heroTone, service.order, (name) => name === "results");

  const render = (name: ServiceSectionName, tone: (typeof tones)[number]): ReactNode => {
    switch (name) {
      case "results":
        return (
          <FiguresSection
            key={name}
            id="results"
            intro={service.results}
            figures={service.results.figures}
            tone={tone}
            accent={accent}
          />
        );
      case "offerings":
        return (
          <ListSection
            key={name}
            id="services"
            intro={service.offerings}
            items={service.offerings.cards}
            tone={tone}
            accent={accent}
          />
        );
      case "badges":
        return (
          <BadgeTooltipsSection
            key={name}
            id={service.badges.kind}
            intro={service.badges}
            kind={service.badges.kind}
            items={service.badges.items}
            tone={tone}
            accent={accent}
          />
        );
      case "process":
        return service.process ? (
          <ProcessSection
            key={name}
            id="process"
            intro={service.process}
            steps={service.process.steps}
            tone={tone}
            accent={accent}
          />
        ) : null;
      case "cases":
        return service.cases ? (
          <CaseCardsSection
            key={name}
            id="work"
            intro={service.cases}
            items={service.cases.items}
            tone={tone}
            accent={accent}
          />
        ) : null;
    }
  };

  return (
    <>
      <PageHero
        {...service.hero}
        tone={heroTone}
        accent={accent}
        motif={<Motif name={motif} accent={accent} surface={surface} />}
      />
      {service.order.map((name, index) => render(name, tones[index] ?? "paper"))}
    </>
  );
}
