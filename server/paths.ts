import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The nearest folder above this module holding package.json: `server/` in development, `build/server/` (or below). */
function findProjectRoot(from: string) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

export const clientBuildDir = path.join(findProjectRoot(path.dirname(fileURLToPath(import.meta.url))), "build/client");
