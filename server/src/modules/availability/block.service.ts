import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BadInputError, ConflictError, NotFoundError } from '../common/errors.js';
import { isUuid } from '../common/ids.js';
import { wallClockIso, wallClockMs } from '../common/city-time.js';
import { cityClockMs, sqlCityNow, systemClock, type Clock } from '../common/clock.js';
import { liveOccupationsSql, occupiesSql } from './availability.sql.js';
import type { BlockRequest, FleetQuery } from './block.schemas.js';
import type { Block, BlockReason, Occupation } from './block.types.js';

export const MAX_BLOCK_DAYS = 366;
const EXCLUSION_VIOLATION = '23P01';

/** Told when a block changes what is free (the catalogue). */
export interface AvailabilityChanged {
  changed(): void;
}

interface BlockRow {
  id: string;
  car_id: string;
  car_name: string;
  start_ms: string;
  end_ms: string;
  reason: BlockReason;
}

const BLOCK_COLUMNS = `k.id, k.car_id, c.name as car_name, k.reason,
  extract(epoch from k.starts_at) * 1000 as start_ms, extract(epoch from k.ends_at) * 1000 as end_ms`;

function blockOf(r: BlockRow): Block {
  return {
    id: r.id,
    carId: r.car_id,
    carName: r.car_name,
    from: wallClockIso(Number(r.start_ms)),
    to: wallClockIso(Number(r.end_ms)),
    reason: r.reason,
  };
}

const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

/**
 * Maintenance blocks (issue 22): staff take a car out of service for a period. A block is an occupation like an
 * Accepted booking (the one exclusion constraint of availability.sql.ts forbids both to meet), so it makes the car
 * busy everywhere availability is asked. Customers see busy periods, never the reason.
 */
export class BlockService {
  constructor(
    private readonly availability: AvailabilityChanged,
    private readonly clock: Clock = systemClock,
  ) {}

  /** A block of a car, its input parsed with `requests.block` (block.schemas.ts): what needs the clock and the database. */
  async create(em: EntityManager, { carId, from, to, reason }: BlockRequest): Promise<{ id: string }> {
    const start = wallClockMs(from.date, from.time);
    const end = wallClockMs(to.date, to.time);
    if (end <= cityClockMs(this.clock)) throw new BadInputError('That period has already ended: choose an end in the future.');
    if (end - start > MAX_BLOCK_DAYS * 86_400_000) throw new BadInputError(`A block can last at most ${MAX_BLOCK_DAYS} days.`);
    const [car] = await em.execute<{ id: string }[]>('select id from cars where id = ?', [carId]);
    if (!car) throw new NotFoundError('Car not found.');
    const params = [carId, `${from.date} ${from.time}`, `${to.date} ${to.time}`];
    await this.refuseOverlap(em, params);
    const id = randomUUID();
    try {
      await em.execute('insert into car_blocks (id, car_id, starts_at, ends_at, reason) values (?, ?, ?::timestamp, ?::timestamp, ?)', [
        id,
        ...params,
        reason,
      ]);
    } catch (err) {
      // Lost a race with an accept or another block: the constraint decided; name what won.
      if ((err as { code?: string }).code !== EXCLUSION_VIOLATION) throw err;
      await this.refuseOverlap(em.fork(), params);
      throw new ConflictError('This car is already occupied in that period.');
    }
    this.availability.changed();
    return { id };
  }

  /** A 409 naming what holds the car in the period: an Accepted booking (with its turnaround) or another block. */
  private async refuseOverlap(em: EntityManager, [carId, from, to]: string[]): Promise<void> {
    const [hit] = await em.execute<
      { booking_id: string | null; name: string | null; reason: string | null; start_ms: string; end_ms: string }[]
    >(
      `select o.booking_id, b.name, k.reason,
              extract(epoch from lower(o.period)) * 1000 as start_ms, extract(epoch from upper(o.period)) * 1000 as end_ms
         from ${liveOccupationsSql(sqlCityNow(this.clock))} o left join bookings b on b.id = o.booking_id left join car_blocks k on k.id = o.block_id
        where ${occupiesSql('o', '?', "tsrange(?::timestamp, ?::timestamp, '[)')")}
        order by lower(o.period) limit 1`,
      [carId, from, to],
    );
    if (!hit) return;
    const when = `${stamp(Number(hit.start_ms))} to ${stamp(Number(hit.end_ms))}`;
    if (hit.booking_id) {
      throw new ConflictError(
        `This car has an Accepted booking in that period: booking ${hit.booking_id} (${hit.name}), ${when} with its turnaround. Move or cancel that booking first.`,
      );
    }
    throw new ConflictError(`This car is already blocked (${hit.reason}) from ${when}.`);
  }

  /** Blocks not yet ended, soonest first; of one car when `carId` is given. */
  /** Blocks not yet ended, of one car when `carId` is given (blockListQuery checked it is a car's id). */
  async list(em: EntityManager, carId?: string): Promise<Block[]> {
    const given = carId !== undefined;
    const rows = await em.execute<BlockRow[]>(
      `select ${BLOCK_COLUMNS} from car_blocks k join cars c on c.id = k.car_id
        where k.ends_at > ${sqlCityNow(this.clock)} ${given ? 'and k.car_id = ?' : ''} order by k.starts_at, k.id`,
      given ? [carId] : [],
    );
    return rows.map(blockOf);
  }

  async delete(em: EntityManager, id: string): Promise<void> {
    if (!isUuid(id)) throw new NotFoundError('Block not found.');
    const rows = await em.execute<{ id: string }[]>('delete from car_blocks where id = ? returning id', [id]);
    if (!rows.length) throw new NotFoundError('Block not found.');
    this.availability.changed();
  }

  /** Staff's fleet calendar: every occupation of every car overlapping `days` city days from `from` (default today). */
  async fleet(em: EntityManager, { from, days: count }: FleetQuery): Promise<Occupation[]> {
    const start = from ?? new Date(cityClockMs(this.clock)).toISOString().slice(0, 10);
    const rows = await em.execute<
      {
        car_id: string;
        booking_id: string | null;
        block_id: string | null;
        name: string | null;
        reason: string | null;
        start_ms: string;
        end_ms: string;
      }[]
    >(
      `select o.car_id, o.booking_id, o.block_id, b.name, k.reason,
              extract(epoch from lower(o.period)) * 1000 as start_ms, extract(epoch from upper(o.period)) * 1000 as end_ms
         from ${liveOccupationsSql(sqlCityNow(this.clock))} o left join bookings b on b.id = o.booking_id left join car_blocks k on k.id = o.block_id
        where ${occupiesSql('o', 'o.car_id', "tsrange(?::date, ?::date + ?::int, '[)')")}
        order by o.car_id, lower(o.period)`,
      [start, start, count],
    );
    return rows.map((r) => ({
      carId: r.car_id,
      kind: r.booking_id ? 'booking' : 'block',
      bookingId: r.booking_id,
      blockId: r.block_id,
      label: r.booking_id ? (r.name ?? 'Booking') : (r.reason ?? 'block'),
      from: wallClockIso(Number(r.start_ms)),
      to: wallClockIso(Number(r.end_ms)),
    }));
  }
}
