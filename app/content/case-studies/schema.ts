import { z } from "zod";
import { leftOut, boundedText as text } from "../bounded-text";
import { byPosition, ContentError, parseContent } from "../collection";
import { checkCoverWords, coverArtSchema } from "../cover.schema";
import { draftSchema, positionSchema, slugSchema } from "../shared";

const paragraphs = (what: string) =>
  z.array(text(`${what} paragraph`, 80, 900), { error: `${what} is required` }).min(1, `${what} is required`);

export const caseStudyLayouts = ["essay", "performance", "reveal"] as const;

const CARD_HEADLINE = 24;

/** A run of more words than this shared with the story makes a pull quote a repetition. */
const PULL_QUOTE_MAX_SHARED_WORDS = 5;

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replaceAll("’", "'")
    .match(/[\p{L}\p{N}']+/gu) ?? [];

/** The first run of too many words the quote shares with the text (or the whole quote it contains), or null. */
function repeatedRun(quote: string, text: string): string | null {
  const quoteWords = wordsOf(quote);
  const textWords = ` ${wordsOf(text).join(" ")} `;
  if (textWords.includes(` ${quoteWords.join(" ")} `)) return quoteWords.join(" ");
  const length = PULL_QUOTE_MAX_SHARED_WORDS + 1;
  for (let start = 0; start + length <= quoteWords.length; start++) {
    const run = quoteWords.slice(start, start + length).join(" ");
    if (textWords.includes(` ${run} `)) return run;
  }
  return null;
}

const galleryPhotoSchema = z.object({
  src: z
    .string({ error: "src is required" })
    .regex(/^[\w-]+\.(jpe?g|png|webp|avif)$/i, "src must be the name of a .jpg, .png, .webp or .avif file"),
  alt: text("photo alt text", 20, 220),
  caption: text("photo caption", 10, 200),
  credit: text("photo credit", 3, 80),
});
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;

const placeSchema = z.object({
  name: text("place name", 2, 32),
  latitude: z.number({ error: "latitude is required" }).min(-90).max(90),
  longitude: z.number({ error: "longitude is required" }).min(-180).max(180),
});
export type MapPlace = z.infer<typeof placeSchema>;

/** Great-circle routes from each origin to the hub, drawn at build from public coastline data. */
const routeMapSchema = z.object({
  hub: placeSchema,
  origins: z.array(placeSchema).min(1, "a route map needs at least one origin"),
  alt: text("map alt text", 40, 320),
  caption: text("map caption", 10, 200),
  source: text("coordinates' source", 10, 240),
});
export type RouteMap = z.infer<typeof routeMapSchema>;

/** What a study without routes is drawn around (ADR 101): its steps in order, a pair, or its figures set large. */
export const artefactKinds = ["sequence", "pair", "figures"] as const;

const artefactSchema = z
  .object({
    kind: z.enum(artefactKinds, { error: `kind must be one of: ${artefactKinds.join(", ")}` }),
    title: text("artefact title", 4, 48),
    items: z
      .array(z.object({ label: text("artefact label", 1, 32), note: text("artefact note", 4, 60).optional() }))
      .min(2, "an artefact needs 2 to 4 items")
      .max(4, "an artefact needs 2 to 4 items"),
    alt: text("artefact alt text", 40, 320),
    caption: text("artefact caption", 10, 200),
  })
  .refine((artefact) => artefact.kind !== "pair" || artefact.items.length === 2, {
    path: ["items"],
    message: "a pair has 2 items",
  });
export type Artefact = z.infer<typeof artefactSchema>;

const caseStudyArtSchema = z
  .object({
    layout: z.enum(caseStudyLayouts, { error: `layout must be one of: ${caseStudyLayouts.join(", ")}` }),
    /** A standfirst in the agency's own voice, written for the page: never a repetition of the story. */
    pullQuote: text("pull quote", 20, 200),
    routeMap: routeMapSchema.optional(),
    artefact: artefactSchema.optional(),
  })
  .refine((art) => !(art.routeMap && art.artefact), {
    message: "a case study is drawn around one artefact: give it a routeMap or an artefact, not both",
  });
export const caseStudySchema = z
  .object({
    slug: slugSchema,
    position: positionSchema,
    draft: draftSchema,
    title: text("title", 2, 40),
    sector: text("sector", 3, 40),
    summary: text("summary", 60, 320),
    description: text("description", 60, 240),
    teaser: text("teaser", 20, 90),
    cover: coverArtSchema,
    disciplines: z
      .array(z.object({ title: text("discipline title", 3, 40), description: text("discipline description", 40, 260) }))
      .length(4, "needs exactly 4 discipline cards"),
    challenge: paragraphs("The Challenge"),
    approach: paragraphs("Our Approach"),
    results: z
      .array(
        z.object({
          /** What changed, in a few words, or a spec figure and what it counts: never an invented number. */
          headline: text("result headline", 1, 28),
          caption: text("result caption", 20, 160),
        }),
      )
      .length(3, "needs exactly 3 results")
      // The first is the study's strongest fact, shown on its cards: short enough for one, in one sentence.
      .refine(([first]) => first!.headline.length <= CARD_HEADLINE && !/[.!?] \S/.test(first!.caption), {
        message: `the first result goes on the study's cards: a headline of at most ${CARD_HEADLINE} characters and a caption of one sentence`,
      }),
    related: z.array(slugSchema).length(3, "needs exactly 3 related case studies"),
    published: z.iso.date({ error: "published must be a real date written YYYY-MM-DD" }),
    /** 'Back to Case Studies' goes back in history, or is a plain link to the index. */
    backLink: z.enum(["history", "index"]).default("history"),
    art: caseStudyArtSchema,
    gallery: leftOut(z.array(galleryPhotoSchema)),
  })
  .superRefine((study, ctx) => {
    // The pull quote is a line of its own: set large, a repetition of the story would only echo it.
    for (const [section, paragraphs] of [
      ["The Challenge", study.challenge],
      ["Our Approach", study.approach],
      ["Results & Impact", study.results.map((result) => `${result.headline}. ${result.caption}`)],
    ] as const) {
      const run = paragraphs.map((paragraph) => repeatedRun(study.art.pullQuote, paragraph)).find(Boolean);
      if (run)
        ctx.addIssue({
          code: "custom",
          path: ["art", "pullQuote"],
          message: `the pull quote repeats "${run}" from ${section}: write it as a line of its own, not a quotation of the story`,
        });
    }
    const story = [study.title, study.summary, ...study.challenge, ...study.approach].join(" ");
    for (const [index, place] of (study.art.routeMap
      ? [study.art.routeMap.hub, ...study.art.routeMap.origins]
      : []
    ).entries()) {
      if (!story.includes(place.name))
        ctx.addIssue({
          code: "custom",
          path: ["art", "routeMap", ...(index === 0 ? ["hub"] : ["origins", index - 1]), "name"],
          message: `the map names "${place.name}", which the study's own text does not`,
        });
    }
    const squash = (words: string) => words.toLowerCase().replace(/[^\p{L}\p{N}+]/gu, "");
    for (const [index, item] of (study.art.artefact?.items ?? []).entries()) {
      if (!squash(`${story} ${study.description}`).includes(squash(item.label)))
        ctx.addIssue({
          code: "custom",
          path: ["art", "artefact", "items", index, "label"],
          message: `the artefact says "${item.label}", which the study's own text does not`,
        });
    }
    if (study.related.includes(study.slug))
      ctx.addIssue({ code: "custom", path: ["related"], message: "a case study cannot be related to itself" });
    if (new Set(study.related).size !== study.related.length)
      ctx.addIssue({ code: "custom", path: ["related"], message: "related case studies must be different" });
    const headlines = study.results.map((result) => result.headline);
    checkCoverWords(study.cover, study.title, headlines, ctx);
  });
export type CaseStudyInput = z.input<typeof caseStudySchema>;
export type CaseStudy = z.output<typeof caseStudySchema>;
export function defineCaseStudy(input: CaseStudyInput, file = `content/case-studies/${input.slug}.yaml`): CaseStudy {
  return parseContent(caseStudySchema, input, `Case study "${input.slug}" (${file})`);
}

/**
 * The studies in their positions, each related slug one of `known` (a translation's related studies are
 * English ones, shown where translated).
 */
export function checkCaseStudies(
  studies: CaseStudy[],
  known: readonly string[] = studies.map((study) => study.slug),
): CaseStudy[] {
  const slugs = new Set(known);
  const problems = studies.flatMap((study) =>
    study.related
      .filter((related) => !slugs.has(related))
      .map((related) => `  - "${study.slug}" lists "${related}" as related, but it does not exist`),
  );
  if (problems.length) throw new ContentError(`The case studies are incomplete:\n${problems.join("\n")}`);
  return byPosition(studies, "case studies");
}
