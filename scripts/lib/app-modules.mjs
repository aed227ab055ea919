// The one way scripts reach the app's TypeScript: Vite's module runner with the app's alias and content
// plugin, so a script sees exactly the modules the build does, and nothing is bundled first.
import path from "node:path";
import { runnerImport } from "vite";
import { contentModules } from "./content-modules.ts";

/** A module of the project (a path from its root); a test may pass the `root` of a copy with its own content. */
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
