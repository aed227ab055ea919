import { chmodSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import type pg from "pg";
import { contactFieldTable } from "~/lib/contact";

export type Row = Record<string, unknown>;
export type Param = string | number | null;

export type Executor = {
  all<T = Row>(sql: string, params?: Param[]): Promise<T[]>;
  /** Resolves to the number of rows changed. */
  run(sql: string, params?: Param[]): Promise<number>;
};

export type Database = Executor & {
  kind: "sqlite" | "postgres";
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export const SQLITE_FILE = "enquiries.sqlite";

/** How long a writer waits for another connection (the CLI, say) to finish its write. */
const BUSY_TIMEOUT_MS = 5000;
const SQLITE_BUSY = 5;

const isBusy = (error: unknown) =>
  (error as { code?: unknown }).code === "ERR_SQLITE_ERROR" &&
  ((error as { errcode?: number }).errcode ?? 0) % 256 === SQLITE_BUSY;

// Retries on a timer while another connection holds the write lock: SQLite's busy handler would block the
// event loop, and with it the lock's holder when both are in this process.
async function whenFree<T>(attempt: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + BUSY_TIMEOUT_MS;
  for (let wait = 2; ; wait = Math.min(wait * 2, 50)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

export type OpenOptions = { databaseUrl?: string; dataDir: string };

export async function openDatabase({ databaseUrl, dataDir }: OpenOptions): Promise<Database> {
  const db = databaseUrl ? await openPostgres(databaseUrl) : await openSqlite(dataDir);
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  return db;
}

/** Makes the data folder (enquiries, emails, backups) and every file created in it (umask) owner-only. */
export function privateDataDir(dataDir: string) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  process.umask(0o077);
}

/** A data folder of the PGlite store (before ADR 066), which the SQLite store cannot read. */
export function legacyStoreIn(dataDir: string) {
  const legacy = path.join(dataDir, "pglite");
  return existsSync(legacy) && !existsSync(path.join(dataDir, SQLITE_FILE)) ? legacy : null;
}

async function openSqlite(dataDir: string): Promise<Database> {
  privateDataDir(dataDir);
  const sqlite = new DatabaseSync(path.join(dataDir, SQLITE_FILE), { timeout: 0 });
  // WAL lets the CLI read and write while the server runs; FULL makes every commit wait for fsync.
  // Switching to WAL needs the lock once, when the file is new.
  await whenFree(async () =>
    sqlite.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;"),
  );
  const statements = new Map<string, StatementSync>();
  const prepare = (sql: string) => {
    if (!statements.has(sql)) statements.set(sql, sqlite.prepare(sql));
    return statements.get(sql)!;
  };
  const direct: Executor = {
    all: async <T>(sql: string, params: Param[] = []) => prepare(sql).all(...(params as SQLInputValue[])) as T[],
    run: async (sql: string, params: Param[] = []) => Number(prepare(sql).run(...(params as SQLInputValue[])).changes),
  };
  // One connection: every statement and transaction waits its turn, so none lands inside another's transaction.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(() => whenFree(work));
    queue = result.catch(() => {});
    return result;
  };
  return {
    kind: "sqlite",
    all: (sql, params) => serial(() => direct.all(sql, params)),
    run: (sql, params) => serial(() => direct.run(sql, params)),
    transaction: (work) =>
      serial(async () => {
        sqlite.exec("BEGIN IMMEDIATE");
        try {
          const result = await work(direct);
          sqlite.exec("COMMIT");
          return result;
        } catch (error) {
          if (sqlite.isTransaction) sqlite.exec("ROLLBACK");
          throw error;
        }
      }),
    close: () =>
      serial(async () => {
        if (!sqlite.isOpen) return;
        statements.clear();
        sqlite.close();
      }),
  };
}

async function openPostgres(connectionString: string): Promise<Database> {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 });
  // An idle client's error (the server restarted) is not the caller's: the pool drops the client. Every client
  // also listens for its whole life, so an error that arrives while it is checked out between queries, or a
  // second one after the pool's own one-time listener, is never an unhandled 'error' event that ends the
  // process; the query that meets it still fails, and the pool destroys a client it cannot use on release.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const numbered = (sql: string) => {
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  };
  const on = (client: pg.Pool | pg.PoolClient): Executor => ({
    all: async <T>(sql: string, params: Param[] = []) => (await client.query(numbered(sql), params)).rows as T[],
    run: async (sql: string, params: Param[] = []) => (await client.query(numbered(sql), params)).rowCount ?? 0,
  });
  return {
    kind: "postgres",
    ...on(pool),
    async transaction(work) {
      const client = await pool.connect();
      // A checked-out client is the caller's to listen to: without a listener, the server going away (57P01
      // on a restart) is an unhandled 'error' event that ends the process. The failed query throws as well.
      const lost: Error[] = [];
      const onError = (error: Error) => lost.push(error);
      client.on("error", onError);
      try {
        await client.query("BEGIN");
        const result = await work(on(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        if (lost.length === 0) await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.off("error", onError);
        // A client that lost its connection is destroyed rather than handed to the next caller.
        client.release(lost[0]);
      }
    },
    close: () => pool.end(),
  };
}

// The schema for both databases. SQLite's tables are STRICT, so a wrong type is refused as PostgreSQL would.
// Times are ISO 8601 text in SQLite (it sorts as it compares), timestamptz in PostgreSQL (as earlier versions made).
function schema(kind: Database["kind"]) {
  const [id, time, serial, strict] =
    kind === "sqlite"
      ? ["TEXT", "TEXT", "INTEGER PRIMARY KEY AUTOINCREMENT", " STRICT"]
      : ["uuid", "timestamptz", "bigserial PRIMARY KEY", ""];
  return [
    `CREATE TABLE IF NOT EXISTS enquiries (id ${id} PRIMARY KEY, idempotency_key TEXT, payload_hash TEXT NOT NULL,
       ${fieldColumns.map(({ column, required }) => `${column} TEXT${required ? " NOT NULL" : ""}, `).join("")}
       spam_reason TEXT, created_at ${time} NOT NULL)${strict}`,
    `CREATE TABLE IF NOT EXISTS outbox (id ${serial}, enquiry_id ${id} NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
       channel TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'pending', attempts INTEGER NOT NULL DEFAULT 0,
       next_attempt_at ${time} NOT NULL, lease_until ${time}, last_error TEXT, delivered_at ${time},
       created_at ${time} NOT NULL)${strict}`,
    `CREATE TABLE IF NOT EXISTS rate_limits (key TEXT PRIMARY KEY, points INTEGER NOT NULL, expire ${time})${strict}`,
    `CREATE TABLE IF NOT EXISTS settings (name TEXT PRIMARY KEY, value TEXT NOT NULL)${strict}`,
    // Counts per day, never single events: spam dropped at its caps, and what visitors' browsers report.
    `CREATE TABLE IF NOT EXISTS daily_counts (day TEXT NOT NULL, metric TEXT NOT NULL, scope TEXT NOT NULL,
       name TEXT NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (day, metric, scope, name))${strict}`,
    "CREATE UNIQUE INDEX IF NOT EXISTS enquiries_idempotency_key_idx ON enquiries (idempotency_key)",
    "CREATE UNIQUE INDEX IF NOT EXISTS outbox_enquiry_channel_idx ON outbox (enquiry_id, channel)",
    "CREATE INDEX IF NOT EXISTS enquiries_created_at_idx ON enquiries (created_at)",
    "CREATE INDEX IF NOT EXISTS outbox_due_idx ON outbox (next_attempt_at) WHERE status = 'pending'",
  ];
}

const fieldColumns = Object.values(contactFieldTable);

/**
 * Columns added after a table was first made, added to a database that lacks them (ADR 076): a field
 * added to the form's table (app/lib/contact.ts) among them, nullable, as earlier enquiries lack it.
 */
function addedColumns(kind: Database["kind"]) {
  const time = kind === "sqlite" ? "TEXT" : "timestamptz";
  const fields = fieldColumns.map(({ column }) => `${column} TEXT`);
  return { enquiries: ["attribution TEXT", `answered_at ${time}`, `released_at ${time}`, ...fields] };
}

async function addMissingColumns(tx: Executor, kind: Database["kind"]) {
  const columnsOf =
    kind === "sqlite"
      ? "SELECT name FROM pragma_table_info(?)"
      : "SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ?";
  for (const [table, columns] of Object.entries(addedColumns(kind))) {
    const present = new Set((await tx.all<{ name: string }>(columnsOf, [table])).map((row) => row.name));
    for (const column of columns.filter((column) => !present.has(column.split(" ")[0]!)))
      await tx.run(`ALTER TABLE ${table} ADD COLUMN ${column}`);
  }
}

const SCHEMA_LOCK_KEY = 7_142_019;

async function migrate(db: Database) {
  await db.transaction(async (tx) => {
    // Several instances may start together on one PostgreSQL; the lock ends with the transaction.
    if (db.kind === "postgres") await tx.all("SELECT pg_advisory_xact_lock(?)", [SCHEMA_LOCK_KEY]);
    for (const statement of schema(db.kind)) await tx.run(statement);
    await addMissingColumns(tx, db.kind);
  });
}

// Network failures, and PostgreSQL's disk_full, too_many_connections and shutdown/startup codes (57P01-03).
const NETWORK_CODES = "ECONNREFUSED ECONNRESET ETIMEDOUT ENOTFOUND EAI_AGAIN EPIPE EHOSTUNREACH".split(" ");
const UNAVAILABLE_CODES = new Set([...NETWORK_CODES, "53100", "53300", "57P01", "57P02", "57P03"]);
/** SQLite's busy, locked, I/O error, disk full and read-only. */
const SQLITE_UNAVAILABLE = new Set([5, 6, 8, 10, 13]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|database is not open/i;

/** True when an error means "the store cannot take a write now", as opposed to a bug or bad data. */
export function isUnavailableError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, errcode, message } = current as { code?: unknown; errcode?: unknown; message?: unknown };
    if (code === "ERR_SQLITE_ERROR" && typeof errcode === "number" && SQLITE_UNAVAILABLE.has(errcode & 0xff))
      return true;
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
