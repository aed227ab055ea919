import { clsx as cn } from "clsx";
import { Info } from "lucide-react";
import { IntroSection, ListSection, TemplatePage, type TemplateSections } from "~/components/sections/template";
import { badgeVariants } from "~/components/ui/badge";
import { accentText } from "~/components/ui/section";
import { Tooltip } from "~/components/ui/tooltip";
import { site } from "~/config/site";
import { servicesIn } from "~/content/collections.server";
import type { Service, ServiceSectionName } from "~/content/services/schema";
import { caseItems } from "~/content/template-cases.server";
import { registeredPage } from "~/lib/registered-page";
import { metaFromLoader } from "~/lib/route-meta";
import { absoluteUrl, organizationRef, pageMetaWithData } from "~/seo.server";
import type { Route } from "./+types/service";

/** After its proof: the offerings, the badges each explained by its tooltip, and the steps as a timeline. */
function serviceSections({ offerings, badges, process }: Service): TemplateSections<ServiceSectionName> {
  return {
    offerings: (look) => <ListSection {...look} id="services" intro={offerings} items={offerings.cards} />,
    badges: (look) => (
      <IntroSection
        {...look}
        id={badges.kind}
        intro={badges}
        composition="tags"
        split={{ grid: "grid gap-10 lg:grid-cols-12 lg:gap-10", header: "lg:col-span-5 [&_h2]:lg:text-5xl" }}
      >
        <ul className="flex flex-wrap content-start gap-3 lg:col-span-7 lg:pt-9" data-badges={badges.kind}>
          {badges.items.map((item) => (
            <li key={item.label}>
              <Tooltip content={item.explanation}>
                <button
                  type="button"
                  data-slot="badge"
                  className={cn(
                    badgeVariants({ variant: badges.kind === "platforms" ? "cool" : "neutral" }),
                    "min-h-11 cursor-help transition-colors md:px-4 md:text-[0.9375rem] duration-200 hover:border-current [&[aria-describedby]]:border-current",
                  )}
                >
                  {item.label}
                  <Info aria-hidden="true" className="size-3.5 opacity-60" />
                </button>
              </Tooltip>
            </li>
          ))}
        </ul>
      </IntroSection>
    ),
    process: (look) =>
      process && (
        <IntroSection {...look} id="process" intro={process} composition="steps">
          {/* Four across only where each column is wide enough for a step's title on one line. */}
          <ol className="mt-14 grid gap-10 md:mt-20 md:grid-cols-2 xl:grid-cols-4 xl:gap-8" data-slot="process-steps">
            {process.steps.map((step, index) => (
              <li
                key={step.title}
                className="relative border-current/15 max-md:border-l max-md:pl-6 md:border-t md:pt-8"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "absolute size-3 rounded-full bg-current max-md:top-1.5 max-md:-left-[6.5px] md:-top-[6.5px] md:left-0",
                    accentText[look.accent],
                  )}
                />
                <p className={cn("font-display font-semibold text-sm tracking-[0.08em]", accentText[look.accent])}>
                  Step {index + 1}
                </p>
                <h3 className="mt-3 font-semibold text-2xl leading-tight tracking-[-0.02em] xl:text-xl">
                  {step.title}
                </h3>
                <p className="mt-3 text-muted leading-relaxed in-data-[tone=ink]:text-ink-muted">{step.description}</p>
              </li>
            ))}
          </ol>
        </IntroSection>
      ),
  };
}

export function loader({ pattern }: Route.LoaderArgs) {
  const { page: service, path, locale } = registeredPage(pattern, servicesIn);
  const { name } = service;
  const meta = pageMetaWithData({
    ...service.meta,
    path,
    breadcrumbName: name,
    webPage: { name },
    graph: (webPage) => [
      webPage,
      {
        "@type": "Service",
        name,
        description: service.meta.description,
        serviceType: name,
        provider: organizationRef,
        areaServed: site.offices.map((office) => ({ "@type": "Country", name: office.country })),
        url: absoluteUrl(path),
      },
    ],
  });
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
