import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { isoDate } from "~/lib/dates";
import { formatDuration } from "~/lib/dates.server";
import { languageName, sourceOf } from "../contact/attribution";
import { owedDeliveries } from "../contact/delivery";
import { buildDigestEmail, reportText } from "../contact/emails";
import { digestDue, digestReport, londonTime, mailOptions, shiftDay } from "../contact/reply-clock";
import { buildReport } from "../contact/report";
import { type Env, EnvError, parseEnv } from "../env";
import {
  type BackupCounts,
  type BackupDocument,
  countsOf,
  createBackup,
  encodeBackup,
  manualBackupName,
  NotABackupError,
  readBackupFile,
  restoreBackup,
  writePrivateFile,
} from "../store/backup";
import { type Database, openDatabase } from "../store/database";
import {
  type EnquiryWithDeliveries,
  exportedFields,
  listEnquiries,
  purgeEnquiries,
  releaseSpam,
  retryDeadDeliveries,
} from "../store/enquiries";
import { toCsv } from "./csv";

const USAGE = `Usage: npm run enquiries -- <command> [options]

Commands:
  list [--limit N] [--spam]               Recent enquiries and their delivery status (default 20); with --spam,
                                          the submissions a spam check caught, held for review.
  release ID                              Deliver one held as spam after all, as any enquiry (its deliveries queued).
  stats [--since YYYY-MM-DD]              Leads by source and week, reply times, overdue, spam (default: 28 days).
  digest --preview [--out FILE]           Write next Monday's digest, of this week so far, to FILE (HTML; default
                                          digest-<week>.html), and print its text.
  export [--format csv|json] [--since YYYY-MM-DD] [--out FILE]
                                          Every enquiry (or those since a date), to stdout or FILE.
  retry [--id ENQUIRY_ID]                 Queue dead deliveries again (all of them, or one enquiry's).
  purge [--days N]                        Delete enquiries older than N days (default ENQUIRY_RETENTION_DAYS, 365).
  backup [--out FILE]                     Write a backup (gzipped JSON) to FILE or to DATA_DIR/backups/.
  restore FILE                            Load a backup; enquiries and deliveries already present are kept.

Reads DATABASE_URL or DATA_DIR like the server, and works while the server runs: the embedded
store (DATA_DIR/enquiries.sqlite) takes the CLI and the server at once.`;

