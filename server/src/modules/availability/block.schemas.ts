import { z } from 'zod';
import { id } from '../common/rest-schemas.js';

/** Why a car is blocked, refused in the service's words. */
const blockReason = z.enum(['service', 'repair', 'registration', 'other'], {
  error: 'Reason must be service, repair, registration or other.',
});

/** The availability module's REST documents and request bodies (common/rest-schemas.ts has the shared pieces). */
export const Block = z
  .strictObject({
    _id: id,
    carId: id,
    carName: z.string(),
    from: z.string().openapi({ description: 'ISO 8601 with the city offset' }),
    to: z.string().openapi({ description: 'ISO 8601 with the city offset' }),
    reason: blockReason,
  })
  .openapi('Block', { description: 'A maintenance block: the car cannot be booked in this period (staff only)' });

export const requests = {
  block: z.object({
    carId: z.string().openapi({ description: 'The car (a UUID)' }),
    from: z
      .string()
      .max(40)
      .openapi({ description: 'ISO 8601; without an offset, the city wall clock', example: '2026-12-01T10:00+05:30' }),
    to: z.string().max(40).openapi({ description: 'ISO 8601, after from', example: '2026-12-03T10:00+05:30' }),
    reason: blockReason,
  }),
};
