import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking } from './booking.entity.js';
import { TripStage } from '../common/enums.js';
import { Car } from '../cars/car.entity.js';
import { type Announced, NotificationService } from '../notifications/notification.service.js';
import type { BookingInput as BookingDraft } from './booking.schemas.js';
import { bookingMailsSql } from './booking-mail.js';
import { bookingRangeSql, busyForSql } from '../availability/availability.sql.js';
import type { Delivery, DeliveryLeg } from './delivery.js';
import type { LimitSql } from '../common/rate-limits.js';
import { numberedSqlParams, sqlParams, type Param } from '../common/sql-params.js';
import { executeWithPrepared, type PreparedSql } from '../common/prepared-sql.js';
import type { BookingEventSql } from '../common/events.js';
import type { LicenceDates, LicenceOnFileSql } from './licence-check.js';
import type { IdempotencyKey } from '../common/idempotency-key.js';
import { forgetStaleKeySql, keepKeySql, type KeptRow, keptKeySql } from './booking-key.js';

/*
 * The busiest write of the site in one round trip to PostgreSQL (issue 23; it was eight: the car, the daily limit's
 * row, begin, the owner's lock, the Pending count, the insert, commit, and the session check). Two statements and
 * two reads go in one simple-protocol message, which PostgreSQL runs as one implicit transaction (statement 2 is
 * prepared once per connection and planned once, common/prepared-sql.ts: its planning was most of the database's
 * work per booking):
 *   1. the owner's advisory lock (the customer's, or the partner key's), held until the end of the message, so the
 *      next statement, whose snapshot is taken after the lock is granted, counts every booking committed before;
 *   2. the checks and the writes together: the daily limit's points, the owner's Pending count, the car still priced
 *      and named as the catalogue said, the customer's licence on file still the one judged, the availability rule;
 *      then the booking, its customer's notification, its mails and webhook event (outbox), the partner link and the
 *      daily point, all or nothing;
 *   3. the car's row, so the answer carries the car as it is (and a price changed since the catalogue was read is
 *      noticed and priced again by the caller);
 *   4. the customer's licence on file, so a licence other than the one judged (issue 32: none, at first) is judged
 *      by the caller, who refuses the booking or books again.
 * With an Idempotency-Key, the key is read and written in the same message (booking-key.ts): one more statement
 * before 2, and a live key books nothing.
 * The car and the booking come back as managed entities, so callers see what an ORM write would give; the
 * notification as what announcing it needs.
 */

/** Whose bookings are counted and locked: a customer's own, or those a partner key made. */
export type BookingOwner = { customer: string } | { partnerKey: string };

export interface NewBooking {
  userId: string;
  /** Its plan already the one it is priced as. */
  draft: BookingDraft;
  price: { total: number; advance: number; deliveryFee: number };
  message: string;
  /** The car's turnaround after this booking, fixed when it is made (availability's one rule counts it). */
  turnaroundMinutes: number;
  /** The city's wall clock now, as SQL with its parameter (common/clock.ts sqlCityNow): an open trip's overrun is read against it. */
  cityNow: (p: Param) => string;
  /** Doorstep legs, when asked for (their fee is in the price). */
  delivery: Delivery;
  /** The car's name, price and offer the booking was priced and worded with; the statement books only while they hold. */
  car: { name: string; price: number; offer?: string | null };
  owner: BookingOwner;
  /** The customer's licence on file as the booking was judged with (documents module): it books only while that holds. */
  licence: LicenceOnFileSql;
  /** Pending bookings the owner may hold at once. */
  pendingLimit: number;
  /** The owner's daily limit. */
  daily: (p: Param) => LimitSql;
  /** SQL writing the booking.created webhook event for each row of `from`, or null when nobody listens. */
  event: BookingEventSql | null;
  /** The request's Idempotency-Key, kept by this statement with the booking it makes (booking-key.ts). */
  key?: IdempotencyKey;
}

export type InsertOutcome =
  | { kind: 'booked'; booking: Booking; notification: Announced }
  /** The Idempotency-Key is live: nothing was booked; here is its row. */
  | { kind: 'kept'; kept: KeptRow }
  /** The daily limit is spent until `msBeforeNext` from now. */
  | { kind: 'daily'; msBeforeNext: number }
  | { kind: 'pending' }
  /** An Accepted booking of the car overlaps the period. */
  | { kind: 'taken' }
  /** The car is gone (null) or no longer as priced: here it is as it stands. */
  | { kind: 'car'; car: Car | null }
  /** The licence on file is not the one judged: here it is (null: none), to judge again. */
  | { kind: 'licence'; onFile: LicenceDates | null };

