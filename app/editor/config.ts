import { collection, config, fields, singleton } from "@keystatic/core";
import { block, wrapper } from "@keystatic/core/content-components";
import type { z } from "zod";
import { blogPostSchema } from "~/content/blog/schema";
import { caseStudySchema } from "~/content/case-studies/schema";
import { coverArtSchema } from "~/content/cover.schema";
import { redirectSchema } from "~/content/redirects.schema";
import type { EditorStorage } from "./storage";

/*
 * The browser editor's forms (ADR 056). Each field mirrors the zod schema that checks the same file at
 * build, and its limits and choices are read from that schema, so the editor cannot offer what the
 * build would refuse. A parity test (config.test.ts) walks both and fails on any difference.
 */

type Shape = Record<string, z.ZodType>;
type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  shape?: Shape;
  entries?: Record<string, string>;
  options?: z.ZodType[];
  values?: unknown[];
  items?: z.ZodType[];
  checks?: { _zod: { def: Record<string, unknown> } }[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema inside optional, default and nullable wrappers, preprocessing and transforms. */
export function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === "pipe" && def.in && def.out) return unwrap(defOf(def.out).type === "transform" ? def.in : def.out);
  return schema;
}
export const shapeOf = (schema: z.ZodType): Shape => {
  const def = defOf(unwrap(schema));
  if (def.shape) return def.shape;
  throw new Error(`expected an object schema, found ${def.type}`);
};
/** An array's element, or a tuple's first item (the editor's lists hold one kind), unwrapped. */
export const elementOf = (schema: z.ZodType) => {
  const def = defOf(unwrap(schema));
  return unwrap(def.element ?? def.items![0]!);
};

/** A string's length limits, or an array's count limits, from its zod checks. */
export function limitsOf(schema: z.ZodType) {
  const def = defOf(unwrap(schema));
  if (def.items) return { min: def.items.length, max: def.items.length };
  const limits = { min: 0, max: Number.POSITIVE_INFINITY };
  for (const check of def.checks ?? []) {
    const { check: kind, minimum, maximum, length } = check._zod.def as Record<string, number | string>;
    if (kind === "length_equals") limits.min = limits.max = length as number;
    if (kind === "min_length") limits.min = minimum as number;
    if (kind === "max_length") limits.max = maximum as number;
  }
  return limits;
}
/** The choices of an enum, or of a union of literals, as the text a select field stores. */
export function choicesOf(schema: z.ZodType): string[] {
  const def = defOf(unwrap(schema));
  if (def.entries) return Object.values(def.entries);
  if (def.options) return def.options.flatMap((option) => (defOf(option).values ?? []).map(String));
  throw new Error(`expected a choice, found ${def.type}`);
}

const caseStudy = shapeOf(caseStudySchema);
const post = shapeOf(blogPostSchema);
const cover = shapeOf(coverArtSchema);
const redirect = shapeOf(redirectSchema);
const lengthOf = (schema: z.ZodType) => limitsOf(elementOrSelf(schema));
const elementOrSelf = (schema: z.ZodType) =>
  ["array", "tuple"].includes(defOf(unwrap(schema)).type) ? elementOf(schema) : schema;
const countOf = limitsOf;
const optionsOf = (schema: z.ZodType) => choicesOf(schema).map((value) => ({ label: value, value }));

const text = (label: string, schema: z.ZodType, extra: { multiline?: boolean; description?: string } = {}) =>
  fields.text({ label, ...extra, validation: { length: lengthOf(schema) } });
const paragraphs = (label: string, schema: z.ZodType) =>
  fields.array(text("Paragraph", schema, { multiline: true }), {
    label,
    itemLabel: (props) => `${props.value.slice(0, 60)}…`,
    validation: { length: countOf(schema) },
  });
const select = <Value extends string>(label: string, schema: z.ZodType, defaultValue: Value) =>
  fields.select({ label, options: optionsOf(schema) as { label: string; value: Value }[], defaultValue });
