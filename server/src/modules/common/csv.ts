import { printable } from './person-text.js';

/** CSV for the accountant's exports (ledger, sales register): RFC 4180 cells, CRLF lines. */

/**
 * One cell (OWASP's CSV injection rules, issue 28): text starting with = + - @ tab or CR would be a formula or a field
 * break in a spreadsheet, so it is written as text behind a quote mark; line breaks and control characters inside are
 * printed as spaces (person-text.ts: a note cannot add a row); quoted when it holds a comma or a quote. A number is a
 * number, never a formula: written as it is.
 */
export function csvCell(value: unknown): string {
  if (typeof value === 'number') return String(value);
  const text = value === null || value === undefined ? '' : String(value);
  const safe = printable(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
  return /[",]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A header and rows as one CSV text. */
export function csvText(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `${[header.map(csvCell).join(','), ...rows.map((r) => r.map(csvCell).join(','))].join('\r\n')}\r\n`;
}

/** Whole rupees as rupees with two decimals (the exports' money format): 1234 -> "1234.00". */
export function rupees2(amount: number): string {
  return amount.toFixed(2);
}
