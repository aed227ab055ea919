// Each benchmark run appends a line to bench/history/<name>.jsonl (the commit, the time, the cores and the
// figures), so a trend shows across commits.
import { execFileSync } from "node:child_process";
import { appendFileSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const HISTORY_DIR = path.resolve("bench/history");

function commit() {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8", stdio: "pipe" }).trim();
  } catch {
    return null;
  }
}

export function appendHistory(name, figures, { dir = HISTORY_DIR, now = new Date() } = {}) {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.jsonl`);
  const line = { at: now.toISOString(), commit: commit(), cpus: os.availableParallelism(), figures };
  appendFileSync(file, `${JSON.stringify(line)}\n`);
  return file;
}
