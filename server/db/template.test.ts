// @vitest-environment node
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteTemplate } from "../../tests/support/databases";
import { defaultMigrationsFolder, openDatabase, rowsOf, sql } from "./index";
import { isUsableTemplate, pgliteVersion, seedFromTemplate, writeDataDirTemplate } from "./template";

const migrationsFolder = defaultMigrationsFolder(process.cwd());
const scratch = mkdtempSync(path.join(tmpdir(), "lumen-template-"));
const templateDir = path.join(scratch, "template");
const folder = (name: string) => path.join(scratch, name);

describe("PGlite data folder template", () => {
  beforeAll(async () => {
    // The database comes from the run's own template (written the same way, after a real initdb, by
    // the tests' global setup), so this template is written without a second initdb.
    await writeDataDirTemplate(templateDir, async (dataDir) => {
      const handle = await openDatabase({ dataDir, migrationsFolder, templateDir: pgliteTemplate() });
      return () => handle.close();
    });
  }, 120_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("holds a migrated database and the PGlite version that wrote it, and nothing else", () => {
    expect(readdirSync(templateDir).sort()).toEqual(["data", "pglite-version"]);
    expect(existsSync(path.join(templateDir, "data/PG_VERSION"))).toBe(true);
    expect(isUsableTemplate(templateDir)).toBe(true);
    expect(pgliteVersion()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("starts an empty data folder from the template, with the schema in place", async () => {
    const dataDir = folder("fresh");
    mkdirSync(path.join(dataDir, "pglite"), { recursive: true });
    expect(seedFromTemplate(path.join(dataDir, "pglite"), templateDir)).toBe(true);
    expect(existsSync(path.join(dataDir, "pglite.seeding"))).toBe(false);
    const handle = await openDatabase({ dataDir, migrationsFolder, templateDir });
    try {
      const rows = rowsOf<{ n: number }>(await handle.db.execute(sql`SELECT count(*)::int AS n FROM enquiries`));
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it("never replaces a data folder that holds a database", async () => {
    const dataDir = folder("existing");
    let handle = await openDatabase({ dataDir, migrationsFolder, templateDir });
    await handle.db.execute(sql`INSERT INTO settings (name, value) VALUES ('kept', 'yes')`);
    await handle.close();
    expect(seedFromTemplate(path.join(dataDir, "pglite"), templateDir)).toBe(false);
    handle = await openDatabase({ dataDir, migrationsFolder, templateDir });
    try {
      const rows = rowsOf<{ value: string }>(
        await handle.db.execute(sql`SELECT value FROM settings WHERE name = 'kept'`),
      );
      expect(rows).toEqual([{ value: "yes" }]);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it("leaves a folder with other contents, and a template from another PGlite version, alone", () => {
    const occupied = path.join(folder("occupied"), "pglite");
    mkdirSync(occupied, { recursive: true });
    writeFileSync(path.join(occupied, "stray"), "");
    expect(seedFromTemplate(occupied, templateDir)).toBe(false);
    expect(readdirSync(occupied)).toEqual(["stray"]);

    const stale = folder("stale-template");
    cpSync(templateDir, stale, { recursive: true });
    writeFileSync(path.join(stale, "pglite-version"), "0.0.1\n");
    expect(isUsableTemplate(stale)).toBe(false);
    expect(seedFromTemplate(path.join(folder("empty"), "pglite"), stale)).toBe(false);
    expect(existsSync(path.join(folder("empty"), "pglite"))).toBe(false);
  });
});
