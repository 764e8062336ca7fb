import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { cityNow } from '../modules/common/city-time.js';

/** The demo car in the workshop next week, and the SUVs that cost more at weekends (issue 22). */
export const DEMO_BLOCKED_CAR = 'Mahindra';
export const DEMO_WEEKEND_CARS = ['Fortuner', 'XUV 700', 'Scorpio'];

/** With the demo cars: one car in service next Monday 09:00 to Wednesday 18:00, and a weekend rule (+15% Sat/Sun). */
export async function seedDemoCalendar(em: EntityManager): Promise<string[]> {
  const today = Date.parse(`${cityNow().date}T00:00:00Z`);
  const toMonday = (8 - new Date(today).getUTCDay()) % 7 || 7;
  const day = (offset: number) => new Date(today + (toMonday + offset) * 86_400_000).toISOString().slice(0, 10);
  await em.execute(
    `insert into car_blocks (id, car_id, starts_at, ends_at, reason)
     select ?, id, ?::timestamp, ?::timestamp, 'service' from cars where name = ? limit 1`,
    [randomUUID(), `${day(0)} 09:00`, `${day(2)} 18:00`, DEMO_BLOCKED_CAR],
  );
  await em.execute(
    `insert into price_rules (id, name, weekdays, car_ids, percent, priority)
     select ?, 'Weekend', '{0,6}', array_agg(id), 15, 1 from cars where name = any(?::text[])`,
    [randomUUID(), `{${DEMO_WEEKEND_CARS.map((n) => `"${n}"`).join(',')}}`],
  );
  return [`${DEMO_BLOCKED_CAR} in service ${day(0)} to ${day(2)}`, 'a weekend price rule (+15% Sat/Sun on the SUVs)'];
}
