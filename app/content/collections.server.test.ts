import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fixedPaths, type Locale, localeNames, localeOf, locales } from "~/config/locales";
import routes from "~/routes";
import { dynamicPaths } from "~/routes.prerender";
import { findPostPage, listPostCards } from "./blog.server";
import { findCaseStudyMention, findCaseStudyPage, listCaseStudyCards } from "./case-studies.server";
import { byPosition, parseContent } from "./collection";
import {
  caseStudiesFor,
  legalDocumentsIn,
  legalPageMetadata,
  loadCollection,
  locationPagesIn,
  postsFor,
  servicesIn,
  withCases,
} from "./collections.server";
import { serviceSchema } from "./services/schema";

/** A template's routes in a language, by the slug after the language's prefix. */
const registered = (file: string, locale: Locale) =>
  routes
    .filter((entry) => entry.file === file && localeOf(`/${entry.path}`) === locale)
    .map((entry) => `/${entry.path}`.slice(locales[locale].prefix.length + 1));

describe.each(localeNames)("the %s edition", (locale) => {
  it("has a route for each page file of a template, at the file's name", () => {
    for (const [file, items] of [
      ["routes/service.tsx", servicesIn],
      ["routes/location.tsx", locationPagesIn],
      ["routes/legal.tsx", legalDocumentsIn],
    ] as const)
      expect(registered(file, locale).toSorted(), file).toEqual(items[locale].map((item) => item.slug).toSorted());
  });

  it("prerenders each published case study and post, under its language's address", () => {
    const studies = caseStudiesFor(locale).map((study) => `${fixedPaths.caseStudies[locale]}/${study.slug}`);
    const posts = postsFor(false, locale).map((post) => `${fixedPaths.blog[locale]}/${post.slug}`);
    expect(dynamicPaths.filter((path) => localeOf(path) === locale)).toEqual([...studies, ...posts]);
  });
});

describe("a collection kept in each language", () => {
  const things = {
    folder: "things",
    parse: (fields: Record<string, unknown>, file: string) =>
      parseContent(z.object({ slug: z.string(), position: z.number().int() }), fields, file),
    arrange: <Item extends { slug: string; position: number }>(items: Item[], _: unknown, locale: Locale) =>
      byPosition(items, `${locale} things`),
  };
  const english = { "/content/things/a.yaml": { position: 1 }, "/content/things/b.yaml": { position: 2 } };

  it("pairs each translation with the English item it names, in its own positions, and drops one of an item since removed", () => {
    const editions = loadCollection(things, {
      en: english,
      es: {
        "/content/es/things/equis.yaml": { translationOf: "b", englishVersion: "0123456789", position: 1 },
        "/content/es/things/zeta.yaml": { translationOf: "gone", position: 2 },
      },
    });
    expect(editions.en.map((item) => [item.slug, item.original])).toEqual([
      ["a", "a"],
      ["b", "b"],
    ]);
    expect(editions.es).toEqual([{ slug: "equis", position: 1, original: "b" }]);
  });

  it("refuses a translation that names no English item, and two of one item, naming the files", () => {
    const es = {
      "/content/es/things/uno.yaml": { position: 1 },
      "/content/es/things/dos.yaml": { translationOf: "a", position: 2 },
      "/content/es/things/tres.yaml": { translationOf: "a", position: 3 },
    };
    expect(() => loadCollection(things, { en: english, es })).toThrow(
      /content\/es\/things\/uno\.yaml: translationOf must name a file of content\/things \(a, b\)[\s\S]*content\/es\/things: more than one file translates "a"/,
    );
  });

  it("refuses a translation under a name of its own where it keeps its English file's name", () => {
    expect(() =>
      loadCollection(
        { ...things, sameName: true },
        { en: english, es: { "/content/es/things/c.yaml": { position: 1 } } },
      ),
    ).toThrow(/content\/es\/things\/c\.yaml: translates only the English things, under the same file name/);
  });

  it("refuses a field its schema refuses, and two items in one position, naming the file or the items", () => {
    expect(() => loadCollection(things, { en: { "/content/things/a.yaml": { position: "first" } } })).toThrow(
      /content\/things\/a\.yaml is incomplete or invalid:\n {2}- position:/,
    );
    expect(() => loadCollection(things, { en: { ...english, "/content/things/c.yaml": { position: 2 } } })).toThrow(
      /The en things are out of order:\n {2}- "b" and "c" both have position 2/,
    );
  });
});

describe("service and location pages", () => {
  const [brand] = servicesIn.en;
  const parse = (schema: z.ZodType, page: unknown) => () => parseContent(schema, page, "content/services/broken.yaml");

  it("are refused, naming the file and field, when the order leaves out a section they have", () => {
    expect(parse(serviceSchema, { ...brand!, order: ["offerings", "badges"] })).toThrow(
      /content\/services\/broken\.yaml is incomplete or invalid:\n {2}- order: order must list each section/,
    );
  });

  it("are refused when they name a case study by anything but a slug, or one that is not published", () => {
    const cases = { ...brand!.cases, items: [{ study: "https://example.com" }] };
    expect(parse(serviceSchema, { ...brand!, cases })).toThrow(/cases\.items\.0\.study: slug must be lower-case/);
    const unknown = {
      ...brand!,
      cases: { ...brand!.cases, items: [{ study: "no-such-study", link: true, figures: [] }] },
    };
    expect(() => withCases("services")([unknown], [], "es")).toThrow(
      /content\/es\/services\/brand-strategy-positioning\.yaml names "no-such-study", which is not a published case study/,
    );
  });
});

describe("cards and pages", () => {
  const [first] = listCaseStudyCards();

  it("find a study by its slug in any case, its related studies by theirs, and nothing for another slug", () => {
    const page = findCaseStudyPage(first!.slug.toUpperCase())!;
    const study = caseStudiesFor("en").find((candidate) => candidate.slug === first!.slug)!;
    expect(page.related.map((card) => card.href)).toEqual(study.related.map((slug) => `/case-studies/${slug}`));
    expect(findCaseStudyPage("nike")).toBeNull();
    expect(findCaseStudyMention("nike")).toBeNull();
  });

  it("find a post by its address in any case, dated in words in its language", () => {
    for (const locale of localeNames)
      for (const card of listPostCards(false, locale)) {
        expect(findPostPage(card.href.toUpperCase())?.slug).toBe(card.slug);
        const date = new Date(`${card.date}T12:00:00Z`);
        expect(card.dateLabel).toBe(date.toLocaleDateString(locales[locale].lang, { dateStyle: "long" }));
      }
    expect(findPostPage("/blog/no-such-post")).toBeNull();
  });

  it("date a legal page's change on the day of the request in London", () => {
    const [doc] = legalDocumentsIn.en;
    const metadata = legalPageMetadata(doc!, new Date("2026-11-22T10:00:00Z"));
    expect(metadata).toMatchObject({ datePublished: doc!.datePublished, dateModified: "2026-11-22" });
    expect(metadata.url).toBe(`/${doc!.slug}`);
    // 23:30 UTC on 31 May is already 1 June in London.
    expect(legalPageMetadata(doc!, new Date("2026-05-31T23:30:00Z")).dateModified).toBe("2026-06-01");
  });
});
