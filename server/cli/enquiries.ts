import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { type EnquiryWithDeliveries, listEnquiries, purgeEnquiries, retryDeadDeliveries } from "../contact/store";
import { defaultMigrationsFolder, openDatabase } from "../db";
import { DataDirLockedError } from "../db/lock";
import { defaultDataDirTemplate } from "../db/template";
import { EnvError, parseEnv } from "../env";

import { projectRoot as root } from "../paths";

const USAGE = `Usage: npm run enquiries -- <command> [options]

Commands:
  list [--limit N]                        Recent enquiries and their delivery status (default 20).
  export [--format csv|json] [--since YYYY-MM-DD] [--out FILE]
                                          Every enquiry (or those since a date), to stdout or FILE.
  retry [--id ENQUIRY_ID]                 Queue dead deliveries again (all of them, or one enquiry's).
  purge [--days N]                        Delete enquiries older than N days (default ENQUIRY_RETENTION_DAYS, 365).

Reads DATABASE_URL or DATA_DIR like the server. PGlite allows one process per data
folder, so stop the server first when it uses PGlite.`;

/** A spreadsheet would run a cell starting with = + - @ as a formula; an apostrophe keeps it text. */
export function csvCell(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function deliverySummary(enquiry: EnquiryWithDeliveries) {
  if (enquiry.spamReason) return `spam (${enquiry.spamReason})`;
  return (
    enquiry.deliveries
      .map((d) => `${d.channel}:${d.status}${d.status === "pending" ? `(${d.attempts} tries)` : ""}`)
      .join(" ") || "none"
  );
}

export function toCsv(rows: EnquiryWithDeliveries[]) {
  const header = ["id", "created_at", "full_name", "company", "email", "telephone", "message", "delivery", "spam"];
  const lines = rows.map((row) =>
    [
      row.id,
      row.createdAt.toISOString(),
      row.fullName,
      row.company,
      row.email,
      row.telephone ?? "",
      row.message,
      row.deliveries.map((d) => `${d.channel}:${d.status}`).join(" "),
      row.spamReason ?? "",
    ]
      .map(csvCell)
      .join(","),
  );
  return `${[header.join(","), ...lines].join("\r\n")}\r\n`;
}

function printList(rows: EnquiryWithDeliveries[]) {
  if (rows.length === 0) {
    console.log("No enquiries.");
    return;
  }
  for (const row of rows) {
    console.log(
      [
        row.createdAt.toISOString().replace("T", " ").slice(0, 16),
        row.id,
        `${row.fullName} <${row.email}>`,
        row.company,
        deliverySummary(row),
      ].join("  "),
    );
    const failing = row.deliveries.find((d) => d.lastError && d.status !== "delivered");
    if (failing) console.log(`    last error (${failing.channel}): ${failing.lastError}`);
  }
}

async function main(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      limit: { type: "string" },
      format: { type: "string", default: "csv" },
      since: { type: "string" },
      out: { type: "string" },
      id: { type: "string" },
      days: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const command = positionals[0];
  if (values.help || !command || !["list", "export", "retry", "purge"].includes(command)) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const number = (raw: string | undefined, name: string, fallback: number) => {
    if (raw === undefined) return fallback;
    const parsed = Number(raw);
    if (!Number.isInteger(parsed) || parsed < 1) throw new UsageError(`--${name} must be a whole number above 0`);
    return parsed;
  };
  const env = parseEnv();
  const since = values.since ? new Date(`${values.since}T00:00:00Z`) : undefined;
  if (since && Number.isNaN(since.getTime())) throw new UsageError("--since must be a date like 2026-01-31");
  if (!["csv", "json"].includes(values.format ?? "")) throw new UsageError("--format must be csv or json");
  const limit = number(values.limit, "limit", 20);
  const days = number(values.days, "days", env.ENQUIRY_RETENTION_DAYS);

  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    migrationsFolder: defaultMigrationsFolder(root),
    templateDir: defaultDataDirTemplate(root),
  });
  try {
    switch (command) {
      case "list":
        printList(await listEnquiries(handle.db, { limit }));
        break;
      case "export": {
        const rows = await listEnquiries(handle.db, { since });
        const output = values.format === "json" ? `${JSON.stringify(rows, null, 2)}\n` : toCsv(rows);
        if (values.out) {
          writeFileSync(values.out, output, { mode: 0o600 });
          console.error(`Wrote ${rows.length} enquiries to ${values.out}`);
        } else {
          process.stdout.write(output);
        }
        break;
      }
      case "retry":
        console.log(`Queued ${await retryDeadDeliveries(handle.db, values.id)} dead deliveries again.`);
        console.log("The running server's worker sends them within its poll interval.");
        break;
      case "purge":
        console.log(`Deleted ${await purgeEnquiries(handle.db, days)} enquiries older than ${days} days.`);
        break;
    }
  } finally {
    await handle.close();
  }
  return 0;
}

class UsageError extends Error {}

// exitCode rather than exit(): a large export piped to another program must flush before the process ends.
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    const known = error instanceof EnvError || error instanceof DataDirLockedError || error instanceof UsageError;
    console.error(known ? error.message : `enquiries: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
