import { type Collection, type ComponentSchema, config, fields, type Singleton, singleton } from "@keystatic/core";
import { block, wrapper } from "@keystatic/core/content-components";
import { z } from "zod";
import { type Locale, localeNames } from "~/config/locales";
import { blogPostSchema } from "~/content/blog/schema";
import { caseStudySchema } from "~/content/case-studies/schema";
import { homeSchema } from "~/content/home.schema";
import { legalDocumentFiles } from "~/content/legal";
import { legalDocumentSchema } from "~/content/legal/schema";
import { locationSchema } from "~/content/locations/schema";
import { navigationSchema } from "~/content/navigation.schema";
import { thankYouFacts } from "~/content/pages/facts";
import * as pages from "~/content/pages/schema";
import * as parts from "~/content/parts/schema";
import { redirectsSchema } from "~/content/redirects.schema";
import { serviceSchema } from "~/content/services/schema";
import { formFor, inWords, itemLabel } from "./fields";
import { contentFolder, formName, languageName, type TranslatedCollection, translatedCollections } from "./languages";
import type { EditorStorage } from "./storage";

/*
 * The browser editor's forms (ADR 056, 089), each written once and made for every language of the
 * site. Each form's fields are laid out from the zod schema that checks its file at build, and each
 * file is checked against that schema as it is saved (check.ts).
 */

/** The schema each file is checked with as it is saved, by its path ("content/home.yaml", "content/blog/*.mdoc"). */
export const checks = new Map<string, { schema: z.ZodType; slugged: boolean }>();

/**
 * A new item starts as a draft (ADR 054); a file that leaves `draft` out is published, as the build
 * reads it. Keystatic's checkbox reads a missing value as its default, so saving a published item
 * would take it off the site.
 */
const box = fields.checkbox({
  label: "Draft",
  description: "A draft is left out of the public site, its sitemap and feed; preview shows it.",
  defaultValue: true,
});
const draft: typeof box = {
  ...box,
  parse: (value) => value !== undefined && box.parse(value),
  reader: { parse: (value) => value !== undefined && box.reader.parse(value) },
};

/** A title whose slug is the item's address and the name of its file. */
const titleField = (label: string, address: string, description?: string) =>
  fields.slug({
    name: { label, description },
    slug: { label: "Address", description: `The page's address: ${address}<address>, and its file's name.` },
  });

const caseStudyList = (label: string, description?: string) =>
  fields.array(fields.relationship({ label: "Case study", collection: "caseStudies" }), {
    label,
    description,
    itemLabel,
  });

const articleBody = fields.markdoc({
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
        alt: fields.text({ label: "Alternative text" }),
        caption: fields.text({ label: "Caption" }),
      },
    }),
  },
});

/** Each collection kept in every language: the schema its files are checked with, and its form. */
const collectionForms: Record<
  TranslatedCollection["name"],
  { schema: z.ZodType; slugField: string; columns: string[]; schemaFields: Record<string, ComponentSchema> }
> = {
  services: {
    schema: serviceSchema,
    slugField: "name",
    columns: ["name"],
    schemaFields: formFor(serviceSchema, { name: titleField("Name", "/", "As the navigation shows it.") }, ["slug"]),
  },
  locations: {
    schema: locationSchema,
    slugField: "name",
    columns: ["name"],
    schemaFields: formFor(locationSchema, { name: titleField("Name", "/", "As the navigation shows it.") }, ["slug"]),
  },
  caseStudies: {
    schema: caseStudySchema,
    slugField: "title",
    columns: ["title", "sector"],
    schemaFields: formFor(
      caseStudySchema,
      {
        title: titleField("Client", "/case-studies/"),
        draft,
        description: fields.text({ label: "Card description", multiline: true }),
        related: caseStudyList("Related case studies"),
      },
      ["slug"],
    ),
  },
  posts: {
    schema: blogPostSchema,
    slugField: "title",
    columns: ["title", "date"],
    schemaFields: formFor(
      blogPostSchema,
      {
        id: fields.integer({ label: "Number", description: "A number no other article has." }),
        title: titleField("Title", "/blog/"),
        draft,
        body: articleBody,
      },
      ["slug"],
    ),
  },
};

/**
 * The version of the English page a translation follows (ADR 086): the Translations screen gives the
 * English page's version, and shows the translation as behind until this says the same.
 */
const englishVersion = fields.text({
  label: "English version followed",
  description:
    "Once this page says what the English says, set the version the Translations screen gives for the English page.",
});

/** The fields only a translation has, which no schema sees: the English page it translates, and its version. */
const translationFields = (name: TranslatedCollection["name"]) => ({
  ...(name === "caseStudies"
    ? {}
    : {
        translationOf: fields.relationship({
          label: "Translates",
          description: "The English page this one translates.",
          collection: name,
        }),
      }),
  englishVersion,
});

