import { z } from 'zod';
import { FILTER_DAYS } from '../common/dates.js';
import { ONE_LINE, personText } from '../common/person-text.js';
import { calendarDate, fieldOf, numberText, optionalField, requiredField } from '../common/input-schemas.js';
import { LedgerMethod } from './ledger.entity.js';
import type { CounterMethod } from './money.js';
import { missingLast } from '../common/parse-input.js';

/**
 * The payments module's inputs, one schema each (issue 30): the REST edge and the GraphQL resolvers parse with them
 * (common/parse-input.ts), so the service receives a UTR, an amount and a reference that are already valid. What needs
 * the database (the amount due) or the clock (the default range) stays with the service.
 */

const UTR_MESSAGE = 'Enter the 12-digit UTR (UPI reference) shown by your UPI app.';
/** Twelve digits; spaces and hyphens between them are the app's grouping, not part of the UTR. */
export const UTR_PATTERN = /^[\s-]*(?:[0-9][\s-]*){12}$/;

/** A UTR (the bank's reference of a UPI transfer): exactly 12 digits once spaces and hyphens go; never cut to fit. */
export const utr = z
  .string({ error: UTR_MESSAGE })
  .max(100, { error: UTR_MESSAGE })
  .regex(UTR_PATTERN, { error: UTR_MESSAGE })
  .overwrite((text) => text.replace(/[\s-]+/g, ''))
  .openapi({ description: 'The 12-digit UTR your UPI app shows (spaces and hyphens are ignored)', example: '412345678901' });

const AMOUNT_MESSAGE = 'The amount must be a whole number of rupees.';
/** Whole rupees staff typed (a number, or its digits as text); the most, what is due, is the service's to check. */
export const rupeesTaken = z
  .preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: AMOUNT_MESSAGE }).int({ error: AMOUNT_MESSAGE }).min(1, { error: AMOUNT_MESSAGE }),
  )
  .openapi({ description: 'Whole rupees, at most what is due' });

const REFERENCE_MAX = 60;
const TOO_LONG = `Reference is too long (at most ${REFERENCE_MAX} characters).`;
const NOT_ONE_LINE = 'Reference must be one line of plain text (no line breaks, tabs or other control characters).';
const reference = (missing: string) =>
  z.preprocess(
    numberText,
    z
      .string({ error: missing })
      .trim()
      .min(1, { error: missing })
      .max(REFERENCE_MAX, { error: TOO_LONG })
      .regex(ONE_LINE, { error: NOT_ONE_LINE }),
  );
const RAZORPAY_ID_MESSAGE = 'Give the Razorpay payment id (pay_…).';

/** The reference staff give for money taken, by method: a UTR for UPI, the slip for a card, Razorpay's id online. */
const REFERENCES: Record<CounterMethod, z.ZodType<string | null, unknown>> = {
  UPI: utr,
  CARD: reference('Give the card slip or terminal reference.'),
  ONLINE: reference(RAZORPAY_ID_MESSAGE).pipe(z.string().regex(/^pay_[A-Za-z0-9]{6,40}$/, { error: RAZORPAY_ID_MESSAGE })),
  // Cash may have none (the service makes a receipt number).
  CASH: z.preprocess(
    (value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value),
    reference('Reference must be text.').nullable(),
  ),
};

/** A method field and its reference field in one input; `otherwise`: the method when the field is left out. */
export interface CounterFields {
  method: string;
  reference: string;
  otherwise?: CounterMethod;
}

/**
 * `schema` with each reference checked against its method (a UTR for UPI, the slip for a card, Razorpay's id online)
 * and given as checked (a UTR without its spaces, trimmed text, null for cash without one).
 */
export function withCounterReferences<S extends z.ZodObject>(schema: S, ...pairs: CounterFields[]): S {
  const each = (value: Record<string, unknown>, visit: (pair: CounterFields, method: CounterMethod) => void) => {
    for (const pair of pairs) {
      const method = (value[pair.method] ?? pair.otherwise) as CounterMethod | undefined;
      if (method) visit(pair, method);
    }
  };
  return schema
    .superRefine((value, ctx) =>
      each(value as Record<string, unknown>, (pair, method) => {
        fieldOf(ctx, REFERENCES[method], (value as Record<string, unknown>)[pair.reference], pair.reference);
      }),
    )
    .overwrite((value) => {
      const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      // Checks go on after a broken one: a reference the refinement refused is left as it is (the parse fails anyway).
      each(out, (pair, method) => {
        const checked = REFERENCES[method].safeParse(out[pair.reference]);
        if (checked.success) out[pair.reference] = checked.data;
      });
      return out as typeof value;
    });
}

