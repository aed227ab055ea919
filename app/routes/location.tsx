import { CaseCardsSection } from "~/components/sections/case-cards-section";
import { FiguresSection } from "~/components/sections/figures-section";
import { ListSection } from "~/components/sections/list-section";
import { PerspectiveSection } from "~/components/sections/perspective-section";
import { TeamModelsSection } from "~/components/sections/team-models-section";
import { TemplatePage, type TemplateSections } from "~/components/sections/template-page";
import { getLocationPage, type LocationPage, type LocationSectionName } from "~/content/locations";
import { registeredPage } from "~/lib/registered-page";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMetaWithData } from "~/lib/structured-data";
import type { Route } from "./+types/location";

/** The sections of a location or market page, each from its part of the content. */
function locationSections({ stats, services, perspective, models, cases }: LocationPage) {
  return {
    stats: (look) => <FiguresSection {...look} id="figures" intro={stats} figures={stats.items} />,
    services: (look) => <ListSection {...look} id="services" intro={services} items={services.cards} />,
    perspective: (look) =>
      perspective && <PerspectiveSection {...look} id="perspective" intro={perspective} points={perspective.points} />,
    models: (look) => models && <TeamModelsSection {...look} id="models" intro={models} models={models.items} />,
    cases: (look) => cases && <CaseCardsSection {...look} id="work" intro={cases} items={cases.items} />,
  } satisfies TemplateSections<LocationSectionName>;
}

/** One template for every location and market page; routes.ts registers it once per path. */
export function loader({ pattern }: Route.LoaderArgs) {
  const { page, path } = registeredPage(pattern, getLocationPage);
  const { place } = page;
  const meta = [
    ...pageMetaWithData(
      { ...page.meta, path },
      { type: "geo-page", breadcrumbName: page.name, name: page.name, location: place },
    ),
    { name: "geo.placename", content: `${place.city}, ${place.country}` },
    { name: "geo.region", content: place.countryCode },
    { name: "geo.position", content: `${place.lat};${place.lng}` },
  ];
  return { page, meta };
}

export const meta = metaFromLoader;

export default function LocationPageRoute({ loaderData: { page } }: Route.ComponentProps) {
  return <TemplatePage page={page} figures="stats" sections={locationSections(page)} />;
}
