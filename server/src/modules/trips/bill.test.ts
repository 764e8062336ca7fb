import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { BillInputError, computeBill, fuelShortEighths, lateReturn, type BillInput, type BillingSettings } from './bill.js';
import { kmAllowance } from '../common/trip-terms.js';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const T0 = Date.UTC(2026, 10, 25, 4, 30);

const settings: BillingSettings = {
  gstRate: 18,
  gstSac: '997311',
  operatorGstin: '23ABCDE1234F1Z5',
  operatorState: 'Madhya Pradesh',
  securityDeposit: 5000,
  kmPerDay: 250,
  fuelChargePerEighth: 600,
  lateGraceMinutes: 30,
  lateHourPercent: 10,
};

function trip(over: Partial<BillInput> = {}): BillInput {
  return {
    rent: 4000,
    advance: 2000,
    dailyPrice: 2000,
    extraKmFare: 12,
    pickupAt: T0,
    dropAt: T0 + 2 * DAY,
    returnedAt: T0 + 2 * DAY,
    handover: { odometerKm: 10_000, fuelEighths: 8 },
    returned: { odometerKm: 10_300, fuelEighths: 8 },
    fees: [],
    charges: [],
    depositHeld: 5000,
    customerState: 'Madhya Pradesh',
    ...over,
  };
}
const kinds = (input: BillInput, s = settings) => computeBill(input, s).lines.map((l) => l.kind);

describe('km allowance: unlimited only for bookings over 72 hours', () => {
  it('72 hours exactly includes 250 km per started day; 72 h 01 min is unlimited', () => {
    expect(kmAllowance(T0, T0 + 72 * HOUR, 250)).toBe(750);
    expect(kmAllowance(T0, T0 + 72 * HOUR + MIN, 250)).toBeNull();
  });
  it('counts started days: 25 hours include two days', () => {
    expect(kmAllowance(T0, T0 + 25 * HOUR, 250)).toBe(500);
    expect(kmAllowance(T0, T0 + 12 * HOUR, 250)).toBe(250);
  });
  it("charges the km beyond the allowance at the car's Extra km fare, and none on an unlimited booking", () => {
    const bill = computeBill(trip({ returned: { odometerKm: 10_620, fuelEighths: 8 } }), settings);
    const extra = bill.lines.find((l) => l.kind === 'EXTRA_KM');
    expect(extra).toMatchObject({ quantity: 120, unitPrice: 12, amount: 1440 });
    const long = trip({ dropAt: T0 + 72 * HOUR + MIN, returnedAt: T0 + 72 * HOUR + MIN, returned: { odometerKm: 15_000, fuelEighths: 8 } });
    expect(kinds(long)).not.toContain('EXTRA_KM');
  });
});

describe("late return: free inside the 30-minute grace, per started hour after it, capped at a day's rent per day", () => {
  const s = { lateGraceMinutes: 30, lateHourPercent: 10 };
  it('30 minutes late is free; 31 minutes costs one started hour (10% of the daily price)', () => {
    expect(lateReturn(T0, T0 + 30 * MIN, 2000, s).amount).toBe(0);
    expect(lateReturn(T0, T0 + 31 * MIN, 2000, s)).toMatchObject({ hours: 1, amount: 200 });
  });
  it('2 hours late costs two hours; 2 h 01 min costs three', () => {
    expect(lateReturn(T0, T0 + 2 * HOUR, 2000, s).amount).toBe(400);
    expect(lateReturn(T0, T0 + 2 * HOUR + MIN, 2000, s).amount).toBe(600);
  });
  it("never more than a day's rent per started day late", () => {
    expect(lateReturn(T0, T0 + 12 * HOUR, 2000, s)).toMatchObject({ amount: 2000, capped: true, days: 1 });
    expect(lateReturn(T0, T0 + 25 * HOUR, 2000, s)).toMatchObject({ amount: 4000, capped: true, days: 2 });
  });
  it('appears on the bill with how late', () => {
    const line = computeBill(trip({ returnedAt: T0 + 2 * DAY + 2 * HOUR }), settings).lines.find((l) => l.kind === 'LATE_RETURN');
    expect(line).toMatchObject({ description: 'Late return (2 h 0 min), per started hour', quantity: 2, unitPrice: 200, amount: 400 });
  });
});

