// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { due, type TestDatabase, testDatabases } from "../../tests/support/databases";
import { enquiry } from "../../tests/support/enquiry";
import { createLogger } from "../logger";
import {
  type BackupDocument,
  createBackup,
  encodeBackup,
  NotABackupError,
  pruneBackups,
  readBackupFile,
  restoreBackup,
  runDailyBackup,
  writePrivateFile,
} from "./backup";
import type { Database } from "./database";
import { listEnquiries, saveEnquiry } from "./enquiries";

const submission = (n: number) =>
  enquiry(n, { telephone: n % 2 ? "+44 20 7946 0000" : "", message: `Message ${n}; with a "quote" and\na line break` });
const limit = { key: "ip-a", points: 1000, windowSeconds: 600 };

async function seed(db: Database, from: number, count: number) {
  for (let n = from; n < from + count; n++)
    await saveEnquiry(db, submission(n), {
      idempotencyKey: `key-${n}`,
      deliveries: due(["email", "webhook"]),
      rateLimits: [limit],
    });
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** Gives the seeded deliveries every state a backup must carry: delivered, dead with an error, retrying. */
async function varyDeliveries(db: Database) {
  await db.run(
    "UPDATE outbox SET status = 'delivered', attempts = 1, delivered_at = ? WHERE id IN (SELECT id FROM outbox ORDER BY id LIMIT 3)",
    [daysAgo(1)],
  );
  await db.run(
    "UPDATE outbox SET status = 'dead', attempts = 9, last_error = 'connect ECONNREFUSED' WHERE id = (SELECT max(id) FROM outbox)",
  );
  await db.run(
    "UPDATE outbox SET attempts = 2, next_attempt_at = ?, last_error = 'timeout' WHERE id = (SELECT max(id) - 1 FROM outbox)",
    [daysAgo(-0.01)],
  );
  await db.run("UPDATE enquiries SET created_at = ? WHERE full_name = 'Visitor 1'", [daysAgo(3)]);
  await db.run("INSERT INTO settings (name, value) VALUES ('weekly_digest', '2026-W10 sent')");
  for (const secret of ["form_token_secret", "ip_salt", "reply_link_secret"])
    await db.run("INSERT INTO settings (name, value) VALUES (?, 'secret-of-the-source')", [secret]);
  await db.run("INSERT INTO rate_limits (key, points, expire) VALUES ('ip-z', 3, ?)", [daysAgo(0)]);
}

/** Enquiries with their deliveries in channel order (the store returns them in no set order). */
const enquiriesIn = async (db: Database) =>
  (await listEnquiries(db)).map((enquiry) => ({
    ...enquiry,
    deliveries: enquiry.deliveries.toSorted((a, b) => a.channel.localeCompare(b.channel)),
  }));

const outboxIds = async (db: Database) =>
  (await db.all<{ id: unknown }>("SELECT id FROM outbox ORDER BY id")).map((row) => Number(row.id));

// Each test restores into a fresh database of the same kind.
describe.each(testDatabases())("backup and restore on $name", (database) => {
  const fresh: TestDatabase[] = [];
  const freshDatabase = async () => {
    const next = testDatabases().find((candidate) => candidate.name === database.name)!;
    fresh.push(next);
    return next.open();
  };
  const handles: Database[] = [];
  let source: Database;
  let backup: BackupDocument;
  let folder: string;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "lumen-backup-test-"));
    source = await database.open();
    handles.push(source);
    await seed(source, 1, 4);
    await varyDeliveries(source);
    backup = await createBackup(source);
  }, 120_000);
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    for (const db of [database, ...fresh]) await db.dispose();
    rmSync(folder, { recursive: true, force: true });
  });

  it("holds enquiries, deliveries and settings, but no rate-limit counters and no secrets", () => {
    expect(backup).toMatchObject({ format: "lumen-and-lark/enquiries-backup", version: 1 });
    expect(backup.tables.enquiries).toHaveLength(4);
    expect(backup.tables.outbox).toHaveLength(8);
    expect(backup.tables.settings).toEqual([{ name: "weekly_digest", value: "2026-W10 sent" }]);
    expect(JSON.stringify(backup)).not.toMatch(/ip-z|secret-of-the-source/);
  });

  it("round trip: written to a file, restored into an empty database, gives the same enquiries and delivery states", async () => {
    const file = path.join(folder, `${database.name}-round-trip.json.gz`);
    await writePrivateFile(file, await encodeBackup(backup));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const fromFile = await readBackupFile(file);

    const target = await freshDatabase();
    handles.push(target);
    expect(await listEnquiries(target)).toEqual([]);
    expect(await restoreBackup(target, fromFile)).toEqual({ enquiries: 4, outbox: 8, settings: 1 });

    expect(await enquiriesIn(target)).toEqual(await enquiriesIn(source));
    // Every column of every row, to the millisecond.
    expect((await createBackup(target)).tables).toEqual(backup.tables);

    // The id sequence is past the restored ids: new enquiries are stored as usual.
    const before = Math.max(...(await outboxIds(target)));
    await seed(target, 100, 1);
    expect(Math.min(...(await outboxIds(target)).filter((id) => id > before))).toBeGreaterThan(before);
    expect(await listEnquiries(target)).toHaveLength(5);
  }, 120_000);

  it("is idempotent, and keeps rows already present as they are", async () => {
    const target = await freshDatabase();
    handles.push(target);
    // A database already in use: its own enquiry holds outbox ids the backup also uses, and its own digest record.
    await seed(target, 200, 1);
    await target.run("UPDATE outbox SET status = 'delivered', attempts = 1");
    await target.run("INSERT INTO settings (name, value) VALUES ('weekly_digest', '2026-W11 sent')");
    expect((await outboxIds(target)).some((id) => backup.tables.outbox.some((row) => Number(row.id) === id))).toBe(
      true,
    );

    expect(await restoreBackup(target, backup)).toEqual({ enquiries: 4, outbox: 8, settings: 0 });
    const once = await createBackup(target);
    expect(await restoreBackup(target, backup)).toEqual({ enquiries: 0, outbox: 0, settings: 0 });
    expect((await createBackup(target)).tables).toEqual(once.tables);

    const enquiries = await enquiriesIn(target);
    expect(enquiries).toHaveLength(5);
    expect(enquiries.find((e) => e.fullName === "Visitor 200")?.deliveries.map((d) => d.status)).toEqual([
      "delivered",
      "delivered",
    ]);
    const restored = enquiries.filter((e) => e.fullName !== "Visitor 200");
    expect(restored).toEqual(await enquiriesIn(source));
    expect(once.tables.settings).toEqual([{ name: "weekly_digest", value: "2026-W11 sent" }]);
    expect(new Set(await outboxIds(target)).size).toBe(10);
  }, 120_000);

  it("changes nothing when a file's rows do not fit the schema", async () => {
    const target = await freshDatabase();
    handles.push(target);
    const broken: BackupDocument = {
      ...backup,
      tables: { ...backup.tables, outbox: [{ ...backup.tables.outbox[0]!, attempts: "many" }] },
    };
    await expect(restoreBackup(target, broken)).rejects.toThrow();
    expect(await listEnquiries(target)).toEqual([]);
  }, 120_000);
});

