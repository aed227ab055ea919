import type { OfficeCard } from "~/components/sections/case-cards-section";
import { HEADING_PAIR, setIntro } from "~/components/sections/heading";
import { ListSection } from "~/components/sections/list-section";
import { PerspectiveSection } from "~/components/sections/perspective-section";
import { TeamModelsSection } from "~/components/sections/team-models-section";
import { TemplatePage, type TemplateSections } from "~/components/sections/template-page";
import type { Locale } from "~/config/locales";
import { site } from "~/config/site";
import { locationPagesIn } from "~/content/collections.server";
import type { LocationPage, LocationSectionName } from "~/content/locations/schema";
import { siteCopies } from "~/content/site-copy.server";
import { caseItems } from "~/content/template-cases.server";
import { registeredPage } from "~/lib/registered-page";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMetaWithData } from "~/lib/structured-data";
import type { Route } from "./+types/location";

/** The sections of a location or market page after its work, each from its part of the content. */
function locationSections({ services, perspective, models }: LocationPage) {
  return {
    services: (look) => <ListSection {...look} id="services" intro={setIntro(services)} items={services.cards} />,
    perspective: (look) =>
      perspective && (
        <PerspectiveSection
          {...look}
          id="perspective"
          intro={setIntro(perspective, HEADING_PAIR.beside)}
          points={perspective.points}
        />
      ),
    models: (look) =>
      models && <TeamModelsSection {...look} id="models" intro={setIntro(models)} models={models.items} />,
  } satisfies TemplateSections<LocationSectionName>;
}

/** A location page's office, from the site's config: the city, its role, its postal address where the config gives one. */
function officeFor(page: LocationPage, locale: Locale): OfficeCard | undefined {
  if (page.kind !== "location") return undefined;
  const office = site.offices.find((candidate) => candidate.city === page.place.city);
  if (!office) return undefined;
  const { city, role } = siteCopies[locale].contact.offices[office.city] ?? { city: office.city, role: "" };
  const { streetAddress, addressLocality, postalCode } = site.postalAddress;
  const address = addressLocality === office.city ? [streetAddress, `${addressLocality} ${postalCode}`] : undefined;
  return { city, role, lat: office.lat, lng: office.lng, ...(address ? { address } : {}) };
}

/** One template for every location and market page; routes.ts registers it once per path. */
export function loader({ pattern }: Route.LoaderArgs) {
  const { page, path, locale } = registeredPage(pattern, locationPagesIn);
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
  return { page, cases: caseItems(page.cases.items, locale), office: officeFor(page, locale), meta };
}

export const meta = metaFromLoader;

export default function LocationPageRoute({ loaderData: { page, cases, office } }: Route.ComponentProps) {
  return (
    <TemplatePage
      page={page}
      figures={{ id: "figures", heading: page.stats.heading, figures: page.stats.figures }}
      cases={{ intro: page.cases, items: cases, ...(office ? { office } : {}) }}
      sections={locationSections(page)}
    />
  );
}
