import { clsx as cn } from "clsx";
import { SectorBadge } from "~/components/ui/badge";
import { CoverCard } from "~/components/ui/cover-card";
import { Section, SectionHeader } from "~/components/ui/section";
import { fixedPaths, localeOf } from "~/config/locales";
import { findCaseStudyPage, listCaseStudyCards } from "~/content/case-studies.server";
import { caseStudiesCopyIn, useCaseStudyIndexCopy } from "~/content/pages/case-studies";
import { siteCopies } from "~/content/site-copy.server";
import { previewContext } from "~/lib/load-context";
import { metaFromLoader } from "~/lib/route-meta";
import { PAIR_LIMIT, unwidow } from "~/lib/typography";
import { pageMetaWithData } from "~/seo.server";
import type { Route } from "./+types/case-studies";

export function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const meta = pageMetaWithData({
    ...caseStudiesCopyIn(locale).index.meta,
    path: fixedPaths.caseStudies[locale],
    breadcrumbName: siteCopies[locale].layout.breadcrumbs.caseStudies,
  });
  const preview = context.get(previewContext);
  const studies = listCaseStudyCards(preview, locale);
  // From 1024 px, the lead's two rows hold its artefact, the picture its page is built around; below 1280 px,
  // where the cards beside it are narrow and tall, its other results as well.
  const lead = studies[0] ? findCaseStudyPage(studies[0].slug, preview, locale) : null;
  return { studies, lead: lead && { artefact: lead.artefact, results: lead.results.slice(1) }, meta };
}

export const meta = metaFromLoader;

/** The index's document needs a second round trip, so it carries its stylesheet there (ADR 049). */
export const handle = { inlineStylesheet: true };

/** The first study leads, two columns wide and, from 1024 px, two rows tall, so the eleven after it fill their rows. */
export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  const copy = useCaseStudyIndexCopy();
  return (
    <Section aria-labelledby="case-studies-heading" className="pt-32 md:pt-44">
      <SectionHeader as="h1" id="case-studies-heading" eyebrow={copy.eyebrow} heading={copy.heading} lead={copy.lead} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 md:mt-16 lg:grid-cols-3 lg:gap-7">
        {loaderData.studies.map((study, index) => (
          <li
            key={study.slug}
            data-slot="case-study-card"
            className={index === 0 ? "sm:col-span-2 lg:row-span-2" : undefined}
          >
            <CoverCard
              to={study.href}
              title={study.title}
              heading="h2"
              cover={study.cover}
              priority={index === 0}
              sizes={
                index === 0
                  ? "(min-width: 1280px) 800px, (min-width: 1024px) 66vw, (min-width: 640px) 100vw, calc(100vw - 40px)"
                  : "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 40px)"
              }
              eyebrow={<SectorBadge>{study.sector}</SectorBadge>}
              cta={copy.cardCta}
            >
              <p
                data-slot="evidence"
                className={cn(
                  "mt-4 border-line border-t pt-4 font-display font-semibold text-[2rem] text-ember-deep leading-none tracking-[-0.035em]",
                  index === 0 && "lg:text-[2.75rem]",
                )}
              >
                {unwidow(study.evidence.headline, PAIR_LIMIT.card)}
              </p>
              {index === 0 && loaderData.lead && loaderData.lead.results.length > 0 && (
                <span data-slot="lead-results" className="mt-6 hidden gap-6 lg:grid lg:grid-cols-2 xl:hidden">
                  {loaderData.lead.results.map((result) => (
                    <span key={result.headline} className="block border-line border-t pt-4">
                      <span className="block font-display font-semibold text-ink text-xl leading-tight tracking-[-0.02em]">
                        {result.headline}
                      </span>
                      <span className="mt-1.5 block text-muted text-sm">{result.caption}</span>
                    </span>
                  ))}
                </span>
              )}
              {index === 0 && loaderData.lead?.artefact && (
                <picture data-slot="lead-artefact" className="mt-6 hidden lg:block">
                  <img
                    src={loaderData.lead.artefact.narrow}
                    width={loaderData.lead.artefact.width}
                    height={loaderData.lead.artefact.height}
                    alt={loaderData.lead.artefact.alt}
                    loading="lazy"
                    className="h-auto w-full rounded-lg"
                  />
                </picture>
              )}
              <p className="mt-4 text-muted leading-relaxed">{study.description}</p>
              <p data-slot="disciplines" className="mt-4 text-muted text-sm">
                {study.disciplines.join(" · ")}
              </p>
            </CoverCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
