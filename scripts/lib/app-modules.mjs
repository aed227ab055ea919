// The one way scripts reach the app's TypeScript: through Vite's module runner, with the app's path
// alias and content plugin, so a script sees exactly the modules the build does (content globs
// included) and nothing is bundled or copied first.
import path from "node:path";
import { runnerImport } from "vite";
import { contentModules } from "./content-modules.ts";

/**
 * Imports a module of the project (a path from its root) as the build would see it. `root` is the
 * project's folder: a test may pass a copy with a content folder of its own.
 */
export async function importAppModule(modulePath, root = process.cwd()) {
  const { module } = await runnerImport(`/${modulePath.replace(/^\/+/, "")}`, {
    configFile: false,
    root,
    logLevel: "error",
    resolve: { alias: { "~": path.join(root, "app") } },
    plugins: [contentModules()],
  });
  return module;
}
