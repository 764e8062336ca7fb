import { BookFor, QuoteLineKind } from '../common/enums.js';
import type { Period } from '../availability/periods.js';
import { priceOfDay, type DayRule } from '../pricing/day-prices.js';
import type { OfferRule } from '../pricing/offers.js';
import { gstOn } from '../common/gst.js';

/**
 * The one pricing rule (docs/decisions.md). A car's `price` is whole rupees per day.
 * - The period is counted in started units: 12 Hours is one half-day unit at 60% of the daily price; every other
 *   plan counts started days (24 h) at the daily price.
 * - A plan applies only when the period fits it: 12 Hours up to 12 hours, Weekly from 7 days (15% off), Monthly
 *   from 30 days (30% off). Otherwise the period is priced as Daily ("re-planned"), e.g. a 12 Hours booking of
 *   two days costs two days; the booking keeps the plan the customer chose.
 * - So a quote never exceeds the Daily price of the same period: the half-day unit costs less than a day, and the
 *   other plans only take a discount off the daily count.
 * - Price rules (issue 22, pricing/day-prices.ts) price each started day (its city date at the same time of day as
 *   the pick-up): the rent is the sum of the days' prices; the plan's discount is taken off that sum.
 * - The car's offer (pricing/offers.ts), when it is a rule that applies, takes its percent off the rent after the
 *   plan's discount.
 * - Doorstep delivery adds DELIVERY_FEE per leg (delivery at pick-up, collection at return), never discounted.
 * - `total` is before tax (the booking's stored amount, the bill's rent line); `gst` is the tax the bill will put on
 *   it at the car's rate (common/gst.ts), and `grandTotal` what the customer pays for the booked period.
 * - The advance (paid when staff accept) is the first day's rent: that day's price, or the whole amount if smaller.
 * - `lines` is the breakdown the customer sees: the rent at the car's price, each rule's amount, the plan's
 *   discount, each delivery leg; they add up to the total.
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

export interface QuoteLine {
  /** In English, for integrators and staff; the site words a line from its kind and values, in the reader's language. */
  label: string;
  /** Whole rupees (negative for a discount). */
  amount: number;
  kind: QuoteLineKind;
  /** RENT: the units; PRICE_RULE: the days the rule priced. */
  count: number | null;
  /** PRICE_RULE: the rule's name; OFFER: the car's offer as staff wrote it. */
  name: string | null;
  /** PLAN_DISCOUNT: percent off. */
  percent: number | null;
}

/** A line with only the values its kind uses. */
const line = (kind: QuoteLineKind, label: string, amount: number, values: Partial<Pick<QuoteLine, 'count' | 'name' | 'percent'>> = {}) => ({
  kind,
  label,
  amount,
  count: values.count ?? null,
  name: values.name ?? null,
  percent: values.percent ?? null,
});

/** What else a quote depends on beyond the car's price, the period and the plan. */
export interface QuoteExtras {
  carId?: string;
  rules?: readonly DayRule[];
  /** Legs of doorstep delivery asked for (0, 1 or 2) and the fee of each. */
  deliveryLegs?: { pickup: boolean; return: boolean };
  deliveryFee?: number;
  /** The car's offer when it is a price rule, and whether it applies (a first-ride offer to a first ride only). */
  offer?: { rule: OfferRule; applies: boolean } | null;
  /** GST in percent on the total (0: a bill of supply). */
  gstRate?: number;
}

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
  /** Rupees per unit at the car's own price. */
  rate: number;
  /** The rent: each unit at its day's price (units × rate when no rule applies). */
  subtotal: number;
  discountPercent: number;
  /** Rupees off the subtotal. */
  discount: number;
  /** Rupees off the rent by the car's offer (0 when it has none or it does not apply). */
  offerDiscount: number;
  /** Doorstep delivery legs × DELIVERY_FEE. */
  deliveryFee: number;
  /** Whole rupees to pay before tax. */
  total: number;
  /** GST on the total at the car's rate. */
  gst: number;
  /** total + gst: what the customer pays for the booked period. */
  grandTotal: number;
  /** Due on acceptance: the first day's rent (or the total if smaller). */
  advance: number;
  lines: QuoteLine[];
}

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

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

