import type { EntityManager } from '@mikro-orm/postgresql';
import { Offer } from './offer.entity.js';
import { findById } from '../common/find-by-id.js';
import { BadInputError } from '../common/errors.js';
import { uploadedFileOf, withStoredImage, type ImageStorage } from '../common/uploads.js';

/** SPEC.md section 5 and 8: the alert the offers screen shows. */
export const OFFER_IMAGE_REQUIRED = 'Please upload a valid image';

/** Offers: banner images in the home page's strip; the admin adds and deletes them. */
export class OfferService {
  constructor(private readonly storage: ImageStorage) {}

  async list(em: EntityManager): Promise<Offer[]> {
    return em.find(Offer, {}, { orderBy: { createdAt: 'desc', id: 'asc' } });
  }

  async add(em: EntityManager, image: Buffer | null | undefined): Promise<Offer> {
    if (!image) throw new BadInputError(OFFER_IMAGE_REQUIRED);
    return withStoredImage(this.storage, image, async (file) => {
      const offer = em.create(Offer, { imageUrl: `/uploads/${file}` });
      await em.flush();
      return offer;
    });
  }

  /** The offer's file goes with it. */
  async delete(em: EntityManager, id: string): Promise<void> {
    const offer = await findById(em, Offer, id, 'Offer not found.');
    await em.remove(offer).flush();
    await this.storage.remove(uploadedFileOf(offer.imageUrl));
  }
}
