/**
 * Where the editor keeps its changes (ADR 056): the working tree of `./run dev`, or GitHub, each edit on
 * its own branch so CI gates publishing. Null when the editor is off.
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
