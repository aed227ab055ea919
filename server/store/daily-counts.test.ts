// @vitest-environment node
import { describe, expect, it } from "vitest";
import { testDatabases } from "../../tests/support/databases";
import { openForSuite } from "../../tests/support/unit-database";
import { CLIENT_NAMES_PER_DAY, CountBuffer, readCounts } from "./daily-counts";
import type { Database } from "./database";

const day = "2026-11-23";
const at = () => new Date(`${day}T12:00:00Z`);
const capped = new Set(["error", "csp"]);

describe.each(testDatabases())("a client's reports on $name", (database) => {
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

  it("count once per page type and vital, and once per error, though two instances each take them", async () => {
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
