import { contactFields, contactFieldTable } from "~/lib/contact";
import { describeTouch, languageOf, sourceOf } from "../contact/attribution";
import type { EnquiryWithDeliveries } from "../store/enquiries";

/**
 * One CSV cell, safe to open in a spreadsheet. A cell starting with = + - @ TAB or CR (or a full-width form)
 * would run as a formula, so an apostrophe keeps it text. Every cell is quoted: a spreadsheet whose locale
 * separates fields with `;` (or that guesses TAB) would split an unquoted `x;=1+1` and run its second half.
 */
export function csvCell(value: string) {
  const safe = /^[=+\-@\t\r＝＋－＠]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The columns after the id, the time and the form's fields (named by their columns). */
const TAIL = "delivery spam language source sent_from last_touch first_touch answered_at released_at".split(" ");

export function toCsv(rows: EnquiryWithDeliveries[]) {
  const header = ["id", "created_at", ...contactFields.map((field) => contactFieldTable[field].column), ...TAIL];
  const lines = rows.map((row) =>
    [
      row.id,
      row.createdAt.toISOString(),
      ...contactFields.map((field) => row[field]),
      row.deliveries.map((d) => `${d.channel}:${d.status}`).join(" "),
      row.spamReason ?? "",
      languageOf(row.attribution),
      sourceOf(row.attribution),
      row.attribution?.page ?? "",
      row.attribution?.last ? describeTouch(row.attribution.last) : "",
      row.attribution?.first ? describeTouch(row.attribution.first) : "",
      row.answeredAt?.toISOString() ?? "",
      row.releasedAt?.toISOString() ?? "",
    ]
      .map(csvCell)
      .join(","),
  );
  return `${[header.join(","), ...lines].join("\r\n")}\r\n`;
}