describe('fuel is counted in eighths of a tank', () => {
  it('charges each eighth below the handover level, never a refill above it', () => {
    expect(fuelShortEighths(6, 3)).toBe(3);
    expect(fuelShortEighths(4, 8)).toBe(0);
    const fuel = computeBill(
      trip({ handover: { odometerKm: 10_000, fuelEighths: 6 }, returned: { odometerKm: 10_100, fuelEighths: 3 } }),
      settings,
    ).lines.find((l) => l.kind === 'FUEL');
    expect(fuel).toMatchObject({ quantity: 3, unitPrice: 600, amount: 1800 });
  });
  it('refuses a level outside 0-8', () => {
    expect(() => computeBill(trip({ returned: { odometerKm: 10_100, fuelEighths: 9 } }), settings)).toThrow(BillInputError);
  });
});

describe('the odometer', () => {
  it('refuses a return reading below the handover reading', () => {
    expect(() => computeBill(trip({ returned: { odometerKm: 9_999, fuelEighths: 8 } }), settings)).toThrow(
      'The odometer at return (9999 km) cannot be below the handover reading (10000 km).',
    );
  });
});

describe("SPEC's fees and staff charges", () => {
  it('adds over-speeding ₹1000, smoking ₹500, key not returned ₹2000, mats cleaning ₹500, each once', () => {
    const bill = computeBill(trip({ fees: ['OVERSPEEDING', 'SMOKING', 'KEY_NOT_RETURNED', 'MATS_CLEANING', 'SMOKING'] }), settings);
    expect(bill.lines.slice(1).map((l) => [l.kind, l.amount])).toEqual([
      ['OVERSPEEDING', 1000],
      ['SMOKING', 500],
      ['KEY_NOT_RETURNED', 2000],
      ['MATS_CLEANING', 500],
    ]);
  });
  it('a toll is passed on without GST; damage carries GST', () => {
    const bill = computeBill(
      trip({
        charges: [
          { kind: 'TOLL', description: 'Toll at Dewas', amount: 100 },
          { kind: 'DAMAGE', description: 'Scratch', amount: 1000 },
        ],
      }),
      settings,
    );
    expect(bill.lines.map((l) => [l.kind, l.gstRate])).toEqual([
      ['RENT', 18],
      ['TOLL', 0],
      ['DAMAGE', 18],
    ]);
    expect(bill.taxable).toBe(5100);
    expect(bill.cgst + bill.sgst).toBe(Math.round(4000 * 0.09) * 2 + Math.round(1000 * 0.09) * 2);
  });
  it('refuses a charge that is not whole rupees above 0', () => {
    expect(() => computeBill(trip({ charges: [{ kind: 'OTHER', description: 'x', amount: 10.5 }] }), settings)).toThrow(BillInputError);
  });
});

describe("GST: CGST + SGST inside the operator's state, IGST across states, none without a GSTIN", () => {
  it('splits 18% into 9% + 9% for a customer in Madhya Pradesh', () => {
    const bill = computeBill(trip(), settings);
    expect(bill).toMatchObject({ taxInvoice: true, intraState: true, taxable: 4000, cgst: 360, sgst: 360, igst: 0, total: 4720 });
  });
  it('charges 18% IGST to a customer from Maharashtra', () => {
    expect(computeBill(trip({ customerState: 'Maharashtra' }), settings)).toMatchObject({
      intraState: false,
      cgst: 0,
      sgst: 0,
      igst: 720,
      total: 4720,
    });
  });
  it("takes the operator's state when the profile has none", () => {
    expect(computeBill(trip({ customerState: null }), settings)).toMatchObject({ intraState: true, cgst: 360 });
  });
  it('is a bill of supply with no tax when OPERATOR_GSTIN is unset', () => {
    const bill = computeBill(trip({ customerState: 'Maharashtra' }), { ...settings, operatorGstin: null });
    expect(bill).toMatchObject({ taxInvoice: false, cgst: 0, sgst: 0, igst: 0, total: 4000 });
    expect(bill.lines.every((l) => l.gstRate === 0)).toBe(true);
  });
});

