import { translated } from '../../i18n/i18n';
import type { QuickBookAt } from '../../gql/graphql';
import { quickBookAtLabel } from '../../lib/quickBookAt';
import { internationalPhone } from '../../site/siteSettings';
import { formatClock, formatDay } from '../../lib/cityClock';

/** 27 destinations around Indore; 'Other' asks for the place as free text. */
export const QUICK_DESTINATIONS = [
  'Ujjain',
  'Dewas',
  'Bhopal',
  'Mhow',
  'Pithampur',
  'Omkareshwar',
  'Maheshwar',
  'Mandu',
  'Khandwa',
  'Khargone',
  'Dhar',
  'Ratlam',
  'Shajapur',
  'Sehore',
  'Burhanpur',
  'Barwani',
  'Jhabua',
  'Neemuch',
  'Mandsaur',
  'Nagda',
  'Sanawad',
  'Badnawar',
  'Alirajpur',
  'Betma',
  'Depalpur',
  'Sanwer',
  'Hatod',
] as const;
export const OTHER_DESTINATION = 'Other';

/** SPEC.md section 9: Ertiga (the default) first. */
export const QUICK_CARS = [
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

/** The day's 24 hours, '00:00' to '23:00'. */
export const QUICK_HOURS: readonly string[] = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);
/** The same hours as the form sends them, in SPEC's 12-hour style: '12:00 AM' to '11:00 PM'. */
export const QUICK_TIME_SLOTS: readonly string[] = QUICK_HOURS.map((hour) => formatClock(hour, 'en'));

/** SPEC.md's toasts, in the active language. */
export const QUICK_MESSAGES = translated({
  missing: 'quick.missing',
  mobile: 'quick.invalidMobile',
  login: 'quick.login',
  success: 'quick.success',
  failed: 'quick.failed',
});

/** SPEC.md: the form resets to its defaults this long after a success. */
export const QUICK_RESET_MS = 3000;

export interface QuickBookingValues {
  toCity: string;
  /** The destination typed when 'Other' is chosen. */
  otherCity: string;
  bookAt: QuickBookAt;
  carName: string;
  mobile: string;
  pickDate: string;
  pickTime: string;
  dropDate: string;
  dropTime: string;
}

export const QUICK_DEFAULTS: QuickBookingValues = {
  toCity: '',
  otherCity: '',
  bookAt: 'Daily',
  carName: QUICK_CARS[0],
  mobile: '',
  pickDate: '',
  pickTime: '06:00 AM',
  dropDate: '',
  dropTime: '06:00 PM',
};

export function destination(values: QuickBookingValues): string {
  return (values.toCity === OTHER_DESTINATION ? values.otherCity : values.toCity).trim();
}

/** SPEC.md section 5, in its order: every field, then the mobile number, then the login. Null when all is well. */
export function quickBookingProblem(values: QuickBookingValues, fromCity: string, signedIn: boolean): string | null {
  const fields = [
    fromCity,
    destination(values),
    values.bookAt,
    values.carName,
    values.mobile,
    values.pickDate,
    values.pickTime,
    values.dropDate,
    values.dropTime,
  ];
  if (fields.some((field) => !field.trim())) return QUICK_MESSAGES.missing;
  if (!/^\d{10}$/.test(values.mobile.trim())) return QUICK_MESSAGES.mobile;
  if (!signedIn) return QUICK_MESSAGES.login;
  return null;
}

export function quickBookingInput(values: QuickBookingValues, fromCity: string) {
  return {
    fromCity,
    toCity: destination(values),
    bookAt: values.bookAt,
    carName: values.carName,
    mobile: values.mobile.trim(),
    pickDate: values.pickDate,
    pickTime: values.pickTime,
    dropDate: values.dropDate,
    dropTime: values.dropTime,
  };
}

/** The messaging link to the contact phone, with the booking summarised. */
export function quickBookingWhatsAppLink(values: QuickBookingValues, fromCity: string, contactPhone: string): string {
  const text = [
    'New quick booking',
    `From: ${fromCity}`,
    `To: ${destination(values)}`,
    `Book for: ${quickBookAtLabel(values.bookAt)}`,
    `Car: ${values.carName}`,
    `Mobile: ${values.mobile.trim()}`,
    `Pick-up: ${formatDay(values.pickDate)}, ${values.pickTime}`,
    `Drop-off: ${formatDay(values.dropDate)}, ${values.dropTime}`,
  ].join('\n');
  return `https://wa.me/${internationalPhone(contactPhone)}?text=${encodeURIComponent(text)}`;
}

const DRAFT_KEY = 'indoredrive.quickBookingDraft';

/** The filled-in quick booking, kept while the customer signs in (sessionStorage: this tab only). */
export function keepQuickDraft(values: QuickBookingValues): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    /* storage refused: the form starts empty */
  }
}

/** The kept quick booking, once, or null. */
export function takeQuickDraft(): QuickBookingValues | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    sessionStorage.removeItem(DRAFT_KEY);
    const draft = raw ? (JSON.parse(raw) as Partial<QuickBookingValues>) : null;
    return draft ? { ...QUICK_DEFAULTS, ...draft } : null;
  } catch {
    return null;
  }
}
