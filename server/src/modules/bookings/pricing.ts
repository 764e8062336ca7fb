import { BookFor } from '../common/enums.js';
import type { Period } from './booking-periods.js';

/**
 * The one pricing rule (docs/decisions.md). A car's `price` is whole rupees per day.
 * - The period is counted in started units: 12 Hours is one half-day unit at 60% of the daily price; every other
 *   plan counts started days (24 h) at the daily price.
 * - A plan applies only when the period fits it: 12 Hours up to 12 hours, Weekly from 7 days (15% off), Monthly
 *   from 30 days (30% off). Otherwise the period is priced as Daily ("re-planned"), e.g. a 12 Hours booking of
 *   two days costs two days; the booking keeps the plan the customer chose.
 * - So a quote never exceeds the Daily price of the same period: the half-day unit costs less than a day, and the
 *   other plans only take a discount off the daily count.
 * - The advance (paid when staff accept) is the first day's rent: the daily price, or the whole amount if smaller.
 */
export const HALF_DAY_SHARE = 0.6;
export const PLAN_DISCOUNT_PERCENT: Record<BookFor, number> = {
  [BookFor.TwelveHours]: 0,
  [BookFor.Daily]: 0,
  [BookFor.Weekly]: 15,
  [BookFor.Monthly]: 30,
};
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface Quote {
  /** The plan asked for. */
  bookFor: BookFor;
  /** The plan the price follows (Daily when the period does not fit the one asked for). */
  pricedAs: BookFor;
  /** Length of the period in hours (may be fractional). */
  hours: number;
  /** Started units: half-days for 12 Hours, days otherwise. */
  units: number;
  unit: '12 hours' | 'day';
  /** Rupees per unit. */
  rate: number;
  /** units × rate. */
  subtotal: number;
  discountPercent: number;
  /** Rupees off the subtotal. */
  discount: number;
  /** Whole rupees to pay. */
  total: number;
  /** Due on acceptance: the first day's rent (or the total if smaller). */
  advance: number;
}

function fits(plan: BookFor, length: number): boolean {
  switch (plan) {
    case BookFor.TwelveHours:
      return length <= 12 * HOUR;
    case BookFor.Weekly:
      return length >= 7 * DAY;
    case BookFor.Monthly:
      return length >= 30 * DAY;
    default:
      return true;
  }
}

/** The price of a car (rupees per day) for a period under a plan. */
export function quote(dailyPrice: number, period: Period, bookFor: BookFor): Quote {
  const length = period.end - period.start;
  const pricedAs = fits(bookFor, length) ? bookFor : BookFor.Daily;
  const halfDay = pricedAs === BookFor.TwelveHours;
  const units = halfDay ? 1 : Math.max(1, Math.ceil(length / DAY));
  const rate = halfDay ? Math.round(dailyPrice * HALF_DAY_SHARE) : dailyPrice;
  const subtotal = units * rate;
  const discountPercent = PLAN_DISCOUNT_PERCENT[pricedAs];
  const discount = Math.round((subtotal * discountPercent) / 100);
  const total = subtotal - discount;
  return {
    bookFor,
    pricedAs,
    hours: Math.round((length / HOUR) * 100) / 100,
    units,
    unit: halfDay ? '12 hours' : 'day',
    rate,
    subtotal,
    discountPercent,
    discount,
    total,
    advance: Math.min(total, dailyPrice),
  };
}
