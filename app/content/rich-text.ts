/*
 * An article's rich text: a small tree made from Markdoc at build (scripts/lib/markdoc.ts), free of the
 * parser and of zod, so it may reach the browser.
 */

export const inlineTags = ["strong", "em", "a", "code"] as const;
export const blockTags = ["p", "h2", "h3", "ol", "ul", "li", "blockquote", "pullquote", "figure"] as const;
export type RichTag = (typeof inlineTags)[number] | (typeof blockTags)[number];

export type RichElement = {
  tag: RichTag;
  attributes?: Record<string, string>;
  children: RichNode[];
};
export type RichNode = string | RichElement;

export function plainText(nodes: readonly RichNode[]): string {
  return nodes
    .map((node) => (typeof node === "string" ? node : plainText(node.children)))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

export function elementsOf(nodes: readonly RichNode[], tag: RichTag): RichElement[] {
  return nodes.flatMap((node) => {
    if (typeof node === "string") return [];
    return [...(node.tag === tag ? [node] : []), ...elementsOf(node.children, tag)];
  });
}

/** The anchor of a heading: its words, lower-case, without accents ("categoría" is "categoria"), joined by hyphens. */
export function headingId(text: string) {
  return text
    .normalize("NFKD")
    .replace(/\p{Mark}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function sectionHeadings(body: readonly RichNode[]) {
  return elementsOf(body, "h2").map((heading) => ({
    id: heading.attributes?.id ?? "",
    text: plainText(heading.children),
  }));
}

/**
 * The words a reader reads once: a pull quote repeats words of a paragraph and a figure's caption is
 * read beside the picture, so neither counts towards reading time.
 */
export function readText(body: readonly RichNode[]): string {
  return plainText(
    body.filter((node) => typeof node === "string" || (node.tag !== "pullquote" && node.tag !== "figure")),
  );
}