const BOOKING_COLUMNS = `id, created_at, updated_at, car_id, user_id, name, phone, license, pickup_date, pickup_time, drop_date, drop_time,
    book_for, status, admin_remarks, cancel_reason, amount, advance, cancellation_charge, refund_amount, turnaround_minutes,
    delivery_fee, pickup_address, pickup_lat, pickup_lng, pickup_landmark, pickup_area_to_confirm, return_address, return_lat, return_lng,
    return_landmark, return_area_to_confirm`;

function pendingCountSql(owner: BookingOwner, p: Param): string {
  return 'customer' in owner
    ? `select count(*)::int as n from bookings o where o.user_id = ${p(owner.customer)}::uuid and o.status = 'Pending'
         and not exists (select 1 from partner_bookings x where x.booking_id = o.id)`
    : `select count(*)::int as n from bookings o join partner_bookings x on x.booking_id = o.id
        where x.api_key_id = ${p(owner.partnerKey)}::uuid and o.status = 'Pending'`;
}

const lockKey = (owner: BookingOwner) =>
  'customer' in owner ? `pending-bookings:${owner.customer}` : `pending-partner:${owner.partnerKey}`;

/** A delivery leg's columns: address, lat, lng, landmark, area to confirm. */
const legSql = (leg: DeliveryLeg | null, p: Param) =>
  `${p(leg?.address ?? null)}, ${p(leg?.lat ?? null)}::float8, ${p(leg?.lng ?? null)}::float8, ${p(leg?.landmark ?? null)}, ${p(leg?.areaToConfirm ?? false)}::boolean`;

function statementOf(b: NewBooking, prepared: PreparedSql): { sql: string; values: unknown[]; dailyPoints: number } {
  const { draft, price, delivery } = b;
  // Statement 2's text, the same on every run of its variant: every value is a parameter.
  const { values: args, p } = numberedSqlParams();
  const daily = b.daily(p);
  const checksAndWrites = `with car as (
  select 1 from cars where id = ${p(draft.carId)}::uuid and price = ${p(b.car.price)}::int and name = ${p(b.car.name)}
     and offer is not distinct from ${p(b.car.offer ?? null)}::text
), kept as (
  ${keptKeySql(b.key, p)}
), licence as (
  select ${b.licence.asJudged(p)} as as_judged
), pending as (
  ${pendingCountSql(b.owner, p)}
), daily as (
  ${daily.spent()}
), go as (
  select 1 from pending, daily
   where not exists (select 1 from kept) and exists (select 1 from car) and (select as_judged from licence) and daily.points < ${p(daily.points)}${Number.isFinite(b.pendingLimit) ? ` and pending.n < ${p(b.pendingLimit)}` : ''}
), b as (
  insert into bookings (id, car_id, user_id, name, phone, license, pickup_date, pickup_time, drop_date, drop_time, book_for, amount, advance,
    turnaround_minutes, delivery_fee, pickup_address, pickup_lat, pickup_lng, pickup_landmark, pickup_area_to_confirm, return_address,
    return_lat, return_lng, return_landmark, return_area_to_confirm)
  select ${p(randomUUID())}::uuid, c.car_id, ${p(b.userId)}::uuid, ${p(draft.name)}, ${p(draft.phone)}, ${p(draft.license)},
         c.pickup_date, c.pickup_time, c.drop_date, c.drop_time, ${p(draft.bookFor)}, ${p(price.total)}::int, ${p(price.advance)}::int,
         c.turnaround, ${p(price.deliveryFee)}::int, ${legSql(delivery.pickup, p)}, ${legSql(delivery.return, p)}
    from (select ${p(draft.carId)}::uuid as car_id, ${p(draft.pickupDate)}::date as pickup_date, ${p(draft.pickupTime)}::time as pickup_time,
                 ${p(draft.dropDate)}::date as drop_date, ${p(draft.dropTime)}::time as drop_time, ${p(b.turnaroundMinutes)}::int as turnaround) c, go
   where not ${busyForSql('c.car_id', bookingRangeSql('c.pickup_date', 'c.pickup_time', 'c.drop_date', 'c.drop_time', 'c.turnaround'), b.cityNow(p))}
  returning ${BOOKING_COLUMNS}
), m as (
  ${bookingMailsSql('submitted', 'b', 'b.id')}
), n as (
  ${NotificationService.insertFromSql('b', p(b.message))}
)${'partnerKey' in b.owner ? `, link as (insert into partner_bookings (booking_id, api_key_id) select id, ${p(b.owner.partnerKey)}::uuid from b)` : ''}${
    b.event ? `, event as (${b.event('b', 'b.id', p)})` : ''
  }${b.key ? `, keyed as (${keepKeySql(b.key, 'b', p)})` : ''}, spend as (${daily.spend('b')})
select (select n from pending) as pending_count, daily.points as daily_points, daily.expire as daily_expire,
       exists (select 1 from car) as car_as_priced, (select as_judged from licence) as licence_as_judged, b.*,
       n.id as notification_id,
       kept.request_hash as kept_hash, kept.status as kept_status, kept.booking_id as kept_booking_id
  from daily left join b on true left join n on true left join kept on true`;
  const message = sqlParams();
  const q = message.p;
  const sql = `select pg_advisory_xact_lock(hashtext(${q(lockKey(b.owner))}));
${forgetStaleKeySql(b.key, q)}${prepared(checksAndWrites, args, q)};
select * from cars where id = ${q(draft.carId)}::uuid;
${b.licence.onFile(q)}`;
  return { sql, values: message.values, dailyPoints: daily.points };
}