/** The files of words a visitor reads, as [form name, label, file, schema]: one of each in every language. */
const copyFiles = [
  ["navigation", "Navigation", "navigation", navigationSchema],
  ["blogPage", "Blog: index and article words", "pages/blog", pages.blogPageCopySchema],
  ["caseStudiesPage", "Case studies: index and page words", "pages/case-studies", pages.caseStudiesPageCopySchema],
  ["legalPage", "Legal pages: template words", "pages/legal", pages.legalPageCopySchema],
  ["thankYouPage", "Thank-you page", "pages/thank-you", pages.thankYouPageSchema(thankYouFacts)],
  ["notFoundPage", "Page not found", "pages/not-found", pages.notFoundPageCopySchema],
  ["errorPage", "Error page", "pages/error", pages.errorPageCopySchema],
  ["contactForm", "Contact form and its messages", "parts/contact-form", parts.contactFormCopySchema],
  [
    "contactAnswers",
    "The server's answers to a refused message",
    "parts/contact-answers",
    parts.contactAnswersCopySchema,
  ],
  ["cookieBanner", "Cookie banner", "parts/cookie-banner", parts.cookieBannerCopySchema],
  ["layout", "Header, footer and small print", "parts/layout", parts.layoutCopySchema],
  ["sections", "Shared section words", "parts/sections", parts.sectionsCopySchema],
  ["socialCards", "Social cards: labels", "parts/social-cards", parts.socialCardsCopySchema],
] as const;

/** A singleton of one YAML file, `path` without its extension, checked with `schema` as it is saved. */
function file(label: string, path: string, schema: z.ZodType, schemaFields = formFor(schema), slugged = false) {
  checks.set(`${path}.yaml`, { schema, slugged });
  return singleton({ label, path, format: { data: "yaml" }, schema: schemaFields });
}

/** A language's forms, by name, and the names of its pages and its copy for the editor's navigation. */
function formsIn(locale: Locale) {
  const folder = contentFolder(locale);
  const label = (words: string) => (locale === "en" ? words : `${words} (${languageName(locale)})`);
  const collections = Object.fromEntries(
    translatedCollections.map(({ name, label: words, folder: within, extension }) => {
      const { schema, slugField, columns, schemaFields } = collectionForms[name];
      const path = `${folder}/${within}/*` as const;
      checks.set(`${path}.${extension}`, { schema, slugged: true });
      const translation = locale === "en" ? {} : translationFields(name);
      const format = extension === "mdoc" ? { contentField: "body" } : { data: "yaml" as const };
      const layout = extension === "mdoc" ? { entryLayout: "content" as const } : {};
      const schema_ = { ...translation, ...schemaFields };
      return [
        formName(name, locale),
        { label: label(words), path, slugField, columns, format, ...layout, schema: schema_ },
      ];
    }),
  );
  const home = formFor(homeSchema, {
    "hero.rail": caseStudyList("Case studies in the rail", "Each shown by name, with its headline result."),
    "work.slugs": caseStudyList("Case studies"),
  });
  const singletons = {
    [formName("home", locale)]: file(label("Home page"), `${folder}/home`, homeSchema, home),
    ...Object.fromEntries(
      legalDocumentFiles.map(({ name, facts, ...files }) => {
        const schema = legalDocumentSchema(facts[locale]);
        const path = `${folder}/legal/${files[locale]}`;
        return [formName(name, locale), file(label(inWords(name)), path, schema, formFor(schema, {}, ["slug"]), true)];
      }),
    ),
    ...Object.fromEntries(
      copyFiles.map(([name, words, path, schema]) => [
        formName(name, locale),
        file(label(words), `${folder}/${path}`, schema),
      ]),
    ),
  };
  const names = (list: readonly string[]) => list.map((name) => formName(name, locale));
  const pageNames = names([
    "home",
    ...translatedCollections.map(({ name }) => name),
    ...legalDocumentFiles.map(({ name }) => name),
  ]);
  return { collections, singletons, pageNames, copyNames: names(copyFiles.map(([name]) => name)) };
}

const languages = localeNames.map((locale) => ({ locale, ...formsIn(locale) }));
const [english, ...translations] = languages;

/** The forms for the site as a whole, in English alone. */
const siteForms = {
  enquiryDesk: file("Enquiry emails, reply page and digest", "content/parts/enquiry-desk", parts.enquiryDeskCopySchema),
  redirects: file("Redirects", "content/redirects", redirectsSchema),
  /**
   * The URL ledger (ADR 052): every address the site has published. An editor who publishes a page adds
   * its address here, as the pull request's check asks; an address is never removed, only redirected.
   */
  publishedPaths: file(
    "Published addresses",
    "content/published-paths",
    z.object({ paths: z.array(z.string().regex(/^\/\S*$/, "is one path, starting with /")) }),
    {
      paths: fields.array(fields.text({ label: "Address" }), {
        label: "Published addresses",
        description:
          "Every address the site has published. Add the address of a page you publish; never remove one: redirect it or mark it gone under Redirects.",
        itemLabel,
      }),
    },
  ),
};

const collections: Record<string, Collection<Record<string, ComponentSchema>, string>> = Object.assign(
  {},
  ...languages.map((language) => language.collections),
);
const singletons: Record<string, Singleton<Record<string, ComponentSchema>>> = Object.assign(
  {},
  ...languages.map((language) => language.singletons),
  siteForms,
);

/** The editor's configuration for the storage the server chose. */
export function editorConfig(storage: EditorStorage) {
  return config({
    storage:
      storage.kind === "local"
        ? { kind: "local" }
        : { kind: "github", repo: storage.repo, branchPrefix: storage.branchPrefix },
    ui: {
      brand: { name: "Lumen & Lark" },
      navigation: {
        Pages: english!.pageNames,
        "Site copy": [...english!.copyNames, "enquiryDesk"],
        ...Object.fromEntries(
          translations.map((language) => [
            `${languageName(language.locale)} edition`,
            [...language.pageNames, ...language.copyNames],
          ]),
        ),
        Addresses: ["redirects", "publishedPaths"],
      },
    },
    collections,
    singletons,
  });
}
