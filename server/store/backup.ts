import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, open, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import { z } from "zod";
import type { Logger } from "../logger";
import type { Database, Executor, Param, Row } from "./database";
import { fieldColumns, toDate } from "./enquiries";

const BACKUP_FORMAT = "lumen-and-lark/enquiries-backup";
const BACKUP_VERSION = 1;

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

const words = (names: string) => names.split(" ");
const TIME_COLUMNS = new Set(words("created_at next_attempt_at lease_until delivered_at answered_at released_at"));
const COLUMNS = {
  // A backup made before a column was added has none: restored, it is empty (null).
  enquiries: [
    ...words("id idempotency_key payload_hash"),
    ...fieldColumns,
    ...words("spam_reason attribution created_at answered_at released_at"),
  ],
  outbox: words("enquiry_id channel status attempts next_attempt_at lease_until last_error delivered_at created_at"),
  settings: ["name", "value"],
};

const SETTINGS_KEPT =
  "SELECT * FROM settings WHERE name NOT IN ('health_probe', 'form_token_secret', 'ip_salt', 'reply_link_secret') ORDER BY name";

function normalised(row: Row): Row {
  return Object.fromEntries(
    Object.entries(row).map(([name, value]) => [
      name,
      TIME_COLUMNS.has(name) && value != null ? toDate(value).toISOString() : value,
    ]),
  );
}

/**
 * Read in one transaction so the tables agree; rate-limit counters, gone within the hour, are left out, and so are
 * the secrets (ADR 097): a backup is not a key to the site, and a fresh store makes its own. Either database reads it.
 */
export async function createBackup(db: Database, now = new Date()): Promise<BackupDocument> {
  const tables = await db.transaction(async (tx) => ({
    enquiries: (await tx.all("SELECT * FROM enquiries ORDER BY created_at, id")).map(normalised),
    outbox: (await tx.all("SELECT * FROM outbox ORDER BY id")).map(normalised),
    settings: (await tx.all(SETTINGS_KEPT)).map(normalised),
  }));
  return { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: now.toISOString(), tables };
}

export function countsOf(document: BackupDocument): BackupCounts {
  const { enquiries, outbox, settings } = document.tables;
  return { enquiries: enquiries.length, outbox: outbox.length, settings: settings.length };
}

function values(row: Row, columns: readonly string[]): Param[] {
  return columns.map((name) => {
    const value = row[name];
    if (value == null) return null;
    if (TIME_COLUMNS.has(name)) {
      const time = toDate(value);
      if (Number.isNaN(time.getTime())) throw new NotABackupError(`The backup has an unreadable ${name}: ${value}.`);
      return time.toISOString();
    }
    return typeof value === "number" ? value : String(value);
  });
}

/** Keeps rows already present (restoring twice changes nothing); returns those added. */
export async function restoreBackup(db: Database, document: BackupDocument): Promise<BackupCounts> {
  const insert = async (tx: Executor, table: keyof typeof COLUMNS, rows: Row[], conflict: string) => {
    const columns = COLUMNS[table];
    const statement = `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")}) ON CONFLICT ${conflict} DO NOTHING`;
    let added = 0;
    for (const row of rows) added += await tx.run(statement, values(row, columns));
    return added;
  };
  return db.transaction(async (tx) => {
    const enquiries = await insert(tx, "enquiries", document.tables.enquiries, "");
    const known = new Set((await tx.all<{ id: string }>("SELECT id FROM enquiries")).map((row) => String(row.id)));
    const deliveries = document.tables.outbox.filter((row) => known.has(String(row.enquiry_id)));
    return {
      enquiries,
      outbox: await insert(tx, "outbox", deliveries, "(enquiry_id, channel)"),
      settings: await insert(tx, "settings", document.tables.settings, "(name)"),
    };
  });
}

export async function encodeBackup(document: BackupDocument): Promise<Buffer> {
  return promisify(gzip)(JSON.stringify(document));
}

const rows = z.array(z.record(z.string(), z.unknown()));
const complete = z.object({
  createdAt: z.string(),
  tables: z.object({ enquiries: rows, outbox: rows, settings: rows }),
});

/** Reads a backup this version can read; throws NotABackupError saying why otherwise. */
export async function readBackupFile(file: string): Promise<BackupDocument> {
  const refuse = (why: string) => new NotABackupError(`${file} ${why}`);
  const data = await readFile(file).catch(({ code }: NodeJS.ErrnoException) => {
    throw new NotABackupError(`Cannot read ${file}${code ? ` (${code})` : ""}.`);
  });
  const unzipped = await promisify(gunzip)(data).catch(() => {
    throw refuse("is not an enquiries backup (it is not gzip-compressed).");
  });
  let parsed: Partial<BackupDocument> | null;
  try {
    parsed = JSON.parse(unzipped.toString("utf8"));
  } catch {
    throw refuse("is not an enquiries backup (it does not hold JSON).");
  }
  if (parsed?.format !== BACKUP_FORMAT)
    throw refuse("is not an enquiries backup (written by `npm run enquiries -- backup`).");
  if (parsed.version !== BACKUP_VERSION)
    throw refuse(
      `is a backup in format version ${String(parsed.version)}; this version reads format ${BACKUP_VERSION}.`,
    );
  if (!complete.safeParse(parsed).success)
    throw refuse("is an incomplete enquiries backup: its tables are missing or malformed.");
  return parsed as BackupDocument;
}

/** Renamed into place (no reader sees half) and fsynced, owner-only; a failed write (a full disk) leaves nothing. */
export async function writePrivateFile(file: string, data: Buffer) {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const temporary = path.join(dir, `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
  try {
    await writeFile(temporary, data, { mode: 0o600, flush: true });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  const directory = await open(dir, "r");
  await directory.sync().finally(() => directory.close());
}

const BACKUP_NAME = /^enquiries-(\d{4}-\d{2}-\d{2})(?:T\d{6}Z)?\.json\.gz$/;

/** A backup taken by hand has a time in its name, so it never replaces a daily one. */
export function manualBackupName(now: Date) {
  return `enquiries-${now.toISOString().slice(0, 19).replace(/:/g, "")}Z.json.gz`;
}

/** Kept whatever their date: a clock far ahead must never leave no backup at all. */
const KEEP_NEWEST = 3;

/** Backups dated (by name, UTC) over `retentionDays` ago, never other files. */
export async function pruneBackups(dir: string, retentionDays: number, now = new Date()): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const cutoff = Date.parse(now.toISOString().slice(0, 10)) - retentionDays * 86_400_000;
  const backups = names.filter((name) => BACKUP_NAME.test(name)).sort();
  const deleted = backups.slice(0, -KEEP_NEWEST).filter((name) => Date.parse(BACKUP_NAME.exec(name)![1]!) < cutoff);
  for (const name of deleted) await rm(path.join(dir, name), { force: true });
  return deleted;
}

/** Logs names and counts only. */
export async function runDailyBackup(
  db: Database,
  dir: string,
  retentionDays: number,
  logger: Logger,
  { now = new Date(), prune = true } = {},
): Promise<string | null> {
  const name = `enquiries-${now.toISOString().slice(0, 10)}.json.gz`;
  let written: string | null = null;
  if (!existsSync(path.join(dir, name))) {
    const document = await createBackup(db, now);
    await writePrivateFile(path.join(dir, name), await encodeBackup(document));
    logger.info("daily backup written", { file: name, ...countsOf(document) });
    written = name;
  }
  const deleted = prune ? await pruneBackups(dir, retentionDays, now) : [];
  if (deleted.length > 0) logger.info("backups past retention deleted", { files: deleted, retentionDays });
  return written;
}
