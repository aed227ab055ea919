import { clsx as cn } from "clsx";
import {
  accentBorder,
  IntroSection,
  ListSection,
  type OfficeCard,
  TemplatePage,
  type TemplateSections,
  type Tone,
} from "~/components/sections/template";
import { type Accent, accentText } from "~/components/ui/section";
import type { Locale } from "~/config/locales";
import { site } from "~/config/site";
import { locationPagesIn } from "~/content/collections.server";
import type { LocationPage, LocationSectionName } from "~/content/locations/schema";
import { siteCopies } from "~/content/site-copy.server";
import { caseItems } from "~/content/template-cases.server";
import { registeredPage } from "~/lib/registered-page";
import { metaFromLoader } from "~/lib/route-meta";
import { useSiteCopy } from "~/lib/site-copy";
import { PAIR_LIMIT, unwidow } from "~/lib/typography";
import { absoluteUrl, geo, organizationRef, pageMetaWithData } from "~/seo.server";
import type { Route } from "./+types/location";

/** After its work: the services, a point of view beside its arguments, and the ways of working together. */
function locationSections({ services, perspective, models }: LocationPage): TemplateSections<LocationSectionName> {
  return {
    services: (look) => <ListSection {...look} id="services" intro={services} items={services.cards} />,
    perspective: (look) =>
      perspective && (
        <IntroSection
          {...look}
          id="perspective"
          intro={perspective}
          composition="split"
          split={{
            grid: "grid gap-12 lg:grid-cols-12 lg:gap-10",
            // Held beside the points, the heading is set a step smaller so its phrases keep their lines.
            header: "lg:sticky lg:top-28 lg:col-span-5 lg:self-start [&_h2]:lg:text-[2.5rem] [&_h2]:xl:text-5xl",
          }}
        >
          <div className="grid gap-10 lg:col-span-6 lg:col-start-7 md:gap-14">
            {perspective.points.map((point) => (
              <div key={point.title} className={cn("border-l-2 pl-6 md:pl-8", accentBorder[look.accent])}>
                <h3 className="font-semibold text-[1.75rem] leading-[1.1] tracking-[-0.03em] md:text-4xl">
                  {unwidow(point.title, PAIR_LIMIT.list, 3)}
                </h3>
                <p className="mt-4 text-lg text-muted leading-relaxed in-data-[tone=ink]:text-ink-muted">
                  {unwidow(point.description)}
                </p>
              </div>
            ))}
          </div>
        </IntroSection>
      ),
    models: (look) => models && <TeamModels {...look} models={models} />,
  };
}

function TeamModels({ models, ...look }: { models: NonNullable<LocationPage["models"]>; tone: Tone; accent: Accent }) {
  const { bestFor } = useSiteCopy().sections.teamModels;
  return (
    <IntroSection {...look} id="models" intro={models} composition="grid">
      <ul className="mt-12 grid gap-5 md:mt-16 lg:grid-cols-3" data-slot="team-models">
        {models.items.map((model) => (
          <li key={model.name} className="flex">
            <div
              data-slot="card"
              className="rounded-card border border-line bg-paper p-6 md:p-8 in-data-[tone=ink]:border-line-inverse in-data-[tone=ink]:bg-ink-soft flex w-full flex-col"
            >
              <p className={cn("font-display font-semibold text-xl tracking-[-0.02em]", accentText[look.accent])}>
                {model.scale}
              </p>
              <h3
                data-slot="card-title"
                className="font-semibold text-2xl leading-tight tracking-[-0.02em] mt-8 md:text-3xl"
              >
                {model.name}
              </h3>
              <p
                data-slot="card-description"
                className="mt-3 text-muted leading-relaxed in-data-[tone=ink]:text-ink-muted"
              >
                {model.description}
              </p>
              <div className="mt-auto pt-8">
                <p className="border-current/15 border-t pt-5 text-sm">
                  <span className="font-semibold">{`${bestFor} `}</span>
                  <span className="text-muted in-data-[tone=ink]:text-ink-muted">{model.bestFor}</span>
                </p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </IntroSection>
  );
}

function officeFor(page: LocationPage, locale: Locale): OfficeCard | undefined {
  if (page.kind !== "location") return undefined;
  const office = site.offices.find((candidate) => candidate.city === page.place.city);
  if (!office) return undefined;
  const { city, role } = siteCopies[locale].contact.offices[office.city] ?? { city: office.city, role: "" };
  const { streetAddress, addressLocality, postalCode } = site.postalAddress;
  const address = addressLocality === office.city ? [streetAddress, `${addressLocality} ${postalCode}`] : undefined;
  return { city, role, lat: office.lat, lng: office.lng, ...(address ? { address } : {}) };
}

export function loader({ pattern }: Route.LoaderArgs) {
  const { page, path, locale } = registeredPage(pattern, locationPagesIn);
  const { place } = page;
  const meta = [
    ...pageMetaWithData({
      ...page.meta,
      path,
      breadcrumbName: page.name,
      webPage: { name: page.name },
      graph: (webPage) => [
        webPage,
        {
          "@type": "ProfessionalService",
          name: `${site.name}: ${page.name}`,
          description: page.meta.description,
          parentOrganization: organizationRef,
          url: absoluteUrl(path),
          address: { "@type": "PostalAddress", addressLocality: place.city, addressCountry: place.countryCode },
          geo: geo(place),
          areaServed: { "@type": "Country", name: place.country },
          image: absoluteUrl("/og/default.png"),
        },
      ],
    }),
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
