import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BadInputError, NotFoundError } from '../common/errors.js';
import { isUuid } from '../common/ids.js';
import { requiredText } from '../common/input.js';
import { readDate } from '../common/dates.js';
import type { DayRule } from './day-prices.js';
import type { PriceRule } from './price-rule.types.js';

/** Told when prices change (the catalogue, which keeps the rules with its snapshot). */
export interface PricesChanged {
  changed(): void;
}

interface RuleRow {
  id: string;
  created_at: Date;
  name: string;
  from_date: string | null;
  to_date: string | null;
  weekdays: number[];
  car_ids: string[];
  percent: number | null;
  daily_price: number | null;
  priority: number;
}

const SELECT = `select id, created_at, name, to_char(from_date, 'YYYY-MM-DD') as from_date, to_char(to_date, 'YYYY-MM-DD') as to_date,
  weekdays, car_ids, percent, daily_price, priority from price_rules`;

function dayRuleOf(r: RuleRow): DayRule {
  return {
    id: r.id,
    name: r.name,
    fromDate: r.from_date,
    toDate: r.to_date,
    weekdays: r.weekdays.map(Number),
    carIds: r.car_ids,
    percent: r.percent,
    dailyPrice: r.daily_price,
    priority: r.priority,
    createdAt: new Date(r.created_at),
  };
}

export function priceRuleOf(r: DayRule): PriceRule {
  return {
    id: r.id,
    name: r.name,
    from: r.fromDate,
    to: r.toDate,
    weekdays: r.weekdays,
    carIds: r.carIds,
    percent: r.percent,
    dailyPrice: r.dailyPrice,
    priority: r.priority,
  };
}

/** Every price rule, highest priority first (then newest): what the quote applies. */
export async function readPriceRules(em: EntityManager): Promise<DayRule[]> {
  const rows = await em.getConnection().execute<RuleRow[]>(`${SELECT} order by priority desc, created_at desc, id`);
  return rows.map(dayRuleOf);
}

const given = (v: unknown) => v !== undefined && v !== null && v !== '';
/** A PostgreSQL array literal (the driver would spread a JS array into a list of placeholders). */
const pgArray = (items: readonly (string | number)[]) => `{${items.join(',')}}`;

function wholeNumber(value: unknown, label: string, min: number, max: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max)
    throw new BadInputError(`${label} must be a whole number from ${min} to ${max}.`);
  return n;
}

/** Price rules, managed by staff on the Pricing screen; the quote (bookings/pricing.ts) applies them. */
export class PriceRuleService {
  constructor(private readonly prices: PricesChanged) {}

  async create(em: EntityManager, input: Record<string, unknown>): Promise<{ id: string }> {
    const name = requiredText(input.name, 'Name', 80);
    const from = given(input.from) ? readDate(input.from, 'From') : null;
    const to = given(input.to) ? readDate(input.to, 'To') : null;
    if (from && to && to < from) throw new BadInputError('To must not be before From.');
    const weekdays = given(input.weekdays) ? input.weekdays : [];
    if (!Array.isArray(weekdays) || weekdays.length > 7)
      throw new BadInputError('Weekdays must be a list of numbers from 0 (Sunday) to 6 (Saturday).');
    const days = [...new Set(weekdays.map((d) => wholeNumber(d, 'A weekday', 0, 6)))].sort();
    const carIds = given(input.carIds) ? input.carIds : [];
    if (!Array.isArray(carIds) || carIds.length > 500 || !carIds.every(isUuid)) throw new BadInputError('Cars must be a list of car ids.');
    if (!from && !to && !days.length) throw new BadInputError('Give a date range, weekdays, or both.');
    const hasPercent = given(input.percent);
    if (hasPercent === given(input.dailyPrice)) throw new BadInputError('Give either a percentage or a daily price, not both.');
    const percent = hasPercent ? wholeNumber(input.percent, 'Percent', -90, 300) : null;
    const dailyPrice = hasPercent ? null : wholeNumber(input.dailyPrice, 'Daily price', 1, 1_000_000);
    const priority = given(input.priority) ? wholeNumber(input.priority, 'Priority', -1000, 1000) : 0;
    if (carIds.length) {
      const [{ n }] = await em.execute<{ n: number }[]>('select count(*)::int as n from cars where id = any(?::uuid[])', [
        pgArray(carIds as string[]),
      ]);
      if (n !== new Set(carIds).size) throw new NotFoundError('Car not found.');
    }
    const id = randomUUID();
    await em.execute(
      `insert into price_rules (id, name, from_date, to_date, weekdays, car_ids, percent, daily_price, priority)
       values (?, ?, ?::date, ?::date, ?::smallint[], ?::uuid[], ?, ?, ?)`,
      [id, name, from, to, pgArray(days), pgArray([...new Set(carIds as string[])]), percent, dailyPrice, priority],
    );
    this.prices.changed();
    return { id };
  }

  async list(em: EntityManager): Promise<PriceRule[]> {
    return (await readPriceRules(em)).map(priceRuleOf);
  }

  async delete(em: EntityManager, id: string): Promise<void> {
    if (!isUuid(id)) throw new NotFoundError('Price rule not found.');
    const rows = await em.execute<{ id: string }[]>('delete from price_rules where id = ? returning id', [id]);
    if (!rows.length) throw new NotFoundError('Price rule not found.');
    this.prices.changed();
  }
}
