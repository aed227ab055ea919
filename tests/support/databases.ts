import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type Database, openDatabase } from "../../server/store/database";
import type { Channel, Due } from "../../server/store/enquiries";

export type TestDatabase = {
  name: "sqlite" | "postgres";
  /** Opens the database (a second call opens a second connection to the same one). */
  open: () => Promise<Database & { url?: string; dataDir?: string }>;
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

/** The embedded store always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabases(): TestDatabase[] {
  const dir = mkdtempSync(path.join(tmpdir(), "lumen-unit-"));
  const sqlite: TestDatabase = {
    name: "sqlite",
    open: async () => Object.assign(await openDatabase({ dataDir: dir }), { dataDir: dir }),
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
  if (!process.env.TEST_DATABASE_URL) return [sqlite];
  let created: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
  const postgres: TestDatabase = {
    name: "postgres",
    async open() {
      created ??= await createPostgresDatabase();
      return Object.assign(await openDatabase({ databaseUrl: created.url, dataDir: "unused" }), { url: created.url });
    },
    dispose: async () => created?.drop(),
  };
  return [sqlite, postgres];
}

/** Empties the enquiry tables between tests. */
export async function emptyTables(db: Database) {
  for (const table of ["outbox", "enquiries", "rate_limits", "daily_counts"]) await db.run(`DELETE FROM ${table}`);
}

/** Deliveries owed on these channels, due now (or at `at`). */
export const due = (channels: readonly Channel[], at = new Date()): Due[] =>
  channels.map((channel) => ({ channel, at }));
