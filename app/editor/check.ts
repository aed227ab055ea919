import { parse } from "yaml";
// biome-ignore lint/style/noRestrictedImports: the build's own Markdoc reader (pure), so an article is checked as the build reads it.
import { readMarkdoc } from "../../scripts/lib/markdoc.ts";
import { checks } from "./config";
import { EDITOR_API_PATH } from "./storage";

/*
 * zod decides what the editor saves (ADR 089): Keystatic has no hook before a save, but sends every file
 * through `fetch`, so a file the build's schema refuses is answered as a failed save, with zod's issues.
 */

export function problemsInFile(file: string, text: string): string[] {
  const check = checks.get(file) ?? checks.get(file.replace(/[^/]+(\.\w+)$/, "*$1"));
  if (!check) return [];
  let data: unknown;
  try {
    data = file.endsWith(".mdoc")
      ? (({ frontmatter, body }) => ({ ...frontmatter, body }))(readMarkdoc(text, file))
      : parse(text);
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
  // A collection's item, and a legal document, is named by its file (ADR 050).
  const slug = file.slice(file.lastIndexOf("/") + 1).replace(/\.\w+$/, "");
  const result = check.schema.safeParse(check.slugged ? { ...(data as object), slug } : data);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${file}: ${issue.path.join(".") || "the file"}: ${issue.message}`);
}

type Addition = { path: string; contents: string };

function filesSavedBy(url: string, body: unknown): Addition[] {
  if (typeof body !== "string") return [];
  try {
    const sent = JSON.parse(body);
    const additions = url.endsWith(`${EDITOR_API_PATH}/update`)
      ? sent.additions
      : sent.variables?.input?.fileChanges?.additions;
    return Array.isArray(additions) ? additions : [];
  } catch {
    return [];
  }
}

const decode = (base64: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));

export function checkingSaves(send: typeof fetch): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const problems = filesSavedBy(url, init?.body).flatMap(({ path, contents }) =>
      problemsInFile(path, decode(contents)),
    );
    if (problems.length === 0) return send(input, init);
    const message = `Not saved: the site's build would refuse this. ${problems.join("; ")}`;
    // Keystatic shows the text of a failed save in a working copy, and the first error of a GraphQL answer.
    return url.endsWith(`${EDITOR_API_PATH}/update`)
      ? new Response(message, { status: 422 })
      : Response.json({ data: null, errors: [{ message }] });
  };
}
