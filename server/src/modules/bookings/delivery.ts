import { BadInputError } from '../common/errors.js';
import { placeAddress } from './service-area.js';
import type { AskedDelivery, AskedLeg } from './booking.schemas.js';

/**
 * Doorstep delivery (SPEC.md: delivery 0-5 minutes before the start, collection within 30 minutes after the end,
 * service area Indore). A leg is an address the customer types, with an optional landmark near it, placed in the
 * service area with no paid geocoder: a pin (lat,long), when an API client gives one, decides; otherwise the places
 * the address names do (service-area.ts, in English or Devanagari). A known Indore locality stands for its centre; an
 * address whose last place is another town is refused; an address naming no known locality is taken when it has a
 * landmark, marked for staff to confirm the area, and refused without one. A point must lie within SERVICE_RADIUS_KM
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

/** Why a leg was refused, beside BAD_USER_INPUT (extensions.reason), so a client can word it in its language. */
export type DeliveryRefusal = 'AREA_UNKNOWN' | 'OUTSIDE_CITY' | 'TOO_FAR';
type LegName = 'pickup' | 'return';

/** A refused leg: its message, and its reason and leg (extensions.reason, extensions.leg). */
export class DeliveryAreaError extends BadInputError {
  constructor(message: string, reason: DeliveryRefusal, leg: LegName) {
    super(message);
    this.extensions.reason = reason;
    this.extensions.leg = leg;
  }
}

export interface DeliveryLeg {
  address: string;
  /** Near the address, as the customer wrote it. */
  landmark: string | null;
  lat: number | null;
  lng: number | null;
  /** Named no known locality: staff confirm the area before going. */
  areaToConfirm: boolean;
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

const LABELS: Record<LegName, string> = { pickup: 'pick-up', return: 'return' };
// A landmark says something only with a few letters or digits ("near C21 Mall", "opp. गुरुद्वारा").
const saysSomething = (text: string | null) => (text ?? '').replace(/[^\p{L}\p{M}\p{N}]/gu, '').length >= 3;

function withinRadius(point: { lat: number; lng: number }, leg: LegName, settings: DeliverySettings): void {
  const km = distanceKm(point, settings.center);
  if (km > settings.radiusKm)
    throw new DeliveryAreaError(
      `The ${LABELS[leg]} address is ${Math.round(km)} km from the city centre: we deliver within ${settings.radiusKm} km.`,
      'TOO_FAR',
      leg,
    );
}

/** A leg as the schema read it (deliveryRequest in booking.schemas.ts), placed in the service area. */
function placeLeg(asked: AskedLeg | null, leg: LegName, settings: DeliverySettings): DeliveryLeg | null {
  if (!asked) return null;
  const { address: text, landmark, pin } = asked;
  const answer = { address: text, landmark, lat: pin?.lat ?? null, lng: pin?.lng ?? null, areaToConfirm: false };
  if (pin) {
    withinRadius(pin, leg, settings);
    return answer;
  }
  const place = placeAddress(text);
  if (place.kind === 'elsewhere')
    throw new DeliveryAreaError(
      `The ${LABELS[leg]} address names ${place.place}: we deliver only in Indore, within ${settings.radiusKm} km of the city centre.`,
      'OUTSIDE_CITY',
      leg,
    );
  // The landmark may name the locality the address left out ("near Bombay Hospital, Scheme 94").
  const known = place.kind === 'locality' ? place : landmark ? placeAddress(landmark) : place;
  if (known.kind === 'locality') {
    withinRadius({ lat: known.locality.at[0], lng: known.locality.at[1] }, leg, settings);
    return answer;
  }
  if (!saysSomething(landmark))
    throw new DeliveryAreaError(
      `We do not know the area of the ${LABELS[leg]} address: name your locality (e.g. Vijay Nagar) or add a landmark near it.`,
      'AREA_UNKNOWN',
      leg,
    );
  return { ...answer, areaToConfirm: true };
}

/** The delivery legs asked for (none when absent), each placed in the service area: what needs DELIVERY's settings. */
export function placeDelivery(asked: AskedDelivery | undefined, settings: DeliverySettings): Delivery {
  if (!asked) return NO_DELIVERY;
  return { pickup: placeLeg(asked.pickup, 'pickup', settings), return: placeLeg(asked.return, 'return', settings) };
}

/** The legs for the quote. */
export const legsOf = (d: Delivery) => ({ pickup: d.pickup !== null, return: d.return !== null });
