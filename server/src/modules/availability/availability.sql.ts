/*
 * The site's one availability rule, "a car is busy while one of its occupations overlaps the period", written once
 * here and used by every query that asks it: booking creation (bookings/booking-insert.ts), rescheduling and the busy
 * periods of the availability route (bookings/booking.service.ts), maintenance blocks (availability/block.service.ts)
 * and the catalogue's in-memory index (cars/car.service.ts reads its rows through occupationsSql).
 * An occupation is an Accepted booking, from its pick-up until its turnaround after its drop-off, or a maintenance
 * block. Triggers write them into the table `occupations` (migrations/Migration20261127000000_calendar.ts), whose one
 * exclusion constraint occupations_no_overlap (car_id with =, period with &&) is the final word under races.
 * Periods are tsranges of the city's wall clock, '[)': with a turnaround of 60 minutes, a drop-off at 10:00 allows
 * the next pick-up at 11:00 at the earliest (README, Decisions).
 */

import { CITY_TIME_ZONE } from '../common/city-time.js';

/** A period as a tsrange from four SQL expressions (placeholders or columns) of its wall-clock fields. */
export function periodRangeSql(pickupDate: string, pickupTime: string, dropDate: string, dropTime: string): string {
  return `tsrange(${pickupDate} + ${pickupTime}, ${dropDate} + ${dropTime}, '[)')`;
}

/** What a booking of that period would occupy: its period and then `turnaround` minutes (an SQL expression) for cleaning. */
export function bookingRangeSql(pickupDate: string, pickupTime: string, dropDate: string, dropTime: string, turnaround: string): string {
  return `tsrange(${pickupDate} + ${pickupTime}, ${dropDate} + ${dropTime} + make_interval(mins => ${turnaround}), '[)')`;
}

/** A condition on the occupations row `alias`: an occupation of car `car` overlapping `range`. */
export function occupiesSql(alias: string, car: string, range: string): string {
  return `${alias}.car_id = ${car} and ${alias}.period && ${range}`;
}

/** A condition on the occupations row `alias`: it holds its car at the moment `at` (an SQL timestamp expression). */
export function occupiedAtSql(alias: string, at: string): string {
  return `${alias}.period @> ${at}`;
}

/**
 * The occupations as they stand at `now` (an SQL expression of the city's wall clock: common/clock.ts sqlCityNow), a
 * subquery with the table's columns. A car handed over and not yet back (an open trip, the trips table) is busy until it
 * is returned plus its turnaround, whatever its booked drop-off said (issue 29): its booking's occupation reaches at
 * least to `now` (or to its return, once recorded) plus the turnaround. The table keeps the booked periods (its
 * exclusion constraint guards bookings against each other); the overrun is read here, in every availability question.
 */
export function liveOccupationsSql(now: string): string {
  return `(select o.id, o.car_id, o.booking_id, o.block_id,
                  case when t.booking_id is null then o.period
                       else tsrange(lower(o.period), greatest(upper(o.period),
                              coalesce(t.returned_at at time zone '${CITY_TIME_ZONE}', ${now}) + make_interval(mins => tb.turnaround_minutes)), '[)')
                  end as period
             from occupations o
             left join trips t on t.booking_id = o.booking_id and t.settled_at is null
             left join bookings tb on tb.id = t.booking_id)`;
}

/**
 * A boolean SQL expression: car `car` is busy for `range` at `now` (liveOccupationsSql), ignoring the booking `except`
 * (the one being moved). Placeholders come in this order: car, range, except.
 */
export function busyForSql(car: string, range: string, now: string, except?: string): string {
  const skip = except === undefined ? '' : ` and o.booking_id is distinct from ${except}`;
  return `exists (select 1 from ${liveOccupationsSql(now)} o where ${occupiesSql('o', car, range)}${skip})`;
}

/**
 * The occupations overlapping `range` at `now` (liveOccupationsSql; of one car when `car` is given; placeholders in this
 * order: car, range), soonest first: car_id, the booking it is (null for a block), and the period both as its wall-clock
 * fields and as epoch milliseconds (the epoch of a timestamp without time zone reads the wall clock as UTC: exactly
 * wallClockMs).
 */
export function occupationsSql(range: string, now: string, car?: string): string {
  return `select o.car_id, o.booking_id,
                 extract(epoch from lower(o.period)) * 1000 as start_ms, extract(epoch from upper(o.period)) * 1000 as end_ms,
                 to_char(lower(o.period), 'YYYY-MM-DD') as pd, to_char(lower(o.period), 'HH24:MI') as pt,
                 to_char(upper(o.period), 'YYYY-MM-DD') as dd, to_char(upper(o.period), 'HH24:MI') as dt
            from ${liveOccupationsSql(now)} o where ${occupiesSql('o', car ?? 'o.car_id', range)}
           order by lower(o.period)`;
}

/** A row of occupationsSql. */
export interface OccupationRow {
  car_id: string;
  booking_id: string | null;
  start_ms: string;
  end_ms: string;
  pd: string;
  pt: string;
  dd: string;
  dt: string;
}
