import { BadInputError } from '../common/errors.js';
import { requiredText, wholeNumber } from '../common/input.js';
import { parseEmail, parsePhone } from '../common/person-details.js';
import { personLine } from '../common/person-text.js';

/** The Register & Earn form's fields, as stored. */
export interface RegistrationFields {
  carName: string;
  model: string;
  numberPlate: string;
  fuelType: string;
  seats: number;
  clientName: string;
  phone: string;
  email: string;
}

/** The form as sent; pricePerKm and anything else the legacy form state carries is ignored. */
export type RegistrationInput = { [K in keyof RegistrationFields]?: unknown };

// Indian plates: "MP 09 AB 1234", "MP09AB1234", BH series "22 BH 1234 AA"; letters, digits, spaces and dashes.
const PLATE = /^[A-Z0-9][A-Z0-9 -]{3,18}[A-Z0-9]$/;

function numberPlate(value: unknown): string {
  const plate = requiredText(value, 'Number plate', 20).toUpperCase().replace(/\s+/g, ' ');
  if (!PLATE.test(plate)) throw new BadInputError('Number plate must be 5 to 20 letters and digits (e.g. MP 09 AB 1234).');
  return plate;
}

/** The Register & Earn form's rules (SPEC.md section 5): every field required, seats a number. */
export function parseRegistration(input: RegistrationInput): RegistrationFields {
  return {
    carName: personLine(requiredText(input.carName, 'Car name', 120), 'Car name'),
    model: personLine(requiredText(input.model, 'Model', 80), 'Model'),
    numberPlate: numberPlate(input.numberPlate),
    fuelType: requiredText(input.fuelType, 'Fuel type', 40),
    seats: wholeNumber(input.seats, 'Seats', 1, 60),
    clientName: personLine(requiredText(input.clientName, 'Your name', 120), 'Your name'),
    phone: parsePhone(input.phone),
    email: parseEmail(input.email),
  };
}
