// @vitest-environment node
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDirLock, DataDirLockedError } from "./lock";

const lockFile = () => path.join(mkdtempSync(path.join(tmpdir(), "lumen-lock-")), "pglite.lock");

describe("data folder lock", () => {
  it("refuses a second holder while the first is alive, and frees the file on release", () => {
    const file = lockFile();
    const release = acquireDirLock(file);
    expect(readFileSync(file, "utf8")).toBe(String(process.pid));
    // Another live process's pid in the file: the parent of this test process.
    writeFileSync(file, String(process.ppid));
    expect(() => acquireDirLock(file)).toThrow(DataDirLockedError);
    expect(() => acquireDirLock(file)).toThrow(/pid \d+.*DATA_DIR/);
    writeFileSync(file, String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });

  it("takes over a lock left by a process that died", () => {
    const file = lockFile();
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
    writeFileSync(file, dead.stdout);
    const release = acquireDirLock(file);
    expect(readFileSync(file, "utf8")).toBe(String(process.pid));
    release();
  });

  it("takes over a lock whose holder has exited but is not yet reaped", async () => {
    const file = lockFile();
    // The shell starts a child, prints its pid and becomes a sleep that never reaps it: once killed,
    // the child stays a zombie for as long as the sleep runs.
    const parent = spawn("sh", ["-c", "sleep 60 & echo $!; exec sleep 60"], { stdio: ["ignore", "pipe", "ignore"] });
    try {
      const pid = Number((await new Promise<Buffer>((resolve) => parent.stdout.once("data", resolve))).toString());
      process.kill(pid, "SIGKILL");
      const state = () => readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0];
      await expect.poll(state).toBe("Z");
      writeFileSync(file, String(pid));
      const release = acquireDirLock(file);
      expect(readFileSync(file, "utf8")).toBe(String(process.pid));
      release();
    } finally {
      parent.kill("SIGKILL");
    }
  });
});
