import { existsSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { createPostgresDatabase } from "../support/databases";
import { cli, enquiry, ownServers, submitJson, until } from "../support/server";
import { TestSmtpServer } from "../support/smtp";
import { ownPort } from "./support/contact";

type Exported = { id: string; fullName: string; company: string; deliveries: { channel: string; status: string }[] }[];

async function ok(env: Record<string, string>, ...args: string[]) {
  const result = await cli(env, ...args);
  expect(result.stderr.replace(/^Wrote \d+ enquiries to .*\n/, "")).toBe("");
  expect(result.status).toBe(0);
  return result.stdout;
}

const exported = async (env: Record<string, string>) =>
  JSON.parse(await ok(env, "export", "--format", "json")) as Exported;
const summary = (rows: Exported) =>
  rows
    .map((row) => ({
      id: row.id,
      fullName: row.fullName,
      deliveries: row.deliveries.map((d) => `${d.channel}:${d.status}`).sort(),
    }))
    .sort((a, b) => a.id.localeCompare(b.id));

const mode = (file: string) => statSync(file).mode & 0o777;
/** The enquiries a `list` names: one line each, its source on an indented line below. */
const listed = (output: string) =>
  output
    .trim()
    .split("\n")
    .filter((line) => !line.startsWith(" "));

test.describe("operations CLI", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });

  const { servers, start, folder } = ownServers();

  test("works on the embedded store while the production server runs, and with it stopped", async () => {
    const dataDir = folder("ops-sqlite");
    const env = { DATA_DIR: dataDir };
    const server = await start({ port: ownPort(7), dataDir });
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const response = await submitJson(server.url, enquiry(`ops-${n}`, n === 2 ? { company: "Acme;=1+1" } : {}));
      expect(response.status).toBe(201);
      ids.push((await response.json()).id);
    }

    const today = `enquiries-${new Date().toISOString().slice(0, 10)}.json.gz`;
    await until("the daily backup is written", () => existsSync(path.join(dataDir, "backups", today)));
    expect(mode(path.join(dataDir, "backups", today))).toBe(0o600);

    // The CLI opens the store beside the running server.
    const list = await ok(env, "list");
    for (const n of [1, 2, 3]) expect(list).toContain(`Visitor ops-${n} <visitorops-${n}@northwind.example>`);
    expect(listed(list)).toHaveLength(3);
    expect(listed(await ok(env, "list", "--limit", "1"))).toHaveLength(1);
    const rows = await exported(env);
    expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
    const csv = await ok(env, "export", "--format", "csv");
    expect(csv).toContain('"Acme;=1+1"');
    expect(csv.split("\r\n")).toHaveLength(5);
    expect(await ok(env, "retry")).toContain("Queued 0 dead deliveries again.");
    expect(await ok(env, "purge")).toBe("Deleted 0 enquiries older than 365 days.\n");

    // Each enquiry is owed its email now and its reminder later; the one setting is the weekly digest's record
    // (the secrets the store keeps are left out of backups).
    const backupFile = path.join(folder("ops-out"), "running.json.gz");
    expect(await ok(env, "backup", "--out", backupFile)).toBe(
      `Backed up 3 enquiries, 6 deliveries and 1 setting to ${backupFile}\n`,
    );
    expect(mode(backupFile)).toBe(0o600);
    const byDefault = await ok(env, "backup");
    expect(byDefault).toMatch(
      /^Backed up 3 enquiries, 6 deliveries and 1 setting to .*enquiries-\d{4}-\d\d-\d\dT\d{6}Z\.json\.gz\n$/,
    );
    expect(byDefault).toContain(path.join(dataDir, "backups"));
    expect(await ok(env, "restore", backupFile)).toBe(
      `Restored 0 enquiries, 0 deliveries and 0 settings from ${backupFile}.\n` +
        "Already present, kept as they were: 3 enquiries, 6 deliveries and 1 setting.\n",
    );
    const notABackup = path.join(path.dirname(backupFile), "enquiries.csv");
    writeFileSync(notABackup, csv);
    const refused = await cli(env, "restore", notABackup);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(`${notABackup} is not an enquiries backup (it is not gzip-compressed).\n`);

    // The site kept taking enquiries throughout, and its log names no one.
    expect((await submitJson(server.url, enquiry("ops-4"))).status).toBe(201);
    expect(server.output()).not.toMatch(/Visitor ops|northwind\.example|Acme/);

    expect(await server.stop("SIGTERM")).toBe(0);

    // Stopped: the same commands, with the same output.
    expect(listed(await ok(env, "list"))).toHaveLength(4);
    expect(summary(await exported(env))).toHaveLength(4);
    expect(await ok(env, "backup", "--out", path.join(path.dirname(backupFile), "stopped.json.gz"))).toContain(
      "Backed up 4 enquiries, 8 deliveries and 1 setting",
    );
  });

  test("a dead delivery queued again by the CLI is delivered by the running server", async () => {
    const dataDir = folder("ops-retry");
    const env = { DATA_DIR: dataDir };
    const smtp = new TestSmtpServer(ownPort(9));
    smtp.rejectWith = { code: 550, message: "Mailbox unavailable" };
    await smtp.start();
    try {
      const server = await start({ port: ownPort(7), dataDir, env: { SMTP_URL: smtp.url, OUTBOX_POLL_MS: "100" } });
      const response = await submitJson(server.url, enquiry("ops-retry"));
      expect(response.status).toBe(201);
      const { id } = await response.json();
      await until("the delivery is given up on", () => server.output().includes("failed for good"));
      expect((await exported(env))[0]?.deliveries).toEqual([
        expect.objectContaining({ channel: "email", status: "dead" }),
        expect.objectContaining({ channel: "reminder", status: "pending" }),
      ]);
      smtp.rejectWith = null;
      expect(await ok(env, "retry", "--id", id)).toContain("Queued 1 dead deliveries again.");
      await until("it arrives", () => smtp.received.length === 1);
      expect(smtp.received[0]?.enquiryId).toBe(id);
    } finally {
      await smtp.stop();
    }
  });

  // PostgreSQL needs a server to create databases in: defined when TEST_DATABASE_URL is set (scripts/ci/postgres.sh).
  if (process.env.TEST_DATABASE_URL) {
    test("on PostgreSQL, backs up and restores directly while a server runs", async () => {
      const [source, target] = await Promise.all([createPostgresDatabase(), createPostgresDatabase()]);
      try {
        const dataDir = folder("ops-postgres");
        const env = { DATA_DIR: dataDir, DATABASE_URL: source.url };
        const server = await start({ port: ownPort(7), dataDir, env: { DATABASE_URL: source.url } });
        for (const n of [1, 2]) expect((await submitJson(server.url, enquiry(`pg-${n}`))).status).toBe(201);
        expect(listed(await ok(env, "list"))).toHaveLength(2);
        const backed = await ok(env, "backup");
        expect(backed).toMatch(/^Backed up 2 enquiries, 4 deliveries and 1 setting to /);
        const file = backed.trim().split(" to ")[1]!;
        expect(path.dirname(file)).toBe(path.join(dataDir, "backups"));
        // The daily backup is written with PostgreSQL as with the embedded store.
        const today = `enquiries-${new Date().toISOString().slice(0, 10)}.json.gz`;
        await until("the daily backup is written", () => existsSync(path.join(dataDir, "backups", today)));

        const targetEnv = { DATA_DIR: dataDir, DATABASE_URL: target.url };
        expect(await ok(targetEnv, "restore", file)).toBe(
          `Restored 2 enquiries, 4 deliveries and 1 setting from ${file}.\n`,
        );
        expect(await ok(targetEnv, "restore", file)).toContain("Already present, kept as they were: 2 enquiries");
        expect(summary(await exported(targetEnv))).toEqual(summary(await exported(env)));
        await server.stop("SIGTERM");
      } finally {
        for (const server of servers.splice(0)) await server.stop("SIGKILL");
        await Promise.all([source.drop(), target.drop()]);
      }
    });
  }
});
