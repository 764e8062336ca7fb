import fc from 'fast-check';
import { z, type ZodType } from 'zod';
import { MULTI_LINE, ONE_LINE } from '../../src/modules/common/person-text.js';
import { UTR_PATTERN } from '../../src/modules/payments/payment.schemas.js';

/** The JSON Schema of a declared zod schema, as the OpenAPI document gives it to integrators. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export function jsonSchemaOf(schema: ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const hex = fc.constantFrom(...'0123456789abcdef');
const uuid = fc.uuid();
const day = fc
  .date({ min: new Date('2027-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const word = fc.string({ minLength: 1, maxLength: 12, unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz') });

/** A string matching the few patterns the contract uses (each is listed: an unknown one fails loudly). */
function patterned(pattern: string): fc.Arbitrary<string> {
  switch (pattern) {
    case '\\S':
      return word;
    // Person text (common/person-text.ts): one line of plain characters, or lines for a multi-line address.
    case ONE_LINE.source:
      return fc.tuple(word, word).map(([a, b]) => `${a} ${b}`);
    case MULTI_LINE.source:
      return fc.tuple(word, word).map(([a, b]) => `${a}\n${b}`);
    case '^(\\+91)?[0-9]{10}$':
      return fc.tuple(fc.boolean(), fc.stringMatching(/^[6-9][0-9]{9}$/)).map(([plus, n]) => (plus ? `+91${n}` : n));
    case '^[0-9]{10}$':
      return fc.stringMatching(/^[6-9][0-9]{9}$/);
    // The quick booking's mobile: ten digits, or left empty.
    case '^(?:[0-9]{10}|\\s*)$':
      return fc.oneof(fc.stringMatching(/^[6-9][0-9]{9}$/), fc.constant(''));
    // A UTR: twelve digits (spaces and hyphens between them are allowed too).
    case UTR_PATTERN.source:
      return fc.stringMatching(/^[0-9]{12}$/);
    case '^[0-9]{4}$':
      return fc.stringMatching(/^[0-9]{4}$/);
    case '^[0-9]{4}-[0-9]{2}-[0-9]{2}$':
      return day;
    case '^([01][0-9]|2[0-3]):[0-5][0-9]$':
      return fc
        .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
        .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    default:
      throw new Error(`no generator for the pattern ${pattern}: add one to test/support/arbitraries.ts`);
  }
}

/** Values valid by the schema: what the contract promises the server accepts. */
export function validValue(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.anyOf) return fc.oneof(...s.anyOf.map(validValue));
  if (s.allOf) return validValue(Object.assign({}, ...s.allOf));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string': {
      if (s.format === 'uuid') return uuid.map((u) => u.toLowerCase());
      if (s.format === 'email') return fc.tuple(word, word, fc.constantFrom('com', 'in', 'org')).map(([a, b, c]) => `${a}@${b}.${c}`);
      if (s.format === 'date') return day;
      if (s.pattern) return patterned(s.pattern);
      return fc
        .string({
          minLength: Math.max(1, s.minLength ?? 0),
          maxLength: Math.min(s.maxLength ?? 40, 40),
          unit: fc.constantFrom(...'abc xyz-ABC0129.'),
        })
        .filter((t) => t.trim().length > 0);
    }
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1000, max: s.maximum ?? 100_000 });
    case 'number': {
      if (s.multipleOf) {
        const steps = Math.floor(((s.maximum ?? 100) - (s.minimum ?? 0)) / s.multipleOf);
        return fc.integer({ min: 0, max: steps }).map((k) => (s.minimum ?? 0) + k * s.multipleOf!);
      }
      return fc.double({ min: s.minimum ?? -1000, max: s.maximum ?? 1000, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(s.items ?? {}), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 3, 3) });
    case 'object': {
      const required = new Set(s.required ?? []);
      const entries = Object.entries(s.properties ?? {}).filter(([, p]) => p.format !== 'binary');
      return fc.record(Object.fromEntries(entries.map(([k, p]) => [k, validValue(p)])), {
        requiredKeys: entries.map(([k]) => k).filter((k) => required.has(k)),
      });
    }
    default:
      return fc.constant('x');
  }
}

/** Hostile text: control characters, lone surrogates, a huge string, an empty one. */
const hostileText = fc.oneof(
  fc.constant(''),
  fc.constant('\u0000'),
  fc.constant('a\u0001b'),
  fc.constant('\uD800'),
  fc.constant('x'.repeat(60_000)),
  fc.string({ unit: fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 5 }),
);
const wrongType = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.dictionary(hex, fc.integer(), { maxKeys: 2 }),
);

/**
 * A valid body with one field broken (a wrong type, or hostile text where text goes), or a body of the wrong shape
 * altogether: each must be refused with a 4xx (never a 5xx, never a write).
 */
export function invalidBody(s: JsonSchema): fc.Arbitrary<unknown> {
  const props = Object.keys(s.properties ?? {}).filter((k) => s.properties![k].format !== 'binary');
  const required = (s.required ?? []).filter((k) => props.includes(k));
  const whole = fc.oneof(fc.constant(null), fc.integer(), fc.constant('text'), fc.constant([]));
  if (s.type !== 'object' || !required.length) return whole;
  return fc.oneof(
    whole,
    fc
      .tuple(validValue(s), fc.constantFrom(...required), fc.oneof(wrongType, hostileText))
      // Documented leniency (docs/integrating.md, REST input): a number where text is declared is read as its text,
      // and numeric text where a number is, because legacy clients send both. Neither counts as breaking the contract.
      .filter(([, key, bad]) => typeof bad !== 'number' || !['number', 'integer', 'string'].includes(String(s.properties![key].type)))
      .map(([body, key, bad]) => ({ ...(body as object), [key]: bad })),
  );
}

export { hostileText, fc };
