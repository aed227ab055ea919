// Runs the cover pipeline (scripts/covers/main.ts). It is TypeScript that
// shares the app's content modules and path aliases, so esbuild bundles it
// first; dependencies stay external and load from node_modules.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const outfile = path.resolve(".cache/covers/generate.mjs");
await build({
  entryPoints: ["scripts/covers/main.ts"],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  logLevel: "warning",
});

try {
  await import(pathToFileURL(outfile).href);
} catch (error) {
  // Content and cover errors already say what is wrong and where; a stack trace would bury that.
  const expected = error instanceof Error && (error.name === "ContentError" || error.message.startsWith("Cover "));
  process.stderr.write(`\n${expected ? error.message : (error?.stack ?? String(error))}\n\n`);
  process.exit(1);
}
