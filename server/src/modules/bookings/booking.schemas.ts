import { z } from 'zod';
import { carFields } from '../cars/car.schemas.js';
import { day, id, isoTime } from '../common/rest-schemas.js';
import { personText } from '../common/person-text.js';
import {
  dayCount,
  filterDay,
  notGiven,
  numberAsText,
  optionalDay,
  personLineField,
  requiredTextField,
  yesNo,
} from '../common/input-schemas.js';
import { isUuid } from '../common/ids.js';
import { phoneDigits } from '../common/person-details.js';
import { BookFor, BookingStatus, QuickBookAt, QuoteLineKind } from '../common/enums.js';
import { isCalendarDate } from '../common/dates.js';
import { textProblem } from '../common/input.js';
import { QUICK_BOOKING_CARS, QUICK_BOOKING_MESSAGES, QUICK_BOOKING_TIME_SLOTS } from './quick-booking.constants.js';
import { dropOffAfterPickUp, DROP_OFF_AFTER_PICK_UP, periodFields, periodShape } from '../availability/period.schemas.js';

/** The bookings module's REST documents and request bodies (common/rest-schemas.ts has the shared pieces). */
const clock = z.string().openapi({ description: 'HH:mm', example: '10:00' });
export const dayInput = z
  .string()
  .regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/)
  .openapi({ format: 'date', description: 'yyyy-MM-dd (city wall clock)', example: '2026-12-01' });
const bookingStatus = z.enum(['Pending', 'Accepted', 'Rejected', 'Canceled', 'Completed']);
const bookFor = z.enum(['12 Hours', 'Daily', 'Weekly', 'Monthly']);

const BookedCar = z
  .strictObject({ ...carFields, type: z.string().openapi({ description: 'The car type (cartype)' }) })
  .openapi('BookedCar');

const rupeeAmount = z.number().int();
const BillLine = z
  .strictObject({
    kind: z.string().openapi({ description: 'RENT, LATE_RETURN, EXTRA_KM, FUEL, a fee, TOLL, FINE, DAMAGE or OTHER' }),
    description: z.string(),
    quantity: z.number().int(),
    unit: z.string().openapi({ description: 'The unit of the quantity: booking, hours, days, km, eighths of a tank, each' }),
    unitPrice: rupeeAmount,
    amount: rupeeAmount.openapi({ description: 'Whole rupees before tax; 0 when waived' }),
    sac: z.string().openapi({ description: 'SAC; empty on a reimbursement (toll, fine) passed on at cost' }),
    gstRate: z.number().int(),
    waivedReason: z.string().nullable(),
  })
  .openapi('BillLine');
const Bill = z
  .strictObject({
    lines: z.array(BillLine),
    taxInvoice: z.boolean(),
    intraState: z.boolean(),
    vehicle: z
      .strictObject({ name: z.string(), registrationNumber: z.string().nullable() })
      .optional()
      .openapi({ description: 'The car billed, with its registration number (as printed on the invoice)' }),
    taxable: rupeeAmount.openapi({ description: 'The taxable lines before tax (reimbursements excluded)' }),
    reimbursements: rupeeAmount.openapi({ description: 'Tolls, fines and challans passed on at cost: no tax, added to the total' }),
    cgst: rupeeAmount,
    sgst: rupeeAmount,
    igst: rupeeAmount,
    total: rupeeAmount,
    depositHeld: rupeeAmount,
    deductions: rupeeAmount,
    advance: rupeeAmount.openapi({ description: 'Paid before the bill' }),
    balance: rupeeAmount.openapi({ description: 'Still to pay after the advance and the deposit; negative: due back' }),
  })
  .openapi('Bill', { description: "A trip's bill, whole rupees, computed on the server" });

export const bookingFields = {
  _id: id,
  carId: BookedCar,
  name: z.string(),
  phone: z.string(),
  pickupDate: day,
  pickupTime: clock,
  dropDate: day,
  dropTime: clock,
  bookFor,
  status: bookingStatus,
  adminRemarks: z.string().nullable(),
  cancelReason: z.string().nullable(),
  amount: z.number().int().openapi({ description: 'Rupees quoted when booked (a move re-quotes it)' }),
  cancellationCharge: z.number().int().nullable(),
  refundAmount: z.number().int().nullable(),
  paid: z.number().int().min(0).openapi({ description: 'Whole rupees received (sum of its ledger payments)' }),
  due: z.number().int().min(0).openapi({
    description: 'Whole rupees owed now: the advance once Accepted, the rent once Completed, less what was paid net of refunds',
  }),
  refunded: z.number().int().min(0).openapi({ description: 'Whole rupees refunded (sum of its ledger refunds)' }),
  tripStage: z.enum(['NOT_STARTED', 'ON_TRIP', 'RETURNED', 'SETTLED']).openapi({
    description: 'The trip beside the status: ON_TRIP once the keys are handed over, RETURNED with a bill to settle, SETTLED',
  }),
  bill: Bill.nullable().openapi({ description: "The trip's bill once the car is back, else null" }),
  createdAt: isoTime,
  updatedAt: isoTime,
};
export const Booking = z
  .strictObject({ ...bookingFields, license: z.string() })
  .openapi('Booking', { description: 'A booking; carId is the populated car' });
