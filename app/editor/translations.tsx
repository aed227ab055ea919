import type { CollectionTranslations, TranslationRow } from "~/content/translation-status.server";
import { formName } from "./languages";
import { EDITOR_PATH } from "./storage";

/*
 * The editor's Translations screen (ADR 086): every page kept in every language, whether it has a
 * version in each, and whether that version still follows the English. A missing one starts from the
 * English fields; a behind one names the version to set once it follows the English again.
 */

/** The query of a translation's create screen that starts it from an English page's fields. */
export const FROM_ENGLISH = "from";

const stateOf = (state: TranslationRow["state"], language: string) =>
  state === "current" ? "Up to date" : state === "behind" ? "Behind the English" : `No ${language} version`;
const link = "underline underline-offset-4";

export function TranslationsScreen({
  collections,
  published,
}: {
  collections: CollectionTranslations[];
  /** Whether the screen reads the published site (GitHub) rather than the working copy. */
  published: boolean;
}) {
  // On GitHub the screens are under the branch they read, here the published `main` (an edit there asks
  // for a branch of its own as it is saved); in a working copy, at the editor's root.
  const screens = published ? `${EDITOR_PATH}/branch/main` : EDITOR_PATH;
  const item = (name: string, slug: string) => `${screens}/collection/${name}/item/${encodeURIComponent(slug)}`;
  const rows = collections.flatMap(({ languages }) => languages.flatMap((language) => language.rows));
  const count = (state: TranslationRow["state"]) => rows.filter((row) => row.state === state).length;
  return (
    <main className="mx-auto max-w-5xl px-6 py-12">
      <p>
        <a className={link} href={EDITOR_PATH}>
          Back to the editor
        </a>
      </p>
      <h1 className="mt-6 font-display font-semibold text-4xl">Translations</h1>
      <p className="mt-4 max-w-[60ch] text-muted">
        {published
          ? "The pages as this site publishes them: an edit shows here once it is published."
          : "The pages in this working copy, as they are saved."}{" "}
        {count("missing")} without a translation, {count("behind")} behind the English, {count("current")} up to date.
      </p>
      {collections.map(({ name, label, languages }) => (
        <section key={name} aria-labelledby={`${name}-heading`} className="mt-12">
          <h2 id={`${name}-heading`} className="font-display font-semibold text-2xl">
            {label}
          </h2>
          {languages.map(({ locale, language, rows }) => (
            <table key={locale} className="mt-4 w-full table-fixed break-words text-left">
              <thead>
                <tr className="text-muted text-sm">
                  <th scope="col" className="w-[38%] pb-2 font-medium">
                    English
                  </th>
                  <th scope="col" className="w-[38%] pb-2 font-medium">
                    {language}
                  </th>
                  <th scope="col" className="pb-2 font-medium">
                    State
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map(({ english, translation, state, version }) => (
                  <tr key={english.slug} data-state={state} className="border-ink/10 border-t align-top">
                    <td className="py-3 pr-6">
                      <a className={link} href={item(name, english.slug)}>
                        {english.title}
                      </a>
                    </td>
                    <td className="py-3 pr-6">
                      {translation ? (
                        <a className={link} href={item(formName(name, locale), translation.slug)}>
                          {translation.title}
                        </a>
                      ) : (
                        <a
                          className={`font-semibold text-ember-deep ${link}`}
                          href={`${screens}/collection/${formName(name, locale)}/create?${FROM_ENGLISH}=${encodeURIComponent(english.slug)}`}
                        >
                          Start it from the English
                        </a>
                      )}
                    </td>
                    <td className="py-3">
                      <span className="font-semibold">{stateOf(state, language)}</span>
                      {state !== "current" && (
                        <span className="block text-muted text-sm">
                          Once it says what the English says, set its “English version followed” to{" "}
                          <code>{version}</code>.
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </section>
      ))}
    </main>
  );
}
