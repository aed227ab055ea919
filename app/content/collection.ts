import type { z } from "zod";

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export class ContentError extends Error {
  override name = "ContentError";
}

/** A collection is a folder under `content/`, one file per item named after its slug (ADR 050). */
export function contentFiles(files: Record<string, unknown>) {
  return Object.entries(files)
    .map(([key, data]) => {
      const file = key.replace(/^\//, "");
      const slug = file.slice(file.lastIndexOf("/") + 1).replace(/\.[a-z]+$/, "");
      if (!SLUG.test(slug))
        throw new ContentError(
          `${file}: a content file is named after its slug, in lower-case words joined by hyphens`,
        );
      if (typeof data !== "object" || data === null || Array.isArray(data))
        throw new ContentError(
          `${file}: expected fields (name: value), found ${data === null ? "an empty file" : typeof data}`,
        );
      return { slug, file, data: data as Record<string, unknown> };
    })
    .sort((a, b) => a.slug.localeCompare(b.slug));
}

export function parseContent<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  label: string,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const where = issue.path.length ? issue.path.join(".") : "(item)";
    return `  - ${where}: ${issue.message}`;
  });
  throw new ContentError(`${label} is incomplete or invalid:\n${lines.join("\n")}`);
}

/** The items in their positions: a file copied from another keeps its position until given its own. */
export function byPosition<Item extends { slug: string; position: number }>(items: Item[], collection: string): Item[] {
  const sorted = items.toSorted((a, b) => a.position - b.position || a.slug.localeCompare(b.slug));
  const clashes: string[] = [];
  for (let index = 1; index < sorted.length; index++) {
    const [previous, item] = [sorted[index - 1]!, sorted[index]!];
    if (previous.position === item.position)
      clashes.push(`  - "${previous.slug}" and "${item.slug}" both have position ${item.position}`);
  }
  if (clashes.length) throw new ContentError(`The ${collection} are out of order:\n${clashes.join("\n")}`);
  return sorted;
}
