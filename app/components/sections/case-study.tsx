import { clsx as cn } from "clsx";
import { ArrowLeft } from "lucide-react";
import type { CSSProperties, MouseEvent } from "react";
import { Link, NavigationType, useNavigate, useNavigationType } from "react-router";
import { SectorBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { CoverCard } from "~/components/ui/cover-card";
import { CoverPicture, Picture } from "~/components/ui/cover-picture";
import { Container, Section, SectionHeader } from "~/components/ui/section";
import { fixedPaths } from "~/config/locales";
import type { CaseStudyCard, CaseStudyPage } from "~/content/case-studies.server";
import { useCaseStudyPageCopy } from "~/content/pages/case-studies";
import { isPlainClick } from "~/lib/events";
import { useLocale } from "~/lib/locale";
import { fill } from "~/lib/placeholders";
import { keepLastPair, PAIR_LIMIT, unwidow } from "~/lib/typography";

/** No-break spaces in a figure and the word it counts ("4 route", "5+ years") and in the places the study maps. */
function keepTogether(text: string, places: readonly string[] = []): string {
  let joined = text.replace(/(\d[\d,.]*[KkMm%+]*) (?=\p{L})/gu, "$1\u00a0");
  for (const place of places) {
    if (place.includes(" ")) joined = joined.replaceAll(place, place.replaceAll(" ", "\u00a0"));
  }
  return joined;
}

/** A result's headline: a last pair of up to 16 characters shares the narrowest line at its size. */
const headlineOf = (headline: string, places: readonly string[] = []) =>
  keepTogether(keepLastPair(headline, 16), places);

/** On a ground of the client's colour the eyebrow takes the ground's own ink; elsewhere it is `muted`. */
function StudyHeading({
  id,
  copy,
  muted,
}: {
  id: string;
  copy: { eyebrow: string; heading: string };
  muted?: boolean;
}) {
  return (
    <>
      <p className={cn("font-medium text-[0.8125rem]", muted && "text-muted", "uppercase tracking-[0.16em]")}>
        {copy.eyebrow}
      </p>
      <h2
        id={id}
        className="mt-4 text-balance font-semibold text-[2.125rem] leading-[1.05] tracking-[-0.03em] sm:text-5xl lg:text-[3.5rem]"
      >
        {copy.heading}
      </h2>
    </>
  );
}

/**
 * True when the previous history entry is a page of this site: an in-app link, a later entry of this
 * document's history (React Router's `history.state.idx` survives a reload), or a referrer of this origin.
 */
function cameFromThisSite(navigationType: NavigationType): boolean {
  if (navigationType === NavigationType.Push) return true;
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  if (typeof index === "number" && index > 0) return true;
  if (window.history.length < 2 || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** A real link to the index; with `history`, a visitor who came from this site goes back instead, scroll and all. */
function BackToCaseStudies({ mode }: { mode: "history" | "index" }) {
  const caseStudyPageCopy = useCaseStudyPageCopy();
  const locale = useLocale();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event) || !cameFromThisSite(navigationType)) return;
    event.preventDefault();
    navigate(-1);
  };
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-4 text-muted hover:text-ink">
      <Link to={fixedPaths.caseStudies[locale]} onClick={mode === "history" ? goBack : undefined} data-back={mode}>
        <ArrowLeft aria-hidden="true" />
        {caseStudyPageCopy.back}
      </Link>
    </Button>
  );
}

type Hero = Pick<CaseStudyPage, "title" | "sector" | "cover" | "disciplines"> & {
  layout: CaseStudyPage["art"]["layout"];
  lede: string;
  name: CSSProperties;
  fact: CaseStudyPage["results"][number];
};

/**
 * The client's name is sized from its column's width and its length (a display face is about 0.6em a
 * character), so the longest name sits on one line at every width. An essay sets the credits under the
 * summary, a performance story across beneath the cover, and a reveal sets the name edge to edge across
 * a band of the client's own colour.
 */
