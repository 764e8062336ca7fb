/** CSV for the accountant's exports (ledger, sales register): RFC 4180 cells, CRLF lines. */

/** One cell: quoted when it holds a comma, quote or line break; a leading = + - @ is prefixed so a spreadsheet reads text, not a formula. */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A header and rows as one CSV text. */
export function csvText(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `${[header.map(csvCell).join(','), ...rows.map((r) => r.map(csvCell).join(','))].join('\r\n')}\r\n`;
}

/** Whole rupees as rupees with two decimals (the exports' money format): 1234 -> "1234.00". */
export function rupees2(amount: number): string {
  return amount.toFixed(2);
}
