import { collection, config, fields, singleton } from "@keystatic/core";
import { block, wrapper } from "@keystatic/core/content-components";
import { z } from "zod";
import { blogPostSchema } from "~/content/blog/schema";
import { caseStudyArtSchema, caseStudySchema } from "~/content/case-studies/schema";
import { coverArtSchema } from "~/content/cover.schema";
import { homeSchema } from "~/content/home.schema";
import { privacyPolicyFacts, termsOfServiceFacts } from "~/content/legal/facts";
import { legalDocumentSchema } from "~/content/legal/schema";
import { locationSchema } from "~/content/locations/schema";
import { navigationSchema } from "~/content/navigation.schema";
import { thankYouFacts } from "~/content/pages/facts";
import {
  blogPageCopySchema,
  caseStudiesPageCopySchema,
  errorPageCopySchema,
  legalPageCopySchema,
  notFoundPageCopySchema,
  thankYouPageSchema,
} from "~/content/pages/schema";
import {
  contactAnswersCopySchema,
  contactFormCopySchema,
  cookieBannerCopySchema,
  enquiryCopySchema,
  layoutCopySchema,
  sectionsCopySchema,
  socialCardsCopySchema,
} from "~/content/parts/schema";
import { redirectsSchema } from "~/content/redirects.schema";
import { serviceSchema } from "~/content/services/schema";
import { formFor, itemLabel, listField, type Presentation, selectField, textField } from "./forms";
import { boundsOf, countOf, elementOf, jsonSchemaOf, lengthOf, type Node, propertiesOf } from "./schema";
import type { EditorStorage } from "./storage";

/*
 * The browser editor's forms (ADR 056). Each field mirrors the zod schema that checks the same file at
 * build, and its limits and choices are read from that schema through zod's public JSON Schema
 * (schema.ts), so the editor cannot offer what the build would refuse. Most forms are built from their
 * schema whole (forms.ts); the case studies and articles are written out, field by field. A parity
 * test (config.test.ts) walks each form with its schema and fails on any difference.
 */

type Extra = { multiline?: boolean; description?: string };
const text = (label: string, node: Node, extra: Extra = {}) => textField(node, { label, ...extra }, true);
const paragraphs = (label: string, node: Node) =>
  listField(node, text("Paragraph", elementOf(node), { multiline: true }), { label });
const select = (label: string, node: Node, defaultValue?: string) =>
  selectField(defaultValue === undefined ? node : { ...node, default: defaultValue }, { label });

/** A collection of pages keeps one file each in content/<folder>/, named by the slug of its title. */
const pagesIn = (folder: string) => ({ path: `content/${folder}/*`, slugField: "title" }) as const;

/** A page's title, whose slug is the page's address under /<folder>/ and the name of its file. */
function titleField(label: string, node: Node, folder: string, page: string) {
  return fields.slug({
    name: { label, validation: { length: lengthOf(node) } },
    slug: { label: "Address", description: `The ${page}'s address: /${folder}/<address>.` },
  });
}

const caseStudy = propertiesOf(jsonSchemaOf(caseStudySchema));
const post = propertiesOf(jsonSchemaOf(blogPostSchema));
const cover = propertiesOf(jsonSchemaOf(coverArtSchema));
const discipline = propertiesOf(elementOf(caseStudy.disciplines!));
const result = propertiesOf(elementOf(caseStudy.results!));
/**
 * A new item starts as a draft (ADR 054); a file that leaves `draft` out is published, as the build reads
 * it (the schema's default). Keystatic's checkbox reads a missing value as its default for new items, so
 * opening a published item would tick it, and saving would take the page off the site.
 */
const draftBox = fields.checkbox({
  label: "Draft",
  description: "A draft is left out of the public site, its sitemap and feed; preview shows it.",
  defaultValue: true,
});
const draftWhenLeftOut = caseStudy.draft!.default === true;
const draft: typeof draftBox = {
  ...draftBox,
  parse: (value) => (value === undefined ? draftWhenLeftOut : draftBox.parse(value)),
  reader: { parse: (value) => (value === undefined ? draftWhenLeftOut : draftBox.reader.parse(value)) },
};

const position = (description: string) =>
  fields.integer({
    label: "Position",
    description,
    validation: { isRequired: true, ...boundsOf(caseStudy.position!) },
  });

