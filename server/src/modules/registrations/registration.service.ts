import type { EntityManager } from '@mikro-orm/postgresql';
import { RegisteredCar } from './registered-car.entity.js';
import type { RegistrationFields } from './registration.schemas.js';
import { BadInputError } from '../common/errors.js';
import { findById } from '../common/find-by-id.js';
import type { Page } from '../common/paging.js';
import { withStoredImage, type ImageStorage } from '../common/uploads.js';
import { refundWhenRefused, type Limit, type RateLimits } from '../common/rate-limits.js';

/** Registrations one address may send per hour (times RATE_LIMIT_SCALE): an owner registers a car or two. */
export const REGISTRATIONS_PER_IP_PER_HOUR = 10;

/** Register & Earn: owners offer their car (public); the admin reviews and deletes the offers. */
export class RegistrationService {
  private readonly byIp: Limit;

  constructor(
    private readonly storage: ImageStorage,
    limits: RateLimits,
  ) {
    this.byIp = limits.define('registration-ip', { points: REGISTRATIONS_PER_IP_PER_HOUR, windowSeconds: 3600 });
  }

  /**
   * Counts against the sender's address first (atomic), then validates every field and the image's bytes before
   * anything is written; input refused as invalid gives the point back. (Anonymous uploads are also counted
   * before their body is read, at the edge: http/uploads.ts.)
   */
  async register(em: EntityManager, fields: RegistrationFields, image: Buffer | null | undefined, ip: string): Promise<RegisteredCar> {
    await this.byIp.consume(ip);
    return refundWhenRefused(this.byIp, ip, async () => {
      if (!image?.length) throw new BadInputError('Please upload an image of your car.');
      return withStoredImage(this.storage, image, async (file) => {
        const car = em.create(RegisteredCar, { ...fields, image: file });
        await em.flush();
        return car;
      });
    });
  }

  /** Newest first. */
  async list(em: EntityManager, page?: Page): Promise<{ items: RegisteredCar[]; total: number }> {
    const [items, total] = await em.findAndCount(
      RegisteredCar,
      {},
      { orderBy: { createdAt: 'desc', id: 'asc' }, limit: page?.pageSize, offset: page?.offset },
    );
    return { items, total };
  }

  /** The row and then its image. */
  async delete(em: EntityManager, id: string): Promise<void> {
    const car = await findById(em, RegisteredCar, id, 'Registered car not found.');
    await em.remove(car).flush();
    await this.storage.remove(car.image);
  }
}
