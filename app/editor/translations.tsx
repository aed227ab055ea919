import type { CollectionTranslations, TranslationRow } from "~/content/translation-status.server";
import { formName } from "./languages";
import { EDITOR_PATH } from "./storage";

/* The editor's Translations screen (ADR 086): each English page's translations and whether they follow it. */

export const FROM_ENGLISH = "from";

const link = "underline underline-offset-4";
const stateOf = (state: TranslationRow["state"], language: string) =>
  state === "current" ? "Up to date" : state === "behind" ? "Behind the English" : `No ${language} version`;

type Props = { collections: CollectionTranslations[]; published: boolean };

export function TranslationsScreen({ collections, published }: Props) {
  // On GitHub the screens are under the branch they read: here the published `main`, where an edit asks
  // for a branch of its own as it is saved.
  const screens = `${EDITOR_PATH}${published ? "/branch/main" : ""}/collection`;
  return (
    <main className="mx-auto max-w-5xl px-6 py-12">
      <a className={link} href={EDITOR_PATH}>
        Back to the editor
      </a>
      <h1 className="mt-6 font-display font-semibold text-4xl">Translations</h1>
      <p className="mt-4 text-muted">
        {published
          ? "The pages as this site publishes them: an edit shows here once it is published."
          : "The pages in this working copy, as they are saved."}
      </p>
      {collections.map(({ name, label, languages }) => (
        <section key={name} aria-labelledby={`${name}-heading`} className="mt-12">
          <h2 id={`${name}-heading`} className="font-display font-semibold text-2xl">
            {label}
          </h2>
          {languages.map(({ locale, language, rows }) => (
            <table key={locale} className="mt-4 w-full table-fixed break-words text-left">
              <thead className="text-muted text-sm">
                <tr>
                  <th>English</th>
                  <th>{language}</th>
                  <th>State</th>
                </tr>
              </thead>
              <tbody>
                {rows.map(({ english, translation, state, version }) => (
                  <tr
                    key={english.slug}
                    data-state={state}
                    className="border-ink/10 border-t align-top [&>td]:py-3 [&>td]:pr-6"
                  >
                    <td>
                      <a className={link} href={`${screens}/${name}/item/${english.slug}`}>
                        {english.title}
                      </a>
                    </td>
                    <td>
                      {translation ? (
                        <a className={link} href={`${screens}/${formName(name, locale)}/item/${translation.slug}`}>
                          {translation.title}
                        </a>
                      ) : (
                        <a
                          className={`font-semibold text-ember-deep ${link}`}
                          href={`${screens}/${formName(name, locale)}/create?${FROM_ENGLISH}=${english.slug}`}
                        >
                          Start it from the English
                        </a>
                      )}
                    </td>
                    <td>
                      <strong>{stateOf(state, language)}</strong>
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
