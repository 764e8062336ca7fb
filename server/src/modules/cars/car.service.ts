import type { EntityManager } from '@mikro-orm/postgresql';
import { Car } from './car.entity.js';
import { BookingStatus } from '../common/enums.js';
import { SQL_CITY_NOW } from '../common/city-time.js';
import { findById } from '../common/find-by-id.js';

export const CAR_NOT_FOUND = 'Car not found.';

export interface CatalogueRead {
  cars: Car[];
  /** When the availability shown can next change by the clock alone (an Accepted booking ends). */
  validUntil: Date | null;
}

/** The catalogue's rules: order, and availability derived from Accepted bookings that have not ended. */
export class CarService {
  async readCatalogue(em: EntityManager): Promise<CatalogueRead> {
    const [cars, rows] = await Promise.all([
      em.find(Car, {}, { orderBy: { order: 'asc', createdAt: 'asc' } }),
      em.getConnection().execute<{ car_id: string; ends_in_ms: string }[]>(
        `select car_id, extract(epoch from (min(upper(period)) - ${SQL_CITY_NOW})) * 1000 as ends_in_ms
           from bookings where status = ? and upper(period) > ${SQL_CITY_NOW} group by car_id`,
        [BookingStatus.Accepted],
      ),
    ]);
    const booked = new Set(rows.map((r) => r.car_id));
    for (const car of cars) car.isBooked = booked.has(car.id);
    const soonest = rows.length ? Math.min(...rows.map((r) => Number(r.ends_in_ms))) : null;
    return { cars, validUntil: soonest === null ? null : new Date(Date.now() + Math.max(0, soonest)) };
  }

  /** One car with its availability; NOT_FOUND for an unknown or malformed id. */
  async get(em: EntityManager, id: string): Promise<Car> {
    const car = await findById(em, Car, id, CAR_NOT_FOUND);
    const { cars } = await this.readCatalogue(em);
    car.isBooked = cars.find((c) => c.id === id)?.isBooked ?? false;
    return car;
  }
}
