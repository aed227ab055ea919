import { readdirSync } from "node:fs";

/**
 * The items of a content collection, read from its folder at build: the names of the files in
 * content/<collection> without their extension, which are the items' slugs and addresses (ADR 050).
 * For the route table and the page lists, which are built before any module runner starts.
 */
export function contentSlugs(collection: string, extension = ".yaml"): string[] {
  return readdirSync(`content/${collection}`)
    .filter((file) => file.endsWith(extension))
    .map((file) => file.slice(0, -extension.length))
    .sort();
}
