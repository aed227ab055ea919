import { createHash } from "node:crypto";
import { isoDate } from "~/lib/dates";
import type { Database } from "./database";
import { countAgainst } from "./enquiries";

// Counts per London day, never events (ADR 077, 080), buffered in memory so a flood costs a map entry per distinct
// name, not a write per request. A browser's report counts once per client (ADR 100), remembered by the store so
// every instance agrees.

/** `client`: who reported it, as a salted hash; none for the server's own counts. */
export type Count = { day: string; metric: string; scope: string; name: string; count: number; client?: string };

/** Distinct names kept per day of a metric anyone can make names up for (errors, violations). */
export const DISTINCT_NAMES_PER_DAY = 50;
export const OTHER_NAMES = "(others)";
/** Distinct names of a capped metric one client may add in a day. */
export const CLIENT_NAMES_PER_DAY = 5;
/** Past it, new keys fold into OTHER_NAMES (a client's are dropped). */
const BUFFER_KEYS = 5000;
const TWO_DAYS_SECONDS = 2 * 86_400;

const onceKey = (count: Omit<Count, "count">, capped: ReadonlySet<string>) =>
  JSON.stringify([count.day, count.metric, count.scope, capped.has(count.metric) ? count.name : "", count.client]);
const keyOf = (count: Omit<Count, "count">, capped: ReadonlySet<string>) =>
  count.client ? onceKey(count, capped) : JSON.stringify([count.day, count.metric, count.scope, count.name]);
const digest = (value: string) => `report.${createHash("sha256").update(value).digest("base64url")}`;

export class CountBuffer {
  private counts = new Map<string, Count>();

  constructor(
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

  /** Kept for the next try when the store cannot take it. */
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

/** A client's count is skipped when the store has one like it from that client, or its names are used up. */
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

/** From `from` up to, not including, `to` (YYYY-MM-DD). */
export async function readCounts(db: Database, from: string, to: string): Promise<Count[]> {
  const rows = await db.all<Count>(
    "SELECT day, metric, scope, name, count FROM daily_counts WHERE day >= ? AND day < ? ORDER BY day, metric, scope, name",
    [from, to],
  );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
