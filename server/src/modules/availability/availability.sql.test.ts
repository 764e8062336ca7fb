import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { busyForSql, periodRangeSql } from './availability.sql.js';

const SRC = fileURLToPath(new URL('../..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

// Where a period overlap may be written outside the availability module, and why.
const ALLOWED = new Map([
  ['modules/availability/availability.sql.ts', 'the one rule'],
  ['modules/admin/dashboard-charts.ts', 'measures the share of the next days booked, not whether a car is free'],
  [
    'modules/invoices/invoice.service.ts',
    'measures the fleet utilisation of the last 90 days (revenueDashboard), not whether a car is free',
  ],
]);

describe('the availability rule is written once', () => {
  it('no other source file writes an overlap of booking periods', () => {
    const offenders = sources(SRC)
      .filter((file) => readFileSync(file, 'utf8').includes('period &&'))
      .map((file) => relative(SRC, file).split('\\').join('/'))
      .filter((file) => !ALLOWED.has(file));
    expect(offenders).toEqual([]);
  });

  it('builds the busy test from the period and the skipped booking', () => {
    const sql = busyForSql('?', periodRangeSql('?::date', '?::time', '?::date', '?::time'), 'localtimestamp', '?');
    expect(sql).toContain('from occupations o');
    // An open trip's occupation reaches to now plus its turnaround (issue 29).
    expect(sql).toContain(
      "coalesce(t.returned_at at time zone 'Asia/Kolkata', localtimestamp) + make_interval(mins => tb.turnaround_minutes)",
    );
    expect(sql).toMatch(
      /o where o\.car_id = \? and o\.period && tsrange\(\?::date \+ \?::time, \?::date \+ \?::time, '\[\)'\) and o\.booking_id is distinct from \?\)$/,
    );
  });
});
