import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * A PGlite data folder that already went through initdb and every migration, made by `npm run build`
 * (see ADR 037). initdb inside WebAssembly peaks above 1 GB of memory, so a server starting on an empty
 * data folder copies this instead of running it. Layout: `data/` (the PGDATA folder) and `pglite-version`,
 * the version of PGlite that wrote it: a template from another version is ignored, never loaded.
 */
export function defaultDataDirTemplate(root: string) {
  return path.join(root, "build/pglite-template");
}

const VERSION_FILE = "pglite-version";

/** The installed PGlite's version, from its package.json next to the module the server imports. */
export function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const manifest = path.join(path.dirname(entry), "..", "package.json");
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}

/** True when `templateDir` holds a template written by the installed PGlite. */
export function isUsableTemplate(templateDir: string) {
  try {
    return (
      readFileSync(path.join(templateDir, VERSION_FILE), "utf8").trim() === pgliteVersion() &&
      existsSync(path.join(templateDir, "data/PG_VERSION"))
    );
  } catch {
    return false;
  }
}

/**
 * Fills an empty PGDATA folder from the template. The copy is made beside the folder and renamed into
 * place, so an interrupted start leaves either no database or a whole one, never half of one. Does
 * nothing (returns false) when the folder already holds a database, when it holds anything at all
 * (PGlite then decides, as it did before templates), or when there is no usable template. The caller
 * holds the data folder's lock.
 */
export function seedFromTemplate(pgdata: string, templateDir: string): boolean {
  if (existsSync(path.join(pgdata, "PG_VERSION")) || !isUsableTemplate(templateDir)) return false;
  if (existsSync(pgdata) && readdirSync(pgdata).length > 0) return false;
  const staging = `${pgdata}.seeding`;
  rmSync(staging, { recursive: true, force: true });
  cpSync(path.join(templateDir, "data"), staging, { recursive: true, preserveTimestamps: true });
  if (existsSync(pgdata)) rmdirSync(pgdata);
  renameSync(staging, pgdata);
  return true;
}

/**
 * Writes a template: `open` must create a database in the folder it is given (through the same code the
 * server uses, so initdb, settings and migrations are the server's own) and return its close function.
 * The template is assembled beside `templateDir` and swapped in whole.
 */
export async function writeDataDirTemplate(
  templateDir: string,
  open: (dataDir: string) => Promise<() => Promise<void>>,
) {
  const staging = `${templateDir}.writing`;
  rmSync(staging, { recursive: true, force: true });
  const close = await open(staging);
  await close();
  // `open` gets the data folder (lock file, pglite/); the template keeps only the database itself.
  renameSync(path.join(staging, "pglite"), path.join(staging, "data"));
  rmSync(path.join(staging, "pglite.lock"), { force: true });
  writeFileSync(path.join(staging, VERSION_FILE), `${pgliteVersion()}\n`);
  rmSync(templateDir, { recursive: true, force: true });
  renameSync(staging, templateDir);
}
