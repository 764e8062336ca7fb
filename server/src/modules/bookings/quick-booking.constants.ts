/** SPEC.md section 9's cars for the quick booking form, the default (Ertiga) first. */
export const QUICK_BOOKING_CARS = [
  'Ertiga',
  'Fortuner',
  'XUV 700',
  'Scorpio',
  'Mahindra',
  'Breeza',
  'Baleno',
  'Dzire',
  'Swift',
  'Aura',
  'Verna',
  'Thar',
] as const;

/** The 24 hourly slots, '12:00 AM' to '11:00 PM'. */
export const QUICK_BOOKING_TIME_SLOTS: readonly string[] = Array.from({ length: 24 }, (_, h) => {
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${String(hour).padStart(2, '0')}:00 ${h < 12 ? 'AM' : 'PM'}`;
});

export const DEFAULT_PICK_TIME = '06:00 AM';
export const DEFAULT_DROP_TIME = '06:00 PM';

export const QUICK_BOOKING_MESSAGES = {
  missing: '❌ Please fill in all fields',
  mobile: '⚠️ Enter a valid 10-digit mobile number',
} as const;
