import { BadInputError } from '../common/errors.js';
import { isUuid } from '../common/ids.js';
import { requiredText, wholeNumber } from '../common/input.js';
import { readTurnaround } from '../availability/calendar.js';

/** The admin car form's fields, as stored. */
export interface CarFields {
  name: string;
  price: number;
  fuel: string;
  seat: number;
  extrafare: number;
  cartype: string;
  cooling: string;
  selfdrive: string;
  clock: string;
  offer: string | null;
  location: string;
  /** Minutes after a drop-off before the next pick-up; null: TURNAROUND_MINUTES. */
  turnaroundMinutes: number | null;
  /** The car's GST rate in percent (issue 31); null: GST_RATE. */
  gstRate: number | null;
  /** Absent: unchanged (the legacy form never sends it); blank: none. */
  registrationNumber?: string | null;
}

/** The car form as sent: GraphQL Ints and multipart text both arrive here. */
export type CarFieldsInput = { [K in keyof CarFields]?: unknown };

export interface CarPosition {
  id: string;
  order: number;
}

const MAX_REORDER = 1000;

/** Empty text means no offer. */
function offerText(value: unknown): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return null;
  return requiredText(value, 'Offer', 80);
}

/** The highest GST rate a supply can carry (the 40% slab). */
const MAX_GST_RATE = 40;

/** Blank or null: the site's GST_RATE; else whole percent (renting a car may carry the vehicle's own rate). */
function readGstRate(value: unknown): number | null {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return null;
  return wholeNumber(value, 'GST rate', 0, MAX_GST_RATE);
}

/**
 * An Indian registration number, e.g. "MP 09 AB 1234" or "22 BH 1234 AA": kept in capitals without spaces or dashes,
 * 4 to 12 letters and digits. Undefined when not sent, null when blank.
 */
export function readRegistration(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || (typeof value === 'string' && !value.trim())) return null;
  const plate = typeof value === 'string' ? value.replace(/[\s-]/g, '').toUpperCase() : '';
  if (!/^[A-Z0-9]{4,12}$/.test(plate) || !/[A-Z]/.test(plate) || !/\d/.test(plate))
    throw new BadInputError('Registration number must be letters and digits, e.g. MP09AB1234.');
  return plate;
}

const withRegistration = (plate: string | null | undefined) => (plate === undefined ? {} : { registrationNumber: plate });

/** The admin car form's rules (SPEC.md section 5): every field required except offer; numbers are whole rupees. */
export function parseCarFields(input: CarFieldsInput): CarFields {
  return {
    name: requiredText(input.name, 'Name', 120),
    price: wholeNumber(input.price, 'Price', 0, 10_000_000),
    fuel: requiredText(input.fuel, 'Fuel', 40),
    seat: wholeNumber(input.seat, 'Seats', 1, 60),
    extrafare: wholeNumber(input.extrafare, 'Extra km fare', 0, 100_000),
    cartype: requiredText(input.cartype, 'Car type', 40),
    cooling: requiredText(input.cooling, 'Cooling', 40),
    selfdrive: requiredText(input.selfdrive, 'Self drive', 40),
    clock: requiredText(input.clock, 'Transmission (clock)', 40),
    offer: offerText(input.offer),
    location: requiredText(input.location, 'Location', 120),
    turnaroundMinutes: readTurnaround(input.turnaroundMinutes),
    gstRate: readGstRate(input.gstRate),
    ...withRegistration(readRegistration(input.registrationNumber)),
  };
}

/** The reorder list: `[{ _id, order }]` over REST, `[{ id, order }]` over GraphQL; each car at most once. */
export function parseCarPositions(list: unknown): CarPosition[] {
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_REORDER) {
    throw new BadInputError(`Send a list of 1 to ${MAX_REORDER} items of the form { _id, order }.`);
  }
  const positions = list.map((item: unknown) => {
    const { _id, id, order } = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const carId = _id ?? id;
    if (!isUuid(carId)) throw new BadInputError('Each item needs the _id of a car.');
    return { id: carId.toLowerCase(), order: wholeNumber(order, 'order', 0, 1_000_000) };
  });
  if (new Set(positions.map((p) => p.id)).size !== positions.length) throw new BadInputError('Each car may appear only once in the list.');
  return positions;
}
