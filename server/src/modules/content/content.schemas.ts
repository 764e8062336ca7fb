import { z } from 'zod';
import { id, isoTime, text } from '../common/rest-schemas.js';

/** The content module's REST documents and request bodies (common/rest-schemas.ts has the shared pieces). */
export const Blog = z
  .strictObject({
    _id: id,
    heading: z.string(),
    content: z.string(),
    image: z.string(),
    createdAt: isoTime,
    headingHi: z.string().nullable().openapi({ description: 'Optional Hindi heading (issue 24)' }),
    contentHi: z.string().nullable().openapi({ description: 'Optional Hindi content (issue 24)' }),
  })
  .openapi('Blog');
export const Offer = z.strictObject({ _id: id, imageUrl: z.string(), createdAt: isoTime }).openapi('Offer');

export const requests = {
  blogForm: z.object({
    heading: text,
    content: text,
    headingHi: z.string().max(200).optional(),
    contentHi: z.string().max(50_000).optional(),
    image: z.string().openapi({ format: 'binary' }).optional(),
  }),
  imageForm: z.object({ image: z.string().openapi({ format: 'binary' }) }),
};
