import { createHash } from "node:crypto";
import { isoDate } from "~/lib/dates";
import type { Database } from "./database";
import { countAgainst } from "./enquiries";

// Counts per London day, never events (ADR 077, 080): spam dropped at its caps, the buckets of the vitals'
// histograms, script errors and policy violations. Counted in memory and added to the store in one
// transaction a few seconds later, so a flood costs a map entry per distinct name, not a write per request.
// What a browser reports counts once per client (ADR 100): a page type's vital once a day, an error or a
// violation once per name, and at most a few names a day; the store remembers it, so every instance agrees.

/** `client`: who reported it, as a salted hash; none for the server's own counts. */
export type Count = { day: string; metric: string; scope: string; name: string; count: number; client?: string };

/** Distinct names kept per day and metric where anyone can make up a name (errors, violations); the rest fold into one. */
export const DISTINCT_NAMES_PER_DAY = 50;
export const OTHER_NAMES = "(others)";
/** Distinct names of a capped metric one client may add in a day: a few real errors, never the day's list. */
export const CLIENT_NAMES_PER_DAY = 5;
/** Distinct keys a buffer holds between two writes; past it, new keys fold into OTHER_NAMES (a client's are dropped). */
const BUFFER_KEYS = 5000;
const TWO_DAYS_SECONDS = 2 * 86_400;

/** What a client's count is counted once by: its day, metric and scope, and its name where anyone can make one up. */
const onceKey = (count: Omit<Count, "count">, capped: ReadonlySet<string>) =>
  JSON.stringify([count.day, count.metric, count.scope, capped.has(count.metric) ? count.name : "", count.client]);
const keyOf = (count: Omit<Count, "count">, capped: ReadonlySet<string>) =>
  count.client ? onceKey(count, capped) : JSON.stringify([count.day, count.metric, count.scope, count.name]);
const digest = (value: string) => `report.${createHash("sha256").update(value).digest("base64url")}`;

export class CountBuffer {
  private counts = new Map<string, Count>();

  constructor(
    /** Metrics whose names come from outside, and are capped per day. */
    private readonly capped: ReadonlySet<string>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  add(metric: string, scope: string, name: string, count = 1, client?: string) {
    let entry: Omit<Count, "count"> = { day: isoDate(this.now()), metric, scope, name, ...(client && { client }) };
    if (!this.counts.has(keyOf(entry, this.capped)) && this.counts.size >= BUFFER_KEYS) {
      if (client) return;
      entry = { ...entry, name: OTHER_NAMES };
    }
    const key = keyOf(entry, this.capped);
    const held = this.counts.get(key);
    if (!held) this.counts.set(key, { ...entry, count });
    else if (!client) held.count += count;
  }

  /** Adds what was counted to the store; kept for the next try when the store cannot take it. */
  async flush(db: Database) {
    if (this.counts.size === 0) return;
    const taken = [...this.counts.values()];
    this.counts = new Map();
    try {
      await addCounts(db, taken, this.capped);
    } catch (error) {
      for (const count of taken) this.add(count.metric, count.scope, count.name, count.count, count.client);
      throw error;
    }
  }
}

/**
 * Adds counts in one transaction; a new name of a capped metric past its day's cap is counted as OTHER_NAMES.
 * A client's count is skipped when the store has one like it from that client, or the client's names are used up.
 */
export async function addCounts(
  db: Database,
  counts: Count[],
  capped: ReadonlySet<string> = new Set(),
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const known = new Map<string, Set<string>>();
    const used = (key: string, points: number) =>
      countAgainst(tx, { key: digest(key), points, windowSeconds: TWO_DAYS_SECONDS }, now);
    for (const count of counts) {
      if (count.client && (await used(onceKey(count, capped), 1))) continue;
      const clientNames = JSON.stringify([count.day, count.metric, count.client]);
      if (count.client && capped.has(count.metric) && (await used(clientNames, CLIENT_NAMES_PER_DAY))) continue;
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
        const seen = known.get(group)!;
        if (!seen.has(name) && seen.size >= DISTINCT_NAMES_PER_DAY) name = OTHER_NAMES;
        seen.add(name);
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
