import { z } from 'zod';
import { id, isoTime } from '../common/rest-schemas.js';
import { optionalField, requiredField, wholeNumberField } from '../common/input-schemas.js';
import { turnaroundField } from '../availability/turnaround.schemas.js';

/** The cars module's REST documents and request bodies (common/rest-schemas.ts has the shared pieces). */
export const carFields = {
  _id: id,
  name: z.string(),
  price: z.number().int().openapi({ description: 'Rupees per day' }),
  fuel: z.string(),
  seat: z.number().int(),
  extrafare: z.number().int().openapi({ description: 'Rupees per extra km' }),
  cartype: z.string(),
  cooling: z.string(),
  selfdrive: z.string(),
  clock: z.string().openapi({ description: 'Transmission (Manual / Automatic)' }),
  offer: z.string().optional(),
  offerRule: z.strictObject({ percent: z.number().int(), firstRideOnly: z.boolean() }).optional().openapi({
    description: 'Only when the offer is a price rule the quote applies ("10% OFF", "First Ride 20% OFF"): its percent off the rent',
  }),
  location: z.string(),
  image: z.string().openapi({ description: 'File name under /uploads' }),
  order: z.number().int(),
  createdAt: isoTime,
};
export const Car = z
  .strictObject({
    ...carFields,
    fromPrice: z
      .number()
      .int()
      .optional()
      .openapi({ description: 'Only when a price rule makes a day of the next 60 cheaper: the lowest daily price ("from ₹X/day")' }),
    isBooked: z
      .boolean()
      .openapi({ description: 'Busy now; with a period in the query: a booking, its turnaround or a block overlaps it' }),
    nextFreeAt: z.string().nullable().optional().openapi({
      description: 'With a period: when a busy car is next free, ISO 8601 with the city offset (e.g. 2026-12-01T10:00:00+05:30), else null',
    }),
  })
  .openapi('Car');

/** The highest GST rate a supply can carry (the 40% slab). */
const MAX_GST_RATE = 40;
const PLATE_MESSAGE = 'Registration number must be letters and digits, e.g. MP09AB1234.';

/**
 * An Indian registration number, e.g. "MP 09 AB 1234" or "22 BH 1234 AA": kept in capitals without spaces or dashes,
 * 4 to 12 letters and digits. Absent: unchanged (the legacy form never sends it); null or blank: none.
 */
const registrationNumber = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && !value.trim()) ? null : value),
  z
    .string()
    .max(40, { error: PLATE_MESSAGE })
    .overwrite((plate) => plate.replace(/[\s-]/g, '').toUpperCase())
    .regex(/^[A-Z0-9]{4,12}$/, { error: PLATE_MESSAGE })
    .refine((plate) => /[A-Z]/.test(plate) && /[0-9]/.test(plate), { error: PLATE_MESSAGE })
    .nullable()
    .optional(),
);

/**
 * The admin car form's fields and rules (SPEC.md section 5), one schema for the multipart form and GraphQL's CarInput:
 * every field required except offer (blank: none), GST rate (blank: GST_RATE) and the registration; numbers are
 * whole rupees, given as numbers or as the form's text.
 */
const carFormFields = {
  name: requiredField('Name', 120),
  price: wholeNumberField('Price', 0, 10_000_000).openapi({ description: 'Rupees per day' }),
  fuel: requiredField('Fuel', 40),
  seat: wholeNumberField('Seats', 1, 60),
  extrafare: wholeNumberField('Extra km fare', 0, 100_000).openapi({ description: 'Rupees per extra km' }),
  cartype: requiredField('Car type', 40),
  cooling: requiredField('Cooling', 40),
  selfdrive: requiredField('Self drive', 40),
  clock: requiredField('Transmission (clock)', 40),
  offer: optionalField('Offer', 80).optional(),
  location: requiredField('Location', 120),
  turnaroundMinutes: turnaroundField.openapi({
    description: 'Minutes after a drop-off before the next pick-up (0 to 1440); blank: TURNAROUND_MINUTES',
  }),
  gstRate: z
    .preprocess(
      (value) => (value === undefined || value === null || (typeof value === 'string' && !value.trim()) ? null : value),
      wholeNumberField('GST rate', 0, MAX_GST_RATE).nullable(),
    )
    .optional()
    .openapi({ description: `GST rate in percent on renting this car (0 to ${MAX_GST_RATE}); blank: GST_RATE` }),
  registrationNumber: registrationNumber.openapi({
    description: 'The registration number, e.g. MP09AB1234; absent: unchanged, blank: none',
  }),
};

/**
 * The car form as the service stores it: the body of POST and PUT /api/v1/cars (the image is the multipart file) and
 * GraphQL's CarInput; every field is sent again on a change.
 */
export const carForm = z.object(carFormFields).transform(({ offer, gstRate, registrationNumber, ...fields }) => ({
  ...fields,
  offer: offer ?? null,
  gstRate: gstRate ?? null,
  ...(registrationNumber === undefined ? {} : { registrationNumber }),
}));
export type CarFields = z.output<typeof carForm>;

const MAX_REORDER = 1000;
const REORDER_LIST = `Send a list of 1 to ${MAX_REORDER} items of the form { _id, order }.`;
const NO_CAR = 'Each item needs the _id of a car.';

/** A car's new position: a whole number from 0 to 100,000, given as a number or as its digits. */
const position = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*[0-9]+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'order is required.' : undefined) })
    .int()
    .min(0)
    .max(100_000),
);

/** One car's new position, `{ _id, order }`, as `{ id, order }` with the id in lower case. */
const carPosition = z
  .object({ _id: z.uuid({ error: NO_CAR }), order: position })
  .transform(({ _id, order }) => ({ id: _id.toLowerCase(), order }));

/** The reorder list: 1 to 1,000 items, each car at most once (GraphQL's items through `carPositionsOf` first). */
export const carPositionsInput = z
  .array(carPosition, { error: REORDER_LIST })
  .min(1, { error: REORDER_LIST })
  .max(MAX_REORDER, { error: REORDER_LIST })
  .refine((positions) => new Set(positions.map((p) => p.id)).size === positions.length, {
    error: 'Each car may appear only once in the list.',
  });

/** GraphQL's reorder items (`{ id, order }`) as the REST body (`{ _id, order }`). */
export const carPositionsOf = (items: { id: string; order: number }[]) => items.map(({ id, order }) => ({ _id: id, order }));
export type CarPosition = z.output<typeof carPositionsInput>[number];
