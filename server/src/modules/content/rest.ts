import type { Blog } from './blog.entity.js';
import type { Offer } from './offer.entity.js';

/** Dates travel as ISO 8601 text in the REST dialect. */
export function isoDate(date: Date | string): string {
  return date instanceof Date ? date.toISOString() : date;
}

/** A JSON or multipart body as fields; anything else (absent, an array, text) as no fields. */
export function bodyOf(req: { body?: unknown }): Record<string, unknown> {
  return req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body as Record<string, unknown> : {};
}

/** A blog in the REST dialect of the legacy clients (SPEC.md section 3). */
export function blogToRest(blog: Blog) {
  return { _id: blog.id, heading: blog.heading, content: blog.content, image: blog.image, createdAt: isoDate(blog.createdAt) };
}

export function offerToRest(offer: Offer) {
  return { _id: offer.id, imageUrl: offer.imageUrl, createdAt: isoDate(offer.createdAt) };
}
