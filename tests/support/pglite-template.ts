// Vitest's global setup: one PGlite database, initialised and migrated once per run and kept as a
// data-folder template (the same kind `npm run build` writes for the server, ADR 037). Tests that need
// a fresh database copy it instead of each running initdb in WebAssembly, which takes seconds.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db";
import { writeDataDirTemplate } from "../../server/db/template";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const scratch = mkdtempSync(path.join(tmpdir(), "lumen-unit-template-"));
  const templateDir = path.join(scratch, "template");
  await writeDataDirTemplate(templateDir, async (dataDir) => {
    const handle = await openDatabase({ dataDir, migrationsFolder: path.resolve("server/db/migrations") });
    return () => handle.close();
  });
  project.provide("pgliteTemplate", templateDir);
  return () => rmSync(scratch, { recursive: true, force: true });
}
