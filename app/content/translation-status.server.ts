/**
 * What each translation lacks, for the editor (ADR 086). A page's version is a digest of its English
 * fields; a translation names the one it follows in `englishVersion`, and is behind once they differ.
 */
import { createHash } from "node:crypto";
import type { Locale } from "~/config/locales";
import { languageName, translatedCollections, translationLocales } from "~/editor/languages";
import { contentFiles } from "./collection";
import { sourceFiles } from "./collections.server";

export type TranslationRow = {
  english: { slug: string; title: string };
  translation: { slug: string; title: string } | null;
  state: "missing" | "behind" | "current";
  version: string;
};

export type CollectionTranslations = {
  name: string;
  label: string;
  languages: { locale: Locale; language: string; rows: TranslationRow[] }[];
};

/** A digest of a file's fields, blind to their order and to the no-break spaces the build adds. */
export function versionOf(fields: unknown): string {
  const canonical = (value: unknown): unknown =>
    typeof value === "string"
      ? value.replaceAll("\u00a0", " ")
      : Array.isArray(value)
        ? value.map(canonical)
        : value && typeof value === "object"
          ? Object.fromEntries(
              Object.entries(value)
                .sort(([a], [b]) => a.localeCompare(b))
                .map(([key, item]) => [key, canonical(item)]),
            )
          : value;
  return createHash("sha256")
    .update(JSON.stringify(canonical(fields)))
    .digest("hex")
    .slice(0, 10);
}

const titleOf = ({ slug, data }: { slug: string; data: Record<string, unknown> }) => ({
  slug,
  title: typeof data.title === "string" ? data.title : typeof data.name === "string" ? data.name : slug,
});

export function translationsOf(
  english: Record<string, unknown>,
  translated: Record<string, unknown>,
): TranslationRow[] {
  const translations = contentFiles(translated);
  return contentFiles(english).map((page) => {
    const version = versionOf(page.data);
    const translation = translations.find((item) => (item.data.translationOf ?? item.slug) === page.slug);
    const state = !translation ? "missing" : translation.data.englishVersion === version ? "current" : "behind";
    return { english: titleOf(page), translation: translation ? titleOf(translation) : null, state, version };
  });
}

let status: CollectionTranslations[] | undefined;

/** Worked out once: the files are the build's (in development, an edited file reloads this module). */
export function translationStatus(): CollectionTranslations[] {
  status ??= translatedCollections.map(({ name, label, folder }) => {
    const files = sourceFiles(folder);
    return {
      name,
      label,
      languages: translationLocales.map((locale) => ({
        locale,
        language: languageName(locale),
        rows: translationsOf(files.en, files[locale]),
      })),
    };
  });
  return status;
}