function CaseStudyHero({ title, sector, cover, disciplines, summary, backLink, art, places, results }: CaseStudyPage) {
  const hero: Hero = {
    title,
    sector,
    cover,
    disciplines,
    layout: art.layout,
    fact: {
      headline: headlineOf(results[0]!.headline, places),
      caption: keepTogether(unwidow(results[0]!.caption), places),
    },
    lede: keepTogether(unwidow(summary), places),
    name: { "--name-chars": title.length } as CSSProperties,
  };
  const reveal = art.layout === "reveal";
  return (
    <section
      aria-labelledby="case-study-title"
      data-composition="hero"
      data-layout={art.layout}
      className={reveal ? "pt-24 md:pt-32" : "pt-24 pb-12 md:pt-32 md:pb-16"}
    >
      <Container>
        <BackToCaseStudies mode={backLink} />
        {reveal ? null : <HeroColumns {...hero} />}
      </Container>
      {reveal ? <RevealBand {...hero} /> : null}
    </section>
  );
}

function RevealBand(hero: Hero) {
  return (
    <div className="mt-6 bg-[color:var(--client-band)] pt-10 pb-12 text-[color:var(--client-on-band)] md:mt-10 md:pt-14 md:pb-20">
      <Container>
        {/* On a pill of paper, so the badge keeps its one style whatever the client's colour. */}
        <span className="inline-flex rounded-full bg-paper">
          <SectorBadge>{hero.sector}</SectorBadge>
        </span>
        <div style={hero.name} className="@container mt-6 md:mt-10">
          <h1
            id="case-study-title"
            className="whitespace-nowrap font-semibold text-[clamp(1.5rem,calc(100cqi/(var(--name-chars)*0.58)),17rem)] leading-[0.82] tracking-[-0.055em]"
          >
            {hero.title}
          </h1>
        </div>
        <div className="mt-10 grid gap-10 border-[color:var(--client-band-rule)] border-t-2 pt-8 md:mt-14 lg:grid-cols-12 lg:gap-12 lg:pt-12">
          <div className="lg:col-span-6">
            <p className="max-w-[34ch] text-pretty font-display font-semibold text-2xl leading-snug tracking-[-0.015em] md:text-[2rem] md:leading-[1.2]">
              {hero.lede}
            </p>
          </div>
          <CoverPicture
            cover={hero.cover}
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 48vw, calc(100vw - 40px)"
            priority
            // On a band of its own field, the cover keeps its edge by a rule of the band's colour.
            className="aspect-video rounded-card ring-2 ring-[color:var(--client-band-rule)] lg:col-span-6 lg:self-start"
          />
          <Credits {...hero} />
        </div>
      </Container>
    </div>
  );
}

function HeroColumns(hero: Hero) {
  const performance = hero.layout === "performance";
  return (
    <div className="mt-8 grid gap-10 md:mt-12 lg:grid-cols-12 lg:gap-12">
      <div style={hero.name} className={cn("@container min-w-0", performance ? "lg:col-span-6" : "lg:col-span-5")}>
        <SectorBadge>{hero.sector}</SectorBadge>
        <h1
          id="case-study-title"
          className="mt-6 whitespace-nowrap font-semibold text-[clamp(1.5rem,calc(100cqi/(var(--name-chars)*0.6)),7rem)] leading-[0.9] tracking-[-0.05em]"
        >
          {hero.title}
        </h1>
        <p className="mt-6 max-w-[38ch] text-pretty text-muted text-xl leading-relaxed md:mt-8 md:text-2xl md:leading-normal">
          {hero.lede}
        </p>
        {performance ? null : <Credits {...hero} />}
      </div>
      <CoverPicture
        cover={hero.cover}
        sizes={
          performance
            ? "(min-width: 1280px) 600px, (min-width: 1024px) 48vw, calc(100vw - 40px)"
            : "(min-width: 1280px) 700px, (min-width: 1024px) 56vw, calc(100vw - 40px)"
        }
        priority
        // A case hero's frame is 16:9, for a photograph as for the art: every composition keeps its
        // words inside the margins this crop leaves, so the client's name is never cut.
        className={cn(
          "aspect-video rounded-card ring-1 ring-ink/10 lg:self-center",
          performance ? "lg:col-span-6" : "lg:col-span-7",
        )}
      />
      {performance ? <Credits {...hero} /> : null}
    </div>
  );
}

/** Where each layout sets its credits, how its labels read, and how wide its disciplines run. */
const creditsLook = {
  essay: {
    list: "mt-10 border-[color:var(--client-rule)] border-t-2 pt-6 sm:grid-cols-2",
    label: "text-muted",
    disciplines: "sm:col-span-2",
  },
  performance: {
    list: "border-[color:var(--client-rule)] border-t-2 pt-6 sm:grid-cols-[1fr_1fr_2fr] lg:col-span-12",
    label: "text-muted",
    disciplines: "",
  },
  reveal: { list: "sm:grid-cols-2 lg:col-span-12 lg:grid-cols-4", label: "", disciplines: "sm:col-span-2" },
} as const;

