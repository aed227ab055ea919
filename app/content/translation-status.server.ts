/**
 * What the Spanish edition lacks, for the editor (ADR 086): each English item of every collection kept
 * in both languages, with its Spanish version or none, and whether the English has changed since that
 * version last followed it.
 *
 * An item's version is a short digest of its English file's fields. A Spanish file names the version
 * it follows in `englishVersion`, which the translator sets when the Spanish says what the English
 * says; an English edit changes the digest, and the translation shows as behind until it is set again.
 */
import { createHash } from "node:crypto";
import type { Locale } from "~/config/locales";
import { contentFiles } from "./collection";
import { sourceFiles } from "./collections.server";

export type TranslationState = "missing" | "behind" | "current";

export type TranslationRow = {
  english: { slug: string; title: string };
  spanish: { slug: string; title: string } | null;
  state: TranslationState;
  /** The English file's version now: what `englishVersion` says once the Spanish follows it. */
  version: string;
};

export type CollectionTranslations = {
  /** The editor's collection of the English items, and of their Spanish versions. */
  collection: { en: string; es: string };
  label: string;
  rows: TranslationRow[];
};

/** A digest of a file's fields that does not depend on their order in the file. */
export function versionOf(fields: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([key, item]) => [key, canonical(item)]),
          )
        : value instanceof Date
          ? value.toISOString()
          : value;
  return createHash("sha256")
    .update(JSON.stringify(canonical(fields)))
    .digest("hex")
    .slice(0, 10);
}

const titleOf = (data: Record<string, unknown>, slug: string) =>
  typeof data.title === "string" ? data.title : typeof data.name === "string" ? data.name : slug;

/**
 * Each English item of one collection and its Spanish version. A Spanish item names its English one
 * in `translationOf`, or, for a case study, shares its file's name.
 */
export function translationsOf(files: Pick<Record<Locale, Record<string, unknown>>, "en" | "es">): TranslationRow[] {
  const spanish = contentFiles(files.es);
  return contentFiles(files.en).map(({ slug, data }) => {
    const version = versionOf(data);
    const translation = spanish.find((item) => (item.data.translationOf ?? item.slug) === slug);
    if (!translation)
      return { english: { slug, title: titleOf(data, slug) }, spanish: null, state: "missing", version };
    return {
      english: { slug, title: titleOf(data, slug) },
      spanish: { slug: translation.slug, title: titleOf(translation.data, translation.slug) },
      state: translation.data.englishVersion === version ? "current" : "behind",
      version,
    };
  });
}

let status: CollectionTranslations[] | undefined;

/**
 * Every collection kept in both languages, as the editor lists them. Worked out once: the files are
 * the build's (in development, an edited file loads this module afresh).
 */
export function translationStatus(): CollectionTranslations[] {
  status ??= [
    { collection: { en: "services", es: "servicesEs" }, label: "Service pages", files: sourceFiles("services") },
    { collection: { en: "locations", es: "locationsEs" }, label: "Location pages", files: sourceFiles("locations") },
    {
      collection: { en: "caseStudies", es: "caseStudiesEs" },
      label: "Case studies",
      files: sourceFiles("case-studies"),
    },
    { collection: { en: "posts", es: "postsEs" }, label: "Articles", files: sourceFiles("blog") },
  ].map(({ files, ...collection }) => ({ ...collection, rows: translationsOf(files) }));
  return status;
}
