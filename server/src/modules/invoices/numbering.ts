import { cityNow } from '../common/city-time.js';

/** The series: tax invoices / bills of supply (ID), credit notes (CN) and debit notes (DN) against them, receipt (RV) and refund (RF) vouchers. */
export type DocumentSeries = 'ID' | 'CN' | 'DN' | 'RV' | 'RF';

/** The Indian financial year (April–March, city time) of a moment, as "26-27". */
export function financialYear(at: Date): string {
  const { date } = cityNow(at);
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  const two = (y: number) => String(y % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

/** "ID/26-27/000123": 15 characters, within GST's 16 (a seventh digit past 999,999 still fits). */
export function documentNumber(series: DocumentSeries, fy: string, seq: number): string {
  return `${series}/${fy}/${String(seq).padStart(6, '0')}`;
}
