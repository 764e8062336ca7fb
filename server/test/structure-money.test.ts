import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Issue 29: the ledger has one writer, the payments module. Trips and bookings ask it (hold, release and deduct the
 * deposit, record, refund: PaymentService); no other source writes a ledger row, through the entity or in SQL.
 */

const SRC = path.resolve(import.meta.dirname, '..', 'src');
const PAYMENTS = path.join(SRC, 'modules', 'payments');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [file] : [];
  });
}

const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

/** What writes a ledger row: SQL on its table, the entity created or persisted, or the payments module's append. */
const WRITES = [
  /\b(insert\s+into|update|delete\s+from|truncate(\s+table)?)\s+ledger_entries\b/i,
  /\b(create|persist|insert|nativeInsert|insertMany|upsert|upsertMany|nativeUpdate|nativeDelete)\s*\(\s*LedgerEntry\b/,
  /\bappendToLedger\b/,
];

describe('the ledger', () => {
  it('is written by the payments module alone', () => {
    const writers = sources(SRC)
      .filter((file) => !file.startsWith(PAYMENTS + path.sep))
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return WRITES.some((w) => w.test(text));
      })
      .map(rel);
    expect(writers).toEqual([]);
  });

  it('finds a write where one is (the rule can fail)', () => {
    const samples = [
      "await em.execute('insert into ledger_entries (id) values (?)', [id]);",
      'em.create(LedgerEntry, { amount: 1 });',
      'await appendToLedger(tx, row);',
    ];
    for (const sample of samples) expect(WRITES.some((w) => w.test(sample))).toBe(true);
    expect(WRITES.some((w) => w.test('select sum(amount) from ledger_entries where booking_id = ?'))).toBe(false);
  });
});
