import path from "node:path";
import type { Plugin } from "vite";
import { parse } from "yaml";
import { readMarkdoc } from "./markdoc.ts";

/**
 * Content files become modules of plain data at build (ADR 050, 053): `import.meta.glob` over
 * `content/` hands the app parsed objects, and no parser reaches a bundle. A YAML file is its data; a
 * Markdoc file (`.mdoc`) is its front matter with its body as rich text. A file that does not parse
 * fails the build with its path and line.
 */
export function contentModules(): Plugin {
  return {
    name: "content-modules",
    transform(source, id) {
      const file = path.relative(process.cwd(), id);
      try {
        if (id.endsWith(".yaml")) {
          return { code: `export default ${JSON.stringify(parse(source, { prettyErrors: true }))};`, map: null };
        }
        if (id.endsWith(".mdoc")) {
          const { frontmatter, body } = readMarkdoc(source, file);
          return { code: `export default ${JSON.stringify({ ...frontmatter, body })};`, map: null };
        }
      } catch (error) {
        this.error(
          error instanceof Error && error.message.startsWith(file)
            ? error.message
            : `${file}: ${String(error instanceof Error ? error.message : error)}`,
        );
      }
    },
  };
}
