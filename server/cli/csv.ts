import type { EnquiryWithDeliveries } from "../store/enquiries";

/**
 * One CSV cell, safe to open in a spreadsheet. A cell starting with = + - @ (or a TAB or carriage
 * return before one, or their full-width forms) would run as a formula, so an apostrophe keeps it text. Every cell is quoted:
 * a spreadsheet set to a locale that separates fields with `;` (or one that guesses TAB) would
 * otherwise split an unquoted `x;=1+1` and run its second half as a formula.
 */
export function csvCell(value: string) {
  const safe = /^[=+\-@\t\r＝＋－＠]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(rows: EnquiryWithDeliveries[]) {
  const header = ["id", "created_at", "full_name", "company", "email", "telephone", "message", "delivery", "spam"];
  const lines = rows.map((row) =>
    [
      row.id,
      row.createdAt.toISOString(),
      row.fullName,
      row.company,
      row.email,
      row.telephone ?? "",
      row.message,
      row.deliveries.map((d) => `${d.channel}:${d.status}`).join(" "),
      row.spamReason ?? "",
    ]
      .map(csvCell)
      .join(","),
  );
  return `${[header.join(","), ...lines].join("\r\n")}\r\n`;
}