const draft = fields.checkbox({
  label: "Draft",
  description: "A draft is left out of the public site, its sitemap and feed; preview shows it.",
  defaultValue: true,
});

/** A collection of pages keeps one file each in content/<folder>/, named by the slug of its title. */
const pagesIn = (folder: string) => ({ path: `content/${folder}/*`, slugField: "title" }) as const;

/** A page's title, whose slug is the page's address under /<folder>/ and the name of its file. */
function titleField(label: string, schema: z.ZodType, folder: string, page: string) {
  return fields.slug({
    name: { label, validation: { length: lengthOf(schema) } },
    slug: { label: "Address", description: `The ${page}'s address: /${folder}/<address>.` },
  });
}

const coverFields = fields.object(
  {
    palette: fields.array(
      fields.text({
        label: "Colour",
        validation: { pattern: { regex: /^#[0-9a-f]{6}$/i, message: "a six-digit hex colour, such as #1f2a44" } },
      }),
      {
        label: "Palette",
        description: "Four colours: the field, the type, one accent and the second field tone.",
        itemLabel: (props) => props.value,
        validation: { length: countOf(cover.palette!) },
      },
    ),
    composition: select("Composition", cover.composition!, "stack"),
    lines: fields.array(text("Line", cover.lines!), {
      label: "Lines",
      description: "The words set in the art, one entry a line, taken from the title. Leave empty to use the title.",
      itemLabel: (props) => props.value,
      validation: { length: { min: 0, max: countOf(cover.lines!).max } },
    }),
    figure: fields.text({
      label: "Figure",
      description: 'For the "figure" composition: a number from the item\'s own results or text.',
      validation: { pattern: { regex: /^(\d[\d,.]*)?$/, message: "a number, such as 4" } },
    }),
    emoji: fields.text({ label: "Emoji", validation: { length: { min: 1 } } }),
    alt: text("Alternative text", cover.alt!, { multiline: true }),
  },
  { label: "Cover" },
);

const caseStudies = collection({
  label: "Case studies",
  ...pagesIn("case-studies"),
  format: { data: "yaml" },
  columns: ["title", "sector"],
  schema: {
    title: titleField("Client", caseStudy.title!, "case-studies", "page"),
    position: fields.integer({
      label: "Position",
      description: "Its place in the list of case studies, from 1.",
      validation: { isRequired: true, min: 1 },
    }),
    draft,
    sector: text("Sector", caseStudy.sector!),
    summary: text("Summary", caseStudy.summary!, { multiline: true }),
    description: text("Card description", caseStudy.description!, { multiline: true }),
    teaser: text("Teaser", caseStudy.teaser!),
    cover: coverFields,
    disciplines: fields.array(
      fields.object({
        title: text("Title", shapeOf(elementOf(caseStudy.disciplines!)).title!),
        description: text("Description", shapeOf(elementOf(caseStudy.disciplines!)).description!, { multiline: true }),
      }),
      {
        label: "Disciplines",
        itemLabel: (props) => props.fields.title.value,
        validation: { length: countOf(caseStudy.disciplines!) },
      },
    ),
    challenge: paragraphs("The Challenge", caseStudy.challenge!),
    approach: paragraphs("Our Approach", caseStudy.approach!),
    results: fields.array(
      fields.object({
        headline: text("Headline", shapeOf(elementOf(caseStudy.results!)).headline!),
        caption: text("Caption", shapeOf(elementOf(caseStudy.results!)).caption!),
      }),
      {
        label: "Results",
        itemLabel: (props) => props.fields.headline.value,
        validation: { length: countOf(caseStudy.results!) },
      },
    ),
    related: fields.array(
      fields.relationship({ label: "Case study", collection: "caseStudies", validation: { isRequired: true } }),
      {
        label: "Related case studies",
        itemLabel: (props) => props.value ?? "Choose a case study",
        validation: { length: countOf(caseStudy.related!) },
      },
    ),
    published: fields.date({ label: "Published", validation: { isRequired: true } }),
    backLink: select("Back link", caseStudy.backLink!, "history"),
    art: fields.object(
      {
        layout: select("Layout", shapeOf(caseStudy.art!).layout!, "statement"),
        pullQuote: text("Pull quote", shapeOf(caseStudy.art!).pullQuote!, {
          description: "A sentence from The Challenge or Our Approach, word for word.",
        }),
      },
      { label: "Art direction" },
    ),
  },
});

const posts = collection({
  label: "Articles",
  ...pagesIn("blog"),
  format: { contentField: "body" },
  entryLayout: "content",
  columns: ["title", "date"],
  schema: {
    id: fields.integer({
      label: "Number",
      description: "A number no other article has.",
      validation: { isRequired: true, min: 1 },
    }),
    title: titleField("Title", post.title!, "blog", "article"),
    excerpt: text("Excerpt", post.excerpt!, { multiline: true }),
    date: fields.date({ label: "Date", validation: { isRequired: true } }),
    category: select("Category", post.category!, "Marketing"),
    keywords: fields.array(text("Keyword", post.keywords!), {
      label: "Keywords",
      itemLabel: (props) => props.value,
      validation: { length: countOf(post.keywords!) },
    }),
    cover: coverFields,
    draft,
    body: fields.markdoc({
      label: "Article",
      extension: "mdoc",
      options: {
        heading: [2, 3],
        bold: true,
        italic: true,
        link: true,
        code: true,
        blockquote: true,
        orderedList: true,
        unorderedList: true,
        strikethrough: false,
        table: false,
        image: false,
        divider: false,
        codeBlock: false,
      },
      components: {
        pullquote: wrapper({
          label: "Pull quote",
          description: "A sentence of the article, set large beside the text it repeats.",
          schema: {},
        }),
        figure: block({
          label: "Figure",
          description: "A photograph with its alternative text and an optional caption.",
          schema: {
            src: fields.image({ label: "Photograph", validation: { isRequired: true } }),
            alt: fields.text({ label: "Alternative text", validation: { length: { min: 1 } } }),
            caption: fields.text({ label: "Caption" }),
          },
        }),
      },
    }),
  },
});

const required = { length: { min: 1 } };
const redirectFields = fields.object({
  from: fields.text({ label: "From", description: "A path on this site, such as /old-page.", validation: required }),
  to: fields.text({
    label: "To",
    description: "A page of this site, such as /new-page, or an https:// address.",
    validation: required,
  }),
  status: select("Status", redirect.status!, "301"),
});

const redirects = singleton({
  label: "Redirects",
  path: "content/redirects",
  format: { data: "yaml" },
  schema: {
    redirects: fields.array(redirectFields, {
      label: "Redirects",
      description: "An old address and the page it now leads to. The build checks every entry.",
      itemLabel: (props) => `${props.fields.from.value} → ${props.fields.to.value}`,
    }),
    gone: fields.array(fields.text({ label: "Path", validation: required }), {
      label: "Gone",
      description: "Addresses that have no successor: they answer 410 Gone.",
      itemLabel: (props) => props.value,
    }),
  },
});

/**
 * The URL ledger (ADR 052): every address the site has published. An editor who publishes a page adds
 * its address here, as the pull request's check asks; an address is never removed, only redirected.
 */
const publishedPaths = singleton({
  label: "Published addresses",
  path: "content/published-paths",
  format: { data: "yaml" },
  schema: {
    paths: fields.array(fields.text({ label: "Address", validation: required }), {
      label: "Published addresses",
      description:
        "Every address the site has published. Add the address of a page you publish; never remove one: redirect it or mark it gone under Redirects.",
      itemLabel: (props) => props.value,
    }),
  },
});

/** The editor's configuration for the storage the server chose. */
export function editorConfig(storage: EditorStorage) {
  return config({
    storage:
      storage.kind === "local"
        ? { kind: "local" }
        : {
            kind: "github",
            repo: storage.repo,
            branchPrefix: storage.branchPrefix,
          },
    ui: { brand: { name: "Lumen & Lark" } },
    collections: { caseStudies, posts },
    singletons: { redirects, publishedPaths },
  });
}
