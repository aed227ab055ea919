/**
 * A case study: one file in content/case-studies, named after its slug (ADR 050), checked against
 * this schema at build and test time with a message naming the file and the field.
 */
import { z } from "zod";
import { byPosition, ContentError, parseContent } from "../collection";
import { checkCoverWords, coverArtSchema } from "../cover.schema";
import { draftSchema, positionSchema, slugSchema, boundedText as text } from "../shared";

/** A case study's slug: the name of its file in content/case-studies (ADR 050). */
export type CaseStudySlug = string;
/** That a slug names a study is checked across the collection (checkCaseStudies). */
const caseStudySlugSchema = slugSchema;

const paragraphs = (what: string) =>
  z.array(text(`${what} paragraph`, 80, 900), { error: `${what} is required` }).min(1, `${what} is required`);

/**
 * How a case study's page is composed. "statement": the client's name set across a field of its own
 * colour, the story in one column and the results in a row. "editorial": the name beside the cover
 * on paper, the story split beside the results, which are set at display size in the client's colour.
 */
export const caseStudyLayouts = ["statement", "editorial"] as const;
export type CaseStudyLayout = (typeof caseStudyLayouts)[number];
export const caseStudySchema = z
  .object({
    slug: caseStudySlugSchema,
    position: positionSchema,
    draft: draftSchema,
    /** The client's name, as the card and page title. */
    title: text("title", 2, 40),
    sector: text("sector", 3, 40),
    /** Hero text on the detail page, and the home page card's summary. */
    summary: text("summary", 60, 320),
    /** The index card's description. */
    description: text("description", 60, 240),
    /** One line under the title when shown as a related study. */
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
          /** A spec figure or a single headline word: never an invented number. */
          headline: text("result headline", 1, 14),
          caption: text("result caption", 20, 160),
        }),
      )
      .length(3, "needs exactly 3 results"),
    related: z.array(caseStudySlugSchema).length(3, "needs exactly 3 related case studies"),
    /** When the case study was published on this site, YYYY-MM-DD (structured data). */
    published: z.iso.date({ error: "published must be a real date written YYYY-MM-DD" }),
    /** 'Back to Case Studies' goes back in history, or is a plain link to the index. */
    backLink: z.enum(["history", "index"]).default("history"),
    /** The page's art direction: its layout, and the sentence from its own story set as a pull quote. */
    art: z.object({
      layout: z.enum(caseStudyLayouts, { error: `layout must be one of: ${caseStudyLayouts.join(", ")}` }),
      pullQuote: text("pull quote", 20, 200),
    }),
  })
  .superRefine((study, ctx) => {
    // The pull quote repeats the study's own words, so it can never claim what the story does not.
    if (![...study.challenge, ...study.approach].some((paragraph) => paragraph.includes(study.art.pullQuote))) {
      ctx.addIssue({
        code: "custom",
        path: ["art", "pullQuote"],
        message: "the pull quote must be a sentence from The Challenge or Our Approach, word for word",
      });
    }
    if (study.related.includes(study.slug)) {
      ctx.addIssue({ code: "custom", path: ["related"], message: "a case study cannot be related to itself" });
    }
    if (new Set(study.related).size !== study.related.length) {
      ctx.addIssue({ code: "custom", path: ["related"], message: "related case studies must be different" });
    }
    checkCoverWords(
      study.cover,
      study.title,
      study.results.map((result) => result.headline),
      ctx,
    );
  });
export type CaseStudyInput = z.input<typeof caseStudySchema>;
export type CaseStudy = z.output<typeof caseStudySchema>;
export function defineCaseStudy(input: CaseStudyInput, file = `content/case-studies/${input.slug}.yaml`): CaseStudy {
  return parseContent(caseStudySchema, input, `Case study "${input.slug}" (${file})`);
}

/**
 * Checks the collection as a whole: no two studies share a position, and every related slug points
 * at a study. Returns the studies in their positions.
 */
export function checkCaseStudies(studies: CaseStudy[]): CaseStudy[] {
  const slugs = new Set(studies.map((study) => study.slug));
  const problems = studies.flatMap((study) =>
    study.related
      .filter((related) => !slugs.has(related))
      .map((related) => `  - "${study.slug}" lists "${related}" as related, but it does not exist`),
  );
  if (problems.length) throw new ContentError(`The case studies are incomplete:\n${problems.join("\n")}`);
  return byPosition(studies, "case studies");
}
