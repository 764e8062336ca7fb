import { z } from 'zod';
import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';

extendZodWithOpenApi(z);

/**
 * The REST dialect's documents (SPEC.md section 3 names, `_id`), declared once: they generate /api/openapi.json and
 * the test suite checks every REST answer against them (test/support/contract-check.ts). Strict objects, so a field
 * the code adds without declaring it fails the tests.
 */
const id = z.string().openapi({ description: 'Record id (a UUID)', example: '0b9a7c1e-4f7a-4d63-9d0b-1a2b3c4d5e6f' });
const isoTime = z.string().openapi({ description: 'ISO 8601 date-time', format: 'date-time' });
const day = z.string().openapi({ description: 'yyyy-MM-dd (city wall clock)', example: '2026-12-01' });
const clock = z.string().openapi({ description: 'HH:mm', example: '10:00' });
const bookingStatus = z.enum(['Pending', 'Accepted', 'Rejected', 'Canceled', 'Completed']);
const bookFor = z.enum(['12 Hours', 'Daily', 'Weekly', 'Monthly']);

export const ErrorBody = z
  .strictObject({ message: z.string() })
  .openapi('Error', { description: 'Every REST error: a sentence a person can read' });
export const Message = z.strictObject({ message: z.string() }).openapi('Message');

const carFields = {
  _id: id,
  name: z.string(),
  price: z.number().int().openapi({ description: 'Rupees per day' }),
  fuel: z.string(),
  seat: z.number().int(),
  extrafare: z.number().int().openapi({ description: 'Rupees per extra km' }),
  cartype: z.string(),
  cooling: z.string(),
  selfdrive: z.string(),
  clock: z.string().openapi({ description: 'Transmission (Manual / Automatic)' }),
  offer: z.string().optional(),
  location: z.string(),
  image: z.string().openapi({ description: 'File name under /uploads' }),
  order: z.number().int(),
  createdAt: isoTime,
};
export const Car = z
  .strictObject({
    ...carFields,
    fromPrice: z
      .number()
      .int()
      .optional()
      .openapi({ description: 'Only when a price rule makes a day of the next 60 cheaper: the lowest daily price ("from ₹X/day")' }),
    isBooked: z
      .boolean()
      .openapi({ description: 'Busy now; with a period in the query: a booking, its turnaround or a block overlaps it' }),
    nextFreeAt: z.string().nullable().optional().openapi({
      description: 'With a period: when a busy car is next free, ISO 8601 with the city offset (e.g. 2026-12-01T10:00:00+05:30), else null',
    }),
  })
  .openapi('Car');
const BookedCar = z
  .strictObject({ ...carFields, type: z.string().openapi({ description: 'The car type (cartype)' }) })
  .openapi('BookedCar');