type Row = Record<string, unknown> & {
  pending_count: number;
  daily_points: number;
  daily_expire: string | null;
  car_as_priced: boolean;
  licence_as_judged: boolean;
  id: string | null;
  user_id: string;
  notification_id: string;
  kept_hash: string | null;
  kept_status: number | null;
  kept_booking_id: string | null;
};

/**
 * Books `b` if every check passes, in one round trip, and answers what happened. Constraint violations (the account
 * gone) surface as the driver's error; nothing is written then.
 */
export async function insertBooking(em: EntityManager, b: NewBooking, now = Date.now()): Promise<InsertOutcome> {
  let statement!: ReturnType<typeof statementOf>;
  const results = await executeWithPrepared(em, (prepared) => (statement = statementOf(b, prepared)));
  const { dailyPoints } = statement;
  // The lock's result first (the stale key's removal with a key, the block preparing statement 2 on a connection that
  // does not hold it, the plan's setting), then the three that answer.
  const [[result], [carRow], [licence]] = results.slice(-3) as [Row[], Record<string, unknown>[], LicenceDates[]];
  // A live key first: its request was answered (or runs) already, whatever the checks would say now.
  if (result.kept_hash !== null)
    return { kind: 'kept', kept: { request_hash: result.kept_hash, status: result.kept_status, booking_id: result.kept_booking_id } };
  // The same order as the checks were once made one by one: the car, the daily limit, the Pending count, the period.
  if (!result.car_as_priced) return { kind: 'car', car: carRow ? em.map(Car, carRow) : null };
  if (!result.licence_as_judged) return { kind: 'licence', onFile: licence ?? null };
  if (result.daily_points >= dailyPoints) return { kind: 'daily', msBeforeNext: Math.max(0, Number(result.daily_expire) - now) };
  if (!result.id) return result.pending_count >= b.pendingLimit ? { kind: 'pending' } : { kind: 'taken' };
  em.map(Car, carRow);
  const {
    pending_count: _count,
    daily_points: _points,
    daily_expire: _expire,
    car_as_priced: _priced,
    licence_as_judged: _judged,
    notification_id: notificationId,
    kept_hash: _hash,
    kept_status: _status,
    kept_booking_id: _kept,
    ...row
  } = result;
  // The car is mapped first, so the booking's car is that managed, loaded row.
  const booking = em.map(Booking, row);
  // A new booking has no ledger rows and no trip: its sums are known without reading them (finding 7: a null `paid`
  // failed the answer after the booking was committed, and the client's retry booked twice).
  Object.assign(booking, { paid: 0, refunded: 0, tripStage: TripStage.NOT_STARTED, tripBillText: null });
  // The customer's notification is only announced after commit: its id and owner, no managed entity to build.
  return { kind: 'booked', booking, notification: { id: notificationId, user: { id: b.userId } } };
}
