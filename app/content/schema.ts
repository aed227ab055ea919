/**
 * The content model: every case study, post and generated cover is checked
 * against these schemas at build and test time, so an incomplete item fails
 * the build with a message naming the file and the field.
 */
import { z } from "zod";
import { byPosition, ContentError, parseContent } from "./collection";
import { blockTags, elementsOf, inlineTags, plainText, type RichElement, type RichNode } from "./rich-text";
import { positionSchema, slugSchema } from "./shared";

/** A case study's slug: the name of its file in content/case-studies (ADR 050). */
export type CaseStudySlug = string;

/**
 * How a generated cover is laid out: the words stacked on ruled lines, one line
 * cropped by the frame, a giant initial, a figure on a grid, bands of the name
 * in rising weights, or one letter to a cell.
 */
export const coverCompositions = ["stack", "crop", "monogram", "figure", "bands", "grid"] as const;
export type CoverComposition = (typeof coverCompositions)[number];

const text = (what: string, min: number, max: number) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(min, `${what} is too short (at least ${min} characters)`)
    .max(max, `${what} is too long (at most ${max} characters)`);

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, "must be a six-digit hex colour, such as #1f2a44");

/** Field, type, accent, shade: the cover's ground, its letters, one graphic accent and the second field tone. */
const paletteSchema = z.tuple([hexColour, hexColour, hexColour, hexColour], {
  error: "palette needs four colours: field, type, accent and shade",
});
export type Palette = z.infer<typeof paletteSchema>;

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string) {
  const channel = (i: number) => {
    const value = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** WCAG contrast ratio between two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Letters in the art are large, so they need the large-text minimum against both fields they sit on. */
export const COVER_TEXT_CONTRAST = 3;
const GRID_MAX_LETTERS = 6;

export const coverArtSchema = z
  .object({
    palette: paletteSchema,
    composition: z.enum(coverCompositions, {
      error: (issue) => `composition "${String(issue.input)}" is not one of: ${coverCompositions.join(", ")}`,
    }),
    /** The words set in the art, one entry a line; the item's title when left out. */
    lines: z.preprocess(
      // The editor writes an empty list for "no lines": the title is used, as when the field is left out.
      (lines) => (Array.isArray(lines) && lines.length === 0 ? undefined : lines),
      z
        .array(text("cover line", 1, 24))
        .min(1)
        .max(4)
        .optional(),
    ),
    /** For the "figure" composition: a number that appears in the item's own results or text. */
    figure: z.preprocess(
      // Left empty in the editor is left out.
      (figure) => (figure === "" ? undefined : figure),
      z
        .string()
        .trim()
        .regex(/^\d[\d,.]*$/, "figure must be a number, such as 4")
        .optional(),
    ),
    /** Shown on a gradient of the palette wherever there is no image. */
    emoji: z.string({ error: "emoji is required (it stands in when there is no image)" }).min(1),
    alt: text("alt text", 20, 220),
  })
  .superRefine((cover, ctx) => {
    const [field, type, , shade] = cover.palette;
    for (const [name, ground] of [
      ["field", field],
      ["shade", shade],
    ] as const) {
      const ratio = contrastRatio(type, ground);
      if (ratio < COVER_TEXT_CONTRAST) {
        ctx.addIssue({
          code: "custom",
          path: ["palette"],
          message: `the type colour ${type} on the ${name} ${ground} has a contrast of ${ratio.toFixed(2)}:1; letters in the art need at least ${COVER_TEXT_CONTRAST}:1`,
        });
      }
    }
    const gridLetters = (cover.lines ?? []).join("").replaceAll(" ", "").length;
    if (cover.composition === "grid" && (gridLetters < 2 || gridLetters > GRID_MAX_LETTERS)) {
      ctx.addIssue({
        code: "custom",
        path: ["lines"],
        message: `the "grid" composition sets one letter to a cell: give it lines of 2 to ${GRID_MAX_LETTERS} letters`,
      });
    }
    if (cover.composition === "figure" && !cover.figure) {
      ctx.addIssue({ code: "custom", path: ["figure"], message: 'the "figure" composition needs a figure to set' });
    }
  });
export type CoverArt = z.infer<typeof coverArtSchema>;

const squash = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/**
 * The words in a cover come from the item's own title, and its figure from the
 * item's own text, so the art never says anything the page does not.
 */
function checkCoverWords(cover: CoverArt, title: string, sources: string[], ctx: z.RefinementCtx) {
  if (cover.lines && !squash(title).includes(squash(cover.lines.join("")))) {
    ctx.addIssue({
      code: "custom",
      path: ["cover", "lines"],
      message: `the cover's words "${cover.lines.join(" ")}" must come from the title "${title}"`,
    });
  }
  const figure = cover.figure;
  if (
    figure &&
    !sources.some((source) => new RegExp(`(^|[^\\d])${figure.replaceAll(".", "\\.")}([^\\d]|$)`).test(source))
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["cover", "figure"],
      message: `the cover's figure "${figure}" does not appear in the item's own text`,
    });
  }
}

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

/** A draft stays out of the public build: no page, card, sitemap entry or feed item until it is published. */
const draftSchema = z.boolean({ error: "draft is true or false" }).default(false);

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

const richElementSchema: z.ZodType<RichElement> = z.object({
  tag: z.enum([...inlineTags, ...blockTags]),
  attributes: z.record(z.string(), z.string()).optional(),
  get children() {
    return z.array(richNodeSchema);
  },
});
const richNodeSchema: z.ZodType<RichNode> = z.union([z.string(), richElementSchema], {
  error: `must be text or an element articles use (${[...blockTags, ...inlineTags].join(", ")})`,
});

