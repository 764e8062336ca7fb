import { BadInputError } from '../common/errors.js';
import { optionalText } from '../common/input.js';
import { personLine } from '../common/person-text.js';

/**
 * Doorstep delivery (SPEC.md: delivery 0-5 minutes before the start, collection within 30 minutes after the end,
 * service area Indore). A leg is an address the customer types, placed in the service area one of two ways, with no
 * paid geocoder: a pin (lat,long) when given decides; otherwise the address must name one of the city's known
 * localities (INDORE_LOCALITIES), whose centre stands for it. Either way the point must lie within SERVICE_RADIUS_KM
 * of CITY_CENTER (great-circle distance). README, Decisions: the service area.
 */
export interface DeliverySettings {
  /** DELIVERY_FEE: whole rupees per leg. */
  fee: number;
  /** SERVICE_RADIUS_KM. */
  radiusKm: number;
  /** CITY_CENTER. */
  center: { lat: number; lng: number };
}

export const DEFAULT_DELIVERY: DeliverySettings = { fee: 500, radiusKm: 25, center: { lat: 22.7196, lng: 75.8577 } };

/** Known localities of Indore and their centres (rounded), for addresses typed without a pin. */
export const INDORE_LOCALITIES: Record<string, [number, number]> = {
  'Vijay Nagar': [22.7533, 75.8937],
  Palasia: [22.7244, 75.8839],
  'New Palasia': [22.7244, 75.8839],
  Rajwada: [22.7186, 75.8553],
  Sarafa: [22.7179, 75.8547],
  'MG Road': [22.7206, 75.8717],
  'AB Road': [22.7361, 75.8883],
  Bhawarkua: [22.6926, 75.8673],
  Rau: [22.6389, 75.8116],
  Airport: [22.7217, 75.8011],
  'Bengali Square': [22.7147, 75.9048],
  Khajrana: [22.7342, 75.9105],
  'Rajendra Nagar': [22.6803, 75.8295],
  Annapurna: [22.6942, 75.8361],
  'Sudama Nagar': [22.6997, 75.8311],
  Navlakha: [22.6985, 75.8719],
  'Geeta Bhawan': [22.7175, 75.8848],
  'Saket Nagar': [22.7276, 75.8935],
  'Scheme 54': [22.7502, 75.8963],
  'Scheme 78': [22.7568, 75.8941],
  Nipania: [22.7617, 75.9244],
  'Mahalaxmi Nagar': [22.7645, 75.9108],
  'Silicon City': [22.6601, 75.8245],
  'Super Corridor': [22.7817, 75.8437],
  Bhanwarkuan: [22.6926, 75.8673],
  'Sapna Sangeeta': [22.7012, 75.8719],
  'Indore Junction': [22.717, 75.868],
  'Railway Station': [22.717, 75.868],
  Musakhedi: [22.7, 75.9],
  'LIG Colony': [22.7397, 75.888],
  'Tilak Nagar': [22.723, 75.9],
  Pipliyahana: [22.712, 75.918],
  'Rau Pithampur Road': [22.63, 75.8],
};

export interface DeliveryLeg {
  address: string;
  lat: number | null;
  lng: number | null;
}
export interface DeliveryRequest {
  pickupAddress?: unknown;
  returnAddress?: unknown;
  pickupPin?: unknown;
  returnPin?: unknown;
}
export interface Delivery {
  pickup: DeliveryLeg | null;
  return: DeliveryLeg | null;
}

export const NO_DELIVERY: Delivery = { pickup: null, return: null };

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function readPin(value: unknown, label: string): { lat: number; lng: number } | null {
  if (value === undefined || value === null || value === '') return null;
  const pin = value as { lat?: unknown; lng?: unknown };
  const lat = Number(pin.lat);
  const lng = Number(pin.lng);
  if (typeof value !== 'object' || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    throw new BadInputError(`${label} must be a point { lat, lng } in degrees.`);
  return { lat, lng };
}

function localityIn(address: string): [number, number] | null {
  const text = address.toLowerCase();
  const known = Object.entries(INDORE_LOCALITIES).find(([name]) => text.includes(name.toLowerCase()));
  return known ? known[1] : null;
}

function readLeg(address: unknown, pinValue: unknown, label: string, settings: DeliverySettings): DeliveryLeg | null {
  const text = personLine(optionalText(address, `${label} address`, 300), `${label} address`);
  const pin = readPin(pinValue, `${label} pin`);
  if (!text) {
    if (pin) throw new BadInputError(`Please type the ${label.toLowerCase()} address too.`);
    return null;
  }
  const known = localityIn(text);
  const point = pin ?? (known ? { lat: known[0], lng: known[1] } : null);
  if (!point)
    throw new BadInputError(
      `We could not place the ${label.toLowerCase()} address in our service area: name your locality (e.g. Vijay Nagar) or drop a pin on the map.`,
    );
  const km = distanceKm(point, settings.center);
  if (km > settings.radiusKm)
    throw new BadInputError(
      `The ${label.toLowerCase()} address is ${Math.round(km)} km from the city centre: we deliver within ${settings.radiusKm} km.`,
    );
  return { address: text, lat: pin?.lat ?? null, lng: pin?.lng ?? null };
}

/** The delivery legs asked for (none when `input` is absent), each checked against the service area. */
export function readDelivery(input: unknown, settings: DeliverySettings): Delivery {
  if (input === undefined || input === null) return NO_DELIVERY;
  if (typeof input !== 'object' || Array.isArray(input)) throw new BadInputError('Delivery must be { pickupAddress, returnAddress }.');
  const d = input as DeliveryRequest;
  return {
    pickup: readLeg(d.pickupAddress, d.pickupPin, 'Pick-up', settings),
    return: readLeg(d.returnAddress, d.returnPin, 'Return', settings),
  };
}

/** The legs for the quote. */
export const legsOf = (d: Delivery) => ({ pickup: d.pickup !== null, return: d.return !== null });
