import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "../db";

/** What a backup file says it is; a file without it is refused. */
export const BACKUP_FORMAT = "lumen-and-lark/enquiries-backup";
export const BACKUP_VERSION = 1;

type Row = Record<string, unknown>;

export type BackupDocument = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  tables: { enquiries: Row[]; outbox: Row[]; settings: Row[] };
};

export type BackupCounts = { enquiries: number; outbox: number; settings: number };

export class NotABackupError extends Error {
  override name = "NotABackupError";
}

/**
 * Every row of `enquiries`, `outbox` and `settings` as one consistent snapshot (one read-only,
 * repeatable-read transaction). Rate-limit counters are left out: they expire within the hour.
 * Rows are the tables' own JSON (`row_to_json`), so timestamps keep their microseconds.
 */
export async function createBackup(db: Database, now = new Date()): Promise<BackupDocument> {
  const tables = await db.transaction(
    async (tx) => {
      const read = async (query: ReturnType<typeof sql>) =>
        rowsOf<{ rows: Row[] | null }>(await tx.execute(query))[0]?.rows ?? [];
      return {
        enquiries: await read(sql`SELECT json_agg(t ORDER BY t.created_at, t.id) AS rows FROM enquiries t`),
        outbox: await read(sql`SELECT json_agg(t ORDER BY t.id) AS rows FROM outbox t`),
        settings: await read(sql`SELECT json_agg(t ORDER BY t.name) AS rows FROM settings t`),
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: now.toISOString(), tables };
}

export function countsOf(document: BackupDocument): BackupCounts {
  const { enquiries, outbox, settings } = document.tables;
  return { enquiries: enquiries.length, outbox: outbox.length, settings: settings.length };
}

/**
 * Loads a backup. Rows already present are kept as they are (an enquiry by its id or idempotency
 * key, a delivery by enquiry and channel, a setting by name), so restoring twice changes nothing.
 * A delivery whose id is taken by another row gets a fresh one, and the id sequence ends past every
 * id in use. One transaction: a file that does not fit the schema changes nothing.
 * Returns how many rows of each table were added.
 */
export async function restoreBackup(db: Database, document: BackupDocument): Promise<BackupCounts> {
  const { enquiries, outbox, settings } = document.tables;
  const count = (result: unknown) => Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
  return db.transaction(async (tx) => {
    const addedEnquiries = count(
      await tx.execute(sql`
        WITH added AS (
          INSERT INTO enquiries
          SELECT * FROM json_populate_recordset(NULL::enquiries, ${JSON.stringify(enquiries)}::json)
          ON CONFLICT DO NOTHING
          RETURNING 1)
        SELECT count(*)::int AS n FROM added`),
    );
    const backupMaxId = outbox.reduce((max, row) => Math.max(max, Number(row.id) || 0), 0);
    // Past both the ids in use and those in the file, so a fresh id never meets one still to be inserted.
    const advanceOutboxIds = () =>
      tx.execute(sql`
        SELECT setval(pg_get_serial_sequence('outbox', 'id'),
                      greatest((SELECT coalesce(max(id), 0) FROM outbox), ${backupMaxId}::bigint, 1))`);
    await advanceOutboxIds();
    const addedOutbox = count(
      await tx.execute(sql`
        WITH added AS (
          INSERT INTO outbox (id, enquiry_id, channel, status, attempts, next_attempt_at, lease_until, last_error,
                              delivered_at, created_at)
          SELECT CASE WHEN EXISTS (SELECT 1 FROM outbox o WHERE o.id = r.id)
                      THEN nextval(pg_get_serial_sequence('outbox', 'id')) ELSE r.id END,
                 r.enquiry_id, r.channel, r.status, r.attempts, r.next_attempt_at, r.lease_until, r.last_error,
                 r.delivered_at, r.created_at
            FROM json_populate_recordset(NULL::outbox, ${JSON.stringify(outbox)}::json) r
           WHERE EXISTS (SELECT 1 FROM enquiries e WHERE e.id = r.enquiry_id)
          ON CONFLICT (enquiry_id, channel) DO NOTHING
          RETURNING 1)
        SELECT count(*)::int AS n FROM added`),
    );
    await advanceOutboxIds();
    const addedSettings = count(
      await tx.execute(sql`
        WITH added AS (
          INSERT INTO settings
          SELECT * FROM json_populate_recordset(NULL::settings, ${JSON.stringify(settings)}::json)
          ON CONFLICT (name) DO NOTHING
          RETURNING 1)
        SELECT count(*)::int AS n FROM added`),
    );
    return { enquiries: addedEnquiries, outbox: addedOutbox, settings: addedSettings };
  });
}

export async function encodeBackup(document: BackupDocument): Promise<Buffer> {
  return promisify(gzip)(JSON.stringify(document));
}

const isRowList = (value: unknown): value is Row[] =>
  Array.isArray(value) && value.every((row) => typeof row === "object" && row !== null && !Array.isArray(row));

/** Checks that a parsed value is a backup this version can read; throws NotABackupError otherwise. */
export function asBackupDocument(value: unknown, name = "The file"): BackupDocument {
  const candidate = value as Partial<BackupDocument> | null;
  if (typeof candidate !== "object" || candidate === null || candidate.format !== BACKUP_FORMAT) {
    throw new NotABackupError(`${name} is not an enquiries backup (written by \`npm run enquiries -- backup\`).`);
  }
  if (candidate.version !== BACKUP_VERSION) {
    throw new NotABackupError(
      `${name} is a backup in format version ${String(candidate.version)}; this version reads format ${BACKUP_VERSION}.`,
    );
  }
  const tables = candidate.tables;
  if (
    typeof candidate.createdAt !== "string" ||
    !tables ||
    !isRowList(tables.enquiries) ||
    !isRowList(tables.outbox) ||
    !isRowList(tables.settings)
  ) {
    throw new NotABackupError(`${name} is an incomplete enquiries backup: its tables are missing or malformed.`);
  }
  return candidate as BackupDocument;
}

export async function decodeBackup(data: Buffer, name = "The file"): Promise<BackupDocument> {
  let text: string;
  try {
    text = (await promisify(gunzip)(data)).toString("utf8");
  } catch {
    throw new NotABackupError(`${name} is not an enquiries backup (it is not gzip-compressed).`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new NotABackupError(`${name} is not an enquiries backup (it does not hold JSON).`);
  }
  return asBackupDocument(parsed, name);
}

export async function readBackupFile(file: string): Promise<BackupDocument> {
  let data: Buffer;
  try {
    data = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new NotABackupError(`Cannot read ${file}${code ? ` (${code})` : ""}.`);
  }
  return decodeBackup(data, file);
}

/**
 * Writes the file under a temporary name and renames it into place, so a reader never sees half a
 * backup. Mode 0600 (and 0700 for a folder it creates): backups hold personal data.
 */
export async function writeBackupFile(file: string, data: Buffer) {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`,
  );
  try {
    await writeFile(temporary, data, { mode: 0o600, flush: true });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

const BACKUP_NAME = /^enquiries-(\d{4}-\d{2}-\d{2})(?:T\d{6}Z)?\.json\.gz$/;

/** `enquiries-2026-01-31.json.gz`: the server's daily backup. */
export function dailyBackupName(now: Date) {
  return `enquiries-${now.toISOString().slice(0, 10)}.json.gz`;
}

/** `enquiries-2026-01-31T101502Z.json.gz`: a backup taken by hand, which never replaces a daily one. */
export function manualBackupName(now: Date) {
  return `enquiries-${now.toISOString().slice(0, 19).replace(/:/g, "")}Z.json.gz`;
}

/**
 * Deletes backups in `dir` dated more than `retentionDays` days before `now` (by the UTC date in
 * their name). Files not named like a backup are never touched. Returns the names deleted.
 */
export async function pruneBackups(dir: string, retentionDays: number, now = new Date()): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const today = Date.parse(now.toISOString().slice(0, 10));
  const cutoff = today - retentionDays * 86_400_000;
  const deleted: string[] = [];
  for (const name of names.sort()) {
    const date = BACKUP_NAME.exec(name)?.[1];
    if (!date || !(Date.parse(date) < cutoff)) continue;
    await rm(path.join(dir, name), { force: true });
    deleted.push(name);
  }
  return deleted;
}
