import { z } from 'zod';
import { BookingRequest, bookingFields, bookingRequestShape } from '../bookings/booking.schemas.js';
import { dropOffAfterPickUp, DROP_OFF_AFTER_PICK_UP } from '../availability/period.schemas.js';
import { id, isoTime } from '../common/rest-schemas.js';
import { emailAddress, requiredField } from '../common/input-schemas.js';
import { missingLast } from '../common/parse-input.js';
import { ApiKeyScope } from './api-key.scopes.js';

const SCOPES = ['catalogue:read', 'bookings:read', 'bookings:write'] as const;

/** The partners module's REST documents and request bodies (common/rest-schemas.ts has the shared pieces). */
export const PartnerBooking = z
  .strictObject({ ...bookingFields, email: z.string() })
  .openapi('PartnerBooking', { description: "A booking as partners and webhooks see it: no licence, the customer's e-mail" });
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
/** The phone as the customer account keeps it: an Indian mobile (the booking's own may be any 10 to 15 digits). */
const ACCOUNT_PHONE = /^91[0-9]{10}$/;

/**
 * The Book Now form with the customer's e-mail first (the order its fields are judged in), kept in lower case. The
 * customer's account needs an Indian mobile (parsePhone's sentence), judged after the period.
 */
export const PartnerBookingRequest = z
  .object({
    email: emailAddress.openapi({ description: "The customer's e-mail (matched or a new account)" }),
    ...bookingRequestShape,
  })
  .refine(dropOffAfterPickUp, { error: DROP_OFF_AFTER_PICK_UP })
  .refine(({ phone }) => ACCOUNT_PHONE.test(phone), { error: 'Valid 10-digit phone number required', path: ['phone'] })
  .openapi('PartnerBookingRequest');
export type PartnerBookingInput = z.output<typeof PartnerBookingRequest>;

/**
 * Some of a fixed list (an API key's scopes): at least one, each one of `allowed`, answered in
 * `allowed`'s order without repeats; worded as the services did: "Choose at least one scope: a, b.",
 * 'Unknown scope "x"; scopes are a, b.'
 */
const subsetOf = <T extends string>(allowed: readonly [T, ...T[]], noun: string) => {
  const choose = `Choose at least one ${noun}: ${allowed.join(', ')}.`;
  return z
    .array(z.enum(allowed, { error: (issue) => `Unknown ${noun} ${JSON.stringify(issue.input)}; ${noun}s are ${allowed.join(', ')}.` }), {
      // zod falls back to this for the length checks too: more items than there are choices is then the common
      // sentence ('The field "scopes" has too many items (at most 3).').
      error: (issue) => ((issue.code as string) === 'too_big' ? undefined : choose),
    })
    .min(1, { error: choose })
    .max(allowed.length)
    .transform((chosen) => allowed.filter((a) => chosen.includes(a)));
};

/**
 * A new partner API key: a name staff recognise, and what it may do (at least one scope). Scopes that are given and
 * wrong are judged before a missing name.
 */
export const apiKeyInput = missingLast(
  z.object({
    name: requiredField('Name', 80),
    scopes: subsetOf([ApiKeyScope.CatalogueRead, ApiKeyScope.BookingsRead, ApiKeyScope.BookingsWrite], 'scope'),
  }),
  ['name', 'scopes'],
);
export type ApiKeyInput = z.output<typeof apiKeyInput>;
