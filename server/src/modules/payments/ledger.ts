import type { EntityManager } from '@mikro-orm/postgresql';
import { BadInputError } from '../common/errors.js';
import type { Page } from '../common/paging.js';
import { LedgerEntry, LedgerKind, LedgerMethod } from './ledger.entity.js';
import { csvText, rupees2 } from '../common/csv.js';

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
 * Appends one movement in the caller's transaction, answering its id. A movement whose (kind, method, reference) is
 * already in the book is the same money told twice (Checkout's handler and the webhook, two staff confirming): it is
 * not written again, and `null` says so. Only the payments module calls this (test/structure.test.ts).
 */
export async function appendToLedger(tx: EntityManager, row: LedgerRow): Promise<string | null> {
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
  return inserted[0]?.id ?? null;
}

/** A ledger row a refund can give back (a PAYMENT or a DEDUCTION), with what it has left after the refunds drawn on it. */
export interface RefundSource {
  id: string;
  method: LedgerMethod;
  reference: string | null;
  left: number;
}

/**
 * The booking's money as the book says now, in the caller's transaction (the booking's own copy predates this
 * transaction's writes): what may still be refunded (paid less refunded less refunds still due), and the rows a
 * refund draws on, Razorpay's first (refunded automatically), then the newest; deductions from the deposit last.
 */
export async function refundRoom(tx: EntityManager, bookingId: string): Promise<{ room: number; sources: RefundSource[] }> {
  const conn = tx.getConnection();
  const ctx = tx.getTransactionContext();
  const [{ room }] = await conn.execute<{ room: number }[]>(
    `select ((select coalesce(sum(case when kind = 'REFUND' then -amount else amount end), 0)
                from ledger_entries where booking_id = ? and kind in ('PAYMENT', 'DEDUCTION', 'REFUND'))
           - (select coalesce(sum(amount), 0) from payments where booking_id = ? and status = 'REFUND_DUE'))::int as room`,
    [bookingId, bookingId],
    'all',
    ctx,
  );
  const sources = await conn.execute<RefundSource[]>(
    `select l.id, l.method, l.reference,
            (l.amount - coalesce((select sum(p.amount) from payments p
                                   where p.refunds_entry_id = l.id and p.status in ('REFUND_DUE', 'REFUNDED')), 0))::int as "left"
       from ledger_entries l
      where l.booking_id = ? and l.kind in ('PAYMENT', 'DEDUCTION')
      order by l.kind = 'DEDUCTION', l.method <> 'RAZORPAY', l.created_at desc, l.id`,
    [bookingId],
    'all',
    ctx,
  );
  return { room: Math.max(0, room), sources: sources.filter((s) => s.left > 0) };
}

/** How money taken at the counter moved, in the ledger's words (ONLINE: a Razorpay payment staff looked up). */
export const COUNTER_LEDGER_METHOD = {
  CASH: LedgerMethod.CASH,
  UPI: LedgerMethod.UPI,
  CARD: LedgerMethod.CARD,
  ONLINE: LedgerMethod.RAZORPAY,
} as const;

/**
 * The security deposit taken at handover, as its ledger row, once per booking (its reference names the booking).
 * The payments module's: trips call it through `PaymentService.holdDeposit`; the demo seed calls it directly.
 */
export async function holdDeposit(tx: EntityManager, bookingId: string, amount: number, by: string): Promise<void> {
  if (amount <= 0) return;
  await appendToLedger(tx, {
    bookingId,
    kind: LedgerKind.DEPOSIT_HELD,
    method: LedgerMethod.DEPOSIT,
    amount,
    reference: `DEPOSIT-${bookingId}`,
    recordedBy: by,
  });
}

/**
 * A city-day range of days already checked (payment.schemas.ts `ledgerRange`), at most a year long; defaults to the
 * last 30 days (today is the clock's, so this side of the rule is the service's).
 */
export function rangeOf({ from, to }: { from?: string | null; to?: string | null }, today: string): { from: string; to: string } {
  const end = to ?? today;
  const start = from ?? shiftDay(end, -29);
  if (start > end) throw new BadInputError('From must not be after To.');
  if (dayNumber(end) - dayNumber(start) >= MAX_RANGE_DAYS) throw new BadInputError(`A range may cover at most ${MAX_RANGE_DAYS} days.`);
  return { from: start, to: end };
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const shiftDay = (day: string, days: number) => new Date((dayNumber(day) + days) * 86_400_000).toISOString().slice(0, 10);

// Ledger days are the city's days: a row of 00:30 IST belongs to that date, not to the UTC date before.
const cityDay = (table = '') => `(${table}created_at at time zone 'Asia/Kolkata')::date`;
const CITY_DAY = cityDay();

/** The rows of a range (and method); `table`: the ledger's alias with its dot, in a join. */
function where(range: { from: string; to: string }, method: LedgerMethod | null, table = ''): { sql: string; params: unknown[] } {
  const params: unknown[] = [range.from, range.to];
  let sql = `${cityDay(table)} between ?::date and ?::date`;
  if (method) {
    sql += ` and ${table}method = ?`;
    params.push(method);
  }
  return { sql, params };
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

/**
 * Every row of the range, oldest first, for the accountant (GET /api/v1/admin/ledger.csv), with the names behind the
 * ids: the customer (the booking's name, or the invoice's once the booking is gone), the booking reference (the first
 * 8 characters of its id, as the admin screens show it), the car, and the booking's document numbers (invoice, notes).
 */
export async function ledgerCsv(em: EntityManager, range: { from: string; to: string }): Promise<string> {
  const w = where(range, null, 'l.');
  const rows = await em.getConnection().execute<Record<string, unknown>[]>(
    `select to_char(l.created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI:SS') as at, l.kind, l.method, l.amount, l.booking_id,
            l.payment_id, l.reference, l.recorded_by, l.note,
            coalesce(b.name, i.customer_name) as customer, upper(left(l.booking_id::text, 8)) as booking_ref, c.name as car,
            concat_ws(' ', i.number, (select string_agg(n.number, ' ' order by n.sequence) from credit_notes n where n.invoice_id = i.id))
              as documents
       from ledger_entries l
       left join bookings b on b.id = l.booking_id
       left join cars c on c.id = b.car_id
       left join invoices i on i.booking_id = l.booking_id
      where ${w.sql} order by l.created_at, l.id`,
    w.params,
  );
  const header = [
    'Date (IST)',
    'Kind',
    'Method',
    'Amount (INR)',
    'Booking',
    'Payment',
    'Reference',
    'Recorded by',
    'Note',
    'Customer',
    'Booking reference',
    'Car',
    'Documents',
  ];
  return csvText(
    header,
    rows.map((r) => [
      r.at,
      r.kind,
      r.method,
      rupees2(Number(r.amount)),
      r.booking_id,
      r.payment_id,
      r.reference,
      r.recorded_by,
      r.note,
      r.customer,
      r.booking_ref,
      r.car,
      r.documents,
    ]),
  );
}