const coverFields = fields.object(
  {
    palette: listField(
      cover.palette!,
      textField(
        elementOf(cover.palette!),
        { label: "Colour", description: "A six-digit hex colour, such as #1f2a44." },
        true,
      ),
      { label: "Palette", description: "Four colours: the field, the type, one accent and the second field tone." },
    ),
    composition: select("Composition", cover.composition!, "stack"),
    lines: fields.array(text("Line", elementOf(cover.lines!)), {
      label: "Lines",
      description: "The words set in the art, one entry a line, taken from the title. Leave empty to use the title.",
      itemLabel,
      validation: { length: { min: 0, max: countOf(cover.lines!).max } },
    }),
    figure: textField(
      cover.figure!,
      {
        label: "Figure",
        description: 'For the "figure" composition: a number from the item\'s own results or text, such as 4.',
      },
      false,
    ),
    emoji: text("Emoji", cover.emoji!),
    alt: text("Alternative text", cover.alt!, { multiline: true }),
  },
  { label: "Cover" },
);

/**
 * The version of the English page a translation follows (ADR 086): the Translations screen gives the
 * English page's version now, and shows the translation as behind until this says the same.
 */
const englishVersion = fields.text({
  label: "English version followed",
  description:
    "Once this page says what the English says, set the version the Translations screen gives for the English page.",
});

/** A list of case studies, each chosen from the collection. */
function caseStudyList(node: Node, presentation: Presentation) {
  return listField(
    node,
    fields.relationship({ label: "Case study", collection: "caseStudies", validation: { isRequired: true } }),
    presentation,
  );
}

/**
 * The case studies in a language's folder: content/case-studies, or content/es/case-studies, where a
 * study keeps its English address and file name (ADR 084). A related study is chosen from the English.
 */
const caseStudiesIn = (folder: string, label: string, translates = false) =>
  collection({
    label,
    ...pagesIn(folder),
    format: { data: "yaml" },
    columns: ["title", "sector"],
    schema: {
      ...(translates ? { englishVersion } : {}),
      title: titleField("Client", caseStudy.title!, "case-studies", "page"),
      position: position("Its place in the list of case studies, from 1."),
      draft,
      sector: text("Sector", caseStudy.sector!),
      summary: text("Summary", caseStudy.summary!, { multiline: true }),
      description: text("Card description", caseStudy.description!, { multiline: true }),
      teaser: text("Teaser", caseStudy.teaser!),
      cover: coverFields,
      disciplines: listField(
        caseStudy.disciplines!,
        fields.object({
          title: text("Title", discipline.title!),
          description: text("Description", discipline.description!, { multiline: true }),
        }),
        { label: "Disciplines" },
      ),
      challenge: paragraphs("The Challenge", caseStudy.challenge!),
      approach: paragraphs("Our Approach", caseStudy.approach!),
      results: listField(
        caseStudy.results!,
        fields.object({ headline: text("Headline", result.headline!), caption: text("Caption", result.caption!) }),
        { label: "Results" },
      ),
      related: caseStudyList(caseStudy.related!, { label: "Related case studies" }),
      published: fields.date({ label: "Published", validation: { isRequired: true } }),
      backLink: select("Back link", caseStudy.backLink!),
      art: fields.object(formFor(caseStudyArtSchema), { label: "Art direction" }),
      gallery: formFor(z.object({ gallery: caseStudySchema.shape.gallery })).gallery!,
    },
  });
const caseStudies = caseStudiesIn("case-studies", "Case studies");
const caseStudiesEs = caseStudiesIn("es/case-studies", "Case studies (Spanish)", true);

/**
 * A translation's link to the English item it translates (ADR 084): the build publishes it at its own
 * address and pairs the two in each page's language links. Not a field of the item's schema.
 */
const translationOf = (collection: "posts" | "services" | "locations") => ({
  translationOf: fields.relationship({
    label: "Translates",
    description: "The English page this one is the Spanish of.",
    collection,
    validation: { isRequired: true },
  }),
  englishVersion,
});

