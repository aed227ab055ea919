import path from "node:path";
import { type DatabaseHandle, lockDataDir, openDatabase } from "../db";
import { DataDirLockedError } from "../db/lock";
import type { Env } from "../env";
import { type OpsRequest, runOpsCommand } from "./commands";
import { SocketUnavailableError, sendOverSocket, socketPath } from "./socket";

export type OpsTarget = {
  /** Where the command runs: a database this process opened, or the running server. */
  via: "postgres" | "pglite" | "server";
  /** The command's result as JSON would carry it (dates as strings), whichever way it ran. */
  run(request: OpsRequest): Promise<unknown>;
  close(): Promise<void>;
};

/** How long to wait for the socket of a server that holds the lock but is still opening its database. */
const SOCKET_WAIT_MS = 15_000;

function direct(handle: DatabaseHandle): OpsTarget {
  return {
    via: handle.kind,
    run: async (request) => JSON.parse(JSON.stringify(await runOpsCommand(handle.db, request))),
    close: () => handle.close(),
  };
}

/**
 * PostgreSQL (DATABASE_URL): opened directly, alongside any running servers. PGlite: opened
 * directly when the data folder's lock is free; when a server holds it, the command is sent to
 * that server over its operations socket in the data folder.
 */
export async function openOpsTarget(env: Env, migrationsFolder: string, templateDir?: string): Promise<OpsTarget> {
  const dataDir = path.resolve(env.DATA_DIR);
  if (env.DATABASE_URL) {
    return direct(await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir, migrationsFolder }));
  }
  let releaseLock: () => void;
  try {
    releaseLock = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return viaSocket(socketPath(dataDir), error);
  }
  return direct(await openDatabase({ dataDir, migrationsFolder, releaseLock, templateDir }));
}

function viaSocket(file: string, locked: DataDirLockedError): OpsTarget {
  return {
    via: "server",
    async run(request) {
      const deadline = Date.now() + SOCKET_WAIT_MS;
      for (;;) {
        try {
          return await sendOverSocket(file, request);
        } catch (error) {
          if (!(error instanceof SocketUnavailableError)) throw error;
          if (Date.now() >= deadline) {
            throw new DataDirLockedError(
              `${locked.message}\nNo server answered on its operations socket (${file}) either: ` +
                "if that process is the server, it may still be starting; otherwise wait for it to finish.",
            );
          }
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
    },
    close: async () => {},
  };
}
