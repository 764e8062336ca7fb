import { z } from 'zod';
import { id, isoTime } from '../common/rest-schemas.js';
import { emailAddress, phoneNumber, requiredField, wholeNumberField } from '../common/input-schemas.js';
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

/** Text a person typed that the site prints for staff: required, one line (common/person-text.ts). */
const personField = (label: string, max: number) => requiredField(label, max).pipe(personText(max, { label }));

// Indian plates: "MP 09 AB 1234", "MP09AB1234", BH series "22 BH 1234 AA"; letters, digits, spaces and dashes.
const PLATE = /^[A-Z0-9][A-Z0-9 -]{3,18}[A-Z0-9]$/;

/** The Register & Earn form's rules (SPEC.md section 5): every field required, seats a number. */
const formFields = {
  carName: personField('Car name', 120),
  model: personField('Model', 80),
  numberPlate: requiredField('Number plate', 20)
    .transform((plate) => plate.toUpperCase().replace(/\s+/g, ' '))
    .pipe(z.string().regex(PLATE, { error: 'Number plate must be 5 to 20 letters and digits (e.g. MP 09 AB 1234).' })),
  fuelType: requiredField('Fuel type', 40),
  seats: wholeNumberField('Seats', 1, 60),
  clientName: personField('Your name', 120),
};

/**
 * The form as stored: the phone as +91XXXXXXXXXX and the e-mail in lower case. The text fields of POST
 * /api/v1/car/register (the image is the multipart file) and GraphQL's RegisterCarInput.
 */
export const registrationInput = z.object({ ...formFields, phone: phoneNumber, email: emailAddress });
export type RegistrationFields = z.output<typeof registrationInput>;
