import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Database } from "../../server/store/database";
import { emptyTables, type TestDatabase } from "./databases";

/**
 * For a unit suite over one of `testDatabases()`: opens the database before the suite, hands it to
 * `use`, empties the enquiry tables before each test, and closes and removes it after the suite.
 */
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
