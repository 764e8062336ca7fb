import type { Blog } from './blog.entity.js';
import type { Offer } from './offer.entity.js';
import { isoDate } from '../common/rest.js';

/** A blog in the REST dialect of the legacy clients (SPEC.md section 3). */
export function blogToRest(blog: Blog) {
  return {
    _id: blog.id,
    heading: blog.heading,
    content: blog.content,
    image: blog.image,
    createdAt: isoDate(blog.createdAt),
    headingHi: blog.headingHi ?? null,
    contentHi: blog.contentHi ?? null,
  };
}

export function offerToRest(offer: Offer) {
  return { _id: offer.id, imageUrl: offer.imageUrl, createdAt: isoDate(offer.createdAt) };
}