export const BusyPeriod = z.strictObject({ pickupDate: day, pickupTime: clock, dropDate: day, dropTime: clock }).openapi('BusyPeriod');
export const BlockingBooking = z
  .strictObject({ _id: id, status: bookingStatus, carId: z.strictObject({ _id: id }) })
  .openapi('BlockingBooking');
export const QuickBooking = z
  .strictObject({
    _id: id,
    fromCity: z.string(),
    toCity: z.string(),
    bookAt: z.enum(['hour', 'daily', 'weekly', 'monthly']),
    carName: z.string(),
    mobile: z.string(),
    pickDate: z.string(),
    pickTime: z.string(),
    dropDate: z.string(),
    dropTime: z.string(),
    createdAt: isoTime,
  })
  .openapi('QuickBooking');

type LegName = 'pickup' | 'return';
const LEG_LABELS: Record<LegName, string> = { pickup: 'Pick-up', return: 'Return' };

/** A pin in degrees: a number each, the latitude within ±90 and the longitude within ±180. */
const pin = (leg: LegName) => {
  const point = `${LEG_LABELS[leg]} pin must be a point { lat, lng } in degrees.`;
  return z.object({
    lat: z.number().min(-90, { error: point }).max(90, { error: point }),
    lng: z.number().min(-180, { error: point }).max(180, { error: point }),
  });
};

/** Text of a leg, trimmed; blank is null. One line of plain text, worded with its label. */
const legText = (label: string, max: number) =>
  personText(max, { label })
    .trim()
    .refine((text) => textProblem(text) === null, { error: `${label} contains characters that are not allowed.` })
    .transform((text) => text || null)
    .optional();

/** A delivery leg as asked: the address, a landmark near it and a pin, each optional; none without an address. */
export interface AskedLeg {
  address: string;
  landmark: string | null;
  pin: { lat: number; lng: number } | null;
}
export interface AskedDelivery {
  pickup: AskedLeg | null;
  return: AskedLeg | null;
}

function askedLeg(leg: LegName, fields: Record<string, unknown>, ctx: z.RefinementCtx): AskedLeg | null {
  const address = (fields[`${leg}Address`] as string | null | undefined) ?? null;
  const landmark = (fields[`${leg}Landmark`] as string | null | undefined) ?? null;
  const point = (fields[`${leg}Pin`] as AskedLeg['pin'] | undefined) ?? null;
  if (address) return { address, landmark, pin: point };
  if (point || landmark)
    ctx.addIssue({
      code: 'custom',
      message: `Please type the ${leg === 'pickup' ? 'pick-up' : 'return'} address too.`,
      path: [`${leg}Address`],
    });
  return null;
}

/**
 * Doorstep delivery as the form sends it: the legs asked for, each with its address (a landmark or a pin without one
 * is refused). Whether a leg lies in the service area (DeliverySettings) is the service's (delivery.ts placeDelivery).
 */
export const deliveryRequest = z
  .object({
    pickupAddress: legText('Pick-up address', 300).openapi({
      description: 'Deliver the car here at pick-up: an Indore address naming its locality (or give a pin)',
    }),
    returnAddress: legText('Return address', 300).openapi({ description: 'Collect the car here at return' }),
    pickupLandmark: legText('Pick-up landmark', 120).openapi({
      description: 'A landmark near the pick-up address: with it, an address naming no known locality is taken for staff to confirm',
    }),
    returnLandmark: legText('Return landmark', 120).openapi({ description: 'A landmark near the return address' }),
    pickupPin: pin('pickup').optional(),
    returnPin: pin('return').optional(),
  })
  .transform((fields, ctx): AskedDelivery => ({ pickup: askedLeg('pickup', fields, ctx), return: askedLeg('return', fields, ctx) }))
  .optional()
  .openapi({ description: 'Doorstep delivery (DELIVERY_FEE per leg) within SERVICE_RADIUS_KM of the city centre' });

/** The duration plan; none (absent, null or blank: legacy clients) is 12 Hours. */
export const bookForField = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? BookFor.TwelveHours : value),
  z.enum(BookFor, { error: 'Book for must be 12 Hours, Daily, Weekly or Monthly.' }),
);

