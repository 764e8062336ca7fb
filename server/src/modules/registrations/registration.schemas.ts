import { z } from 'zod';
import { id, isoTime, text } from '../common/rest-schemas.js';
import { personText } from '../common/person-text.js';

/** The registrations module's REST documents and request bodies (common/rest-schemas.ts has the shared pieces). */
export const RegisteredCar = z
  .strictObject({
    _id: id,
    carName: z.string(),
    model: z.string(),
    numberPlate: z.string(),
    fuelType: z.string(),
    seats: z.number().int(),
    clientName: z.string(),
    phone: z.string(),
    email: z.string(),
    image: z.string(),
    createdAt: isoTime,
  })
  .openapi('RegisteredCar');

export const requests = {
  registerCarForm: z.object({
    carName: personText(120, { label: 'Car name' }),
    model: personText(80, { label: 'Model' }),
    numberPlate: text,
    fuelType: text,
    seats: text,
    clientName: personText(120, { label: 'Your name' }),
    phone: text,
    email: text,
    image: z.string().openapi({ format: 'binary' }),
  }),
};