class UsageError extends Error {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function printList(rows: EnquiryWithDeliveries[]) {
  if (rows.length === 0) console.log("No enquiries.");
  for (const row of rows) {
    const when = row.createdAt.toISOString().replace("T", " ").slice(0, 16);
    const tries = (d: EnquiryWithDeliveries["deliveries"][number]) =>
      d.status === "pending" && d.attempts > 0 ? `(${d.attempts} tries)` : "";
    const deliveries =
      row.spamReason && !row.releasedAt
        ? `spam (${row.spamReason})`
        : row.deliveries.map((d) => `${d.channel}:${d.status}${tries(d)}`).join(" ") || "none";
    console.log([when, row.id, `${row.fullName} <${row.email}>`, row.company, deliveries].join("  "));
    const start = (row.releasedAt ?? row.createdAt).getTime();
    const answered = row.answeredAt ? `, answered after ${formatDuration(row.answeredAt.getTime() - start)}` : "";
    const page = row.attribution?.page ? `, sent from ${row.attribution.page}` : "";
    console.log(`    source: ${sourceOf(row.attribution)}${page}${answered}; in ${languageName(row.attribution)}`);
    const failing = row.deliveries.find((d) => d.lastError && d.status !== "delivered");
    if (failing) console.log(`    last error (${failing.channel}): ${failing.lastError}`);
  }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const describeCounts = ({ enquiries, outbox, settings }: BackupCounts) =>
  `${plural(enquiries, "enquiry", "enquiries")}, ${plural(outbox, "delivery", "deliveries")} and ${plural(settings, "setting", "settings")}`;

const OPTIONS = {
  limit: { type: "string" },
  format: { type: "string", default: "csv" },
  since: { type: "string" },
  out: { type: "string" },
  id: { type: "string" },
  days: { type: "string" },
  spam: { type: "boolean" },
  preview: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>["values"];
type Run = { db: Database; env: Env; values: Values; arg: string | undefined; since?: Date; backup: BackupDocument };

function wholeNumber(raw: string | undefined, name: string, fallback: number) {
  if (raw === undefined) return fallback;
  const parsed = Number(raw);
  if (!Number.isInteger(parsed) || parsed < 1) throw new UsageError(`--${name} must be a whole number above 0`);
  return parsed;
}

/** Each command, after its arguments were checked and the database opened. */
const COMMANDS: Record<string, (run: Run) => Promise<void>> = {
  list: async ({ db, values }) =>
    printList(await listEnquiries(db, { limit: wholeNumber(values.limit, "limit", 20), spam: Boolean(values.spam) })),
  release: async ({ db, env, arg }) => {
    const owed = await releaseSpam(db, arg!.toLowerCase(), (at) => owedDeliveries(env, at));
    if (!owed) throw new UsageError(`${arg} is not a submission held as spam (see npm run enquiries -- list --spam).`);
    const now = owed.filter((due) => due.at.getTime() <= Date.now()).map((due) => due.channel);
    console.log(`Released ${arg}: queued ${now.join(" and ")} delivery; the running server's workers send it.`);
  },
  stats: async ({ db, env, since }) => {
    // Whole London days, up to the end of today.
    const today = isoDate(new Date());
    const from = londonTime(since ? isoDate(since, "UTC") : shiftDay(today, -28), 0);
    const to = londonTime(shiftDay(today, 1), 0);
    process.stdout.write(
      await reportText(await buildReport(db, { from, to, reminderHours: env.REPLY_REMINDER_HOURS })),
    );
  },
  digest: async ({ db, env, values }) => {
    // The next one to go: next Monday's, of this week so far.
    const due = digestDue(londonTime(shiftDay(isoDate(digestDue(new Date()).to), 7), 8));
    const report = await digestReport(db, due, env.REPLY_REMINDER_HOURS);
    const mail = await buildDigestEmail(report, due.week, mailOptions(env));
    const out = path.resolve(values.out ?? `digest-${due.week}.html`);
    writeFileSync(out, String(mail.html), { mode: 0o600 });
    console.error(`Wrote the digest for ${due.week} ("${mail.subject}") to ${out}`);
    process.stdout.write(mail.text);
  },
  export: async ({ db, values, since }) => {
    const rows = await listEnquiries(db, { since });
    const json = () => rows.map((row) => ({ ...row, ...exportedFields(row) }));
    const output = values.format === "json" ? `${JSON.stringify(json(), null, 2)}\n` : toCsv(rows);
    if (!values.out) return void process.stdout.write(output);
    writeFileSync(values.out, output, { mode: 0o600 });
    console.error(`Wrote ${rows.length} enquiries to ${values.out}`);
  },
  retry: async ({ db, values }) => {
    console.log(`Queued ${await retryDeadDeliveries(db, values.id)} dead deliveries again.`);
    console.log("The running server's workers send them within their poll interval.");
  },
  purge: async ({ db, env, values }) => {
    const days = wholeNumber(values.days, "days", env.ENQUIRY_RETENTION_DAYS);
    console.log(`Deleted ${await purgeEnquiries(db, days)} enquiries older than ${days} days.`);
  },
  backup: async ({ db, env, values }) => {
    const backup = await createBackup(db);
    const file = values.out
      ? path.resolve(values.out)
      : path.join(path.resolve(env.DATA_DIR, "backups"), manualBackupName(new Date(backup.createdAt)));
    await writePrivateFile(file, await encodeBackup(backup));
    console.log(`Backed up ${describeCounts(countsOf(backup))} to ${file}`);
  },
  restore: async ({ db, arg, backup }) => {
    const added = await restoreBackup(db, backup);
    console.log(`Restored ${describeCounts(added)} from ${arg}.`);
    const kept = countsOf(backup);
    for (const table of Object.keys(kept) as (keyof BackupCounts)[]) kept[table] -= added[table];
    if (Object.values(kept).some((count) => count > 0))
      console.log(`Already present, kept as they were: ${describeCounts(kept)}.`);
  },
};

async function main(argv: string[]) {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  const [command, arg] = positionals;
  const action = command && Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (values.help || !action) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const env = parseEnv();
  const since = values.since ? new Date(`${values.since}T00:00:00Z`) : undefined;
  if (since && Number.isNaN(since.getTime())) throw new UsageError("--since must be a date like 2026-01-31");
  if (!["csv", "json"].includes(values.format ?? "")) throw new UsageError("--format must be csv or json");
  if (values.id !== undefined && !UUID.test(values.id))
    throw new UsageError("--id must be an enquiry id, such as 0d6a3c9e-8f1b-4a77-9a55-3a3d6e0f2c11");
  wholeNumber(values.limit, "limit", 20);
  if (command === "release" && !UUID.test(arg ?? ""))
    throw new UsageError("release needs an enquiry id: npm run enquiries -- release ID (see list --spam)");
  if (command === "digest" && !values.preview)
    throw new UsageError("digest sends itself every Monday; --preview writes this week's to a file instead");
  wholeNumber(values.days, "days", env.ENQUIRY_RETENTION_DAYS);
  if (command === "restore" && !arg)
    throw new UsageError("restore needs the backup file: npm run enquiries -- restore FILE");
  // A wrong backup file is refused before the database is touched.
  const backup = command === "restore" ? await readBackupFile(arg!) : (undefined as never);

  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR) });
  try {
    await action({ db, env, values, arg, since, backup });
  } finally {
    await db.close();
  }
  return 0;
}

// exitCode rather than exit(): a large export piped to another program must flush before the process ends.
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    const known = error instanceof EnvError || error instanceof UsageError || error instanceof NotABackupError;
    console.error(known ? error.message : `enquiries: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