/** A car of the list: its id (whether it still exists is the service's). */
export const carIdField = requiredTextField('Car', 60, 'Please choose a car.').refine(isUuid, {
  error: 'Please choose a car from the list.',
});

/** The phone as typed (legacy clients send a number): stored as digits, 91 prefixed to a 10-digit number. */
const phoneField = numberAsText(requiredTextField('Phone', 20))
  .transform(phoneDigits)
  .pipe(z.string().refine((digits) => digits.length >= 10 && digits.length <= 15, { error: 'Please enter a valid phone number.' }));

/**
 * The Book Now form, in the order its fields are judged (issue 30: the rules readBookingRequest had): what needs the
 * clock (not in the past, the lead time, at most 90 days) or the database (the car, the licence, an overlap) is
 * BookingService's. The partner API's request adds the customer's e-mail (partners/partner.schemas.ts).
 */
export const bookingRequestShape = {
  name: personLineField('Name', 120),
  phone: phoneField,
  license: personLineField('Driving licence', 60),
  ...periodShape,
  bookFor: bookForField,
  carId: carIdField,
  delivery: deliveryRequest,
};
export const BookingRequest = z
  .object(bookingRequestShape)
  .refine(dropOffAfterPickUp, { error: DROP_OFF_AFTER_PICK_UP })
  .openapi('BookingRequest');
export type BookingInput = z.output<typeof BookingRequest>;

/** GraphQL's CreateBookingInput as the REST body: its nulls (an unset optional field) are absent. */
export function bookingRequestOf(input: object): unknown {
  return withoutNulls(input);
}

/** What a quote prices: a period and a plan, with the delivery legs. */
const quoteShape = {
  ...periodShape,
  bookFor: bookForField,
  deliveryPickup: yesNo('Delivery at pick-up'),
  deliveryReturn: yesNo('Collection at return'),
};
/** GraphQL's QuoteInput: a car with what it prices. */
export const QuoteRequest = z.object({ ...quoteShape, carId: z.string() }).refine(dropOffAfterPickUp, { error: DROP_OFF_AFTER_PICK_UP });
export type QuoteInput = z.output<typeof QuoteRequest>;
/** The same as the query of GET /api/v1/cars/{id}/quote (the car is the path's). */
export const quoteQuery = z.object(quoteShape).refine(dropOffAfterPickUp, { error: DROP_OFF_AFTER_PICK_UP });

/** A quote as REST answers it: GraphQL's QuoteResult, field for field. */
export const Quote = z
  .strictObject({
    bookFor,
    pricedAs: bookFor.openapi({ description: 'The plan the price follows: Daily when the period does not fit the plan asked for' }),
    hours: z.number().openapi({ description: 'Length of the period in hours' }),
    units: z.number().int().openapi({ description: 'Started units (half-days for 12 Hours, days otherwise)' }),
    unit: z.enum(['12 hours', 'day']),
    rate: rupeeAmount.openapi({ description: 'Rupees per unit' }),
    subtotal: rupeeAmount.openapi({ description: 'The rent: each unit at its day price under the price rules' }),
    discountPercent: z.number().int(),
    discount: rupeeAmount.openapi({ description: 'Rupees off the subtotal by the plan' }),
    offerDiscount: rupeeAmount.openapi({ description: "Rupees off the rent by the car's offer; 0 when none applies" }),
    deliveryFee: rupeeAmount,
    total: rupeeAmount.openapi({ description: 'Rupees to pay before tax (the booking amount)' }),
    gst: rupeeAmount,
    grandTotal: rupeeAmount.openapi({ description: 'total + gst' }),
    advance: rupeeAmount.openapi({ description: 'Due when staff accept' }),
    lines: z
      .array(
        z.strictObject({
          label: z.string().openapi({ description: 'In English; a site words the line from kind and its values' }),
          amount: rupeeAmount,
          kind: z.enum(QuoteLineKind),
          count: z.number().int().nullable().openapi({ description: 'RENT: the units; PRICE_RULE: the days the rule priced' }),
          name: z.string().nullable().openapi({ description: "PRICE_RULE: the rule's name; OFFER: the car's offer as written" }),
          percent: z.number().int().nullable().openapi({ description: 'PLAN_DISCOUNT: percent off' }),
        }),
      )
      .openapi({ description: 'The breakdown: adds up to the total' }),
    deposit: rupeeAmount,
    kmIncluded: z.number().int().nullable().openapi({ description: 'Km included; null: unlimited' }),
    fuelChargePerEighth: rupeeAmount,
    lateGraceMinutes: z.number().int(),
    lateHourCharge: rupeeAmount,
  })
  .openapi('Quote');

