import { z } from 'zod';
import { FEES, type ChargeKind, type TripFee } from './bill.js';
import { ONE_LINE } from '../common/person-text.js';
import { counterMethod, withCounterReferences } from '../payments/payment.schemas.js';
import type { CounterMethod } from '../payments/money.js';

/**
 * The trip's inputs, one schema each (issue 30): the GraphQL resolver parses its arguments with them
 * (common/parse-input.ts), so the service receives readings, fees and charges that are already valid.
 */
export const MAX_ODOMETER_KM = 2_000_000;
export const MAX_CHARGES = 20;
const MAX_CHARGE = 10_00_000;
const CHARGE_KINDS = ['TOLL', 'FINE', 'DAMAGE', 'OTHER'] as const satisfies readonly ChargeKind[];

/** Every rule of a number worded once: its type, whole, and its range. */
const whole = (min: number, max: number, error: string) => z.number({ error }).int({ error }).min(min, { error }).max(max, { error });

const odometerKm = whole(0, MAX_ODOMETER_KM, `Odometer must be whole km from 0 to ${MAX_ODOMETER_KM.toLocaleString('en-IN')}.`);
const fuelEighths = whole(0, 8, 'Fuel is counted in eighths of a tank, from 0 to 8.');

/** The handover's readings (the photos and the signature are files, checked by the service). */
const handoverFields = z.object({
  odometerKm,
  fuelEighths,
  originalsSeen: z.literal(true, { error: 'Check the original driving licence and Aadhaar card before handing over the keys.' }),
  /** The customer's address for the invoice when the profile has none (Rule 46); the service reads it as person text. */
  recipientAddress: z.string().nullish(),
  /** Why the odometer reads below the car's last return (a replaced meter, a typo then); kept on the trip. */
  odometerCorrection: z.string().nullish(),
  /** The unpaid advance, taken at the counter in the same step: how (CASH, CARD, UPI) and its reference. */
  advanceMethod: counterMethod.nullish(),
  advanceReference: z.string().nullish(),
  /** How the security deposit was taken (CASH when not said) and its reference. */
  depositMethod: counterMethod.nullish(),
  depositReference: z.string().nullish(),
  /** Staff's reason to hand over although the booking's driver differs from the verified licence (issue 28). */
  driverMismatchReason: z.string().nullish(),
});
/** Each reference checked against its method (a UTR for UPI, the card slip; cash may have none). */
export const handoverInput = withCounterReferences(
  handoverFields,
  { method: 'advanceMethod', reference: 'advanceReference' },
  { method: 'depositMethod', reference: 'depositReference', otherwise: 'CASH' },
);

const SETTLE_METHODS = ['CASH', 'UPI', 'CARD', 'ONLINE'] as const satisfies readonly CounterMethod[];
/** How the rest of the bill was paid and how the deposit goes back (CASH when not said), each with its reference. */
export const settleInput = withCounterReferences(
  z.object({
    method: z.enum(SETTLE_METHODS, { error: `Method must be one of ${SETTLE_METHODS.join(', ')}.` }),
    reference: z.string().nullish(),
    depositMethod: counterMethod.nullish(),
    depositReference: z.string().nullish(),
  }),
  { method: 'method', reference: 'reference' },
  { method: 'depositMethod', reference: 'depositReference', otherwise: 'CASH' },
);

const feesMessage = `Fees must be among ${Object.keys(FEES).join(', ')}.`;
export const tripCharge = z.object({
  kind: z.enum(CHARGE_KINDS, { error: `A charge's kind must be one of ${CHARGE_KINDS.join(', ')}.` }),
  description: z
    .string({ error: 'Charge note is required.' })
    .trim()
    .min(1, { error: 'Charge note is required.' })
    .max(200, { error: 'Charge note is too long (at most 200 characters).' })
    .regex(ONE_LINE, { error: 'Charge note must be one line of plain text (no line breaks, tabs or other control characters).' }),
  amount: whole(1, MAX_CHARGE, `Each charge needs an amount of whole rupees from 1 to ${MAX_CHARGE.toLocaleString('en-IN')}.`),
});

/** The return's readings, fees and charges (absent lists are empty; a fee named twice counts once). */
export const returnInput = z.object({
  returnedAt: z.date({ error: 'Return time must be a date and time.' }).nullish(),
  odometerKm,
  fuelEighths,
  fees: z
    .array(z.enum(Object.keys(FEES) as [TripFee, ...TripFee[]], { error: feesMessage }), { error: feesMessage })
    .nullish()
    .transform((fees) => [...new Set(fees ?? [])]),
  charges: z
    .array(tripCharge, { error: `At most ${MAX_CHARGES} other charges.` })
    .max(MAX_CHARGES, { error: `At most ${MAX_CHARGES} other charges.` })
    .nullish()
    .transform((charges) => charges ?? []),
});

export type HandoverInput = z.output<typeof handoverInput>;
export type ReturnInput = z.output<typeof returnInput>;
export type SettleInput = z.output<typeof settleInput>;
