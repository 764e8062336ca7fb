import { z } from 'zod';
import { id, isoTime, text } from '../common/rest-schemas.js';

const uuid = z.uuid();

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

export const requests = {
  reorder: z
    .array(z.object({ _id: uuid, order: z.number().int().min(0).max(100_000) }))
    .min(1)
    .max(1000),
  carForm: z.object({
    name: text,
    price: text,
    fuel: text,
    seat: text,
    extrafare: text,
    cartype: text,
    cooling: text,
    selfdrive: text,
    clock: text,
    offer: text.optional(),
    location: text,
    turnaroundMinutes: text
      .optional()
      .openapi({ description: 'Minutes after a drop-off before the next pick-up (0 to 1440); blank: TURNAROUND_MINUTES' }),
    gstRate: text.optional().openapi({ description: 'GST rate in percent on renting this car (0 to 40); blank: GST_RATE' }),
    registrationNumber: text
      .optional()
      .openapi({ description: 'The registration number, e.g. MP09AB1234; absent: unchanged, blank: none' }),
    image: z.string().openapi({ format: 'binary' }),
  }),
};
