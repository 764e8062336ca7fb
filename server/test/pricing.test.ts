import { describe, expect, it } from 'vitest';
import { quote } from '../src/modules/bookings/pricing.js';
import { offerRule } from '../src/modules/pricing/offers.js';
import { cancellationTerms } from '../src/modules/bookings/cancellation.js';
import { BookFor, BookingStatus } from '../src/modules/common/enums.js';

const HOUR = 3_600_000;
const period = (hours: number) => ({ start: 0, end: Math.round(hours * HOUR) });

describe('the pricing rule', () => {
  it('counts started days at the daily price', () => {
    expect(quote(2000, period(24), BookFor.Daily)).toMatchObject({
      units: 1,
      unit: 'day',
      rate: 2000,
      discount: 0,
      total: 2000,
      pricedAs: BookFor.Daily,
    });
    expect(quote(2000, period(25), BookFor.Daily)).toMatchObject({ units: 2, total: 4000 });
    expect(quote(2000, period(3), BookFor.Daily)).toMatchObject({ units: 1, total: 2000 });
  });

  it('prices 12 Hours as one half-day unit at 60% of the daily price', () => {
    expect(quote(2499, period(12), BookFor.TwelveHours)).toMatchObject({
      units: 1,
      unit: '12 hours',
      rate: 1499,
      total: 1499,
      pricedAs: BookFor.TwelveHours,
    });
  });

  it('re-plans a 12 Hours booking longer than 12 hours as Daily (it keeps the plan asked for)', () => {
    expect(quote(2000, period(12.25), BookFor.TwelveHours)).toMatchObject({
      bookFor: BookFor.TwelveHours,
      pricedAs: BookFor.Daily,
      units: 1,
      total: 2000,
    });
    expect(quote(2000, period(48), BookFor.TwelveHours)).toMatchObject({ pricedAs: BookFor.Daily, units: 2, total: 4000 });
  });

  it('gives Weekly 15% and Monthly 30% off only for periods that fit the plan', () => {
    expect(quote(1000, period(7 * 24), BookFor.Weekly)).toMatchObject({
      pricedAs: BookFor.Weekly,
      units: 7,
      subtotal: 7000,
      discountPercent: 15,
      discount: 1050,
      total: 5950,
    });
    expect(quote(1000, period(3 * 24), BookFor.Weekly)).toMatchObject({ pricedAs: BookFor.Daily, total: 3000 });
    expect(quote(1000, period(30 * 24), BookFor.Monthly)).toMatchObject({ pricedAs: BookFor.Monthly, discount: 9000, total: 21000 });
    expect(quote(1000, period(20 * 24), BookFor.Monthly)).toMatchObject({ pricedAs: BookFor.Daily, total: 20000 });
  });

  it('never charges more than the Daily price of the same period, in whole rupees, for any plan and length', () => {
    for (const price of [1, 999, 2499, 5499, 12345]) {
      for (let hours = 0.25; hours <= 90 * 24; hours += hours < 48 ? 0.25 : 7.5) {
        const daily = quote(price, period(hours), BookFor.Daily).total;
        for (const plan of Object.values(BookFor)) {
          const q = quote(price, period(hours), plan);
          expect(Number.isInteger(q.total)).toBe(true);
          expect(q.total).toBeLessThanOrEqual(daily);
          expect(q.total).toBe(q.units * q.rate - q.discount);
        }
      }
    }
  });

  it("takes the first day's rent as the advance, or the whole amount when smaller", () => {
    expect(quote(2000, period(72), BookFor.Daily).advance).toBe(2000);
    expect(quote(2000, period(10), BookFor.TwelveHours).advance).toBe(1200);
  });
});

