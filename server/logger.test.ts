// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabases } from "../tests/support/databases";
import { createLogger, errorFields, requestLines } from "./logger";
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

describe("request lines", () => {
  afterEach(() => void vi.useRealTimers());
  const lines: Record<string, unknown>[] = [];
  const log = () =>
    requestLines(
      createLogger("info", (line) => void lines.push(JSON.parse(line))),
      3,
    );

  it("of refused requests past the limit in a second are counted by status, and the counts logged as it ends", () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 11, 2, 3, 0, 0, 400) });
    const request = log();
    for (const status of [404, 404, 200, 429, 404, 404, 429, 503, 301]) request({ status });
    expect(lines.map((line) => line.status)).toEqual([404, 404, 200, 429, 301]);
    vi.advanceTimersByTime(599);
    expect(lines).toHaveLength(5);
    vi.advanceTimersByTime(1);
    expect(lines.at(-1)).toMatchObject({ msg: "requests counted, not logged", counts: { 404: 2, 429: 1, 503: 1 } });
    // A new second: lines again, and no summary while none is held back.
    request({ status: 404 });
    vi.advanceTimersByTime(5000);
    expect(lines.slice(5).map((line) => line.status ?? line.msg)).toEqual(["requests counted, not logged", 404]);
  });

  it("carry no capability: a reply link's token, or a query", () => {
    const request = log();
    request({ status: 200, path: `/Answered/${"a".repeat(32)}.tb1x2c.${"b".repeat(32)}` });
    request({ status: 303, path: "/api/preview?secret=s3cr3t&to=/" });
    expect(lines.slice(-2).map((line) => line.path)).toEqual(["/Answered/…", "/api/preview?…"]);
  });
});