/** The articles in a language's folder: content/blog, or content/es/blog, each naming the article it translates. */
const postsIn = (folder: string, label: string, translates = false) =>
  collection({
    label,
    ...pagesIn(folder),
    format: { contentField: "body" },
    entryLayout: "content",
    columns: ["title", "date"],
    schema: {
      ...(translates ? translationOf("posts") : {}),
      id: fields.integer({
        label: "Number",
        description: "A number no other article has.",
        validation: { isRequired: true, ...boundsOf(post.id!) },
      }),
      title: titleField("Title", post.title!, "blog", "article"),
      excerpt: text("Excerpt", post.excerpt!, { multiline: true }),
      date: fields.date({ label: "Date", validation: { isRequired: true } }),
      category: select("Category", post.category!, "Marketing"),
      keywords: listField(post.keywords!, text("Keyword", elementOf(post.keywords!)), { label: "Keywords" }),
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
const posts = postsIn("blog", "Articles");
const postsEs = postsIn("es/blog", "Articles (Spanish)", true);

const redirectsFile = propertiesOf(jsonSchemaOf(redirectsSchema));
const redirect = propertiesOf(elementOf(redirectsFile.redirects!));
const redirects = singleton({
  label: "Redirects",
  path: "content/redirects",
  format: { data: "yaml" },
  schema: {
    redirects: listField(
      redirectsFile.redirects!,
      fields.object({
        from: textField(
          redirect.from!,
          { label: "From", description: "A path on this site, such as /old-page." },
          true,
        ),
        to: textField(
          redirect.to!,
          { label: "To", description: "A page of this site, such as /new-page, or an https:// address." },
          true,
        ),
        status: select("Status", redirect.status!),
      }),
      {
        label: "Redirects",
        description: "An old address and the page it now leads to. The build checks every entry.",
      },
    ),
    gone: listField(redirectsFile.gone!, textField(elementOf(redirectsFile.gone!), { label: "Path" }, true), {
      label: "Gone",
      description: "Addresses that have no successor: they answer 410 Gone.",
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
    paths: fields.array(fields.text({ label: "Address", validation: { length: { min: 1 } } }), {
      label: "Published addresses",
      description:
        "Every address the site has published. Add the address of a page you publish; never remove one: redirect it or mark it gone under Redirects.",
      itemLabel: (props) => props.value,
    }),
  },
});

/** The home page in a language's folder: content/home.yaml, or content/es/home.yaml. */
const homeIn = (folder: string, label: string) =>
  singleton({
    label,
    path: `${folder}/home`,
    format: { data: "yaml" },
    // The home page names case studies by address: each is chosen from the collection.
    schema: formFor(homeSchema, { overrides: { "hero.rail": caseStudyList, "work.slugs": caseStudyList } }),
  });
const home = homeIn("content", "Home page");

/**
 * A collection of pages of one template (ADR 020), one file each in content/<folder>/, named by the
 * slug of the page's name, which is its address: /<address>.
 */
function templatePages(
  label: string,
  folder: "services" | "locations",
  schema: typeof serviceSchema | typeof locationSchema,
  language: "" | "es/" = "",
) {
  const name = propertiesOf(jsonSchemaOf(schema)).name!;
  return collection({
    label,
    path: `content/${language}${folder}/*`,
    slugField: "name",
    format: { data: "yaml" },
    columns: ["name"],
    schema: {
      ...(language ? translationOf(folder) : {}),
      name: fields.slug({
        name: {
          label: "Name",
          description: "As the navigation and breadcrumbs show it.",
          validation: { length: lengthOf(name) },
        },
        slug: { label: "Address", description: "The page's address: /<address>." },
      }),
      ...formFor(schema, { omit: ["slug", "name"] }),
    },
  });
}

const services = templatePages("Service pages", "services", serviceSchema);
const locations = templatePages("Location pages", "locations", locationSchema);
const servicesEs = templatePages("Service pages (Spanish)", "services", serviceSchema, "es/");
const locationsEs = templatePages("Location pages (Spanish)", "locations", locationSchema, "es/");

/** A file of the site's copy (ADR 070), edited in place: content/<file>.yaml (or content/es/<file>.yaml). */
const copyFile = (
  label: string,
  file: string,
  schema: Parameters<typeof formFor>[0],
  omit?: string[],
  folder = "content",
) => singleton({ label, path: `${folder}/${file}`, format: { data: "yaml" }, schema: formFor(schema, { omit }) });

/** The files of words a visitor reads, as [form name, label, file]: each is in every language's folder. */
const visitorCopy = [
  ["navigation", "Navigation", "navigation", navigationSchema],
  ["blogPage", "Blog: index and article words", "pages/blog", blogPageCopySchema],
  ["caseStudiesPage", "Case studies: index and page words", "pages/case-studies", caseStudiesPageCopySchema],
  ["legalPage", "Legal pages: template words", "pages/legal", legalPageCopySchema],
  ["thankYouPage", "Thank-you page", "pages/thank-you", thankYouPageSchema(thankYouFacts)],
  ["notFoundPage", "Page not found", "pages/not-found", notFoundPageCopySchema],
  ["errorPage", "Error page", "pages/error", errorPageCopySchema],
  ["contactForm", "Contact form and its messages", "parts/contact-form", contactFormCopySchema],
  ["contactAnswers", "The server's answers to a refused message", "parts/contact-answers", contactAnswersCopySchema],
  ["cookieBanner", "Cookie banner", "parts/cookie-banner", cookieBannerCopySchema],
  ["layout", "Header, footer and small print", "parts/layout", layoutCopySchema],
  ["sections", "Shared section words", "parts/sections", sectionsCopySchema],
  ["socialCards", "Social cards: labels", "parts/social-cards", socialCardsCopySchema],
] as const;

/** Those files' forms in a language's folder (ADR 084), by name. */
const visitorCopyIn = (folder: string, suffix: string) =>
  Object.fromEntries(
    visitorCopy.map(([name, label, file, schema]) => [
      name,
      copyFile(`${label}${suffix}`, file, schema, undefined, folder),
    ]),
  ) as Record<(typeof visitorCopy)[number][0], ReturnType<typeof copyFile>>;

/** The Spanish edition's singletons (content/es), each named as its English one, with "Es". */
const spanish = Object.fromEntries([
  ["homeEs", homeIn("content/es", "Home page (Spanish)")],
  // A Spanish legal document's address is its file's name; it translates the English one of its form's name.
  [
    "privacyPolicyEs",
    copyFile(
      "Privacy policy (Spanish)",
      "legal/politica-de-privacidad",
      legalDocumentSchema(privacyPolicyFacts.es),
      ["slug"],
      "content/es",
    ),
  ],
  [
    "termsOfServiceEs",
    copyFile(
      "Terms of service (Spanish)",
      "legal/terminos-del-servicio",
      legalDocumentSchema(termsOfServiceFacts.es),
      ["slug"],
      "content/es",
    ),
  ],
  ...Object.entries(visitorCopyIn("content/es", " (Spanish)")).map(([name, form]) => [`${name}Es`, form]),
]) as Record<
  `${(typeof visitorCopy)[number][0]}Es` | "homeEs" | "privacyPolicyEs" | "termsOfServiceEs",
  ReturnType<typeof copyFile>
>;

/** The singletons of the site's pages and parts, by the name Keystatic knows them by. */
const copy = {
  ...visitorCopyIn("content", ""),
  // A legal document's address is its file's name (its slug).
  privacyPolicy: copyFile("Privacy policy", "legal/privacy-policy", legalDocumentSchema(privacyPolicyFacts.en), [
    "slug",
  ]),
  termsOfService: copyFile("Terms of service", "legal/terms-of-service", legalDocumentSchema(termsOfServiceFacts.en), [
    "slug",
  ]),
  enquiryOperations: copyFile("Enquiry emails, reply page and digest", "parts/enquiry-operations", enquiryCopySchema),
};

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
    ui: {
      brand: { name: "Lumen & Lark" },
      navigation: {
        Pages: ["home", "services", "locations", "caseStudies", "posts", "privacyPolicy", "termsOfService"],
        "Site copy": [
          "navigation",
          "layout",
          "contactForm",
          "contactAnswers",
          "cookieBanner",
          "sections",
          "socialCards",
          "blogPage",
          "caseStudiesPage",
          "legalPage",
          "thankYouPage",
          "notFoundPage",
          "errorPage",
          "enquiryOperations",
        ],
        "Spanish edition": [
          "servicesEs",
          "locationsEs",
          "caseStudiesEs",
          "postsEs",
          ...(Object.keys(spanish) as (keyof typeof spanish)[]),
        ],
        Addresses: ["redirects", "publishedPaths"],
      },
    },
    collections: { caseStudies, posts, services, locations, caseStudiesEs, postsEs, servicesEs, locationsEs },
    singletons: { home, ...copy, ...spanish, redirects, publishedPaths },
  });
}
