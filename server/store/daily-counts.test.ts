// @vitest-environment node
import { describe, expect, it } from "vitest";
import { testDatabases } from "../../tests/support/databases";
import { openForSuite } from "../../tests/support/unit-database";
import {
  addCounts,
  CLIENT_NAMES_PER_DAY,
  CountBuffer,
  DISTINCT_NAMES_PER_DAY,
  OTHER_NAMES,
  readCounts,
} from "./daily-counts";
import type { Database } from "./database";

const day = "2026-11-23";
const at = () => new Date(`${day}T12:00:00Z`);
const capped = new Set(["error", "csp"]);

describe.each(testDatabases())("daily counts on $name", (database) => {
  let db: Database;
  openForSuite(database, (opened) => {
    db = opened;
  });

  const totals = async () => {
    const totals: Record<string, number> = {};
    for (const { metric, count } of await readCounts(db, day, "2026-11-24"))
      totals[metric] = (totals[metric] ?? 0) + count;
    return totals;
  };

  it("add up across writes, and cap the names anyone can make up", async () => {
    await addCounts(db, [{ day, metric: "lcp", scope: "home", name: "80", count: 2 }]);
    await addCounts(db, [{ day, metric: "lcp", scope: "home", name: "80", count: 3 }]);
    const errors = Array.from({ length: DISTINCT_NAMES_PER_DAY + 5 }, (_, n) => ({
      day,
      metric: "error",
      scope: "home",
      name: `Error ${n}`,
      count: 1,
    }));
    await addCounts(db, errors, capped);
    const counts = await readCounts(db, day, "2026-11-24");
    expect(counts.find((c) => c.metric === "lcp")?.count).toBe(5);
    const names = counts.filter((c) => c.metric === "error");
    expect(names).toHaveLength(DISTINCT_NAMES_PER_DAY + 1);
    expect(names.find((c) => c.name === OTHER_NAMES)?.count).toBe(5);
  });

  it("are added by a buffer in one write, kept when the store cannot take them", async () => {
    const buffer = new CountBuffer(new Set(), at);
    for (let n = 0; n < 1000; n++) buffer.add("spam-dropped", "", "client");
    const closed = await database.open();
    await closed.close();
    await expect(buffer.flush(closed)).rejects.toThrow();
    await buffer.flush(db);
    expect(await readCounts(db, day, "2026-11-24")).toEqual([
      { day, metric: "spam-dropped", scope: "", name: "client", count: 1000 },
    ]);
  });

  it("count a client's report once per page type and vital, and once per error, though two instances each take them", async () => {
    const other = await database.open();
    try {
      const instances = [new CountBuffer(capped, at), new CountBuffer(capped, at)];
      for (const [n, buffer] of instances.entries())
        for (let report = 0; report < 30; report++) {
          buffer.add("lcp", "home", String(100 + n), 1, "client-a");
          buffer.add("error", "home", "Security alert: call #", 1, "client-a");
        }
      instances[0]!.add("lcp", "home", "80", 1, "client-b");
      await instances[0]!.flush(db);
      await instances[1]!.flush(other);
      // Later that day, on the first instance again.
      instances[0]!.add("lcp", "home", "101", 1, "client-a");
      await instances[0]!.flush(db);
      expect(await totals()).toEqual({ lcp: 2, error: 1 });
    } finally {
      await other.close();
    }
  });

  it("take a few distinct error names a day from one client, not enough to fill the day's list", async () => {
    const buffer = new CountBuffer(capped, at);
    for (let n = 0; n < 40; n++) buffer.add("error", "home", `Error ${n}`, 1, "client-a");
    buffer.add("error", "home", "Error 0", 1, "client-b");
    await buffer.flush(db);
    expect(await totals()).toEqual({ error: CLIENT_NAMES_PER_DAY + 1 });
  });
});