describe('deposit, advance and balance', () => {
  it('the deposit pays what the advance did not, and the rest of it is due back', () => {
    // total 4720, advance 2000: 2720 taken from the 5000 deposit, 2280 due back.
    expect(computeBill(trip(), settings)).toMatchObject({ advance: 2000, depositHeld: 5000, deductions: 2720, balance: -2280 });
  });
  it('beyond the deposit, the customer still owes the balance', () => {
    const bill = computeBill(
      trip({ fees: ['KEY_NOT_RETURNED'], charges: [{ kind: 'DAMAGE', description: 'Bumper', amount: 3000 }] }),
      settings,
    );
    // taxable 9000, GST 1620: total 10620; after the 2000 advance, 5000 from the deposit, 3620 still owed.
    expect(bill).toMatchObject({ total: 10_620, deductions: 5000, balance: 3620 });
  });
});

describe('waivers', () => {
  it('keep the line with its reason at ₹0 and leave it out of the tax', () => {
    const bill = computeBill(trip({ fees: ['SMOKING'], waivers: [{ index: 1, reason: 'Smell from the previous renter' }] }), settings);
    expect(bill.lines[1]).toMatchObject({ kind: 'SMOKING', unitPrice: 500, amount: 0, waivedReason: 'Smell from the previous renter' });
    expect(bill.taxable).toBe(4000);
  });
  it('refuse a line the bill does not have', () => {
    expect(() => computeBill(trip({ waivers: [{ index: 5, reason: 'x' }] }), settings)).toThrow('The bill has no line 6.');
  });
});

describe('the e2e trip', () => {
  it('2 hours late, 120 extra km, a toll and two eighths less fuel: each line and the total', () => {
    const bill = computeBill(
      trip({
        returnedAt: T0 + 2 * DAY + 2 * HOUR,
        handover: { odometerKm: 10_000, fuelEighths: 8 },
        returned: { odometerKm: 10_620, fuelEighths: 6 },
        charges: [{ kind: 'TOLL', description: 'Toll', amount: 150 }],
      }),
      settings,
    );
    expect(bill.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['RENT', 4000],
      ['LATE_RETURN', 400],
      ['EXTRA_KM', 1440],
      ['FUEL', 1200],
      ['TOLL', 150],
    ]);
    expect(bill).toMatchObject({ taxable: 7190, cgst: 634, sgst: 634, igst: 0, total: 8458 });
  });
});

describe('billing settings from the environment', () => {
  const env = { JWT_SECRET: 'x'.repeat(32) };
  it('defaults: 18% GST, SAC 997311, Madhya Pradesh, no GSTIN (a bill of supply), ₹5000 deposit, 250 km a day', () => {
    expect(loadConfig(env).billing).toEqual({
      gstRate: 18,
      gstSac: '997311',
      operatorGstin: null,
      operatorState: 'Madhya Pradesh',
      securityDeposit: 5000,
      kmPerDay: 250,
      fuelChargePerEighth: 600,
      lateGraceMinutes: 30,
      lateHourPercent: 10,
    });
  });
  it('reads OPERATOR_GSTIN and refuses a deposit that is not whole rupees', () => {
    expect(loadConfig({ ...env, OPERATOR_GSTIN: ' 23ABCDE1234F1Z5 ' }).billing.operatorGstin).toBe('23ABCDE1234F1Z5');
    expect(() => loadConfig({ ...env, SECURITY_DEPOSIT: '50.5' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, SECURITY_DEPOSIT: '50.5' })).toThrow(
      'SECURITY_DEPOSIT must be a whole number of 0 or more (got "50.5").',
    );
  });
});