const rupeeAmount = z.number().int();
const BillLine = z
  .strictObject({
    kind: z.string().openapi({ description: 'RENT, LATE_RETURN, EXTRA_KM, FUEL, a fee, TOLL, FINE, DAMAGE or OTHER' }),
    description: z.string(),
    quantity: z.number().int(),
    unitPrice: rupeeAmount,
    amount: rupeeAmount.openapi({ description: 'Whole rupees before tax; 0 when waived' }),
    sac: z.string(),
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
    taxable: rupeeAmount,
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

const bookingFields = {
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
export const PartnerBooking = z
  .strictObject({ ...bookingFields, email: z.string() })
  .openapi('PartnerBooking', { description: "A booking as partners and webhooks see it: no licence, the customer's e-mail" });
export const BusyPeriod = z.strictObject({ pickupDate: day, pickupTime: clock, dropDate: day, dropTime: clock }).openapi('BusyPeriod');
export const Block = z
  .strictObject({
    _id: id,
    carId: id,
    carName: z.string(),
    from: z.string().openapi({ description: 'ISO 8601 with the city offset' }),
    to: z.string().openapi({ description: 'ISO 8601 with the city offset' }),
    reason: z.enum(['service', 'repair', 'registration', 'other']),
  })
  .openapi('Block', { description: 'A maintenance block: the car cannot be booked in this period (staff only)' });
export const PriceRule = z
  .strictObject({
    _id: id,
    name: z.string(),
    from: day.nullable(),
    to: day.nullable(),
    weekdays: z.array(z.number().int()).openapi({ description: '0 = Sunday … 6 = Saturday; empty: every day' }),
    carIds: z.array(id).openapi({ description: 'Empty: every car' }),
    percent: z.number().int().nullable(),
    dailyPrice: z.number().int().nullable(),
    priority: z.number().int(),
  })
  .openapi('PriceRule', { description: 'A price rule; where rules overlap the highest priority wins (then the newest)' });
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
/** The customer site's languages (issue 24). */
const language = z.enum(['en', 'hi']);
export const User = z
  .strictObject({
    _id: id,
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.string().nullable(),
    state: z.string().nullable().openapi({ description: "State or union territory (the invoice's GST split)" }),
    gender: z.enum(['Male', 'Female', 'Other']).nullable(),
    dob: z.string().nullable(),
    profilePic: z.string().nullable(),
    isVerified: z.boolean(),
    createdAt: isoTime,
    language: language.openapi({ description: "The customer's language for the site and their e-mails" }),
  })
  .openapi('User');
export const Notification = z.strictObject({ _id: id, message: z.string(), read: z.boolean(), createdAt: isoTime }).openapi('Notification');
export const ContactMessage = z
  .strictObject({ _id: id, name: z.string(), email: z.string(), phone: z.string(), message: z.string(), createdAt: isoTime })
  .openapi('ContactMessage');
export const Blog = z
  .strictObject({
    _id: id,
    heading: z.string(),
    content: z.string(),
    image: z.string(),
    createdAt: isoTime,
    headingHi: z.string().nullable().openapi({ description: 'Optional Hindi heading (issue 24)' }),
    contentHi: z.string().nullable().openapi({ description: 'Optional Hindi content (issue 24)' }),
  })
  .openapi('Blog');
export const Offer = z.strictObject({ _id: id, imageUrl: z.string(), createdAt: isoTime }).openapi('Offer');
export const Review = z
  .strictObject({
    _id: id,
    name: z.string(),
    rating: z.number(),
    message: z.string(),
    date: isoTime,
    status: z.enum(['Pending', 'Accepted', 'Rejected']),
    createdAt: isoTime,
  })
  .openapi('Review');
export const RegisteredCar = z
  .strictObject({
    _id: id,
    carName: z.string(),
    model: z.string(),
    numberPlate: z.string(),
    fuelType: z.string(),
    seats: z.number().int(),
    clientName: z.string(),
    phone: z.string(),
    email: z.string(),
    image: z.string(),
    createdAt: isoTime,
  })
  .openapi('RegisteredCar');
export const ApiKey = z
  .strictObject({
    _id: id,
    name: z.string(),
    scopes: z.array(z.enum(['catalogue:read', 'bookings:read', 'bookings:write'])),
    prefix: z.string(),
    createdAt: isoTime,
    lastUsedAt: isoTime.nullable(),
    revokedAt: isoTime.nullable(),
  })
  .openapi('ApiKey');
// The answers to creating: the record with its secret, shown only then (a schema of its own: a strict schema
// extended would be allOf of two closed objects, which no answer can match).
export const NewApiKey = z
  .strictObject({ ...ApiKey.shape, key: z.string().openapi({ description: 'The key (rk_…), shown only now' }) })
  .openapi('NewApiKey');
const webhookEvent = z.enum(['booking.created', 'booking.status_changed', 'booking.rescheduled', 'booking.cancelled', 'car.changed']);
export const WebhookEndpoint = z
  .strictObject({
    _id: id,
    url: z.string(),
    events: z.array(webhookEvent),
    createdAt: isoTime,
    disabledAt: isoTime.nullable(),
    disabledReason: z.string().nullable(),
  })
  .openapi('WebhookEndpoint');
export const NewWebhookEndpoint = z
  .strictObject({ ...WebhookEndpoint.shape, secret: z.string().openapi({ description: 'The signing secret (whsec_…), shown only now' }) })
  .openapi('NewWebhookEndpoint');
export const WebhookDelivery = z
  .strictObject({
    _id: id,
    eventId: z.string(),
    eventType: z.string(),
    status: z.enum(['pending', 'delivered', 'failed', 'skipped']),
    attempts: z.number().int(),
    lastStatusCode: z.number().int().nullable(),
    lastError: z.string().nullable(),
    lastAttemptAt: isoTime.nullable(),
    createdAt: isoTime,
  })
  .openapi('WebhookDelivery');

// Request bodies: the fields each route reads (the services check the rules and word the messages).
const text = z.string();
// What the services enforce, stated in the contract (issue 18: the document was looser than the server). The input
// middleware still checks types and shapes only, so SPEC.md's own messages answer a field that breaks these.
export const filled = (max: number) => z.string().min(1).max(max).regex(/\S/);
const email = z.email().max(254).openapi({ description: 'text@text.text, no spaces, at most 254 characters' });
const mobile = z
  .string()
  .regex(/^(\+91)?[0-9]{10}$/)
  .openapi({ description: 'An Indian mobile number: 10 digits, +91 optional', example: '9876543210' });
export const dayInput = z
  .string()
  .regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/)
  .openapi({ format: 'date', description: 'yyyy-MM-dd (city wall clock)', example: '2026-12-01' });
const clockInput = z
  .string()
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/)
  .openapi({ description: 'HH:mm, 24-hour', example: '10:00' });
const uuid = z.uuid();
export const BookingRequest = z
  .object({
    name: text,
    phone: text,
    license: text,
    pickupDate: day,
    pickupTime: clock,
    dropDate: day,
    dropTime: clock,
    bookFor: bookFor.optional(),
    carId: id,
    delivery: z
      .object({
        pickupAddress: z
          .string()
          .max(300)
          .optional()
          .openapi({ description: 'Deliver the car here at pick-up (name the locality, or give a pin)' }),
        returnAddress: z.string().max(300).optional().openapi({ description: 'Collect the car here at return' }),
        pickupPin: z.object({ lat: z.number(), lng: z.number() }).optional(),
        returnPin: z.object({ lat: z.number(), lng: z.number() }).optional(),
      })
      .optional()
      .openapi({ description: 'Doorstep delivery (DELIVERY_FEE per leg) within SERVICE_RADIUS_KM of the city centre' }),
  })
  .openapi('BookingRequest');
export const PartnerBookingRequest = BookingRequest.extend({
  email: z.string().openapi({ description: "The customer's e-mail (matched or a new account)" }),
}).openapi('PartnerBookingRequest');
export const requests = {
  /** Razorpay's event envelope; the handler reads what it needs after checking the signature. */
  razorpayWebhook: z.looseObject({ event: z.string(), payload: z.looseObject({}) }),
  login: z.object({ email: filled(254), password: filled(1000) }),
  sendOtp: z.object({
    email,
    name: filled(120),
    phone: mobile,
    language: language.optional().openapi({ description: "The code mail's language; the account keeps it at sign-in" }),
  }),
  language: z.object({ language }),
  verifyOtp: z.object({
    email,
    otp: z
      .string()
      .regex(/^[0-9]{4}$/)
      .openapi({ description: 'The 4-digit code of the mail' }),
    phone: mobile
      .optional()
      .openapi({ description: "10 digits, with or without +91: replaces an existing account's phone (a code request never does)" }),
  }),
  signInLink: z.object({ signin: filled(200).openapi({ description: 'The signin parameter of the link in the code mail' }) }),
  resendOtp: z.object({ email }),
  cancel: z.object({ reason: filled(500) }),
  reschedule: z.object({ pickupDate: dayInput, pickupTime: clockInput, dropDate: dayInput, dropTime: clockInput }).openapi({
    description:
      'The new period: not in the past, the drop-off after the pick-up, at most 90 days, more than 4 hours before the current pick-up',
    example: { pickupDate: '2026-12-01', pickupTime: '10:00', dropDate: '2026-12-02', dropTime: '10:00' },
  }),
  bookingStatus: z.object({ status: z.enum(['Accepted', 'Rejected', 'Completed']), adminRemarks: z.string().max(500).optional() }),
  contact: z.object({ name: filled(120), email, phone: mobile, message: filled(5000) }),
  review: z.object({ name: filled(120), rating: z.number().min(0).max(5).multipleOf(0.5), message: filled(2000) }),
  reviewStatus: z.object({ status: z.enum(['Accepted', 'Rejected']) }),
  reorder: z
    .array(z.object({ _id: uuid, order: z.number().int().min(0).max(100_000) }))
    .min(1)
    .max(1000),
  bulkDelete: z.object({ ids: z.array(uuid).min(1).max(1000) }),
  priceRule: z.object({
    name: z.string().max(80),
    from: z.string().optional().openapi({ description: 'yyyy-MM-dd, first day covered' }),
    to: z.string().optional().openapi({ description: 'yyyy-MM-dd, last day covered' }),
    weekdays: z.array(z.number().int()).max(7).optional().openapi({ description: '0 = Sunday … 6 = Saturday' }),
    carIds: z.array(z.string()).max(500).optional().openapi({ description: 'Empty or absent: every car' }),
    percent: z.number().int().optional().openapi({ description: '-90 to 300; or dailyPrice' }),
    dailyPrice: z.number().int().optional().openapi({ description: 'Whole rupees per day; or percent' }),
    priority: z.number().int().optional().openapi({ description: 'Default 0; the highest wins' }),
  }),
  block: z.object({
    carId: z.string().openapi({ description: 'The car (a UUID)' }),
    from: z
      .string()
      .max(40)
      .openapi({ description: 'ISO 8601; without an offset, the city wall clock', example: '2026-12-01T10:00+05:30' }),
    to: z.string().max(40).openapi({ description: 'ISO 8601, after from', example: '2026-12-03T10:00+05:30' }),
    reason: z.enum(['service', 'repair', 'registration', 'other']),
  }),
  apiKey: z.object({
    name: filled(100),
    scopes: z
      .array(z.enum(['catalogue:read', 'bookings:read', 'bookings:write']))
      .min(1)
      .max(3),
  }),
  webhook: z.object({ url: z.string().max(500).openapi({ format: 'uri' }), events: z.array(webhookEvent).min(1).max(5) }),
  carForm: z.object({
    name: text,
    price: text,
    fuel: text,
    seat: text,
    extrafare: text,
    cartype: text,
    cooling: text,
    selfdrive: text,
    clock: text,
    offer: text.optional(),
    location: text,
    turnaroundMinutes: text
      .optional()
      .openapi({ description: 'Minutes after a drop-off before the next pick-up (0 to 1440); blank: TURNAROUND_MINUTES' }),
    registrationNumber: text
      .optional()
      .openapi({ description: 'The registration number, e.g. MP09AB1234; absent: unchanged, blank: none' }),
    image: z.string().openapi({ format: 'binary' }),
  }),
  blogForm: z.object({
    heading: text,
    content: text,
    headingHi: z.string().max(200).optional(),
    contentHi: z.string().max(50_000).optional(),
    image: z.string().openapi({ format: 'binary' }).optional(),
  }),
  imageForm: z.object({ image: z.string().openapi({ format: 'binary' }) }),
  registerCarForm: z.object({
    carName: text,
    model: text,
    numberPlate: text,
    fuelType: text,
    seats: text,
    clientName: text,
    phone: text,
    email: text,
    image: z.string().openapi({ format: 'binary' }),
  }),
  profileForm: z.object({
    name: text,
    email: text.optional(),
    address: text.optional(),
    state: text.optional(),
    dob: text.optional(),
    gender: text.optional(),
    profilePic: z.string().openapi({ format: 'binary' }).optional(),
  }),
};
