/** Case studies as pages and cards read them: server-only, so a page ships only its own content. */
import { fixedPaths, type Locale } from "~/config/locales";
import { clientTheme } from "./case-studies/palette";
import type { CaseStudy } from "./case-studies/schema";
import { caseStudiesFor, findCaseStudy } from "./collections.server";
import { MAP_SIZE } from "./cover.schema";
import { coverFor, figureFor, mapFor } from "./covers.server";

export type CaseStudyCard = ReturnType<typeof toCard>;
export type CaseStudyWorkCard = NonNullable<ReturnType<typeof findCaseStudyWorkCard>>;
/** A case study named in type alone (the home page's rail): no cover, so nothing more to ship. */
export type CaseStudyMention = NonNullable<ReturnType<typeof findCaseStudyMention>>;
/** The home page's lead case: its mention, its cover, and its client's deep band to set the tile on. */
export type LeadCase = NonNullable<ReturnType<typeof findLeadCase>>;
export type CaseStudyPage = NonNullable<ReturnType<typeof findCaseStudyPage>>;

const galleryOf = (study: CaseStudy) =>
  (study.gallery ?? []).flatMap(({ src, ...words }) => {
    const image = figureFor("case-studies", study.slug, src);
    return image ? [{ ...words, image }] : [];
  });

function artefactOf(study: CaseStudy, locale: Locale) {
  const { routeMap, artefact } = study.art;
  const drawn = routeMap ?? artefact;
  const files = drawn && mapFor(study.slug, locale);
  if (!drawn || !files) return null;
  const kind = routeMap ? ("route-map" as const) : artefact!.kind;
  return { kind, alt: drawn.alt, caption: drawn.caption, source: routeMap?.source ?? null, ...files, ...MAP_SIZE };
}

export function caseStudyHref(slug: string, locale: Locale = "en") {
  return `${fixedPaths.caseStudies[locale]}/${slug}`;
}

/** A study's strongest fact: its first result (the schema keeps it short enough for a card). */
const evidenceOf = ({ results: [first] }: CaseStudy) => ({ headline: first!.headline, caption: first!.caption });

export function findCaseStudyMention(slug: string, locale: Locale = "en") {
  const study = findCaseStudy(slug, false, locale);
  if (!study) return null;
  const { title, sector, teaser } = study;
  return { slug, href: caseStudyHref(slug, locale), title, sector, teaser, evidence: evidenceOf(study) };
}

export function findLeadCase(slug: string, locale: Locale = "en") {
  const study = findCaseStudy(slug, false, locale);
  const mention = findCaseStudyMention(slug, locale);
  if (!study || !mention) return null;
  const { deep, onDeep, deepFigure } = clientTheme(study.cover.palette);
  const cover = coverFor("case-studies", slug, study.cover);
  const { figure } = study.cover;
  return {
    ...mention,
    cover,
    colours: { deep, onDeep, deepFigure },
    /** The cover's drawing, shown, sets the headline's own figure. */
    drawsFigure: Boolean(cover.image && figure && mention.evidence.headline.includes(figure)),
  };
}

function toCard(study: CaseStudy, locale: Locale) {
  const { slug, title, sector, summary, description, teaser } = study;
  return {
    slug,
    href: caseStudyHref(slug, locale),
    title,
    sector,
    summary,
    description,
    teaser,
    disciplines: study.disciplines.map((discipline) => discipline.title),
    cover: coverFor("case-studies", study.slug, study.cover),
    evidence: evidenceOf(study),
  };
}

export function findCaseStudyCard(slug: string, locale: Locale = "en") {
  const study = findCaseStudy(slug, false, locale);
  return study ? toCard(study, locale) : null;
}

export function findCaseStudyWorkCard(slug: string, locale: Locale = "en") {
  const card = findCaseStudyCard(slug, locale);
  if (!card) return null;
  const { href, title, sector, summary, cover } = card;
  return { slug, href, title, sector, summary, cover };
}

export function listCaseStudyCards(preview = false, locale: Locale = "en") {
  return caseStudiesFor(locale, preview).map((study) => toCard(study, locale));
}

/**
 * A case study page's content, or null for a slug that is not a case study (any case). A draft is
 * found only in preview, and a published study's related cards leave out drafts.
 */
export function findCaseStudyPage(slug: string, preview = false, locale: Locale = "en") {
  const study = findCaseStudy(slug.toLowerCase(), preview, locale);
  if (!study) return null;
  const { title, sector, summary, disciplines, challenge, approach, results, backLink, published, art } = study;
  return {
    slug: study.slug,
    ...{ title, sector, summary, disciplines, challenge, approach, results, backLink, published, art },
    theme: clientTheme(study.cover.palette),
    gallery: galleryOf(study),
    artefact: artefactOf(study, locale),
    /** The names of the places the study maps: kept on one line wherever the page sets them. */
    places: study.art.routeMap
      ? [study.art.routeMap.hub, ...study.art.routeMap.origins].map((place) => place.name)
      : [],
    cover: coverFor("case-studies", study.slug, study.cover),
    related: study.related.flatMap((related) => {
      const card = findCaseStudy(related, preview, locale);
      return card ? [toCard(card, locale)] : [];
    }),
  };
}
