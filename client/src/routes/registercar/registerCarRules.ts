import { pictureError } from '../../lib/picture';
import { isEmail } from '../../lib/email';

/** SPEC.md sections 5 and 8: the Register & Earn form's rules and messages. */
export const REGISTER_MESSAGES = {
  success: 'Car Registered Successfully',
  failed: 'Failed to register car',
  image: 'Choose a photo of your car.',
} as const;

export const FUEL_TYPES = ['Petrol', 'Diesel', 'CNG', 'Electric', 'Hybrid'] as const;

export interface RegisterCarForm {
  carName: string;
  model: string;
  numberPlate: string;
  fuelType: string;
  seats: string;
  clientName: string;
  phone: string;
  email: string;
}

export type RegisterCarErrors = Partial<Record<keyof RegisterCarForm | 'image', string>>;

export const EMPTY_REGISTRATION: RegisterCarForm = {
  carName: '',
  model: '',
  numberPlate: '',
  fuelType: '',
  seats: '',
  clientName: '',
  phone: '',
  email: '',
};

const LABELS: Record<keyof RegisterCarForm, string> = {
  carName: 'Car name',
  model: 'Model',
  numberPlate: 'Number plate',
  fuelType: 'Fuel type',
  seats: 'Seats',
  clientName: 'Your name',
  phone: 'Phone',
  email: 'Email',
};

/** Every field required, seats a whole number, phone 10 digits, e-mail text@text.text, image an image file. */
export function validateRegistration(form: RegisterCarForm, image: File | null): RegisterCarErrors {
  const errors: RegisterCarErrors = {};
  for (const key of Object.keys(LABELS) as (keyof RegisterCarForm)[]) {
    if (!form[key].trim()) errors[key] = `${LABELS[key]} is required`;
  }
  const seats = Number(form.seats);
  if (!errors.seats && (!Number.isInteger(seats) || seats < 1 || seats > 60)) errors.seats = 'Seats must be a number from 1 to 60';
  if (!errors.phone && !/^\d{10}$/.test(form.phone.trim())) errors.phone = 'Valid 10-digit phone number required';
  if (!errors.email && !isEmail(form.email.trim())) errors.email = 'Valid email required';
  const imageError = image ? pictureError(image) : REGISTER_MESSAGES.image;
  if (imageError) errors.image = imageError;
  return errors;
}

/** The mutation's input; the server adds +91 to the phone. */
export function registrationInput(form: RegisterCarForm) {
  return {
    carName: form.carName.trim(),
    model: form.model.trim(),
    numberPlate: form.numberPlate.trim(),
    fuelType: form.fuelType,
    seats: Number(form.seats),
    clientName: form.clientName.trim(),
    phone: form.phone.trim(),
    email: form.email.trim(),
  };
}
