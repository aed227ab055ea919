import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../server/db";

export const migrationsFolder = path.resolve("server/db/migrations");

/** The run's prepared PGlite database (tests/support/pglite-template.ts): a fresh data folder starts from it. */
export const pgliteTemplate = () => inject("pgliteTemplate");

export type TestDatabase = {
  name: "pglite" | "postgres";
  open: () => Promise<DatabaseHandle & { url?: string }>;
  dispose: () => Promise<void>;
};

/** A PostgreSQL database of its own, created in the server that TEST_DATABASE_URL points to. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error("TEST_DATABASE_URL is not set");
  const name = `lumen_test_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function testDatabases(): TestDatabase[] {
  const pglite: TestDatabase = (() => {
    const dir = mkdtempSync(path.join(tmpdir(), "lumen-unit-"));
    return {
      name: "pglite",
      open: () => openDatabase({ dataDir: dir, migrationsFolder, templateDir: pgliteTemplate() }),
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  })();
  if (!process.env.TEST_DATABASE_URL) return [pglite];
  let created: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
  const postgres: TestDatabase = {
    name: "postgres",
    async open() {
      created ??= await createPostgresDatabase();
      const handle = await openDatabase({ databaseUrl: created.url, dataDir: "unused", migrationsFolder });
      return Object.assign(handle, { url: created.url });
    },
    dispose: async () => created?.drop(),
  };
  return [pglite, postgres];
}