/** An object with its null fields dropped, nested objects too (GraphQL's unset optional fields). */
function withoutNulls(value: object): unknown {
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [k, typeof v === 'object' && !Array.isArray(v) ? withoutNulls(v) : v]),
  );
}

export const requests = {
  cancel: z.object({ reason: personLineField('Reason', 500, 'Please provide a reason for cancellation.') }),
  reschedule: periodFields.openapi({
    description:
      'The new period: not in the past, the drop-off after the pick-up, at most 90 days, more than 4 hours before the current pick-up',
    example: { pickupDate: '2026-12-01', pickupTime: '10:00', dropDate: '2026-12-02', dropTime: '10:00' },
  }),
  bookingStatus: z.object({
    // What an admin may set: Canceled belongs to the customer and Pending to a new booking.
    status: z.enum([BookingStatus.Accepted, BookingStatus.Rejected, BookingStatus.Completed], {
      error: 'Status must be Accepted, Rejected or Completed.',
    }),
    // None (absent, null or blank) keeps the remarks as they are.
    adminRemarks: z.preprocess((value) => (value === null || value === '' ? undefined : value), personLineField('Remarks', 500).optional()),
  }),
};
export type BookingStatusInput = z.output<typeof requests.bookingStatus>;

/** A quick booking field: "fill in all fields" when it is missing, its own name in any other refusal (as the form has it). */
const quickText = (field: string) => personLineField(field, 80, QUICK_BOOKING_MESSAGES.missing);
const quickChoice = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || (typeof issue.input === 'string' && !issue.input.trim())
        ? QUICK_BOOKING_MESSAGES.missing
        : message,
  });
const slotField = (field: string) =>
  quickText(field).refine((slot) => QUICK_BOOKING_TIME_SLOTS.includes(slot), {
    error: 'Please choose a time slot from the list (such as 06:00 AM).',
  });
const quickDay = (field: string) => quickText(field).refine(isCalendarDate, { error: 'Dates must be written yyyy-MM-dd.' });
const slotIndex = (slot: string) => QUICK_BOOKING_TIME_SLOTS.indexOf(slot);

/**
 * The home page's 'Book a Car Instantly' form (SPEC.md section 9): every rule but the two that need the settings
 * and the clock (the city is CITY, the pick-up not before today), which QuickBookingService keeps.
 */
export const QuickBookingRequest = z
  .object({
    fromCity: quickText('fromCity').openapi({ description: 'The service city (CITY)' }),
    toCity: quickText('toCity'),
    bookAt: quickChoice(Object.values(QuickBookAt) as [QuickBookAt, ...QuickBookAt[]], 'Book for must be hour, daily, weekly or monthly.'),
    carName: quickChoice(QUICK_BOOKING_CARS, 'Please choose a car from the list.'),
    mobile: numberAsText(quickText('mobile')).pipe(z.string().regex(/^\d{10}$/, { error: QUICK_BOOKING_MESSAGES.mobile })),
    pickDate: quickDay('pickDate'),
    pickTime: slotField('pickTime'),
    dropDate: quickDay('dropDate'),
    dropTime: slotField('dropTime'),
  })
  .refine((f) => f.dropDate >= f.pickDate, { error: 'The drop-off date cannot be before the pick-up date.' })
  .refine((f) => f.dropDate !== f.pickDate || slotIndex(f.dropTime) > slotIndex(f.pickTime), {
    error: 'The drop-off time must be after the pick-up time.',
  });
export type QuickBookingInput = z.output<typeof QuickBookingRequest>;

export const DEFAULT_AVAILABILITY_DAYS = 60;
export const MAX_AVAILABILITY_DAYS = 120;

/** A car's busy periods asked for: `days` city days (1 to 120, default 60) from `from` (default today: the service's clock). */
export const availabilityQuery = z.object({
  from: optionalDay('From').openapi({ description: 'yyyy-MM-dd, default today' }),
  days: dayCount(MAX_AVAILABILITY_DAYS, DEFAULT_AVAILABILITY_DAYS).openapi({ description: '1 to 120, default 60' }),
});
export type AvailabilityQuery = z.output<typeof availabilityQuery>;

/** Staff's booking list: part of the name, phone or licence, the city day it was made, its status. */
export const bookingListFilter = z.object({
  search: z.string().nullish(),
  createdOn: filterDay('The date filter'),
  status: z.preprocess(notGiven, z.enum(BookingStatus, { error: 'Unknown booking status.' }).optional()),
});
export type BookingFilter = z.output<typeof bookingListFilter>;