describe("backup files", () => {
  const header = { format: "lumen-and-lark/enquiries-backup" };
  it.each([
    [Buffer.from("id,name\n1,Ana\n"), "is not an enquiries backup (it is not gzip-compressed)."],
    [gzipSync("not json"), "is not an enquiries backup (it does not hold JSON)."],
    [gzipSync(JSON.stringify([{ id: 1 }])), "is not an enquiries backup (written by `npm run enquiries -- backup`)."],
    [
      gzipSync(JSON.stringify({ ...header, version: 2 })),
      "is a backup in format version 2; this version reads format 1.",
    ],
    [gzipSync(JSON.stringify({ ...header, version: 1, createdAt: "x" })), "is an incomplete enquiries backup"],
  ])("refuses a file that is not a backup, saying why (%#)", async (data, why) => {
    const dir = mkdtempSync(path.join(tmpdir(), "lumen-wrong-"));
    const file = path.join(dir, "wrong.json.gz");
    writeFileSync(file, data);
    await expect(readBackupFile(file)).rejects.toThrow(new NotABackupError(`${file} ${why}`).message);
    await expect(readBackupFile(file)).rejects.toBeInstanceOf(NotABackupError);
    rmSync(dir, { recursive: true });
  });
});

describe("backup rotation", () => {
  const names = [
    "enquiries-2026-02-28.json.gz",
    "enquiries-2026-03-01.json.gz",
    "enquiries-2026-03-02T231500Z.json.gz",
    "enquiries-2026-03-03.json.gz",
    "enquiries-2026-03-03T080000Z.json.gz",
    "enquiries-2026-03-09.json.gz",
    "enquiries-2026-03-10.json.gz",
    "enquiries-latest.json.gz",
    "notes-2026-01-01.txt",
    "enquiries-2026-01-01.csv",
  ];

  it("deletes only backups dated more than the retention period ago", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lumen-rotation-"));
    try {
      for (const name of names) writeFileSync(path.join(dir, name), "x");
      const deleted = await pruneBackups(dir, 7, new Date("2026-03-10T12:00:00Z"));
      expect(deleted).toEqual([
        "enquiries-2026-02-28.json.gz",
        "enquiries-2026-03-01.json.gz",
        "enquiries-2026-03-02T231500Z.json.gz",
      ]);
      expect(readdirSync(dir).sort()).toEqual(names.filter((name) => !deleted.includes(name)).sort());
      expect(await pruneBackups(dir, 7, new Date("2026-03-10T23:59:59Z"))).toEqual([]);
      expect(await pruneBackups(path.join(dir, "missing"), 7)).toEqual([]);
      // A clock 400 days fast would find every backup past retention: the newest three are kept.
      await pruneBackups(dir, 7, new Date("2027-04-14T12:00:00Z"));
      expect(readdirSync(dir).filter((name) => name.endsWith(".json.gz"))).toEqual([
        "enquiries-2026-03-03T080000Z.json.gz",
        "enquiries-2026-03-09.json.gz",
        "enquiries-2026-03-10.json.gz",
        "enquiries-latest.json.gz",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("writes today's backup once, private to the server's user, and logs only names and counts", async () => {
    const [database] = testDatabases();
    const handle = await database!.open();
    const dir = mkdtempSync(path.join(tmpdir(), "lumen-daily-"));
    const lines: string[] = [];
    const logger = createLogger("info", (line) => lines.push(line) > 0);
    try {
      await seed(handle, 1, 2);
      writeFileSync(path.join(dir, "enquiries-2026-03-01.json.gz"), "old");
      writeFileSync(path.join(dir, "enquiries-2026-03-05.json.gz"), "recent");
      writeFileSync(path.join(dir, "enquiries-2026-03-08.json.gz"), "recent");
      const now = new Date("2026-03-10T00:30:00Z");

      expect(await runDailyBackup(handle, dir, 7, logger, { now })).toBe("enquiries-2026-03-10.json.gz");
      const file = path.join(dir, "enquiries-2026-03-10.json.gz");
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect((await readBackupFile(file)).tables.enquiries).toHaveLength(2);
      expect(readdirSync(dir).sort()).toEqual([
        "enquiries-2026-03-05.json.gz",
        "enquiries-2026-03-08.json.gz",
        "enquiries-2026-03-10.json.gz",
      ]);

      const first = readFileSync(file);
      await seed(handle, 3, 1);
      expect(await runDailyBackup(handle, dir, 7, logger, { now: new Date("2026-03-10T23:00:00Z") })).toBeNull();
      expect(readFileSync(file)).toEqual(first);

      const log = lines.join("");
      expect(log).toContain('"file":"enquiries-2026-03-10.json.gz","enquiries":2,"outbox":4');
      expect(log).toContain('"files":["enquiries-2026-03-01.json.gz"]');
      expect(log).not.toMatch(/Visitor|northwind|Message/);
    } finally {
      await handle.close();
      await database!.dispose();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
