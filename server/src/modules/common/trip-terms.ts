/**
 * The trip's terms a customer is told before booking and billed by after the return (modules/trips/bill.ts): the
 * deposit held at handover, the km included, fuel and late-return charges. Shared by the quote (bookings) and the
 * bill (trips), so what the modal promises is what the bill applies.
 */
export interface TripTermsSettings {
  gstRate: number;
  /** null: a bill of supply, no tax. */
  operatorGstin: string | null;
  securityDeposit: number;
  kmPerDay: number;
  fuelChargePerEighth: number;
  lateGraceMinutes: number;
  /** Percent of the daily price per started late hour. */
  lateHourPercent: number;
}

/** Longer than this, a booking has unlimited km (SPEC: "unlimited km only for bookings over 72 hours"). */
export const UNLIMITED_KM_AFTER_HOURS = 72;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The km included in a booked period: null when unlimited (over 72 hours). */
export function kmAllowance(pickupAt: number, dropAt: number, kmPerDay: number): number | null {
  const length = dropAt - pickupAt;
  if (length > UNLIMITED_KM_AFTER_HOURS * HOUR) return null;
  return Math.max(1, Math.ceil(length / DAY)) * kmPerDay;
}

/** Rupees per started hour late (past the grace): LATE_HOUR_PERCENT of the daily price. */
export function lateHourCharge(dailyPrice: number, lateHourPercent: number): number {
  return Math.round((dailyPrice * lateHourPercent) / 100);
}

/** The defaults of config.ts (GST_RATE, SECURITY_DEPOSIT, KM_PER_DAY, …), for services built alone in tests. */
export const DEFAULT_TRIP_TERMS: TripTermsSettings = {
  gstRate: 18,
  operatorGstin: null,
  securityDeposit: 5000,
  kmPerDay: 250,
  fuelChargePerEighth: 600,
  lateGraceMinutes: 30,
  lateHourPercent: 10,
};
