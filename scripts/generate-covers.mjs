// Runs the cover pipeline (scripts/covers/main.ts), which reaches the app's TypeScript as every script does.
import { importAppModule } from "./lib/app-modules.mjs";

try {
  await importAppModule("scripts/covers/main.ts");
} catch (error) {
  // Content and cover errors already say what is wrong and where; a stack trace would bury that.
  const expected = error instanceof Error && (error.name === "ContentError" || error.message.startsWith("Cover "));
  process.stderr.write(`\n${expected ? error.message : (error?.stack ?? String(error))}\n\n`);
  process.exit(1);
}
