/**
 * Where the browser editor keeps its changes (ADR 056), decided by the server at run time:
 * - "local": the working tree of `./run dev`, written file by file;
 * - "github": the agency's repository, each edit on its own branch, so CI is the gate to publishing.
 * Null when the editor is off, as it is on a production server without a GitHub app.
 */
export type EditorStorage =
  | { kind: "local" }
  | {
      kind: "github";
      /** owner/name of the repository the site is built from. */
      repo: `${string}/${string}`;
      /** Every edit's branch starts with this, and only such branches are offered. */
      branchPrefix: string;
    };

/** Where the editor lives, and the API its screens call (fixed by the editor itself). */
export const EDITOR_PATH = "/keystatic";
export const EDITOR_API_PATH = "/api/keystatic";
/** The editor's Translations screen, which the server renders (ADR 086). */
export const TRANSLATIONS_PATH = `${EDITOR_PATH}/translations`;
