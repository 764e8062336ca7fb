import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Car } from './car.entity.js';
import { CAR_NOT_FOUND, type CarService } from './car.service.js';
import type { CarPosition } from './car.schemas.js';
import type { CarFields } from './car.schemas.js';
import { BookingStatus } from '../common/enums.js';
import { sqlCityNow, systemClock, type Clock } from '../common/clock.js';
import { BadInputError, ConflictError, NotFoundError } from '../common/errors.js';
import { isUuid } from '../common/ids.js';
import { withStoredImage, type ImageStorage } from '../common/uploads.js';
import { findById } from '../common/find-by-id.js';
import { NO_EVENTS, WebhookEventType, type EventSink } from '../common/events.js';

export const CAR_HAS_BOOKINGS =
  'This car has Pending or Accepted bookings that have not ended. Reject or complete them before deleting the car.';

/** The registration number's unique index: another car has it (409). */
function plateTaken(err: unknown): never {
  if (err instanceof UniqueConstraintViolationException && err.message.includes('registration_number'))
    throw new ConflictError('Another car has this registration number.');
  throw err;
}

/**
 * The admin's changes to the catalogue: add, edit, delete, reorder. Every change tells the catalogue
 * (all processes rebuild their snapshot); images are stored before the write and removed after it.
 */
export class CarAdminService {
  constructor(
    private readonly cars: CarService,
    private readonly storage: ImageStorage,
    private readonly catalogue: { changed(): void; list(): Promise<Car[]> },
    private readonly events: EventSink = NO_EVENTS,
    private readonly clock: Clock = systemClock,
  ) {}

  /** A new car goes last in the order; the image is required. */
  async create(em: EntityManager, fields: CarFields, image: Buffer | null | undefined): Promise<Car> {
    if (!image?.length) throw new BadInputError('Please upload an image of the car.');
    return withStoredImage(this.storage, image, async (file) => {
      const [{ next }] = await em.execute<{ next: number }[]>('select coalesce(max("order"), -1) + 1 as next from cars');
      const car = em.create(Car, { ...fields, image: file, order: Number(next) });
      await em.flush().catch(plateTaken);
      this.catalogue.changed();
      await this.events.emit(em, WebhookEventType.CarChanged, { carId: car.id });
      return car;
    });
  }

  /** Every field is sent again; a new image replaces the old file, none keeps it. */
  async update(em: EntityManager, id: string, fields: CarFields, image?: Buffer | null): Promise<Car> {
    const car = await findById(em, Car, id, CAR_NOT_FOUND);
    await withStoredImage(
      this.storage,
      image?.length ? image : null,
      async (file) => {
        em.assign(car, { ...fields, ...(file ? { image: file } : {}) });
        await em.flush().catch(plateTaken);
      },
      car.image,
    );
    this.catalogue.changed();
    await this.events.emit(em, WebhookEventType.CarChanged, { carId: car.id });
    return this.cars.get(em, car.id);
  }

  /**
   * Refused (409) while the car has a Pending or Accepted booking that has not ended; otherwise the car goes with
   * its past, rejected and canceled bookings (the foreign key cascades). The row lock holds off a booking of it meanwhile.
   */
  async delete(em: EntityManager, id: string): Promise<void> {
    if (!isUuid(id)) throw new NotFoundError(CAR_NOT_FOUND);
    const image = await em.transactional(async (tx) => {
      const [car] = await tx.execute<{ image: string }[]>('select image from cars where id = ? for update', [id]);
      if (!car) throw new NotFoundError(CAR_NOT_FOUND);
      const [{ open }] = await tx.execute<{ open: string }[]>(
        `select count(*) as open from bookings where car_id = ? and status in (?, ?) and upper(period) > ${sqlCityNow(this.clock)}`,
        [id, BookingStatus.Pending, BookingStatus.Accepted],
      );
      if (Number(open) > 0) throw new ConflictError(CAR_HAS_BOOKINGS);
      await tx.execute('delete from cars where id = ?', [id]);
      await this.events.emit(tx, WebhookEventType.CarChanged, { carId: id });
      return car.image;
    });
    await this.storage.remove(image);
    this.catalogue.changed();
  }

  /** Sets the listed cars' positions in one statement; any unknown id refuses the whole list. Answers the new catalogue. */
  async reorder(em: EntityManager, positions: CarPosition[]): Promise<Car[]> {
    await em.transactional(async (tx) => {
      const rows = await tx.execute<{ id: string }[]>(
        `update cars set "order" = v.position from (values ${positions.map(() => '(?::uuid, ?::integer)').join(', ')}) as v(id, position)
          where cars.id = v.id returning cars.id`,
        positions.flatMap((p) => [p.id, p.order]),
      );
      if (rows.length !== positions.length) {
        const found = new Set(rows.map((r) => r.id));
        const unknown = positions.filter((p) => !found.has(p.id)).map((p) => p.id);
        throw new BadInputError(`Unknown car id${unknown.length === 1 ? '' : 's'}: ${unknown.join(', ')}.`);
      }
      for (const { id } of rows) await this.events.emit(tx, WebhookEventType.CarChanged, { carId: id });
    });
    this.catalogue.changed();
    return this.catalogue.list();
  }
}
