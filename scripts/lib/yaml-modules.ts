import path from "node:path";
import type { Plugin } from "vite";
import { parse } from "yaml";

/**
 * Content files in YAML become modules of plain data at build (ADR 050): `import.meta.glob` over
 * `content/` hands the app parsed objects, and the parser never reaches a bundle. A file that does not
 * parse fails the build with its path, line and column.
 */
export function yamlModules(): Plugin {
  return {
    name: "yaml-modules",
    transform(source, id) {
      if (!id.endsWith(".yaml")) return;
      try {
        return { code: `export default ${JSON.stringify(parse(source, { prettyErrors: true }))};`, map: null };
      } catch (error) {
        this.error(`${path.relative(process.cwd(), id)}: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}
