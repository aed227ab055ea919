import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

/**
 * A process that has exited but that its parent has not yet reaped (a zombie) still answers
 * `kill(pid, 0)`, though it holds no file and can write nothing. A server killed with its process
 * group stays one until an init that reaps late gets to it, so on Linux its state is read as well.
 */
function isZombie(pid: number) {
  try {
    // "pid (name) state …": the name may itself hold ") ", so the state follows the last one.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(") ") + 2).startsWith("Z");
  } catch {
    return false;
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return !isZombie(pid);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function ownerOf(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * PGlite takes no lock of its own, and two processes on one data folder
 * silently lose rows. This pid file refuses a second process while the first
 * is alive, and takes over a lock left behind by one that died (kill -9).
 * Returns the release function.
 */
export function acquireDirLock(file: string): () => void {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        if (ownerOf(file) === process.pid) unlinkSync(file);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = ownerOf(file);
      if (owner !== null && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `Another process (pid ${owner}) is using the data folder (lock file ${file}). ` +
            "Stop it first, point DATA_DIR elsewhere, or set DATABASE_URL to share PostgreSQL between processes.",
        );
      }
      try {
        unlinkSync(file);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== "ENOENT") throw unlinkError;
      }
    }
  }
  throw new DataDirLockedError(`Could not take the data folder lock ${file}.`);
}
