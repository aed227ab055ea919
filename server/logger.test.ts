// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../tests/support/databases";
import { createLogger, errorFields } from "./logger";
import type { Database } from "./store/database";

const personal = { name: "Ada Lovelace-Byron", email: "ada.private@engines.example", message: "Confidential plans" };

const logged = (error: unknown) => {
  const lines: string[] = [];
  createLogger("info", (line) => {
    lines.push(line);
  }).error("failed", errorFields(error));
  return lines.join("");
};
const expectNoPersonalData = (line: string) => {
  for (const value of Object.values(personal)) expect(line).not.toContain(value);
};

describe.each(testDatabases())("error fields from the $name store in log lines", (database) => {
  let db: Database;
  beforeAll(async () => {
    db = await database.open();
  }, 60_000);
  afterAll(async () => {
    await db.close().catch(() => {});
    await database.dispose();
  });

  it("describe a failed query by the database's answer, never by its parameters", async () => {
    const error = await db
      .run(
        "INSERT INTO enquiries (id, payload_hash, full_name, company, email, message, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        ["not-a-row", "x", personal.name, null, personal.email, personal.message, "2026-01-01T00:00:00.000Z"],
      )
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    const line = logged(error);
    expectNoPersonalData(line);
    expect(JSON.parse(line).error).toMatch(/null|uuid/i);
  });

  it("carry no personal data when the database is gone", async () => {
    await db.close();
    const error = await db.all("SELECT ?, ?, ?", Object.values(personal)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expectNoPersonalData(logged(error));
  });
});

describe("error fields in log lines", () => {
  it("redact quoted values and addresses in any error's message", () => {
    const line = logged(new Error(`550 <${personal.email}> rejected: "${personal.name}" and '${personal.message}'`));
    expectNoPersonalData(line);
    expect(line).toContain("550");
  });
});
