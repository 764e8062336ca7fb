import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { BookingStatus } from '../common/enums.js';
import { CITY_TIME_ZONE, SQL_CITY_NOW, cityNow } from '../common/city-time.js';
import { occupiesSql } from '../availability/availability.sql.js';

export const CHART_DAYS = 30;
export const REVENUE_WEEKS = 12;
export const SHARE_DAYS = 30;

@ObjectType({ description: 'Bookings made on one city day, by their status now' })
export class BookingsOnDay {
  @Field(() => String, { description: 'yyyy-MM-dd' }) date!: string;
  @Field(() => Int, { description: 'Bookings made that day that are Pending now' }) pending!: number;
  @Field(() => Int, { description: 'Bookings made that day that are Accepted now' }) accepted!: number;
  @Field(() => Int, { description: 'Bookings made that day that are Rejected now' }) rejected!: number;
  @Field(() => Int, { description: 'Bookings made that day that are Canceled now' }) canceled!: number;
  @Field(() => Int, { description: 'Bookings made that day that are Completed now' }) completed!: number;
}

@ObjectType({ description: 'Accepted and Completed amounts of the bookings picked up in one week (Monday first)' })
export class RevenueWeek {
  @Field(() => String, { description: 'The Monday, yyyy-MM-dd' }) weekStart!: string;
  @Field(() => Int, { description: 'Whole rupees' }) amount!: number;
}

@ObjectType({ description: 'How much of the next 30 days a car is already booked (Accepted)' })
export class CarShare {
  @Field(() => String, { description: 'The car' }) carId!: string;
  @Field(() => String, { description: "The car's name" }) name!: string;
  @Field(() => Float, { description: '0 to 1' }) share!: number;
}

@ObjectType({ description: "The admin dashboard's charts" })
export class AdminCharts {
  @Field(() => [BookingsOnDay], { description: 'The last 30 city days, oldest first, by creation day' }) bookingsPerDay!: BookingsOnDay[];
  @Field(() => [RevenueWeek], { description: 'The last 12 weeks to this one, oldest first, by pick-up week' })
  revenuePerWeek!: RevenueWeek[];
  @Field(() => [CarShare], { description: 'Every car in catalogue order' }) carShare!: CarShare[];
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const STATUS_KEY: Record<string, keyof Omit<BookingsOnDay, 'date'>> = {
  [BookingStatus.Pending]: 'pending',
  [BookingStatus.Accepted]: 'accepted',
  [BookingStatus.Rejected]: 'rejected',
  [BookingStatus.Canceled]: 'canceled',
  [BookingStatus.Completed]: 'completed',
};

/** The three charts, each one query; days and weeks with nothing in them are filled with zeros. */
export async function adminCharts(em: EntityManager, now: Date = new Date()): Promise<AdminCharts> {
  const today = cityNow(now).date;
  const first = addDays(today, -(CHART_DAYS - 1));
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const thisWeek = addDays(today, -weekday);
  const firstWeek = addDays(thisWeek, -7 * (REVENUE_WEEKS - 1));
  const conn = em.getConnection();
  const [perDay, perWeek, shares] = await Promise.all([
    conn.execute<{ day: string; status: string; n: number }[]>(
      `select to_char((created_at at time zone '${CITY_TIME_ZONE}')::date, 'YYYY-MM-DD') as day, status, count(*)::int as n
         from bookings where (created_at at time zone '${CITY_TIME_ZONE}')::date >= ?::date group by 1, 2`,
      [first],
    ),
    conn.execute<{ week: string; amount: number }[]>(
      `select to_char(date_trunc('week', pickup_date)::date, 'YYYY-MM-DD') as week, sum(amount)::int as amount
         from bookings where status in (?, ?) and pickup_date >= ?::date and pickup_date < ?::date + 7 group by 1`,
      [BookingStatus.Accepted, BookingStatus.Completed, firstWeek, thisWeek],
    ),
    conn.execute<{ id: string; name: string; seconds: number }[]>(
      `select c.id, c.name, coalesce(sum(extract(epoch from upper(x.r) - lower(x.r))), 0)::float8 as seconds
         from cars c left join lateral (
           select b.period * tsrange(${SQL_CITY_NOW}, ${SQL_CITY_NOW} + interval '${SHARE_DAYS} days') as r from bookings b
            where ${occupiesSql('b', 'c.id', `tsrange(${SQL_CITY_NOW}, ${SQL_CITY_NOW} + interval '${SHARE_DAYS} days')`)} and b.status = ?
         ) x on true
        group by c.id, c.name, c."order", c.created_at order by c."order", c.created_at`,
      [BookingStatus.Accepted],
    ),
  ]);
  const days = new Map<string, BookingsOnDay>();
  for (let i = 0; i < CHART_DAYS; i += 1) {
    const date = addDays(first, i);
    days.set(date, { date, pending: 0, accepted: 0, rejected: 0, canceled: 0, completed: 0 });
  }
  for (const r of perDay) {
    const day = days.get(r.day);
    if (day && STATUS_KEY[r.status]) day[STATUS_KEY[r.status]] += r.n;
  }
  const weeks = new Map(perWeek.map((r) => [r.week, r.amount]));
  return {
    bookingsPerDay: [...days.values()],
    revenuePerWeek: Array.from({ length: REVENUE_WEEKS }, (_, i) => {
      const weekStart = addDays(firstWeek, 7 * i);
      return { weekStart, amount: weeks.get(weekStart) ?? 0 };
    }),
    carShare: shares.map((r) => ({
      carId: r.id,
      name: r.name,
      share: Math.min(1, Math.round((Number(r.seconds) / (SHARE_DAYS * 86_400)) * 1000) / 1000),
    })),
  };
}
