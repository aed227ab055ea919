import { type Collection, type ComponentSchema, config, fields, type Singleton } from "@keystatic/core";
import { block, wrapper } from "@keystatic/core/content-components";
import { z } from "zod";
import { type Locale, localeNames } from "~/config/locales";
import { blogPostSchema } from "~/content/blog/schema";
import { caseStudySchema } from "~/content/case-studies/schema";
import { homeSchema } from "~/content/home.schema";
import { legalDocumentFiles } from "~/content/legal/facts";
import { legalDocumentSchema } from "~/content/legal/schema";
import { locationSchema } from "~/content/locations/schema";
import { navigationSchema } from "~/content/navigation.schema";
import { thankYouFacts } from "~/content/pages/facts";
import * as pages from "~/content/pages/schema";
import * as parts from "~/content/parts/schema";
import { redirectsSchema } from "~/content/redirects.schema";
import { serviceSchema } from "~/content/services/schema";
import { formFor, inWords, itemLabel } from "./fields";
import { contentFolder, formName, languageName, translatedCollections } from "./languages";
import type { EditorStorage } from "./storage";

/* The editor's forms (ADR 056, 089), laid out from the zod schemas and checked by them as they save (check.ts). */

export const checks = new Map<string, { schema: z.ZodType; slugged: boolean }>();

// A new item starts as a draft (ADR 054), but a file that leaves `draft` out is published, as the build
// reads it; Keystatic's checkbox would read it as its default, and saving would unpublish the page.
const box = fields.checkbox({
  label: "Draft",
  description: "Left out of the public site; preview shows it.",
  defaultValue: true,
});
const draft: typeof box = {
  ...box,
  parse: (value) => value !== undefined && box.parse(value),
  reader: { parse: (value) => value !== undefined && box.reader.parse(value) },
};

const titleField = (label: string, address: string) =>
  fields.slug({ name: { label }, slug: { label: "Address", description: `The page's address: ${address}<address>.` } });

const caseStudyList = (label: string) =>
  fields.array(fields.relationship({ label: "Case study", collection: "caseStudies" }), { label, itemLabel });

const articleBody = fields.markdoc({
  label: "Article",
  extension: "mdoc",
  options: { heading: [2, 3], strikethrough: false, table: false, image: false, divider: false, codeBlock: false },
  components: {
    pullquote: wrapper({ label: "Pull quote", description: "A sentence of the article, set large.", schema: {} }),
    figure: block({
      label: "Figure",
      description: "A photograph with its alternative text and an optional caption.",
      schema: {
        src: fields.image({ label: "Photograph", validation: { isRequired: true } }),
        alt: fields.text({ label: "Alternative text" }),
        caption: fields.text({ label: "Caption" }),
      },
    }),
  },
});

const collectionForms = {
  services: { schema: serviceSchema, slugField: "name", overrides: { name: titleField("Name", "/") } },
  locations: { schema: locationSchema, slugField: "name", overrides: { name: titleField("Name", "/") } },
  caseStudies: {
    schema: caseStudySchema,
    slugField: "title",
    overrides: {
      title: titleField("Client", "/case-studies/"),
      draft,
      description: fields.text({ label: "Card description", multiline: true }),
      related: caseStudyList("Related case studies"),
    },
  },
  posts: {
    schema: blogPostSchema,
    slugField: "title",
    overrides: {
      id: fields.integer({ label: "Number", description: "A number no other article has." }),
      title: titleField("Title", "/blog/"),
      draft,
      body: articleBody,
    },
  },
};

/** A translation's own fields, which no schema sees: the English page it translates (ADR 084), and its version (ADR 086). */
const translationFields = (collection: string) => ({
  ...(collection !== "caseStudies" && {
    translationOf: fields.relationship({ label: "Translates", description: "The English page.", collection }),
  }),
  englishVersion: fields.text({
    label: "English version followed",
    description: "Once this says what the English says, the version the Translations screen gives for the English.",
  }),
});

const copyFiles = [
  ["navigation", "Navigation", "navigation", navigationSchema],
  ["blogPage", "Blog: index and article words", "pages/blog", pages.blogPageCopySchema],
  ["caseStudiesPage", "Case studies: index and page words", "pages/case-studies", pages.caseStudiesPageCopySchema],
  ["legalPage", "Legal pages: template words", "pages/legal", pages.legalPageCopySchema],
  ["thankYouPage", "Thank-you page", "pages/thank-you", pages.thankYouPageSchema(thankYouFacts)],
  ["notFoundPage", "Page not found", "pages/not-found", pages.notFoundPageCopySchema],
  ["errorPage", "Error page", "pages/error", pages.errorPageCopySchema],
  ["contactForm", "Contact form and its messages", "parts/contact-form", parts.contactFormCopySchema],
  ["contactAnswers", "Answers to a refused message", "parts/contact-answers", parts.contactAnswersCopySchema],
  ["cookieBanner", "Cookie banner", "parts/cookie-banner", parts.cookieBannerCopySchema],
  ["layout", "Header, footer and small print", "parts/layout", parts.layoutCopySchema],
  ["sections", "Shared section words", "parts/sections", parts.sectionsCopySchema],
  ["socialCards", "Social cards: labels", "parts/social-cards", parts.socialCardsCopySchema],
] as const;

