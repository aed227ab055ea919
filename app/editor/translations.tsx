import type { CollectionTranslations, TranslationRow } from "~/content/translation-status.server";
import { EDITOR_PATH } from "./storage";

/*
 * The editor's Translations screen (ADR 086): every page kept in both languages, whether it has a
 * Spanish version, and whether that version still follows the English. A missing one starts from the
 * English fields; a behind one names the version to set once it follows the English again.
 */

/** The query of a Spanish item's create screen that starts it from an English item's fields. */
export const FROM_ENGLISH = "from";

/**
 * Where the editor's screens are: on GitHub under the branch they read, here the published `main`
 * (an edit there asks for a branch of its own as it is saved); in a working copy, at its root.
 */
const screensOf = (published: boolean) => (published ? `${EDITOR_PATH}/branch/main` : EDITOR_PATH);

const state = (row: TranslationRow) =>
  row.state === "current" ? "Up to date" : row.state === "behind" ? "Behind the English" : "No Spanish version";

function Row({
  row,
  collection,
  screens,
}: {
  row: TranslationRow;
  collection: CollectionTranslations["collection"];
  screens: string;
}) {
  const itemPath = (name: string, slug: string) => `${screens}/collection/${name}/item/${encodeURIComponent(slug)}`;
  return (
    <tr data-state={row.state} className="border-ink/10 border-t align-top">
      <td className="py-3 pr-6">
        <a className="underline underline-offset-4" href={itemPath(collection.en, row.english.slug)}>
          {row.english.title}
        </a>
      </td>
      <td className="py-3 pr-6">
        {row.spanish ? (
          <a className="underline underline-offset-4" href={itemPath(collection.es, row.spanish.slug)}>
            {row.spanish.title}
          </a>
        ) : (
          <a
            className="font-semibold text-ember-deep underline underline-offset-4"
            href={`${screens}/collection/${collection.es}/create?${FROM_ENGLISH}=${encodeURIComponent(row.english.slug)}`}
          >
            Start it from the English
          </a>
        )}
      </td>
      <td className="py-3">
        <span className="font-semibold">{state(row)}</span>
        {row.state !== "current" && (
          <span className="block text-muted text-sm">
            Once the Spanish says what the English says, set its “English version followed” to{" "}
            <code>{row.version}</code>.
          </span>
        )}
      </td>
    </tr>
  );
}

export function TranslationsScreen({
  collections,
  published,
}: {
  collections: CollectionTranslations[];
  /** Whether the screen reads the published site (GitHub) rather than the working copy. */
  published: boolean;
}) {
  const rows = collections.flatMap((collection) => collection.rows);
  const count = (wanted: TranslationRow["state"]) => rows.filter((row) => row.state === wanted).length;
  return (
    <main className="mx-auto max-w-5xl px-6 py-12">
      <p>
        <a className="underline underline-offset-4" href={EDITOR_PATH}>
          Back to the editor
        </a>
      </p>
      <h1 className="mt-6 font-display font-semibold text-4xl">Translations</h1>
      <p className="mt-4 max-w-[60ch] text-muted">
        {published
          ? "The pages as this site publishes them: an edit shows here once it is published."
          : "The pages in this working copy, as they are saved."}{" "}
        {count("missing")} without a Spanish version, {count("behind")} behind the English, {count("current")} up to
        date.
      </p>
      {collections.map(({ collection, label, rows }) => (
        <section key={collection.en} aria-labelledby={`${collection.en}-heading`} className="mt-12">
          <h2 id={`${collection.en}-heading`} className="font-display font-semibold text-2xl">
            {label}
          </h2>
          <table className="mt-4 w-full table-fixed break-words text-left">
            <thead>
              <tr className="text-muted text-sm">
                <th scope="col" className="w-[38%] pb-2 font-medium">
                  English
                </th>
                <th scope="col" className="w-[38%] pb-2 font-medium">
                  Spanish
                </th>
                <th scope="col" className="pb-2 font-medium">
                  State
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <Row key={row.english.slug} row={row} collection={collection} screens={screensOf(published)} />
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </main>
  );
}
