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
      repo: `${string}/${string}`;
      /** Every edit's branch starts with this, and only such branches are offered. */
      branchPrefix: string;
    };

export const EDITOR_PATH = "/keystatic";
export const EDITOR_API_PATH = "/api/keystatic";
export const TRANSLATIONS_PATH = `${EDITOR_PATH}/translations`;
