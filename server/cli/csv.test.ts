// @vitest-environment node
import { describe, expect, it } from "vitest";
import { storedEnquiry } from "../../tests/support/enquiry";
import type { EnquiryWithDeliveries } from "../store/enquiries";
import { csvCell, toCsv } from "./csv";

/** Splits one CSV line as a spreadsheet would with the given separator: quoted fields stay whole. */
function splitLine(line: string, separator: string) {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = "";
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

const formula = /^[=+\-@\t\r＝＋－＠]/;

describe("csvCell", () => {
  it.each([
    ["=1+1", `"'=1+1"`],
    ["+44 20 7946 0000", `"'+44 20 7946 0000"`],
    ["-2", `"'-2"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\t=1", `"'\t=1"`],
    ["＝1+1", `"'＝1+1"`],
    // Quotes doubled, line breaks kept inside the one quoted cell.
    ['say "hi"', `"say ""hi"""`],
    ["a\r\nb", `"a\r\nb"`],
  ])("writes %j as %s, never as a formula", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([",", ";", "\t"])(
    "no cell splits into a formula when a spreadsheet separates fields with %j",
    (separator) => {
      for (const value of ["x;=1+1", "x,=1+1", "x\t=1+1", "x;+1", "a;b;@cmd", 'q";=2*3']) {
        const cells = splitLine(csvCell(value), separator);
        expect(cells).toHaveLength(1);
        expect(cells[0]).toBe(value);
        expect(cells.some((cell) => formula.test(cell))).toBe(false);
      }
    },
  );
});

describe("toCsv", () => {
  it("writes a header and one line per enquiry, every value in one cell", () => {
    const row: EnquiryWithDeliveries = {
      ...storedEnquiry(1, { id: "0d6a3c9e-8f1b-4a77-9a55-3a3d6e0f2c11" }),
      fullName: "Ana; =HYPERLINK(1)",
      company: "Northwind",
      email: "ana@northwind.example",
      telephone: "+34 600 000 000",
      message: "Two lines\nand a ; separator",
      spamReason: null,
      deliveries: [{ channel: "email", status: "delivered", attempts: 1, lastError: null, deliveredAt: null }],
      attribution: {
        page: "/es/blog",
        last: { utm_source: "=cmd|' /C calc'!A0", utm_medium: "email", landing: "/", date: "2026-03-01" },
      },
      answeredAt: new Date("2026-03-02T12:00:00.000Z"),
      releasedAt: null,
    };
    const csv = toCsv([row]);
    const [header, line = ""] = csv.split("\r\n");
    const cells = splitLine(line, ",");
    expect(Object.fromEntries(splitLine(header!, ",").map((name, n) => [name, cells[n]]))).toMatchObject({
      id: row.id,
      created_at: "2026-03-02T09:30:00.000Z",
      full_name: "Ana; =HYPERLINK(1)",
      company: "Northwind",
      email: "ana@northwind.example",
      telephone: "'+34 600 000 000",
      message: "Two lines\nand a ; separator",
      delivery: "email:delivered",
      spam: "",
      language: "es",
      source: "'=cmd|' /C calc'!A0 / email",
      sent_from: "/es/blog",
      last_touch: "utm_source==cmd|' /C calc'!A0, utm_medium=email, landed on / on 2026-03-01",
      first_touch: "",
      answered_at: "2026-03-02T12:00:00.000Z",
      released_at: "",
    });
    // Opened where `;` separates fields, the line stays one cell, and it does not start like a formula.
    expect(splitLine(line, ";")).toHaveLength(1);
    expect(formula.test(splitLine(line, ";")[0]!)).toBe(false);
  });
});