type Fields = Record<string, ComponentSchema>;

function file(label: string, path: string, schema: z.ZodType, schemaFields: Fields = formFor(schema), slugged = false) {
  checks.set(`${path}.yaml`, { schema, slugged });
  return { label, path, format: { data: "yaml" }, schema: schemaFields } satisfies Singleton<Fields>;
}

function formsIn(locale: Locale) {
  const folder = contentFolder(locale);
  const label = (words: string) => (locale === "en" ? words : `${words} (${languageName(locale)})`);
  const collections = translatedCollections.map(({ name, label: words, folder: within, extension }) => {
    const { schema, slugField, overrides } = collectionForms[name];
    const path = `${folder}/${within}/*` as const;
    checks.set(`${path}.${extension}`, { schema, slugged: true });
    const form: Collection<Fields, string> = {
      label: label(words),
      path,
      slugField,
      columns: [slugField],
      ...(extension === "mdoc" ? { format: { contentField: "body" }, entryLayout: "content" } : { format: "yaml" }),
      schema: { ...(locale !== "en" && translationFields(name)), ...formFor(schema, overrides, ["slug"]) },
    };
    return [formName(name, locale), form] as const;
  });
  const home = formFor(homeSchema, {
    "hero.rail": caseStudyList("Case studies in the rail"),
    "work.slugs": caseStudyList("Case studies"),
  });
  const pages = [
    [formName("home", locale), file(label("Home page"), `${folder}/home`, homeSchema, home)] as const,
    ...legalDocumentFiles.map(({ name, facts, files }) => {
      const schema = legalDocumentSchema(facts[locale]);
      const path = `${folder}/legal/${(files as Partial<Record<Locale, string>>)[locale] ?? files.en}`;
      return [
        formName(name, locale),
        file(label(inWords(name)), path, schema, formFor(schema, {}, ["slug"]), true),
      ] as const;
    }),
  ];
  const copy = copyFiles.map(
    ([name, words, path, schema]) => [formName(name, locale), file(label(words), `${folder}/${path}`, schema)] as const,
  );
  return { locale, collections, pages, copy };
}

const languages = localeNames.map(formsIn);

const siteForms = {
  enquiryOperations: file(
    "Enquiry emails, reply page and digest",
    "content/parts/enquiry-operations",
    parts.enquiryCopySchema,
  ),
  redirects: file("Redirects", "content/redirects", redirectsSchema),
  // The URL ledger (ADR 052): the build checks it with scripts/url-ledger.ts, whose rule this is.
  publishedPaths: file(
    "Published addresses",
    "content/published-paths",
    z.object({ paths: z.array(z.string().regex(/^\/\S*$/, "is one path, starting with /")) }),
    {
      paths: fields.array(fields.text({ label: "Address" }), {
        label: "Published addresses",
        description: "Add the address of a page you publish; never remove one: redirect it, or list it as gone.",
        itemLabel,
      }),
    },
  ),
};

const names = (forms: readonly (readonly [string, unknown])[]) => forms.map(([name]) => name);

export function editorConfig(storage: EditorStorage) {
  const [english, ...translations] = languages;
  return config({
    storage:
      storage.kind === "local" ? storage : { kind: "github", repo: storage.repo, branchPrefix: storage.branchPrefix },
    ui: {
      brand: { name: "Lumen & Lark" },
      navigation: {
        Pages: names([...english!.collections, ...english!.pages]),
        "Site copy": [...names(english!.copy), "enquiryOperations"],
        ...Object.fromEntries(
          translations.map((language) => [
            `${languageName(language.locale)} edition`,
            names([...language.collections, ...language.pages, ...language.copy]),
          ]),
        ),
        Addresses: ["redirects", "publishedPaths"],
      },
    },
    collections: Object.fromEntries(languages.flatMap((language) => language.collections)),
    singletons: {
      ...Object.fromEntries(languages.flatMap((language) => [...language.pages, ...language.copy])),
      ...siteForms,
    },
  });
}
