import type { Car } from './car.entity.js';
import { isoDate } from '../common/rest.js';
import { offerRule } from '../pricing/offers.js';

/** A car in the REST dialect of the legacy clients (SPEC.md section 3 names, `_id`). */
export function carToRest(car: Car) {
  const rule = offerRule(car.offer);
  return {
    _id: car.id,
    name: car.name,
    price: car.price,
    fuel: car.fuel,
    seat: car.seat,
    extrafare: car.extrafare,
    cartype: car.cartype,
    cooling: car.cooling,
    selfdrive: car.selfdrive,
    clock: car.clock,
    offer: car.offer ?? undefined,
    location: car.location,
    image: car.image,
    order: car.order,
    // Only when a price rule makes some day ahead cheaper: "from ₹X/day" beside SPEC.md's price (issue 22).
    ...(car.fromPrice > 0 && car.fromPrice < car.price ? { fromPrice: car.fromPrice } : {}),
    // Only when the offer is a price rule the quote applies (pricing/offers.ts): the listing shows no other badge.
    ...(rule ? { offerRule: { percent: rule.percent, firstRideOnly: rule.firstRideOnly } } : {}),
    isBooked: car.isBooked,
    createdAt: isoDate(car.createdAt),
  };
}