/** The price of a car (rupees per day) for a period under a plan, with its price rules and delivery legs. */
export function quote(dailyPrice: number, period: Period, bookFor: BookFor, extras: QuoteExtras = {}): Quote {
  const length = period.end - period.start;
  const pricedAs = fits(bookFor, length) ? bookFor : BookFor.Daily;
  const halfDay = pricedAs === BookFor.TwelveHours;
  const units = halfDay ? 1 : Math.max(1, Math.ceil(length / DAY));
  const unitPrice = (dayPrice: number) => (halfDay ? Math.round(dayPrice * HALF_DAY_SHARE) : dayPrice);
  const rate = unitPrice(dailyPrice);
  const unit = halfDay ? '12 hours' : 'day';
  const car = { id: extras.carId ?? '', price: dailyPrice };
  const days = Array.from({ length: units }, (_, i) =>
    priceOfDay(extras.rules ?? [], car, new Date(period.start + i * DAY).toISOString().slice(0, 10)),
  );
  const lines: QuoteLine[] = [
    line(QuoteLineKind.RENT, `Rent: ${count(units, halfDay ? '12-hour period' : 'day')} × ${rupees(rate)}`, units * rate, { count: units }),
  ];
  const byRule = new Map<string, { name: string; days: number; amount: number }>();
  for (const day of days) {
    if (!day.rule) continue;
    const line = byRule.get(day.rule.id) ?? { name: day.rule.name, days: 0, amount: 0 };
    line.days += 1;
    line.amount += unitPrice(day.price) - rate;
    byRule.set(day.rule.id, line);
  }
  for (const rule of byRule.values())
    lines.push(
      line(QuoteLineKind.PRICE_RULE, `${rule.name} (${count(rule.days, 'day')})`, rule.amount, { count: rule.days, name: rule.name }),
    );
  const subtotal = days.reduce((sum, day) => sum + unitPrice(day.price), 0);
  const discountPercent = PLAN_DISCOUNT_PERCENT[pricedAs];
  const discount = Math.round((subtotal * discountPercent) / 100);
  if (discount)
    lines.push(line(QuoteLineKind.PLAN_DISCOUNT, `${pricedAs} discount (${discountPercent}%)`, -discount, { percent: discountPercent }));
  const offer = extras.offer?.applies ? extras.offer.rule : null;
  const offerDiscount = offer ? Math.round(((subtotal - discount) * offer.percent) / 100) : 0;
  if (offerDiscount) lines.push(line(QuoteLineKind.OFFER, `Offer: ${offer!.label}`, -offerDiscount, { name: offer!.label }));
  const fee = extras.deliveryFee ?? 0;
  const legs = extras.deliveryLegs ?? { pickup: false, return: false };
  if (legs.pickup) lines.push(line(QuoteLineKind.DELIVERY_AT_PICKUP, 'Doorstep delivery at pick-up', fee));
  if (legs.return) lines.push(line(QuoteLineKind.COLLECTION_AT_RETURN, 'Collection at return', fee));
  const deliveryFee = (Number(legs.pickup) + Number(legs.return)) * fee;
  const total = subtotal - discount - offerDiscount + deliveryFee;
  const gst = gstOn(total, extras.gstRate ?? 0);
  return {
    bookFor,
    pricedAs,
    hours: Math.round((length / HOUR) * 100) / 100,
    units,
    unit,
    rate,
    subtotal,
    discountPercent,
    discount,
    offerDiscount,
    deliveryFee,
    total,
    gst,
    grandTotal: total + gst,
    advance: Math.min(total, days[0].price),
    lines,
  };
}
