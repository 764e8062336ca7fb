import { i18n, translated } from '../../i18n/i18n';
import { pictureError } from '../../lib/picture';
import { isEmail } from '../../lib/email';

/** SPEC.md sections 5 and 8: the Register & Earn form's rules and messages. */
export const REGISTER_MESSAGES = translated({
  success: 'registerForm.success',
  failed: 'registerForm.failed',
  image: 'registerForm.image',
});

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

/** Each field's label in the active language (registerForm.fields.*). */
export const REGISTER_LABELS = translated({
  carName: 'registerForm.fields.carName',
  model: 'registerForm.fields.model',
  numberPlate: 'registerForm.fields.numberPlate',
  fuelType: 'registerForm.fields.fuelType',
  seats: 'registerForm.fields.seats',
  clientName: 'registerForm.fields.clientName',
  phone: 'registerForm.fields.phone',
  email: 'registerForm.fields.email',
});

/** Every field required, seats a whole number, phone 10 digits, e-mail text@text.text, image an image file. */
export function validateRegistration(form: RegisterCarForm, image: File | null): RegisterCarErrors {
  const errors: RegisterCarErrors = {};
  for (const key of Object.keys(REGISTER_LABELS) as (keyof RegisterCarForm)[]) {
    if (!form[key].trim()) errors[key] = i18n.t('registerForm.required', { field: REGISTER_LABELS[key] });
  }
  const seats = Number(form.seats);
  if (!errors.seats && (!Number.isInteger(seats) || seats < 1 || seats > 60)) errors.seats = i18n.t('registerForm.seatsRange');
  if (!errors.phone && !/^\d{10}$/.test(form.phone.trim())) errors.phone = i18n.t('registerForm.phoneInvalid');
  if (!errors.email && !isEmail(form.email.trim())) errors.email = i18n.t('registerForm.emailInvalid');
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
