import type { ReactNode } from "react";
import { data } from "react-router";
import { sectionTones } from "~/components/sections/accent";
import { CaseCardsSection } from "~/components/sections/case-cards-section";
import { FiguresSection } from "~/components/sections/figures-section";
import { ListSection } from "~/components/sections/list-section";
import { Motif } from "~/components/sections/motif";
import { PageHero } from "~/components/sections/page-hero";
import { PerspectiveSection } from "~/components/sections/perspective-section";
import { TeamModelsSection } from "~/components/sections/team-models-section";
import { getLocationPage, type LocationSectionName } from "~/content/locations";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMeta } from "~/lib/seo";
import { structuredData } from "~/lib/structured-data";
import type { Route } from "./+types/location";

/** One template for every location and market page; routes.ts registers it once per path. */
export function loader({ pattern }: Route.LoaderArgs) {
  const page = getLocationPage(pattern.replace(/^\//, ""));
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  const path = `/${pattern.replace(/^\/+/, "")}`;
  const { place } = page;
  const meta = [
    ...pageMeta({
      ...page.meta,
      path,
      jsonLd: structuredData({
        type: "geo-page",
        breadcrumbName: page.name,
        url: path,
        name: page.name,
        description: page.meta.description,
        location: place,
      }),
    }),
    { name: "geo.placename", content: `${place.city}, ${place.country}` },
    { name: "geo.region", content: place.countryCode },
    { name: "geo.position", content: `${place.lat};${place.lng}` },
  ];
  return { page, meta };
}

export const meta = metaFromLoader;

export default function LocationPageRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const { accent, heroTone, surface, motif } = page.theme;
  const tones = sectionTones(heroTone, page.order, (name) => name === "stats");

  const render = (name: LocationSectionName, tone: (typeof tones)[number]): ReactNode => {
    switch (name) {
      case "stats":
        return (
          <FiguresSection
            key={name}
            id="figures"
            intro={page.stats}
            figures={page.stats.items}
            tone={tone}
            accent={accent}
          />
        );
      case "services":
        return (
          <ListSection
            key={name}
            id="services"
            intro={page.services}
            items={page.services.cards}
            tone={tone}
            accent={accent}
          />
        );
      case "perspective":
        return page.perspective ? (
          <PerspectiveSection
            key={name}
            id="perspective"
            intro={page.perspective}
            points={page.perspective.points}
            tone={tone}
            accent={accent}
          />
        ) : null;
      case "models":
        return page.models ? (
          <TeamModelsSection
            key={name}
            id="models"
            intro={page.models}
            models={page.models.items}
            tone={tone}
            accent={accent}
          />
        ) : null;
      case "cases":
        return page.cases ? (
          <CaseCardsSection
            key={name}
            id="work"
            intro={page.cases}
            items={page.cases.items}
            tone={tone}
            accent={accent}
          />
        ) : null;
    }
  };

  return (
    <>
      <PageHero
        {...page.hero}
        tone={heroTone}
        accent={accent}
        motif={<Motif name={motif} accent={accent} surface={surface} place={page.place} />}
      />
      {page.order.map((name, index) => render(name, tones[index] ?? "paper"))}
    </>
  );
}
