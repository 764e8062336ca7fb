import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking } from '../bookings/booking.entity.js';
import { Car } from '../cars/car.entity.js';
import type { BookingService } from '../bookings/booking.service.js';
import type { PartnerBookingInput } from './partner.schemas.js';
import type { Page } from '../common/paging.js';
import { BookingStatus } from '../common/enums.js';
import { BadInputError, DomainError, NotFoundError } from '../common/errors.js';
import type { IdempotencyKey } from '../common/idempotency-key.js';
import { sqlParams } from '../common/sql-params.js';
import { keptBooking, type KeptRow, type KeptWith, keptKeySql, replayBefore } from '../bookings/booking-key.js';

import { isUuid } from '../common/ids.js';
import { findById } from '../common/find-by-id.js';
import type { PartnerBooking } from './partner-booking.types.js';
import { bookingToRest } from '../bookings/booking.rest.js';

/** A booking as a partner sees it: everything but the licence number, plus the customer's e-mail. */
export function toPartnerBooking(b: Booking): PartnerBooking {
  return {
    id: b.id,
    car: b.car,
    email: b.user.email,
    name: b.name,
    phone: b.phone,
    pickupDate: b.pickupDate,
    pickupTime: b.pickupTime,
    dropDate: b.dropDate,
    dropTime: b.dropTime,
    bookFor: b.bookFor,
    status: b.status,
    adminRemarks: b.adminRemarks ?? null,
    cancelReason: b.cancelReason ?? null,
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
  };
}

/** A booking in the REST dialect, as partners and webhooks see it: no licence number, the customer's e-mail added. */
export function partnerBookingToRest(b: Booking) {
  const { license: _never, ...rest } = bookingToRest(b);
  return { ...rest, email: b.user.email };
}

/** A retry's kept booking comes with its customer, whose e-mail partners see, in the one statement that reads it. */
const WITH_CUSTOMER: KeptWith[] = ['car', 'user'];

/** Bookings made by partners for their customers; a key reads only the bookings made with it. */
export class PartnerBookingService {
  constructor(private readonly bookings: BookingService) {}

  /**
   * Books for a customer named by e-mail, name and phone: every rule is checked before the account is matched
   * (by e-mail) or created, then the booking goes through BookingService like a customer's own (Pending, with
   * the customer's notification). With `idempotency` (the request's key, kept by the booking's statement), a live
   * key writes no account: a retry answers the booking the key made (bookings/booking-key.ts).
   */
  async create(em: EntityManager, keyId: string, input: PartnerBookingInput, idempotency?: IdempotencyKey): Promise<Booking> {
    const { email, name } = input;
    // The booking's phone is digits, 91 prefixed to a 10-digit number (booking.schemas.ts); the account's is +91XXXXXXXXXX.
    const phone = `+${input.phone}`;
    try {
      const draft = this.bookings.draft(input);
      await findById(em, Car, draft.carId, 'Car not found.', { fields: ['id'] });
    } catch (err) {
      // A retry refused before its statement (its pick-up since come too near) answers what its first request booked.
      const kept = err instanceof DomainError ? await replayBefore(em, idempotency, WITH_CUSTOMER) : null;
      if (kept) return kept;
      throw err;
    }
    // The account and the key's name, unless the Idempotency-Key is live: then its booking, or its refusal.
    const { values, p } = sqlParams();
    // The account (none while the key is live), the key's name, and the key's live row (a null hash: none).
    const [account] = await em.execute<
      (Omit<KeptRow, 'request_hash'> & { id: string | null; key_name: string | null; request_hash: string | null })[]
    >(
      `with kept as (${keptKeySql(idempotency, p)}), account as (
         insert into users (id, name, email, phone) select ${p(randomUUID())}, ${p(name)}, ${p(email)}, ${p(phone)}
          where not exists (select 1 from kept)
         on conflict (email) do update set email = excluded.email returning id
       )
       select (select id from account) as id, (select name from api_keys where id = ${p(keyId)}) as key_name,
              kept.request_hash, kept.status, kept.booking_id
         from (select 1) one left join kept on true`,
      values,
    );
    if (account.request_hash !== null) return keptBooking(em, account as KeptRow, idempotency!, WITH_CUSTOMER);
    // The link to the key is written in the booking's own transaction (BookingService.create).
    const booking = await this.bookings.create(em, account.id!, input, { keyId, name: account.key_name ?? 'a partner' }, idempotency);
    return this.withCustomer(em, booking);
  }

  /** A booking with its customer, whose e-mail partners see. */
  private async withCustomer(em: EntityManager, booking: Booking): Promise<Booking> {
    await em.populate(booking, ['user']);
    return booking;
  }

  async list(em: EntityManager, keyId: string, page: Page, status?: unknown): Promise<{ items: Booking[]; total: number }> {
    if (status !== undefined && status !== null && status !== '' && !Object.values(BookingStatus).includes(status as BookingStatus)) {
      throw new BadInputError(`Status must be one of ${Object.values(BookingStatus).join(', ')}.`);
    }
    const filter = status ? 'and b.status = ?' : '';
    const params = status ? [keyId, status] : [keyId];
    const [rows, [{ total }]] = await Promise.all([
      em.execute<{ id: string }[]>(
        `select b.id from bookings b join partner_bookings p on p.booking_id = b.id
         where p.api_key_id = ? ${filter} order by b.created_at desc, b.id limit ? offset ?`,
        [...params, page.pageSize, page.offset],
      ),
      em.execute<{ total: number }[]>(
        `select count(*)::int as total from bookings b join partner_bookings p on p.booking_id = b.id
         where p.api_key_id = ? ${filter}`,
        params,
      ),
    ]);
    const found = await em.find(Booking, { id: { $in: rows.map((r) => r.id) } }, { populate: ['car', 'user'] });
    const byId = new Map(found.map((b) => [b.id, b]));
    return { items: rows.map((r) => byId.get(r.id)).filter((b): b is Booking => Boolean(b)), total };
  }

  /** One of the key's bookings; any other id is "not found", so keys learn nothing of other bookings. */
  async get(em: EntityManager, keyId: string, id: string): Promise<Booking> {
    const [row] = isUuid(id)
      ? await em.execute<{ id: string }[]>('select booking_id as id from partner_bookings where booking_id = ? and api_key_id = ?', [
          id,
          keyId,
        ])
      : [];
    const booking = row ? await em.findOne(Booking, { id }, { populate: ['car', 'user'] }) : null;
    if (!booking) throw new NotFoundError('Booking not found.');
    return booking;
  }
}
