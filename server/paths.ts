import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project folder: the nearest one above this module holding package.json.
 * The same code runs from `server/` in development and from `build/server/`
 * (or a chunk below it) in production.
 */
function findProjectRoot(from: string) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
export const clientBuildDir = path.join(projectRoot, "build/client");
