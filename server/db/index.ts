import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { acquireDirLock } from "./lock";
import * as schema from "./schema";
import { seedFromTemplate } from "./template";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
};

export type OpenOptions = {
  /** PostgreSQL when set; otherwise embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  migrationsFolder: string;
  onPoolError?: (error: Error) => void;
  /** A data-folder lock the caller already holds (see `lockDataDir`); otherwise PGlite takes one here. */
  releaseLock?: () => void;
  /** A prepared PGlite database (`defaultDataDirTemplate`) that an empty data folder starts from, instead of initdb. */
  templateDir?: string;
};

/** Any fixed number: it only has to be the same for every instance. */
const MIGRATION_LOCK_KEY = 7_142_019;

export function defaultMigrationsFolder(root: string) {
  return path.join(root, "server/db/migrations");
}

/** Opens the database and brings its schema up to date. Nothing here runs at import time. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

/** Takes the PGlite data folder's lock: cheap and synchronous, so a server can refuse to start before it listens. */
export function lockDataDir(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  return acquireDirLock(path.join(dataDir, "pglite.lock"));
}

async function openPglite({
  dataDir,
  migrationsFolder,
  releaseLock,
  templateDir,
}: OpenOptions): Promise<DatabaseHandle> {
  const release = releaseLock ?? lockDataDir(dataDir);
  let client: PGlite | undefined;
  try {
    const pgdata = path.join(dataDir, "pglite");
    // initdb in WebAssembly peaks above 1 GB; a copy of the build's prepared database costs nothing (ADR 037).
    if (templateDir) seedFromTemplate(pgdata, templateDir);
    client = new PGlite({ dataDir: pgdata, postgresqlconf: ["shared_buffers=16MB"] });
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    const opened = client;
    return {
      db: db as unknown as Database,
      kind: "pglite",
      async close() {
        try {
          await opened.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => {});
    release();
    throw error;
  }
}

async function openPostgres(
  connectionString: string,
  { migrationsFolder, onPoolError }: OpenOptions,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 });
  pool.on("error", (error) => onPoolError?.(error));
  try {
    const connection = await pool.connect();
    try {
      // Several instances may start at once; without the lock their migrations collide.
      await connection.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      try {
        await migrateNodePg(drizzleNodePg({ client: connection, schema }), { migrationsFolder });
      } finally {
        await connection.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
      }
    } finally {
      connection.release();
    }
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  const db = drizzleNodePg({ client: pool, schema });
  return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
}

const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "EHOSTUNREACH",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);

/** True when an error means "the database cannot be reached", as opposed to a bug or bad data. */
export function isUnavailableError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
    if (
      typeof message === "string" &&
      /Connection terminated|timeout exceeded when trying to connect|PGlite is closed|Cannot use a pool after calling end/i.test(
        message,
      )
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Rows of a raw `db.execute` result; both drivers put them in `.rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export { schema, sql };
