import type { EntityManager } from '@mikro-orm/postgresql';
import { BadInputError } from '../common/errors.js';
import { readDayFilter } from '../common/dates.js';
import { oneOf } from '../common/input.js';
import type { Page } from '../common/paging.js';
import { LedgerEntry, type LedgerKind, LedgerMethod } from './ledger.entity.js';

const UNIQUE_VIOLATION = '23505';
const MAX_RANGE_DAYS = 366;

export interface LedgerRow {
  bookingId: string;
  paymentId?: string | null;
  kind: LedgerKind;
  method: LedgerMethod;
  amount: number;
  reference?: string | null;
  recordedBy: string;
  note?: string | null;
}

/**
 * Appends one movement in the caller's transaction. A movement whose (kind, method, reference) is already in the
 * book is the same money told twice (Checkout's handler and the webhook, two staff confirming): it is not written
 * again, and `false` says so.
 */
export async function appendToLedger(tx: EntityManager, row: LedgerRow): Promise<boolean> {
  const inserted = await tx
    .getConnection()
    .execute<{ id: string }[]>(
      `insert into ledger_entries (id, booking_id, payment_id, kind, method, amount, reference, recorded_by, note)
     values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?)
     on conflict (kind, method, reference) where reference is not null do nothing returning id`,
      [row.bookingId, row.paymentId ?? null, row.kind, row.method, row.amount, row.reference ?? null, row.recordedBy, row.note ?? null],
      'all',
      tx.getTransactionContext(),
    )
    .catch((err: { code?: string }) => {
      if (err.code === UNIQUE_VIOLATION) return [];
      throw err;
    });
  return inserted.length > 0;
}

export interface LedgerFilter {
  from?: unknown;
  to?: unknown;
  method?: unknown;
}

/** A city-day range, at most a year long; defaults to the last 30 days. */
export function readRange(from: unknown, to: unknown, today: string): { from: string; to: string } {
  const end = to === undefined || to === null || to === '' ? today : readDayFilter(to, 'To');
  const start = from === undefined || from === null || from === '' ? shiftDay(end, -29) : readDayFilter(from, 'From');
  if (start > end) throw new BadInputError('From must not be after To.');
  if (dayNumber(end) - dayNumber(start) >= MAX_RANGE_DAYS) throw new BadInputError(`A range may cover at most ${MAX_RANGE_DAYS} days.`);
  return { from: start, to: end };
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const shiftDay = (day: string, days: number) => new Date((dayNumber(day) + days) * 86_400_000).toISOString().slice(0, 10);

// Ledger days are the city's days: a row of 00:30 IST belongs to that date, not to the UTC date before.
const CITY_DAY = `(created_at at time zone 'Asia/Kolkata')::date`;

function where(range: { from: string; to: string }, method: LedgerMethod | null): { sql: string; params: unknown[] } {
  const params: unknown[] = [range.from, range.to];
  let sql = `${CITY_DAY} between ?::date and ?::date`;
  if (method) {
    sql += ' and method = ?';
    params.push(method);
  }
  return { sql, params };
}

export function readMethod(value: unknown): LedgerMethod | null {
  if (value === undefined || value === null || value === '') return null;
  return oneOf(value, Object.values(LedgerMethod), `Method must be one of ${Object.values(LedgerMethod).join(', ')}.`);
}

/** The book for a range, newest first, a page at a time. */
export async function ledgerPage(em: EntityManager, range: { from: string; to: string }, method: LedgerMethod | null, page: Page) {
  const w = where(range, method);
  const [items, [{ n }]] = await Promise.all([
    em
      .getConnection()
      .execute<Record<string, unknown>[]>(`select * from ledger_entries where ${w.sql} order by created_at desc, id limit ? offset ?`, [
        ...w.params,
        page.pageSize,
        page.offset,
      ]),
    em.getConnection().execute<{ n: number }[]>(`select count(*)::int as n from ledger_entries where ${w.sql}`, w.params),
  ]);
  return { items: items.map((r) => em.map(LedgerEntry, r)), total: n };
}

export interface DayTotal {
  day: string;
  method: LedgerMethod;
  received: number;
  refunded: number;
}

/** Money received and refunded per city day and method: what staff match against the bank statement. */
export async function dayTotals(em: EntityManager, range: { from: string; to: string }): Promise<DayTotal[]> {
  const w = where(range, null);
  return em.getConnection().execute<DayTotal[]>(
    `select to_char(${CITY_DAY}, 'YYYY-MM-DD') as day, method,
            coalesce(sum(amount) filter (where kind = 'PAYMENT'), 0)::int as received,
            coalesce(sum(amount) filter (where kind = 'REFUND'), 0)::int as refunded
       from ledger_entries where ${w.sql} group by 1, 2 order by 1 desc, 2`,
    w.params,
  );
}

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading = + - @ would be a formula in a spreadsheet: quote it as text.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Every row of the range, oldest first, for the accountant (GET /api/v1/admin/ledger.csv). */
export async function ledgerCsv(em: EntityManager, range: { from: string; to: string }): Promise<string> {
  const w = where(range, null);
  const rows = await em.getConnection().execute<Record<string, unknown>[]>(
    `select to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI:SS') as at, kind, method, amount, booking_id, payment_id, reference, recorded_by, note
       from ledger_entries where ${w.sql} order by created_at, id`,
    w.params,
  );
  const header = ['Date (IST)', 'Kind', 'Method', 'Amount (INR)', 'Booking', 'Payment', 'Reference', 'Recorded by', 'Note'];
  const lines = rows.map((r) =>
    [r.at, r.kind, r.method, r.amount, r.booking_id, r.payment_id, r.reference, r.recorded_by, r.note].map(csvCell).join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
