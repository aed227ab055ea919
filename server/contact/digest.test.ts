// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { enquiryCopy } from "~/content/enquiry-operations";
import { bucketOf } from "~/lib/browser-reports.server";
import { due, testDatabases } from "../../tests/support/databases";
import { enquiry } from "../../tests/support/enquiry";
import { openForSuite } from "../../tests/support/unit-database";
import { addCounts } from "../store/daily-counts";
import type { Database } from "../store/database";
import { saveEnquiry } from "../store/enquiries";
import { buildDigestEmail, reportText } from "./emails";
import { digestDue, londonTime } from "./reply-clock";
import { buildReport, isoWeek } from "./report";

// Each test runs the pipeline end to end (a store, SMTP, rendered emails): seconds, more on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

const HOUR = 3_600_000;

describe("the digest's schedule", () => {
  it("is due from Monday 08:00 London time: 08:00 UTC in winter (GMT), 07:00 UTC in summer (BST)", () => {
    expect(londonTime("2026-11-23", 8).toISOString()).toBe("2026-11-23T08:00:00.000Z");
    expect(londonTime("2026-06-01", 8).toISOString()).toBe("2026-06-01T07:00:00.000Z");
    // The Mondays after the clocks change: 29 March 2026 (to BST) and 25 October 2026 (to GMT).
    expect(londonTime("2026-03-30", 8).toISOString()).toBe("2026-03-30T07:00:00.000Z");
    expect(londonTime("2026-10-26", 8).toISOString()).toBe("2026-10-26T08:00:00.000Z");
  });

  it("covers the Monday-to-Sunday week before, from the moment it is due until the next", () => {
    const sunday = new Date("2026-11-22T23:59:00Z");
    const beforeEight = new Date("2026-11-23T07:59:00Z");
    const atEight = new Date("2026-11-23T08:00:00Z");
    expect(digestDue(sunday).week).toBe("2026-W46");
    expect(digestDue(beforeEight).week).toBe("2026-W46");
    expect(digestDue(atEight)).toEqual({
      week: "2026-W47",
      from: new Date("2026-11-16T00:00:00Z"),
      to: new Date("2026-11-23T00:00:00Z"),
      sendAt: atEight,
    });
    expect(digestDue(new Date("2026-11-29T22:00:00Z")).week).toBe("2026-W47");
    // A week in summer starts at midnight London time, 23:00 UTC the day before.
    expect(digestDue(new Date("2026-06-08T07:00:00Z")).from.toISOString()).toBe("2026-05-31T23:00:00.000Z");
  });

  it("numbers weeks as ISO 8601 does, across the turn of a year", () => {
    expect(isoWeek("2026-12-31")).toBe("2026-W53");
    expect(isoWeek("2027-01-03")).toBe("2026-W53");
    expect(isoWeek("2027-01-04")).toBe("2027-W01");
    expect(isoWeek("2024-12-30")).toBe("2025-W01");
  });
});

describe.each(testDatabases())("the week's figures on $name", (database) => {
  let db: Database;
  openForSuite(database, (opened) => {
    db = opened;
  });

  const monday = new Date("2026-11-16T00:00:00Z");
  const save = async (
    hoursIn: number,
    options: { spam?: string; answeredAfterHours?: number; source?: string } = {},
  ) => {
    const at = new Date(monday.getTime() + hoursIn * HOUR);
    const attribution = options.source
      ? { page: "/", last: { utm_source: options.source, utm_medium: "cpc", landing: "/", date: "2026-11-16" } }
      : { page: "/" };
    const saved = await saveEnquiry(
      db,
      enquiry("ada", { telephone: "" }),
      { idempotencyKey: null, deliveries: due(["email"], at), attribution, rateLimits: [], spamReason: options.spam },
      at,
    );
    const id = (saved as { id: string }).id;
    if (options.answeredAfterHours !== undefined)
      await db.run("UPDATE enquiries SET answered_at = ? WHERE id = ?", [
        new Date(at.getTime() + options.answeredAfterHours * HOUR).toISOString(),
        id,
      ]);
  };

  it("counts leads by source and week, reply times against the promise, overdue, spam and browsers' reports", async () => {
    await save(1, { source: "google", answeredAfterHours: 2 });
    await save(2, { source: "google", answeredAfterHours: 4 });
    await save(3, { source: "linkedin", answeredAfterHours: 30 });
    await save(4);
    await save(5, { spam: "honeypot" });
    await save(24 * 8, { source: "google" }); // the week after: not counted
    await addCounts(db, [
      { day: "2026-11-17", metric: "spam-dropped", scope: "", name: "client", count: 7 },
      ...[1000, 1200, 1400, 4000].map((lcp) => ({
        day: "2026-11-17",
        metric: "lcp",
        scope: "home",
        name: String(bucketOf("lcp", lcp)),
        count: 1,
      })),
      { day: "2026-11-18", metric: "error", scope: "home", name: "TypeError: x is not a function", count: 3 },
    ]);
    const now = new Date("2026-11-23T08:00:00Z");
    const report = await buildReport(db, {
      from: monday,
      to: new Date("2026-11-23T00:00:00Z"),
      now,
      reminderHours: 20,
    });
    expect(report.leads).toBe(4);
    expect(report.bySource).toEqual([
      ["google / cpc", 2],
      ["linkedin / cpc", 1],
      [enquiryCopy.source.notRecorded, 1],
    ]);
    expect(report.byWeek).toEqual([["2026-W47", 4]]);
    expect(report.replies).toEqual({
      answered: 3,
      medianMs: 4 * HOUR,
      p90Ms: 30 * HOUR,
      withinPromise: 2,
      pastPromise: 2,
      overdue: 2,
      unanswered: 1,
    });
    expect(report.spam).toEqual({ held: 1, released: 0, dropped: 7 });
    expect(report.vitals).toHaveLength(1);
    expect(report.vitals[0]).toMatchObject({ template: "home", visits: 4, inp: null, cls: null });
    expect(Math.abs(report.vitals[0]!.lcp! - 1400) / 1400).toBeLessThan(0.05);
    expect(report.errors).toEqual([{ template: "home", name: "TypeError: x is not a function", count: 3 }]);

    const mail = await buildDigestEmail(report, "2026-W47", {
      to: "hello@lumenandlark.example",
      from: "site@lumenandlark.example",
      siteUrl: "https://www.lumenandlark.example",
    });
    const html = String(mail.html);
    expect(mail.messageId).toBe("<digest.2026-W47@www.lumenandlark.example>");
    expect(mail.subject).toMatch(/16\s?–\s?22 November 2026/);
    expect(html).not.toMatch(/<svg|<img|<script/i);
    expect(html).toContain("google / cpc");
    expect(html).toContain("TypeError: x is not a function");
    // The text part carries the same figures, as `enquiries -- stats` prints them.
    expect(mail.text).toContain((await reportText(report)).split("\n").slice(2).join("\n"));
    expect(mail.text).toContain(enquiryCopy.digest.footer.replace("{siteName}", "Lumen & Lark"));
    expect(mail.text).toMatch(/google \/ cpc\s+2/);
    expect(mail.text).toMatch(/4h/);
  });
});