/** The study's strongest fact, then client, sector and disciplines, set as the work's credits. */
function Credits({ title, sector, disciplines, fact, layout }: Hero) {
  const caseStudyPageCopy = useCaseStudyPageCopy();
  const { facts } = caseStudyPageCopy;
  const look = creditsLook[layout];
  const rows = [
    [facts.client, title, undefined],
    [facts.sector, sector, undefined],
    [facts.disciplines, disciplines.map((discipline) => discipline.title).join(", "), look.disciplines],
  ];
  return (
    <dl className={cn("grid content-start gap-5 text-[0.9375rem]", look.list)}>
      <div data-slot="hero-fact" className="sm:col-span-full">
        <dt className={cn("text-sm", look.label)}>{caseStudyPageCopy.results.eyebrow}</dt>
        <dd className="mt-1 max-w-[48ch] text-pretty">
          <strong className="block font-display font-semibold text-[1.75rem] leading-tight tracking-[-0.025em]">
            {fact.headline}
          </strong>
          <span className="mt-1 block">{fact.caption}</span>
        </dd>
      </div>
      {rows.map(([label, value, rowClassName]) => (
        <div key={label} className={rowClassName}>
          <dt className={cn("text-sm", look.label)}>{label}</dt>
          <dd className="mt-1 font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The pull quote as a standfirst: on the client's field for an essay; on paper for a reveal, whose hero is the field. */
function Standfirst({ quote, tone }: { quote: string; tone: "field" | "paper" }) {
  const field = tone === "field";
  return (
    <Section tone={field ? "client-band" : "paper"} composition="quote" data-standfirst="">
      <div className="lg:pl-[calc(100%/12)]">
        <span
          aria-hidden="true"
          data-slot="rule"
          className={cn(
            "block h-2 w-20 md:w-28",
            field ? "bg-[color:var(--client-band-rule)]" : "bg-[color:var(--client-rule)]",
          )}
        />
        <p className="mt-8 max-w-[24ch] text-balance font-display font-semibold text-[2.125rem] leading-[1.08] tracking-[-0.035em] sm:text-5xl md:mt-10 lg:text-[4.25rem]">
          {unwidow(quote, PAIR_LIMIT.quote)}
        </p>
      </div>
    </Section>
  );
}

type Photo = CaseStudyPage["gallery"][number];

function Story({
  id,
  heading,
  paragraphs,
  places,
}: {
  id: string;
  heading: string;
  paragraphs: string[];
  places: string[];
}) {
  return (
    <article aria-labelledby={id} data-slot="story">
      <h2 id={id} className="font-semibold text-[2.125rem] leading-[1.05] tracking-[-0.03em] sm:text-5xl">
        {heading}
      </h2>
      <div className="mt-6 space-y-5 text-lg leading-relaxed md:mt-8 md:text-xl md:leading-relaxed">
        {paragraphs.map((paragraph, index) => (
          <p key={paragraph} className={index === 0 ? "text-ink" : "text-muted"}>
            {keepTogether(paragraph, places)}
          </p>
        ))}
      </div>
    </article>
  );
}

function GalleryPhoto({ photo, sizes, className }: { photo: Photo; sizes: string; className?: string }) {
  const caseStudyPageCopy = useCaseStudyPageCopy();
  const { width, height } = photo.image;
  return (
    <figure
      data-slot="gallery-photo"
      // In a row, each photo's share of the width is its aspect ratio, so a row's photos share one height.
      style={{ "--ratio": `${width} / ${height}`, flexGrow: width / height } as CSSProperties}
      className={cn("min-w-0 basis-0", className)}
    >
      <Picture
        image={photo.image}
        alt={photo.alt}
        sizes={sizes}
        className="relative aspect-[var(--ratio)] rounded-card"
      />
      <figcaption className="mt-3 max-w-[60ch] text-muted text-sm leading-relaxed">
        {photo.caption}{" "}
        <span className="whitespace-nowrap">{fill(caseStudyPageCopy.photoCredit, { credit: photo.credit })}</span>
      </figcaption>
    </figure>
  );
}

function PhotoRow({ photos }: { photos: Photo[] }) {
  if (!photos.length) return null;
  const share = Math.round(100 / photos.length);
  return (
    <div data-slot="gallery-row" className="flex flex-col gap-8 md:flex-row md:gap-6">
      {photos.map((photo) => (
        <GalleryPhoto
          key={photo.image.stem}
          photo={photo}
          sizes={`(min-width: 1280px) ${Math.round(1200 / photos.length)}px, (min-width: 768px) ${share}vw, calc(100vw - 40px)`}
        />
      ))}
    </div>
  );
}

const pairs = (photos: Photo[]) =>
  Array.from({ length: Math.ceil(photos.length / 2) }, (_, i) => photos.slice(i * 2, i * 2 + 2));

type ChallengeApproachProps = Pick<CaseStudyPage, "challenge" | "approach" | "art" | "gallery" | "places">;

/**
 * An essay sets one reading column between its photographs: the first across the page, the next two
 * between the halves, the rest in rows of two. The other layouts set the two side by side (their lengths
 * are alike), the photographs in pairs beneath; a performance story closes on its pull quote.
 */
function ChallengeApproach({ challenge, approach, art, gallery, places }: ChallengeApproachProps) {
  const caseStudyPageCopy = useCaseStudyPageCopy();
  const challengeStory = (
    <Story id="challenge-heading" heading={caseStudyPageCopy.challenge} paragraphs={challenge} places={places} />
  );
  const approachStory = (
    <Story id="approach-heading" heading={caseStudyPageCopy.approach} paragraphs={approach} places={places} />
  );
  if (art.layout === "essay") {
    const [lead, ...rest] = gallery;
    const between = rest.slice(0, 2);
    const rows = pairs(rest.slice(2));
    const column = "mx-auto max-w-[42rem] lg:max-w-[46rem]";
    return (
      <Section composition="split" data-gallery={gallery.length ? "photos" : "none"}>
        <div className="space-y-16 md:space-y-24">
          {lead ? (
            <GalleryPhoto photo={lead} sizes="(min-width: 1280px) 1200px, calc(100vw - 40px)" className="w-full" />
          ) : null}
          <div className={column}>{challengeStory}</div>
          <PhotoRow photos={between} />
          <div className={column}>{approachStory}</div>
          {rows.map((row) => (
            <PhotoRow key={row.map((photo) => photo.image.stem).join()} photos={row} />
          ))}
        </div>
      </Section>
    );
  }
  return (
    <Section composition="split">
      <div className="grid gap-14 lg:grid-cols-2 lg:gap-20">
        {challengeStory}
        {approachStory}
      </div>
      {gallery.length ? (
        <div className="mt-16 space-y-16 md:mt-24 md:space-y-24">
          {pairs(gallery).map((row) => (
            <PhotoRow key={row.map((photo) => photo.image.stem).join()} photos={row} />
          ))}
        </div>
      ) : null}
      {art.layout === "performance" ? (
        <div className="mt-16 md:mt-24">
          <figure data-slot="pull-quote" className="border-[color:var(--client-rule)] border-l-4 pl-6 md:pl-10">
            <p className="max-w-[26ch] text-balance font-display font-semibold text-[1.875rem] leading-[1.12] tracking-[-0.03em] md:text-[2.75rem]">
              {unwidow(art.pullQuote, PAIR_LIMIT.quote)}
            </p>
          </figure>
        </div>
      ) : null}
    </Section>
  );
}

function DisciplinesApplied({ disciplines, places }: Pick<CaseStudyPage, "disciplines" | "places">) {
  const caseStudyPageCopy = useCaseStudyPageCopy();
  return (
    <Section tone="deep" composition="credits" aria-labelledby="disciplines-heading">
      <StudyHeading id="disciplines-heading" copy={caseStudyPageCopy.disciplines} muted />
      <ul className="mt-10 grid gap-x-8 gap-y-10 sm:grid-cols-2 md:mt-14 xl:grid-cols-4">
        {disciplines.map(({ title, description }) => (
          <li key={title} data-slot="discipline" className="border-[color:var(--client-rule)] border-t-2 pt-5">
            <h3 className="text-balance font-semibold text-2xl leading-tight tracking-[-0.025em]">
              {keepLastPair(title)}
            </h3>
            <p className="mt-3 text-muted leading-relaxed">{keepTogether(description, places)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The artefact drawn at build: the wide cut from `md`, the cut with larger type below it. */
function ArtefactFigure({ artefact, places }: { artefact: NonNullable<CaseStudyPage["artefact"]>; places: string[] }) {
  const caseStudyPageCopy = useCaseStudyPageCopy();
  return (
    <figure data-slot="artefact" data-kind={artefact.kind} className="mb-16 md:mb-24">
      <picture className="block overflow-hidden rounded-card">
        <source media="(min-width: 768px)" srcSet={artefact.wide} type="image/svg+xml" />
        <img
          src={artefact.narrow}
          width={artefact.width}
          height={artefact.height}
          alt={artefact.alt}
          loading="lazy"
          decoding="async"
          className="block aspect-[3/2] h-auto w-full"
        />
      </picture>
      <figcaption className="mt-5 grid gap-2 text-[color:var(--client-on-deep)] md:grid-cols-12 md:gap-8">
        <span className="font-medium text-lg md:col-span-5">{keepTogether(unwidow(artefact.caption), places)}</span>
        {artefact.source ? (
          <small className="text-sm leading-relaxed md:col-span-7">
            {caseStudyPageCopy.mapSources}: {keepTogether(artefact.source, places)}
          </small>
        ) : null}
      </figcaption>
    </figure>
  );
}

/** On the client's deep band: the headlines in its accent where that reads, the rules at 3:1 (palette.ts). */
function ResultsImpact({ results, artefact, places }: Pick<CaseStudyPage, "results" | "artefact" | "places">) {
  const caseStudyPageCopy = useCaseStudyPageCopy();
  return (
    <Section tone="client-deep" composition="figures" aria-labelledby="results-heading">
      {/* The section opens on the artefact, full width: the picture the study is built around, then its results. */}
      {artefact ? <ArtefactFigure artefact={artefact} places={places} /> : null}
      <StudyHeading id="results-heading" copy={caseStudyPageCopy.results} />
      <ul className="mt-10 md:mt-16" data-slot="results">
        {results.map((result) => {
          // A figure is set large beside its caption; a headline of words is the caption's label, and the sentence
          // of what changed for the client is set large instead.
          const figure = /\d/.test(result.headline);
          return (
            <li
              key={result.headline}
              data-slot="result"
              className="grid gap-4 border-[color:var(--client-deep-rule)] border-t-2 py-8 md:py-10 lg:grid-cols-12 lg:items-baseline lg:gap-x-10"
            >
              <p
                data-slot="result-headline"
                className={cn(
                  "text-balance font-display font-semibold text-[color:var(--client-figure)] lg:col-span-6",
                  figure
                    ? "text-[1.875rem] leading-[0.95] tracking-[-0.04em] sm:text-5xl xl:text-[3.5rem]"
                    : "text-lg leading-snug tracking-[-0.01em] md:text-xl",
                )}
              >
                {headlineOf(result.headline, places)}
              </p>
              <p
                data-slot="result-caption"
                className={cn(
                  "max-w-[56ch] text-pretty lg:col-span-6",
                  figure
                    ? "text-lg leading-relaxed md:text-xl lg:text-lg xl:text-xl"
                    : "font-display font-medium text-[1.5rem] leading-[1.15] tracking-[-0.02em] md:text-[1.875rem] xl:text-[2.125rem]",
                )}
              >
                {keepTogether(unwidow(result.caption, 28), places)}
              </p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function RelatedCaseStudies({ related }: { related: CaseStudyCard[] }) {
  const copy = useCaseStudyPageCopy().related;
  return (
    <Section composition="grid" aria-labelledby="related-heading">
      <SectionHeader id="related-heading" eyebrow={copy.eyebrow} heading={keepLastPair(copy.heading)} />
      <ul className="mt-10 grid gap-6 md:mt-14 md:grid-cols-3">
        {related.map((study) => (
          <li key={study.slug} data-slot="related-case-study">
            {/* Related studies open with a full page load: a fresh document, from the top. */}
            <CoverCard
              to={study.href}
              reloadDocument
              title={keepLastPair(study.title)}
              cover={study.cover}
              sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, calc(100vw - 40px)"
              eyebrow={<SectorBadge>{study.sector}</SectorBadge>}
              cta={copy.cta}
            >
              <p className="mt-3 text-muted leading-relaxed">{study.teaser}</p>
            </CoverCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export {
  BackToCaseStudies,
  CaseStudyHero,
  ChallengeApproach,
  cameFromThisSite,
  DisciplinesApplied,
  RelatedCaseStudies,
  ResultsImpact,
  Standfirst,
};
