import { isoDate } from "~/lib/dates";
import type { Database } from "./database";

// Counts per London day, never events (ADR 077, 080): spam dropped at its caps, the buckets of the vitals'
// histograms, script errors and policy violations. Counted in memory and added to the store in one
// transaction a few seconds later, so a flood costs a map entry per distinct name, not a write per request.

export type Count = { day: string; metric: string; scope: string; name: string; count: number };

/** Distinct names kept per day and metric where anyone can make up a name (errors, violations); the rest fold into one. */
export const DISTINCT_NAMES_PER_DAY = 50;
export const OTHER_NAMES = "(others)";
/** Distinct keys a buffer holds between two writes; past it, new keys fold into OTHER_NAMES. */
const BUFFER_KEYS = 5000;

const keyOf = (count: Omit<Count, "count">) => JSON.stringify([count.day, count.metric, count.scope, count.name]);

export class CountBuffer {
  private counts = new Map<string, Count>();

  constructor(
    /** Metrics whose names come from outside, and are capped per day. */
    private readonly capped: ReadonlySet<string>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  add(metric: string, scope: string, name: string, count = 1) {
    let entry: Omit<Count, "count"> = { day: isoDate(this.now()), metric, scope, name };
    if (!this.counts.has(keyOf(entry)) && this.counts.size >= BUFFER_KEYS) entry = { ...entry, name: OTHER_NAMES };
    const key = keyOf(entry);
    const held = this.counts.get(key);
    if (held) held.count += count;
    else this.counts.set(key, { ...entry, count });
  }

  /** Adds what was counted to the store; kept for the next try when the store cannot take it. */
  async flush(db: Database) {
    if (this.counts.size === 0) return;
    const taken = [...this.counts.values()];
    this.counts = new Map();
    try {
      await addCounts(db, taken, this.capped);
    } catch (error) {
      for (const count of taken) this.add(count.metric, count.scope, count.name, count.count);
      throw error;
    }
  }
}

/** Adds counts in one transaction; a new name of a capped metric past its day's cap is counted as OTHER_NAMES. */
export async function addCounts(db: Database, counts: Count[], capped: ReadonlySet<string> = new Set()) {
  await db.transaction(async (tx) => {
    const known = new Map<string, Set<string>>();
    for (const count of counts) {
      let { name } = count;
      if (capped.has(count.metric)) {
        const group = JSON.stringify([count.day, count.metric]);
        if (!known.has(group)) {
          const rows = await tx.all<{ name: string }>(
            "SELECT DISTINCT name FROM daily_counts WHERE day = ? AND metric = ?",
            [count.day, count.metric],
          );
          known.set(group, new Set(rows.map((row) => row.name)));
        }
        const names = known.get(group)!;
        if (!names.has(name) && names.size >= DISTINCT_NAMES_PER_DAY) name = OTHER_NAMES;
        names.add(name);
      }
      await tx.run(
        `INSERT INTO daily_counts (day, metric, scope, name, count) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (day, metric, scope, name) DO UPDATE SET count = daily_counts.count + excluded.count`,
        [count.day, count.metric, count.scope, name, count.count],
      );
    }
  });
}

/** The counts of the days from `from` up to, not including, `to` (YYYY-MM-DD). */
export async function readCounts(db: Database, from: string, to: string): Promise<Count[]> {
  const rows = await db.all<Count>(
    "SELECT day, metric, scope, name, count FROM daily_counts WHERE day >= ? AND day < ? ORDER BY day, metric, scope, name",
    [from, to],
  );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
