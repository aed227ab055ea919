import { Keystatic } from "@keystatic/core/ui";
import { useMemo } from "react";
import { SLUG } from "~/content/collection";
import { checkingSaves } from "./check";
import { editorConfig } from "./config";
import { formName, translatedCollections, translationLocales } from "./languages";
import { type EditorStorage, TRANSLATIONS_PATH } from "./storage";
import { FROM_ENGLISH } from "./translations";

type KeystaticConfig = Parameters<typeof Keystatic>[0]["config"];

// Every save goes through zod first (check.ts); this module is the editor's screens alone.
window.fetch = checkingSaves(window.fetch.bind(window));

/** `?from=<slug>` starts a translation from its English page's fields (ADR 086), on that create screen alone. */
function startsFromEnglish(config: KeystaticConfig) {
  const collections = config.collections ?? {};
  for (const { name } of translatedCollections) {
    for (const locale of translationLocales) {
      const translation = formName(name, locale);
      Object.defineProperty(collections[translation], "template", {
        configurable: true,
        get() {
          const { pathname, searchParams } = new URL(window.location.href);
          const slug = searchParams.get(FROM_ENGLISH);
          if (!pathname.endsWith(`/collection/${translation}/create`) || !slug || !SLUG.test(slug)) return undefined;
          return collections[name]?.path?.replace("*", slug);
        },
      });
    }
  }
  return config;
}

export default function EditorScreens({ storage }: { storage: EditorStorage }) {
  // Keystatic's props take its config type with every collection's key widened to string.
  const config = useMemo(() => startsFromEnglish(editorConfig(storage) as unknown as KeystaticConfig), [storage]);
  return (
    <>
      <Keystatic config={config} />
      <a
        href={TRANSLATIONS_PATH}
        className="fixed right-4 bottom-4 z-50 rounded-full bg-ink px-4 py-2 font-medium text-paper text-sm shadow-lg hover:bg-ember hover:text-ink"
      >
        Translations
      </a>
    </>
  );
}
