import { z } from 'zod';
import { id, isoTime } from '../common/rest-schemas.js';
import { optionalField, requiredField } from '../common/input-schemas.js';

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

/**
 * A blog's text (SPEC.md section 5): heading and content required; `headingHi`, `contentHi` optional Hindi text
 * (issue 24): left out, an edit keeps what is there; null or blank clears it.
 */
const blogFields = {
  heading: requiredField('Heading', 200),
  content: requiredField('Content', 50_000),
  headingHi: optionalField('Hindi heading', 200).optional(),
  contentHi: optionalField('Hindi content', 50_000).optional(),
};
/** The blog form's body (the image is the multipart file) and GraphQL's BlogInput. */
export const blogInput = z.object(blogFields);
export type BlogInput = z.output<typeof blogInput>;

/** The offer form has no field but its image (the multipart file). */
export const offerForm = z.object({});
