import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase } from './support/helpers.js';
import { initOrm } from '../src/db/orm.js';

const TABLES = [
  'admin_sign_in_links',
  'admins',
  'api_keys',
  'backup_runs',
  'blogs',
  'bookings',
  'car_blocks',
  'cars',
  'contact_messages',
  'credit_notes',
  'debit_notes',
  'document_counters',
  'documents',
  'idempotency_keys',
  'invoices',
  'ledger_entries',
  'money_references',
  'notifications',
  'occupations',
  'offers',
  'otp_challenges',
  'outbox',
  'partner_bookings',
  'payment_reminders',
  'payments',
  'price_rules',
  'quick_bookings',
  'rate_limits',
  'razorpay_events',
  'receipt_vouchers',
  'refund_vouchers',
  'registered_cars',
  'reviews',
  'trip_alerts',
  'trips',
  'users',
  'webhook_deliveries',
  'webhook_endpoints',
];

let orm: MikroORM;
const tables = async () =>
  (
    await orm.em
      .fork()
      .getConnection()
      .execute<{ table_name: string }[]>(
        `select table_name from information_schema.tables where table_schema = 'public' and table_name <> 'mikro_orm_migrations' order by 1`,
      )
  ).map((r) => r.table_name);

beforeAll(async () => {
  orm = await initOrm(await createTestDatabase());
});
afterAll(async () => {
  await orm?.close(true);
});

describe('migrations', () => {
  it('bring an empty database up to every table of SPEC.md section 3', async () => {
    expect(await tables()).toEqual(TABLES);
    expect(await orm.getMigrator().getPendingMigrations()).toEqual([]);
  });

  it('create the one exclusion constraint that forbids overlapping occupations (Accepted bookings, blocks) of one car', async () => {
    const constraints = (table: string) =>
      orm.em
        .fork()
        .getConnection()
        .execute<{ conname: string; contype: string }[]>(
          `select conname, contype from pg_constraint where conrelid = '${table}'::regclass and contype in ('x', 'c') order by conname`,
        );
    expect(await constraints('bookings')).toEqual(expect.arrayContaining([{ conname: 'bookings_drop_after_pickup', contype: 'c' }]));
    expect((await constraints('bookings')).filter((c) => c.contype === 'x')).toEqual([]);
    expect((await constraints('occupations')).filter((c) => c.contype === 'x')).toEqual([
      { conname: 'occupations_no_overlap', contype: 'x' },
    ]);
  });

  it('go down to nothing and up again', async () => {
    await orm.getMigrator().down({ to: 0 });
    expect(await tables()).toEqual([]);
    await orm.getMigrator().up();
    expect(await tables()).toEqual(TABLES);
  });
});