describe('the Cancellation & Refund policy', () => {
  const pickup = 100 * HOUR;
  const at = (hoursBefore: number) => pickup - Math.round(hoursBefore * HOUR);
  const accepted = (hoursBefore: number) => cancellationTerms(BookingStatus.Accepted, 2000, pickup, at(hoursBefore));

  it('5 h 59 min before pick-up: 100% of the advance, nothing refunded', () => {
    expect(accepted(5 + 59 / 60)).toMatchObject({ rule: 'full', charge: 2000, refund: 0 });
    expect(accepted(5 + 59 / 60).sentence).toBe(
      'Cancelling now, less than 6 hours before pick-up, costs your whole advance of ₹2,000; nothing is refunded.',
    );
  });

  it('6 h before pick-up: a flat 50% fee, the rest refunded', () => {
    expect(accepted(6)).toMatchObject({ rule: 'half', charge: 1000, refund: 1000 });
    expect(accepted(6).sentence).toBe(
      'Cancelling now, 6 to 24 hours before pick-up, costs ₹1,000 (50% of your advance of ₹2,000); ₹1,000 is refunded.',
    );
  });

  it('24 h before pick-up: still the 50% fee; a minute earlier: no charge', () => {
    expect(accepted(24)).toMatchObject({ rule: 'half', charge: 1000, refund: 1000 });
    expect(accepted(24 + 1 / 60)).toMatchObject({ rule: 'free', charge: 0, refund: 2000 });
    expect(accepted(48).sentence).toBe(
      'Cancelling now, more than 24 hours before pick-up, costs ₹0; your advance of ₹2,000 is refunded in full.',
    );
  });

  it('after the start: no refund', () => {
    expect(accepted(-1)).toMatchObject({ rule: 'started', charge: 2000, refund: 0 });
    expect(accepted(-1).sentence).toMatch(/has started.*₹2,000.*nothing is refunded/);
  });

  it('a Pending booking, never confirmed, costs nothing to cancel at any time', () => {
    for (const hours of [48, 10, 1, -2]) {
      expect(cancellationTerms(BookingStatus.Pending, 2000, pickup, at(hours))).toMatchObject({
        rule: 'unconfirmed',
        charge: 0,
        refund: 0,
        advance: 0,
      });
    }
  });
});

describe('the whole price and the offer badge (issue 31)', () => {
  it('reads an offer badge as a rule only when it ends in "N% OFF"', () => {
    expect(offerRule('10% OFF')).toEqual({ percent: 10, firstRideOnly: false, label: '10% OFF' });
    expect(offerRule('Monsoon 15% off')).toEqual({ percent: 15, firstRideOnly: false, label: 'Monsoon 15% off' });
    expect(offerRule('First Ride 20% OFF')).toEqual({ percent: 20, firstRideOnly: true, label: 'First Ride 20% OFF' });
    for (const text of [null, '', 'Free fuel', '10% OFF on weekends', '0% OFF', '95% OFF', '110% OFF', 'OFF 10%']) {
      expect(offerRule(text)).toBeNull();
    }
  });

  it('takes the offer off the rent after the plan discount, never off delivery, and adds GST on the total', () => {
    const offer = { rule: offerRule('10% OFF')!, applies: true };
    const q = quote(2000, period(7 * 24), BookFor.Weekly, {
      offer,
      gstRate: 18,
      deliveryLegs: { pickup: true, return: false },
      deliveryFee: 300,
    });
    // 7 × 2000 = 14000; Weekly 15% off: 2100; the offer: 10% of 11900 = 1190; delivery 300.
    expect(q).toMatchObject({ subtotal: 14000, discount: 2100, offerDiscount: 1190, deliveryFee: 300, total: 11010 });
    expect(q.lines).toContainEqual(expect.objectContaining({ kind: 'OFFER', label: 'Offer: 10% OFF', name: '10% OFF', amount: -1190 }));
    expect(q.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(q.total);
    // CGST 9% and SGST 9%, each rounded as the bill rounds a line: 990.9 -> 991, twice.
    expect(q).toMatchObject({ gst: 1982, grandTotal: 12992 });
  });

  it('leaves the price alone when the offer does not apply (a first-ride offer on a later ride) or there is no GSTIN', () => {
    const later = quote(2000, period(24), BookFor.Daily, { offer: { rule: offerRule('First Ride 20% OFF')!, applies: false } });
    expect(later).toMatchObject({ offerDiscount: 0, total: 2000, gst: 0, grandTotal: 2000 });
    expect(later.lines).toHaveLength(1);
  });
});
