import { z } from "zod";
import { type EnquiryWithDeliveries, listEnquiries, purgeEnquiries, retryDeadDeliveries } from "../contact/store";
import type { Database } from "../db";
import {
  asBackupDocument,
  type BackupCounts,
  type BackupDocument,
  countsOf,
  createBackup,
  restoreBackup,
} from "./backup";

/**
 * The operations the CLI runs, whether on a database it opened itself or, with PGlite while the
 * server owns the data folder, inside the server over its operations socket.
 */
const requestSchema = z.discriminatedUnion("command", [
  z.object({ command: z.literal("list"), limit: z.number().int().positive() }),
  z.object({ command: z.literal("export"), since: z.iso.datetime().optional() }),
  z.object({ command: z.literal("retry"), id: z.uuid().optional() }),
  z.object({ command: z.literal("purge"), days: z.number().int().positive() }),
  z.object({ command: z.literal("backup") }),
  z.object({ command: z.literal("restore"), backup: z.unknown() }),
]);

export type OpsRequest = z.infer<typeof requestSchema>;
export type OpsCommand = OpsRequest["command"];
export const OPS_COMMANDS: readonly OpsCommand[] = ["list", "export", "retry", "purge", "backup", "restore"];

export type OpsResults = {
  list: EnquiryWithDeliveries[];
  export: EnquiryWithDeliveries[];
  retry: { queued: number };
  purge: { deleted: number };
  backup: BackupDocument;
  restore: { added: BackupCounts; inFile: BackupCounts };
};

export class OpsRequestError extends Error {
  override name = "OpsRequestError";
}

/** Validates a request that arrived as JSON; the message names the command, never a value. */
export function parseOpsRequest(value: unknown): OpsRequest {
  const parsed = requestSchema.safeParse(value);
  if (!parsed.success) throw new OpsRequestError("Not a valid operations request.");
  return parsed.data;
}

export async function runOpsCommand(db: Database, request: OpsRequest): Promise<OpsResults[OpsCommand]> {
  switch (request.command) {
    case "list":
      return listEnquiries(db, { limit: request.limit });
    case "export":
      return listEnquiries(db, { since: request.since ? new Date(request.since) : undefined });
    case "retry":
      return { queued: await retryDeadDeliveries(db, request.id) };
    case "purge":
      return { deleted: await purgeEnquiries(db, request.days) };
    case "backup":
      return createBackup(db);
    case "restore": {
      const backup = asBackupDocument(request.backup, "The backup");
      return { added: await restoreBackup(db, backup), inFile: countsOf(backup) };
    }
  }
}

/** Dates as they come back from JSON: the CLI formats both paths' results the same way. */
export function reviveEnquiries(rows: unknown): EnquiryWithDeliveries[] {
  return (rows as EnquiryWithDeliveries[]).map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt),
    deliveries: row.deliveries.map((delivery) => ({
      ...delivery,
      deliveredAt: delivery.deliveredAt === null ? null : new Date(delivery.deliveredAt),
    })),
  }));
}
