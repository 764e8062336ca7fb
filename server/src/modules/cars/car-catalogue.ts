import type { MikroORM } from '@mikro-orm/postgresql';
import type { Car } from './car.entity.js';
import type { CarService } from './car.service.js';
import { carToRest } from './car.rest.js';
import type { AppPubSub } from '../common/pubsub.js';
import { systemClock, type Clock } from '../common/clock.js';
import type { DayRule } from '../pricing/day-prices.js';
import { periodOf, wallClockIso, type AvailabilityIndex, type Period, type PeriodFields } from '../availability/periods.js';

/** The catalogue as it stands: a new object whenever it changes, so the edge can key what it derives from it. */
export interface CatalogueSnapshot {
  readonly version: number;
  /** For GraphQL. */
  readonly cars: Car[];
  /** The REST shape of GET /api/v1/cars. */
  readonly rest: ReturnType<typeof carToRest>[];
  readonly validUntil: number;
  /** The Accepted bookings not yet ended, per car: period questions are answered from here, with no query. */
  readonly availability: AvailabilityIndex;
  /** The price rules, highest priority first (bookings/pricing.ts applies them). */
  readonly rules: readonly DayRule[];
}

/** A car judged for a period: busy when an Accepted booking overlaps it, and then when it is next free for as long. */
export function judgeForPeriod(snap: CatalogueSnapshot, carId: string, period: Period): { isBooked: boolean; nextFreeAt: string | null } {
  if (!snap.availability.busyFor(carId, period)) return { isBooked: false, nextFreeAt: null };
  const next = snap.availability.nextFreeAt(carId, period);
  return { isBooked: true, nextFreeAt: next === null ? null : wallClockIso(next) };
}

// Even with no event, re-read now and then: a write made straight in the database is seen within a minute.
const MAX_AGE_MS = 60_000;

/**
 * The car list every open listing polls, kept in memory (http/hot-routes.ts serves it). Any process that changes a car
 * or a booking publishes CATALOGUE_CHANGED (PostgreSQL NOTIFY), and every process drops its snapshot; the next
 * read rebuilds it once, however many requests are waiting.
 */
export class CarCatalogue {
  private snapshot: CatalogueSnapshot | null = null;
  /** The last snapshot read, kept to answer from while the database is unreachable. */
  private lastGood: CatalogueSnapshot | null = null;
  private building: Promise<CatalogueSnapshot> | null = null;
  private version = 0;
  private readonly stopListening: () => void;

  constructor(
    private readonly orm: MikroORM,
    private readonly cars: CarService,
    private readonly pubsub: AppPubSub,
    /** The snapshot's expiry is read on the services' clock, so a test moving it makes the catalogue read again. */
    private readonly clock: Clock = systemClock,
  ) {
    const iterator = this.pubsub.subscribe('CATALOGUE_CHANGED')[Symbol.asyncIterator]();
    let stopped = false;
    void (async () => {
      while (!stopped) {
        const next = await iterator.next();
        if (next.done) return;
        this.invalidate();
      }
    })();
    this.stopListening = () => {
      stopped = true;
      void iterator.return?.();
    };
  }

  /** Tell every process that the catalogue changed. */
  changed(): void {
    this.invalidate();
    this.pubsub.publish('CATALOGUE_CHANGED', { at: new Date().toISOString() });
  }

  invalidate(): void {
    this.version += 1;
    this.snapshot = null;
  }

  async current(): Promise<CatalogueSnapshot> {
    const snap = this.fresh();
    if (snap) return snap;
    if (!this.building) {
      this.building = this.build().finally(() => {
        this.building = null;
      });
    }
    // While the database cannot be read, the last snapshot keeps answering (it may be slightly out of date).
    return this.lastGood ? this.building.catch(() => this.lastGood!) : this.building;
  }

  /** Reads the catalogue as the fallback for a database outage, without making it the snapshot in force. */
  async prime(): Promise<void> {
    this.lastGood = this.toSnapshot(-1, await this.cars.readCatalogue(this.orm.em.fork()));
  }

  /** The snapshot in force, or null when the next read would rebuild it. Never waits. */
  fresh(): CatalogueSnapshot | null {
    const snap = this.snapshot;
    return snap && snap.version === this.version && this.clock.now().getTime() < snap.validUntil ? snap : null;
  }

  async list(): Promise<Car[]> {
    return (await this.current()).cars;
  }

  /** The price rules in force (kept with the snapshot: a quote costs no query). */
  async priceRules(): Promise<readonly DayRule[]> {
    return (await this.current()).rules;
  }

  /** The catalogue judged for a period (GraphQL `cars` with a period). */
  async listFor(fields: PeriodFields): Promise<Car[]> {
    const snap = await this.current();
    const period = periodOf(fields);
    return snap.cars.map((car) => ({ ...car, ...judgeForPeriod(snap, car.id, period) }) as Car);
  }

  close(): void {
    this.stopListening();
  }

  private async build(): Promise<CatalogueSnapshot> {
    const version = this.version;
    const snap = this.toSnapshot(version, await this.cars.readCatalogue(this.orm.em.fork()));
    // A change that arrived while we were reading makes this snapshot stale at once; keep it only if still current.
    if (version === this.version) this.snapshot = snap;
    this.lastGood = snap;
    return snap;
  }

  private toSnapshot(
    version: number,
    { cars, validUntil, availability, rules }: Awaited<ReturnType<CarService['readCatalogue']>>,
  ): CatalogueSnapshot {
    const plain = cars.map(
      (c) =>
        ({
          ...carToRest(c),
          id: c.id,
          createdAt: c.createdAt,
          offer: c.offer ?? null,
          turnaroundMinutes: c.turnaroundMinutes ?? null,
          gstRate: c.gstRate ?? null,
          fromPrice: c.fromPrice,
        }) as unknown as Car,
    );
    const expires = Math.min(this.clock.now().getTime() + MAX_AGE_MS, validUntil ? validUntil.getTime() + 1 : Infinity);
    return { version, cars: plain, rest: cars.map(carToRest), validUntil: expires, availability, rules };
  }
}
