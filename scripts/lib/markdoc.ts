import Markdoc, { type Node, type Schema } from "@markdoc/markdoc";
import { parse as parseYaml } from "yaml";
import { headingId, plainText, type RichNode, type RichTag } from "../../app/content/rich-text.ts";

// An article in Markdoc (ADR 053): YAML front matter, then Markdown with the site's `{% pullquote %}` and
// `{% figure %}`, read at build into app/content/rich-text.ts's tree; what the template cannot set is an error.

const tags: Record<string, Schema> = {
  pullquote: { children: ["paragraph"] },
  figure: {
    selfClosing: true,
    attributes: {
      src: { type: String, required: true },
      alt: { type: String, required: true },
      caption: { type: String },
    },
  },
};

export class MarkdocError extends Error {
  override name = "MarkdocError";
}

const lineOf = (node: Node) => (node.lines[0] ?? 0) + 1;

/** Internal pages, anchors, the web over HTTPS, and mail. */
const LINK = /^(\/(?!\/)|#|https:\/\/|mailto:)/;

/** The elements that only wrap their children, by Markdoc's node type (a list is "ol" when ordered). */
const WRAPPERS: Record<string, RichTag> = { paragraph: "p", list: "ul", item: "li", blockquote: "blockquote" };

function convert(node: Node, problems: string[]): RichNode[] {
  const children = () => node.children.flatMap((child) => convert(child, problems));
  const problem = (message: string) => {
    problems.push(`line ${lineOf(node)}: ${message}`);
    return [];
  };
  const wrapper = WRAPPERS[node.type];
  if (wrapper) return [{ tag: node.attributes.ordered ? "ol" : wrapper, children: children() }];
  switch (node.type) {
    case "document":
    case "inline":
      return children();
    case "text":
      return [String(node.attributes.content)];
    case "softbreak":
      return [" "];
    case "heading": {
      const level = Number(node.attributes.level);
      if (level !== 2 && level !== 3) {
        return problem(`a heading is ## (a section) or ### (within one); the page's title is the only #`);
      }
      const content = children();
      return [{ tag: level === 2 ? "h2" : "h3", attributes: { id: headingId(plainText(content)) }, children: content }];
    }
    case "strong":
    case "em":
      return [{ tag: node.type, children: children() }];
    case "code":
      return [{ tag: "code", children: [String(node.attributes.content)] }];
    case "link": {
      const href = String(node.attributes.href ?? "");
      if (!LINK.test(href)) {
        return problem(`link "${href}" must be a site path (/…), an https:// address or a mailto: address`);
      }
      return [{ tag: "a", attributes: { href }, children: children() }];
    }
    case "tag":
      if (node.tag === "pullquote") {
        // Its one paragraph's words, without the paragraph.
        return [
          {
            tag: "pullquote",
            children: node.children
              .flatMap((child) => convert(child, problems))
              .flatMap((p) => (typeof p === "string" ? [p] : p.children)),
          },
        ];
      }
      if (node.tag === "figure") {
        const { src = "", alt = "", caption } = node.attributes as { src?: string; alt?: string; caption?: string };
        if (alt.trim().length < 10) return problem("a figure's alt text describes the picture in a sentence");
        return [{ tag: "figure", attributes: { src, alt, ...(caption ? { caption } : {}) }, children: [] }];
      }
      return problem(`{% ${node.tag} %} is not a tag articles use`);
    case "image":
      return problem(
        'a picture is written {% figure src="…" alt="…" caption="…" /%}, so it has alt text and a caption',
      );
    default:
      return problem(`${node.type} is not something articles use`);
  }
}

/** Reads one Markdoc file: its front matter as data, its body as rich text. Throws naming every problem. */
export function readMarkdoc(source: string, file: string): { frontmatter: Record<string, unknown>; body: RichNode[] } {
  const ast = Markdoc.parse(source);
  const problems = Markdoc.validate(ast, { tags })
    .filter((error) => error.error.level === "error" || error.error.level === "critical")
    .map((error) => `line ${(error.lines[0] ?? 0) + 1}: ${error.error.message}`);
  const body = convert(ast, problems);
  let frontmatter: unknown = {};
  try {
    frontmatter = parseYaml(String(ast.attributes.frontmatter ?? ""), { prettyErrors: true }) ?? {};
    if (typeof frontmatter !== "object" || Array.isArray(frontmatter))
      problems.unshift("front matter: expected fields between --- lines at the top of the file");
  } catch (error) {
    problems.unshift(`front matter: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (problems.length > 0) throw new MarkdocError(`${file}:\n  ${problems.join("\n  ")}`);
  return { frontmatter: frontmatter as Record<string, unknown>, body };
}
