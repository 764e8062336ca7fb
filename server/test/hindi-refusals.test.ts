import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { OPERATIONS } from '../src/http/contract/operations.js';
import { modules } from '../src/modules/index.js';
import { refusalsOf } from '../src/modules/common/parse-input.js';
import { registerTexts, say } from '../src/modules/common/server-texts.js';
import { documentUpload } from '../src/modules/documents/document.schemas.js';
import { QuickBookingRequest, QuoteRequest } from '../src/modules/bookings/booking.schemas.js';
import { contactInput } from '../src/modules/contacts/contact.schemas.js';
import { registrationInput } from '../src/modules/registrations/registration.schemas.js';
import { reviewInput } from '../src/modules/reviews/review.schemas.js';
import { profileInput } from '../src/modules/users/user.schemas.js';
import { latinWords } from './support/latin-words.js';

/*
 * Issue 32, "Hindi all the way through": every refusal a customer's input can get from the schemas of the operations
 * a customer reaches is said in Hindi with no Latin word left: the sentence's pattern (common/parse-input.ts and the
 * schemas' own words) and the field's label. The schemas are read from the operation registry (REST operations open
 * to the public or to customers) and from the GraphQL resolvers' customer inputs listed below; each field is tried
 * with values that break its rules, and every refusal zod reports is said.
 */

for (const module of modules) if (module.texts) registerTexts(module.texts);

/** The staff's operations (the admin panel stays English) and a payment provider's webhook are not a customer's. */
const customerOperations = OPERATIONS.filter(
  (op) => (op.access === 'public' || op.access === 'customer') && !op.path.startsWith('/v1/admin/') && !op.path.includes('/webhook'),
);
/** The GraphQL customer inputs (resolvers' parseInput), by their field; some are the REST body's schema too. */
const GRAPHQL_INPUTS: Record<string, ZodType> = {
  documentUpload,
  quote: QuoteRequest,
  updateProfile: profileInput,
  createQuickBooking: QuickBookingRequest,
  sendContactMessage: contactInput,
  registerCar: registrationInput,
  submitReview: reviewInput,
};

const schemas: [string, ZodType][] = [
  ...customerOperations.flatMap((op) => [
    ...(op.body ? [[`${op.method} ${op.path}`, op.body.schema] as [string, ZodType]] : []),
    ...(op.query ? [[`${op.method} ${op.path} (query)`, op.query] as [string, ZodType]] : []),
  ]),
  ...Object.entries(GRAPHQL_INPUTS),
];

/** The fields of an object schema (through optional, default, pipe and the like), nested objects as paths. */
function fieldsOf(schema: ZodType, path: string[] = []): string[][] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.type === 'object')
    return Object.entries(def.shape as Record<string, ZodType>).flatMap(([key, field]) => [
      [...path, key],
      ...fieldsOf(field, [...path, key]),
    ]);
  const inner = (def.innerType ?? def.in) as ZodType | undefined;
  return inner ? fieldsOf(inner, path) : [];
}

const WRONG: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  0,
  -1,
  1.5,
  123456789012345,
  true,
  {},
  [],
  ['x'],
  'x'.repeat(6000),
  'zz',
  '@',
  '2026-02-30',
  '25:99',
  'a\nb',
];
/** The wrong values as a refusal repeats them back ('… (not "zz")'): the customer's own words. */
const GIVEN = WRONG.filter((v) => typeof v === 'string').map((v) => JSON.stringify(v));
const withValue = (path: string[], value: unknown) =>
  path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;

function refusals(schema: ZodType): Set<string> {
  const found = new Set<string>();
  const bases: Record<string, unknown>[] = [
    {},
    { kind: 'DRIVING_LICENCE' },
    { kind: 'ID_PROOF', idType: 'AADHAAR', aadhaarMasked: true },
    { kind: 'ID_PROOF', idType: 'PAN' },
  ];
  for (const base of bases)
    for (const path of [[], ...fieldsOf(schema)])
      for (const value of WRONG)
        for (const refusal of refusalsOf(schema, path.length ? { ...base, ...withValue(path, value) } : value)) found.add(refusal);
  return found;
}

describe("a customer's input refused, in Hindi", () => {
  it.each(schemas)('%s: every refusal its schema words is said in Hindi', (_name, schema) => {
    const untranslated = [...refusals(schema)]
      .map((english) => [english, say('hi', english)])
      .filter(([, hindi]) => latinWords(hindi, GIVEN).length);
    expect(untranslated).toEqual([]);
  });
});
