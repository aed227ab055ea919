// Runs the cover pipeline (scripts/covers/main.ts). It is TypeScript that shares the app's content
// modules and path aliases, so it is loaded the way every script reaches app code
// (scripts/lib/app-modules.mjs).
import { importAppModule } from "./lib/app-modules.mjs";

try {
  await importAppModule("scripts/covers/main.ts");
} catch (error) {
  // Content and cover errors already say what is wrong and where; a stack trace would bury that.
  const expected = error instanceof Error && (error.name === "ContentError" || error.message.startsWith("Cover "));
  process.stderr.write(`\n${expected ? error.message : (error?.stack ?? String(error))}\n\n`);
  process.exit(1);
}
