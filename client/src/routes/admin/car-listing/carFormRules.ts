import { pictureError } from '../../../lib/picture';
import type { AdminCar } from './AdminCarCard';

/** SPEC.md section 8: the admin car screen's texts. */
export const CAR_MESSAGES = {
  added: 'Car added!',
  updated: 'Car updated!',
  deleted: 'Car deleted!',
  saveFailed: 'Error saving car',
  orderSaved: 'Car order saved!',
  orderFailed: 'Failed to save order.',
  empty: 'No cars found.',
  image: 'Choose an image of the car.',
  deleteFailed: 'Failed to delete car.',
} as const;

export interface CarForm {
  name: string;
  price: string;
  fuel: string;
  seat: string;
  extrafare: string;
  cartype: string;
  cooling: string;
  selfdrive: string;
  clock: string;
  offer: string;
  location: string;
  /** Optional: blank means the site's TURNAROUND_MINUTES. */
  turnaroundMinutes: string;
}

export type CarFormErrors = Partial<Record<keyof CarForm | 'image', string>>;

export const EMPTY_CAR: CarForm = {
  name: '',
  price: '',
  fuel: '',
  seat: '',
  extrafare: '',
  cartype: '',
  cooling: '',
  selfdrive: '',
  clock: '',
  offer: '',
  location: '',
  turnaroundMinutes: '',
};

/** Label, and for numbers their range: the form renders from this, and validation reads it. */
export const CAR_FIELDS: { key: keyof CarForm; label: string; min?: number; max?: number; suggestions?: string[] }[] = [
  { key: 'name', label: 'Name' },
  { key: 'price', label: 'Price (₹ per day)', min: 0, max: 10_000_000 },
  { key: 'fuel', label: 'Fuel', suggestions: ['Petrol', 'Diesel', 'CNG', 'Electric'] },
  { key: 'seat', label: 'Seats', min: 1, max: 60 },
  { key: 'extrafare', label: 'Extra km fare (₹/km)', min: 0, max: 100_000 },
  { key: 'cartype', label: 'Car type', suggestions: ['Hatchback', 'Sedan', 'SUV', 'Compact SUV', 'MUV'] },
  { key: 'cooling', label: 'Cooling', suggestions: ['AC', 'Non-AC'] },
  { key: 'selfdrive', label: 'Drive', suggestions: ['Self Drive', 'With Driver'] },
  { key: 'clock', label: 'Transmission', suggestions: ['Manual', 'Automatic'] },
  { key: 'offer', label: 'Offer (optional)' },
  { key: 'location', label: 'Location' },
  { key: 'turnaroundMinutes', label: 'Turnaround after each rental (minutes, optional)', min: 0, max: 1440 },
];

/** Fields a car may leave blank. */
export const OPTIONAL_CAR_FIELDS: readonly (keyof CarForm)[] = ['offer', 'turnaroundMinutes'];

export function carFormOf(car: AdminCar): CarForm {
  return {
    name: car.name,
    price: String(car.price),
    fuel: car.fuel,
    seat: String(car.seat),
    extrafare: String(car.extrafare),
    cartype: car.cartype,
    cooling: car.cooling,
    selfdrive: car.selfdrive,
    clock: car.clock,
    offer: car.offer ?? '',
    location: car.location,
    turnaroundMinutes: car.turnaroundMinutes == null ? '' : String(car.turnaroundMinutes),
  };
}

/** SPEC.md section 5: every field required except offer; numbers whole; the image required only when adding. */
export function validateCar(form: CarForm, image: File | null, editing: boolean): CarFormErrors {
  const errors: CarFormErrors = {};
  for (const { key, label, min, max } of CAR_FIELDS) {
    const value = form[key].trim();
    if (key === 'offer' || (OPTIONAL_CAR_FIELDS.includes(key) && !value)) continue;
    if (!value) errors[key] = `${label.split(' (')[0]} is required`;
    else if (min !== undefined && max !== undefined) {
      const number = Number(value);
      if (!/^\d+$/.test(value) || number < min || number > max) errors[key] = `Enter a whole number from ${min} to ${max}`;
    }
  }
  const imageError = image ? pictureError(image) : editing ? null : CAR_MESSAGES.image;
  if (imageError) errors.image = imageError;
  return errors;
}

export function carInput(form: CarForm) {
  return {
    name: form.name.trim(),
    price: Number(form.price),
    fuel: form.fuel.trim(),
    seat: Number(form.seat),
    extrafare: Number(form.extrafare),
    cartype: form.cartype.trim(),
    cooling: form.cooling.trim(),
    selfdrive: form.selfdrive.trim(),
    clock: form.clock.trim(),
    offer: form.offer.trim() || null,
    location: form.location.trim(),
    turnaroundMinutes: form.turnaroundMinutes.trim() ? Number(form.turnaroundMinutes) : null,
  };
}
