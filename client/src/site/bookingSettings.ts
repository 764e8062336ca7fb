/** The calendar's and delivery's settings the server gives in /config.js (README, Configuration). */
export interface BookingSettings {
  /** A pick-up is at least this many minutes from now (MIN_LEAD_MINUTES). */
  minLeadMinutes: number;
  /** Minutes after a drop-off before the next pick-up (TURNAROUND_MINUTES). */
  turnaroundMinutes: number;
  /** Whole rupees per doorstep delivery leg (DELIVERY_FEE). */
  deliveryFee: number;
  /** Doorstep delivery within this many km of the city centre (SERVICE_RADIUS_KM). */
  serviceRadiusKm: number;
}

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  minLeadMinutes: 120,
  turnaroundMinutes: 60,
  deliveryFee: 500,
  serviceRadiusKm: 25,
};

/** Each setting from /config.js when it is a whole number of 0 or more, else the server's default. */
export function readBookingSettings(source: unknown = (window as { __SITE__?: unknown }).__SITE__): BookingSettings {
  const given = (source ?? {}) as Partial<Record<keyof BookingSettings, unknown>>;
  const pick = (key: keyof BookingSettings) => {
    const value = given[key];
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : DEFAULT_BOOKING_SETTINGS[key];
  };
  return {
    minLeadMinutes: pick('minLeadMinutes'),
    turnaroundMinutes: pick('turnaroundMinutes'),
    deliveryFee: pick('deliveryFee'),
    serviceRadiusKm: pick('serviceRadiusKm'),
  };
}
