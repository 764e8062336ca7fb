import type { EntityManager } from '@mikro-orm/postgresql';
import { Car } from './car.entity.js';
import { sqlCityNow, systemClock, type Clock } from '../common/clock.js';
import { findById } from '../common/find-by-id.js';
import { AvailabilityIndex } from '../availability/periods.js';
import { occupationsSql, type OccupationRow } from '../availability/availability.sql.js';
import { DEFAULT_CALENDAR, turnaroundOf, type CalendarSettings } from '../availability/calendar.js';
import { lowestDailyPrice, type DayRule } from '../pricing/day-prices.js';
import { readPriceRules } from '../pricing/price-rule.service.js';
import { cityNow, cityNowMs } from '../common/city-time.js';

export const CAR_NOT_FOUND = 'Car not found.';

export interface CatalogueRead {
  cars: Car[];
  /** Occupations (Accepted bookings, blocks) not yet ended, per car: every period question is answered from it. */
  availability: AvailabilityIndex;
  /** When the availability shown can next change by the clock alone (an Accepted booking ends). */
  validUntil: Date | null;
  /** The price rules, highest priority first. */
  rules: DayRule[];
}

/**
 * The catalogue's rules: order, and availability from occupations that have not ended (the availability module's one
 * rule, read through its SQL; availability/periods.ts answers period questions from the rows, adding each car's
 * turnaround): isBooked means busy right now; a future booking does not block today.
 */
export class CarService {
  constructor(
    readonly calendar: CalendarSettings = DEFAULT_CALENDAR,
    private readonly clock: Clock = systemClock,
  ) {}

  async readCatalogue(em: EntityManager): Promise<CatalogueRead> {
    const [cars, rows, rules] = await Promise.all([
      em.find(Car, {}, { orderBy: { order: 'asc', createdAt: 'asc' } }),
      // The occupations not yet ended: those overlapping [now, ∞).
      em.getConnection().execute<OccupationRow[]>(occupationsSql(`tsrange(${sqlCityNow(this.clock)}, null, '[)')`, sqlCityNow(this.clock))),
      readPriceRules(em),
    ]);
    const turnaround = new Map(cars.map((car) => [car.id, turnaroundOf(car, this.calendar)]));
    const availability = new AvailabilityIndex(
      rows.map((r) => ({ carId: r.car_id, period: { start: Number(r.start_ms), end: Number(r.end_ms) } })),
      (carId) => turnaround.get(carId) ?? this.calendar.turnaroundMinutes,
    );
    const at = this.clock.now();
    const now = cityNowMs(at);
    const today = cityNow(at).date;
    for (const car of cars) {
      car.isBooked = availability.busyAt(car.id, now);
      car.fromPrice = lowestDailyPrice(rules, car, today);
    }
    const next = availability.nextChange(now);
    return { cars, availability, rules, validUntil: next === null ? null : new Date(at.getTime() + Math.max(0, next - now)) };
  }

  /** One car with its availability; NOT_FOUND for an unknown or malformed id. */
  async get(em: EntityManager, id: string): Promise<Car> {
    const car = await findById(em, Car, id, CAR_NOT_FOUND);
    const { cars } = await this.readCatalogue(em);
    const read = cars.find((c) => c.id === id);
    car.isBooked = read?.isBooked ?? false;
    car.fromPrice = read?.fromPrice ?? car.price;
    return car;
  }
}
