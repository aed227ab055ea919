// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder, pgliteTemplate } from "../tests/support/databases";
import { type DatabaseHandle, openDatabase } from "./db";
import { createLogger, errorFields } from "./logger";

const personal = { name: "Ada Lovelace-Byron", email: "ada.private@engines.example", message: "Confidential plans" };

describe("error fields in log lines", () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "lumen-logger-"));
    handle = await openDatabase({ dataDir, migrationsFolder, templateDir: pgliteTemplate() });
  }, 60_000);
  afterAll(async () => {
    await handle.close().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  });

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

  it("describe a failed query by the database's answer, never by its parameters", async () => {
    const payload = JSON.stringify([{ ...personal, name: `${personal.name}\ud800` }]);
    const error = await handle.db
      .execute(sql`SELECT * FROM jsonb_to_recordset(${payload}::jsonb) AS x(name text, email text, message text)`)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error).message)).toContain(personal.email);
    const line = logged(error);
    expectNoPersonalData(line);
    expect(JSON.parse(line)).toMatchObject({
      errorName: expect.any(String),
      error: "invalid input syntax for type json",
    });
  });

  it("carry no personal data when the database is gone", async () => {
    await handle.close();
    const error = await handle.db
      .execute(sql`SELECT ${personal.name}::text, ${personal.email}::text, ${personal.message}::text`)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expectNoPersonalData(logged(error));
  });

  it("redact quoted values and addresses in any error's message", () => {
    const line = logged(new Error(`550 <${personal.email}> rejected: "${personal.name}" and '${personal.message}'`));
    expectNoPersonalData(line);
    expect(line).toContain("550");
  });
});
