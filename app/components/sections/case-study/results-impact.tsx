import type { CSSProperties } from "react";
import type { CaseStudyPage } from "~/content/case-studies.server";
import { useCaseStudyPageCopy } from "~/content/pages/case-studies";
import { unwidow } from "~/lib/typography";
import { ClientBand } from "./client-band";
import { keepTogether } from "./keep-together";
import { StudyHeading } from "./study-heading";

/** The share of the longest headline's width under which a headline leaves room for its caption beside it. */
const BESIDE = 0.36;

type ResultsImpactProps = Pick<CaseStudyPage, "results" | "routeMap" | "places">;

/** The study's route map: the wide cut from `md`, the cut with larger names below it. No script. */
function RouteMapFigure({ map, places }: { map: NonNullable<CaseStudyPage["routeMap"]>; places: readonly string[] }) {
  const caseStudyPageCopy = useCaseStudyPageCopy();
  return (
    <figure data-slot="route-map" className="mt-14 md:mt-20">
      <picture className="block overflow-hidden rounded-card">
        <source media="(min-width: 768px)" srcSet={map.wide} type="image/svg+xml" />
        <img
          src={map.narrow}
          width={map.width}
          height={map.height}
          alt={map.alt}
          loading="lazy"
          decoding="async"
          className="block h-auto w-full"
        />
      </picture>
      <figcaption className="mt-5 grid gap-2 text-[color:var(--client-on-deep)] md:grid-cols-12 md:gap-8">
        <span className="font-medium text-lg md:col-span-5">{keepTogether(map.caption, places)}</span>
        <small className="text-sm leading-relaxed md:col-span-7">
          {caseStudyPageCopy.mapSources}: {keepTogether(map.source, places)}
        </small>
      </figcaption>
    </figure>
  );
}

/**
 * Results & Impact, set as a top studio sets an outcome: each headline (the spec's word or figure,
 * never another) at display size across the page on one line, its caption beneath at a reading
 * measure. All three share the size that fits the longest. On the client's deep band, the figures in
 * its accent where that reads, the rules between them at 3:1 (palette.ts).
 */
function ResultsImpact({ results, routeMap, places }: ResultsImpactProps) {
  const caseStudyPageCopy = useCaseStudyPageCopy();
  const longest = Math.max(...results.map((result) => result.headline.length));
  return (
    <ClientBand ground="deep" composition="figures" aria-labelledby="results-heading">
      <StudyHeading id="results-heading" copy={caseStudyPageCopy.results} />
      <ul
        style={{ "--result-chars": longest } as CSSProperties}
        className="@container mt-10 md:mt-16"
        data-slot="results"
      >
        {results.map((result) => (
          <li
            key={result.headline}
            data-slot="result"
            // A headline short enough to leave the right half clear ("4") has its caption beside it.
            data-beside={result.headline.length / longest <= BESIDE ? "" : undefined}
            className="grid gap-4 border-[color:var(--client-deep-rule)] border-t-2 py-8 md:py-10 lg:grid-cols-12 lg:gap-x-10"
          >
            <p
              data-slot="result-headline"
              className="whitespace-nowrap font-display font-semibold text-[clamp(1.75rem,calc(100cqi/(var(--result-chars)*0.62)),10rem)] text-[color:var(--client-figure)] leading-[0.9] tracking-[-0.045em] lg:col-span-12"
            >
              {result.headline.replaceAll(" ", "\u00a0")}
            </p>
            <p
              data-slot="result-caption"
              className="max-w-[56ch] text-pretty text-lg leading-relaxed md:text-xl lg:col-span-7 lg:col-start-6 lg:in-data-beside:row-start-1 lg:in-data-beside:self-end"
            >
              {keepTogether(unwidow(result.caption, 28), places)}
            </p>
          </li>
        ))}
      </ul>
      {routeMap ? <RouteMapFigure map={routeMap} places={places} /> : null}
    </ClientBand>
  );
}

export { ResultsImpact };