export const COUNTER_METHODS = ['CASH', 'CARD', 'UPI'] as const;
/** How staff took money at the counter. */
export const counterMethod = z.enum(COUNTER_METHODS, { error: 'Method must be CASH, CARD or UPI.' });
const Purpose = z.enum(['ADVANCE', 'BALANCE']).openapi({ description: 'ADVANCE once accepted, BALANCE after the trip' });

/**
 * Money staff took at the counter: how, how much and its reference. A missing purpose is judged after the rest (the
 * method, the amount and the reference word their own refusals, missing ones too).
 */
export const recordPayment = missingLast(
  withCounterReferences(
    z.strictObject({
      purpose: Purpose,
      method: counterMethod,
      amount: rupeesTaken,
      reference: z
        .string()
        .nullable()
        .optional()
        .openapi({ description: 'UTR (UPI), slip (card); optional for cash (a receipt number is made)' }),
    }),
    { method: 'method', reference: 'reference' },
  ),
  ['purpose'],
);

/** The customer's UPI claim; a missing purpose is judged after the UTR (which words a missing one too). */
export const claimUpi = missingLast(z.strictObject({ purpose: Purpose, utr }), ['purpose']);

/** A day to filter by, within FILTER_DAYS; absent or empty: the default. */
const dayFilter = (label: string) =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    calendarDate(label)
      .refine((day) => day >= FILTER_DAYS.first && day <= FILTER_DAYS.last, {
        error: `${label} must be between ${FILTER_DAYS.first} and ${FILTER_DAYS.last}.`,
      })
      .nullish(),
  );

/** A range of city days (each defaults: the service knows today). */
export const ledgerRange = z.object({
  from: dayFilter('From').openapi({ description: 'yyyy-MM-dd (city day), default 29 days before to' }),
  to: dayFilter('To').openapi({ description: 'yyyy-MM-dd, default today' }),
});

/** The ledger's filter: a range and, optionally, one method. */
export const ledgerFilter = ledgerRange.extend({
  method: z.preprocess(
    (value) => (value === '' ? null : value),
    z.enum(LedgerMethod, { error: `Method must be one of ${Object.values(LedgerMethod).join(', ')}.` }).nullish(),
  ),
});

const NOTE_MAX = 500;
/** Staff's note to the customer: one line of at most 500 characters; absent or blank is none. */
const note = optionalField('Note', NOTE_MAX).pipe(personText(NOTE_MAX, { label: 'Note' }).nullable());

/** Staff confirm a UPI claim (a note if they like) or reject it, saying why: the customer reads it. */
export const confirmPayment = z
  .object({ accepted: z.boolean(), note: z.unknown().optional() })
  .transform(({ accepted, note: given }, ctx) => ({
    accepted,
    note: accepted
      ? fieldOf(ctx, note, given, 'note')
      : fieldOf(
          ctx,
          requiredField('Note', NOTE_MAX, 'Say why the claim is rejected (the customer reads it).').pipe(
            personText(NOTE_MAX, { label: 'Note' }),
          ),
          given,
          'note',
        ),
  }));
export type ConfirmPayment = z.output<typeof confirmPayment>;

/** A refund staff paid back: its reference (UTR, slip or receipt number), and a note if they like. */
export const closeRefund = z.object({ reference: z.unknown().optional(), note: z.unknown().optional() }).transform((input, ctx) => ({
  reference: fieldOf(ctx, reference('Give the reference of the refund (UTR, slip or receipt number).'), input.reference, 'reference'),
  note: fieldOf(ctx, note, input.note, 'note'),
}));
export type CloseRefund = z.output<typeof closeRefund>;

export const requests = {
  /** Razorpay's event envelope; the handler reads what it needs after checking the signature. */
  razorpayWebhook: z.looseObject({ event: z.string(), payload: z.looseObject({}) }),
};
