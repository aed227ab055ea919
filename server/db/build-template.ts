// `npm run build` runs this (build/server/db-template.js) after the server build: it writes
// build/pglite-template, the initialised and migrated PGlite database that an empty data folder is
// filled from, so no server ever runs initdb in its own memory (ADR 037).
import path from "node:path";
import { projectRoot } from "../paths";
import { defaultMigrationsFolder, openDatabase } from "./index";
import { defaultDataDirTemplate, writeDataDirTemplate } from "./template";

const templateDir = defaultDataDirTemplate(projectRoot);
await writeDataDirTemplate(templateDir, async (dataDir) => {
  const handle = await openDatabase({ dataDir, migrationsFolder: defaultMigrationsFolder(projectRoot) });
  return () => handle.close();
});
process.stdout.write(`database template: ${path.relative(projectRoot, templateDir)}\n`);
