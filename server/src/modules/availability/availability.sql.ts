import { BookingStatus } from '../common/enums.js';

/*
 * The site's one availability rule, "a car is busy while an Accepted booking of it overlaps the period", written once
 * here and used by every query that asks it: booking creation (bookings/booking-insert.ts), rescheduling and the busy
 * periods of the availability route (bookings/booking.service.ts), and the catalogue's in-memory index
 * (cars/car.service.ts reads its rows through acceptedOccupationsSql). The database states the same rule as the
 * exclusion constraint bookings_no_overlapping_accepted (car_id with =, period with && where status = 'Accepted'),
 * the final word under races. Periods are tsranges of the city's wall clock, '[)': a drop-off and a pick-up at the
 * same minute do not overlap. Maintenance blocks and turnaround plug in here (issue 22).
 */

/** A period as a tsrange from four SQL expressions (placeholders or columns) of its wall-clock fields. */
export function periodRangeSql(pickupDate: string, pickupTime: string, dropDate: string, dropTime: string): string {
  return `tsrange(${pickupDate} + ${pickupTime}, ${dropDate} + ${dropTime}, '[)')`;
}

/** A condition on the bookings row `alias`: an Accepted booking of car `car` whose period overlaps `range`. */
export function occupiesSql(alias: string, car: string, range: string): string {
  return `${alias}.car_id = ${car} and ${alias}.status = '${BookingStatus.Accepted}' and ${alias}.period && ${range}`;
}

/**
 * A boolean SQL expression: car `car` is busy for `range`, ignoring the booking `except` (the one being moved).
 * Placeholders come in this order: car, range, except.
 */
export function busyForSql(car: string, range: string, except?: string): string {
  const skip = except === undefined ? '' : ` and o.id <> ${except}`;
  return `exists (select 1 from bookings o where ${occupiesSql('o', car, range)}${skip})`;
}

/**
 * The occupations overlapping `range` (of one car when `car` is given; placeholders in this order: car, range), soonest first: car_id and the period both as
 * its wall-clock fields and as epoch milliseconds (the epoch of a timestamp without time zone reads the wall clock as
 * UTC: exactly wallClockMs).
 */
export function acceptedOccupationsSql(range: string, car?: string): string {
  return `select o.car_id,
                 extract(epoch from lower(o.period)) * 1000 as start_ms, extract(epoch from upper(o.period)) * 1000 as end_ms,
                 to_char(o.pickup_date, 'YYYY-MM-DD') as pd, to_char(o.pickup_time, 'HH24:MI') as pt,
                 to_char(o.drop_date, 'YYYY-MM-DD') as dd, to_char(o.drop_time, 'HH24:MI') as dt
            from bookings o where ${occupiesSql('o', car ?? 'o.car_id', range)}
           order by lower(o.period)`;
}

/** A row of acceptedOccupationsSql. */
export interface OccupationRow {
  car_id: string;
  start_ms: string;
  end_ms: string;
  pd: string;
  pt: string;
  dd: string;
  dt: string;
}
