import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../common/errors.js';
import { isUuid } from '../common/ids.js';
import type { DayRule } from './day-prices.js';
import type { PriceRule } from './price-rule.types.js';
import type { PriceRuleInput } from './price-rule.schemas.js';

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

/** A PostgreSQL array literal (the driver would spread a JS array into a list of placeholders). */
const pgArray = (items: readonly (string | number)[]) => `{${items.join(',')}}`;

/** Price rules, managed by staff on the Pricing screen; the quote (bookings/pricing.ts) applies them. */
export class PriceRuleService {
  constructor(private readonly prices: PricesChanged) {}

  /** A rule already checked (price-rule.schemas.ts); a car that does not exist is a 404. */
  async create(em: EntityManager, rule: PriceRuleInput): Promise<{ id: string }> {
    const { name, from, to, weekdays, carIds, percent, dailyPrice, priority } = rule;
    if (carIds.length) {
      const [{ n }] = await em.execute<{ n: number }[]>('select count(*)::int as n from cars where id = any(?::uuid[])', [pgArray(carIds)]);
      if (n !== carIds.length) throw new NotFoundError('Car not found.');
    }
    const id = randomUUID();
    await em.execute(
      `insert into price_rules (id, name, from_date, to_date, weekdays, car_ids, percent, daily_price, priority)
       values (?, ?, ?::date, ?::date, ?::smallint[], ?::uuid[], ?, ?, ?)`,
      [id, name, from, to, pgArray(weekdays), pgArray(carIds), percent, dailyPrice, priority],
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
