import { existsSync } from "node:fs";
import path from "node:path";
import type { DatabaseHandle } from "../db";
import type { Env } from "../env";
import { errorFields, type Logger } from "../logger";
import { countsOf, createBackup, dailyBackupName, encodeBackup, pruneBackups, writeBackupFile } from "./backup";
import { parseOpsRequest, runOpsCommand } from "./commands";
import { listenOnSocket, SOCKET_NAME, type SocketServer, socketPath } from "./socket";

const HOUR_MS = 3_600_000;

export function backupsDir(dataDir: string) {
  return path.join(path.resolve(dataDir), "backups");
}

/**
 * Writes today's backup into `dir` unless it is already there, then deletes backups past retention.
 * Logs file names and counts only. Returns the file written, if any.
 */
export async function runDailyBackup(
  handle: DatabaseHandle,
  dir: string,
  retentionDays: number,
  logger: Logger,
  now = new Date(),
): Promise<string | null> {
  const name = dailyBackupName(now);
  let written: string | null = null;
  if (!existsSync(path.join(dir, name))) {
    const document = await createBackup(handle.db, now);
    await writeBackupFile(path.join(dir, name), await encodeBackup(document));
    logger.info("daily backup written", { file: name, ...countsOf(document) });
    written = name;
  }
  const deleted = await pruneBackups(dir, retentionDays, now);
  if (deleted.length > 0) logger.info("backups past retention deleted", { files: deleted, retentionDays });
  return written;
}

export type Operations = { stop(): Promise<void> };

type OperationsOptions = {
  env: Env;
  logger: Logger;
  handle: DatabaseHandle;
  /** Wakes the delivery worker, so deliveries queued again by `retry` go out at once. */
  onRetried?: () => void;
};

/**
 * With PGlite the server owns the data folder, so it runs the CLI's commands for it (over the
 * operations socket) and takes the daily backup. With PostgreSQL the CLI opens the database itself
 * and backups are the database's business, so nothing starts.
 */
export function startOperations({ env, logger, handle, onRetried }: OperationsOptions): Operations | null {
  if (handle.kind !== "pglite") return null;
  const file = socketPath(env.DATA_DIR);

  const socket: Promise<SocketServer | null> = listenOnSocket(file, async (raw) => {
    const request = parseOpsRequest(raw);
    logger.info("operations command", { command: request.command });
    try {
      const result = await runOpsCommand(handle.db, request);
      if (request.command === "retry") onRetried?.();
      return result;
    } catch (error) {
      // The CLI gets the message; the log gets the kind of error only, since a message may quote data.
      logger.warn("operations command failed", { command: request.command, errorName: (error as Error)?.name });
      throw error;
    }
  }).then(
    (server) => {
      logger.info("operations socket listening", { socket: SOCKET_NAME });
      return server;
    },
    (error) => {
      logger.warn("operations socket unavailable; stop the server to use the CLI", errorFields(error));
      return null;
    },
  );

  const dir = backupsDir(env.DATA_DIR);
  let running: Promise<unknown> | null = null;
  const backup = () => {
    running ??= runDailyBackup(handle, dir, env.BACKUP_RETENTION_DAYS, logger)
      .catch((error) => logger.warn("daily backup failed", errorFields(error)))
      .finally(() => {
        running = null;
      });
  };
  backup();
  // Hourly, a cheap check: a new day's backup is written within the hour after midnight (UTC).
  const timer = setInterval(backup, HOUR_MS);
  timer.unref();

  return {
    async stop() {
      clearInterval(timer);
      await (await socket)?.close();
      await running;
    },
  };
}
