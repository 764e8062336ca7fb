import { z } from 'zod';
import { id } from '../common/rest-schemas.js';
import { isUuid } from '../common/ids.js';
import { wallClockMs } from '../common/city-time.js';
import { wallClockField } from './wall-clock-input.js';
import { dayCount, notGiven, optionalDay } from '../common/input-schemas.js';

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

const chooseCar = 'Please choose a car from the list.';

export const requests = {
  // The rules a block keeps without the clock or the database; the service refuses a period already past, one over
  // MAX_BLOCK_DAYS, an unknown car and an overlap.
  block: z
    .object({
      carId: z.string({ error: chooseCar }).trim().refine(isUuid, { error: chooseCar }).openapi({ description: 'The car (a UUID)' }),
      from: wallClockField('From').openapi({
        type: 'string',
        description: 'ISO 8601; without an offset, the city wall clock',
        example: '2026-12-01T10:00+05:30',
      }),
      to: wallClockField('To').openapi({ type: 'string', description: 'ISO 8601, after from', example: '2026-12-03T10:00+05:30' }),
      reason: blockReason,
    })
    .refine(({ from, to }) => wallClockMs(to.date, to.time) > wallClockMs(from.date, from.time), {
      error: 'The end of a block must be after its start.',
    }),
};
export type BlockRequest = z.output<typeof requests.block>;

/** Staff's block list: of one car when `carId` is given (not given: every car). */
export const blockListQuery = z.object({
  carId: z
    .preprocess(notGiven, z.custom<string>(isUuid, { error: chooseCar }).optional())
    .openapi({ type: 'string', description: 'Only this car' }),
});

/** The fleet calendar's window: `days` city days (1 to 62, default 14) from `from` (default today: the service's clock). */
export const fleetQuery = z.object({ from: optionalDay('From'), days: dayCount(62, 14) });
export type FleetQuery = z.output<typeof fleetQuery>;
