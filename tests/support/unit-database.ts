import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Database } from "../../server/store/database";
import { emptyTables, type TestDatabase } from "./databases";

/** Opens one of `testDatabases()` for a unit suite, emptied before each test and removed after. */
export function openForSuite(database: TestDatabase, use: (db: Database) => void) {
  let db: Database | undefined;
  beforeAll(async () => {
    db = await database.open();
    use(db);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await database.dispose();
  });
  beforeEach(() => emptyTables(db!));
}