/**
 * An article's body: Markdoc read at build into rich text (ADR 053). Its blocks are paragraphs,
 * section headings, lists, quotations, pull quotes and figures; nothing else reaches the page.
 */
const articleBodySchema = z.array(richNodeSchema).superRefine((body, ctx) => {
  const blocks = body.filter((node) => typeof node !== "string");
  if (blocks.length !== body.length) {
    ctx.addIssue({ code: "custom", message: "text sits in paragraphs, headings, lists or quotes" });
  }
  const paragraphs = elementsOf(blocks, "p").map((paragraph) => plainText(paragraph.children));
  if (paragraphs.length < 3) ctx.addIssue({ code: "custom", message: "the article body is too short" });
  blocks.forEach((block, index) => {
    const words = plainText(block.children);
    if (block.tag === "pullquote" && !paragraphs.some((paragraph) => paragraph.includes(words))) {
      ctx.addIssue({
        code: "custom",
        path: [index],
        message: `the pull quote "${words.slice(0, 40)}…" must repeat words from one of the article's paragraphs`,
      });
    }
    if ((block.tag === "h2" || block.tag === "h3") && (words.length < 3 || words.length > 90)) {
      ctx.addIssue({ code: "custom", path: [index], message: `the heading "${words}" must be 3 to 90 characters` });
    }
  });
  const ids = elementsOf(blocks, "h2").map((heading) => heading.attributes?.id);
  for (const id of new Set(ids)) {
    if (ids.filter((other) => other === id).length > 1)
      ctx.addIssue({ code: "custom", message: `two sections share the heading anchor "#${id}"` });
  }
});

export const blogCategories = ["Technology", "Marketing"] as const;

export const blogPostSchema = z
  .object({
    id: z.number().int().positive(),
    /** The article's address under /blog/, and the name of its file in content/blog. */
    slug: slugSchema,
    title: text("title", 10, 120),
    excerpt: text("excerpt", 60, 260),
    /** Publication date, YYYY-MM-DD. */
    date: z.iso.date({ error: "date must be a real date written YYYY-MM-DD" }),
    category: z.enum(blogCategories, { error: `category must be one of: ${blogCategories.join(", ")}` }),
    cover: coverArtSchema,
    /** Topics for search engines and the article's structured data. */
    keywords: z.array(text("keyword", 2, 40)).min(2, "at least 2 keywords"),
    draft: draftSchema,
    body: articleBodySchema,
  })
  .transform((post) => ({ ...post, path: `/blog/${post.slug}` }))
  .superRefine((post, ctx) => {
    if (!post.cover.lines) {
      ctx.addIssue({
        code: "custom",
        path: ["cover", "lines"],
        message: "a post's cover needs lines: a short phrase from its title, one entry a line",
      });
    }
    checkCoverWords(post.cover, post.title, [post.title, plainText(post.body)], ctx);
  });
export type BlogPostInput = z.input<typeof blogPostSchema>;
export type BlogPost = z.output<typeof blogPostSchema>;

/** One rendered image: the files the pipeline wrote for it. */
export const imageAssetSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The picture's average colour, painted while it loads. */
  placeholder: hexColour,
  /** The JPEG for browsers that ignore srcset. */
  src: z.string().min(1),
  srcSet: z.object({ avif: z.string().min(1), webp: z.string().min(1), jpeg: z.string().min(1) }),
});
export type ImageAsset = z.infer<typeof imageAssetSchema>;

/** A case study's or post's cover, with its 1200×630 JPEG crop for social cards (og:image). */
export const coverAssetSchema = imageAssetSchema.extend({ og: z.string().min(1) });
export type CoverAsset = z.infer<typeof coverAssetSchema>;

export const coverManifestSchema = z.object({
  version: z.literal(2),
  covers: z.record(z.string(), coverAssetSchema),
  /** The showreel's poster frames, by format. */
  posters: z.record(z.string(), imageAssetSchema),
  /** The pictures in articles' text, by `blog/<slug>/<file name>`. */
  figures: z.record(z.string(), imageAssetSchema).default({}),
});
export type CoverManifest = z.infer<typeof coverManifestSchema>;

/** What every card and hero needs to show a cover, with or without an image. */
export type Cover = {
  alt: string;
  emoji: string;
  /** Two palette colours for the emoji fallback's gradient. */
  gradient: [string, string];
  image: CoverAsset | null;
};

export { ContentError, parseContent, slugSchema };

export type ContentCollection = "case-studies" | "blog";

/** The cover pipeline's name for an item's cover. */
export function coverKey(collection: ContentCollection, slug: string) {
  return `${collection}/${slug}`;
}

/** The cover pipeline's name for a picture in an article: its file, in the folder named after the post. */
export function figureKey(collection: ContentCollection, slug: string, src: string) {
  return `${collection}/${slug}/${src}`;
}

/** The cover pipeline's name for a showreel poster frame. */
export function posterKey(format: "mobile" | "desktop") {
  return `showreel/${format}`;
}

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

/** Checks that no two posts share an id (a slug is a file name, so it is unique already). */
export function checkBlogPosts(posts: BlogPost[]): BlogPost[] {
  const problems: string[] = [];
  for (const field of ["id"] as const) {
    const values = posts.map((post) => post[field]);
    for (const value of new Set(values)) {
      if (values.filter((other) => other === value).length > 1)
        problems.push(`  - ${field} "${value}" is used more than once`);
    }
  }
  if (problems.length) throw new ContentError(`The blog posts are invalid:\n${problems.join("\n")}`);
  return posts;
}

export function defineBlogPost(input: BlogPostInput, file = `content/blog/${input.slug}.mdoc`): BlogPost {
  return parseContent(blogPostSchema, input, `Blog post "${input.slug}" (${file})`);
}
