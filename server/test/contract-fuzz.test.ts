import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from './support/helpers.js';
import { createCustomer } from './support/booking-fixtures.js';
import { Role } from '../src/modules/common/enums.js';
import { OPERATIONS, type Operation } from '../src/http/contract/operations.js';
import { fc, hostileText, invalidBody, jsonSchemaOf, validValue } from './support/arbitraries.js';

/*
 * The property-based API fuzzer (issue 18), generated from the contract: every JSON operation of
 * http/contract/operations.ts (its zod schemas, as JSON Schema) and every root field of schema.graphql, called
 * anonymously, as a customer and as an admin. Checked on every answer: no 5xx; the status and body are the documented
 * ones (test/support/contract-check.ts validates every REST answer of this suite against /api/openapi.json and
 * throws on drift); input that breaks the contract is refused with a 4xx; and input valid by the contract is not
 * refused as invalid (400) where the contract states every rule (ACCEPTS below), which keeps the contract honest.
 * `npm test` runs a small fixed run; `npm run fuzz` a long one (FUZZ_RUNS, FUZZ_SEED).
 */
const RUNS = Number(process.env.FUZZ_RUNS || 4);
const SEED = Number(process.env.FUZZ_SEED || 20_261_125);

// Operations whose every rule the contract states: valid input by the contract must not be refused as invalid.
// The others also have rules no JSON Schema says: a date in the future, a code that matches the mail, a car that
// exists, a plan that fits the period, a new password... (their descriptions say so).
const ACCEPTS = new Set([
  'adminLogin',
  'sendEmailOtp',
  'sendContactMessage',
  'submitReview',
  'setReviewStatus',
  'updateReview',
  'cancelBooking',
  'setBookingStatus',
  'deleteUsers',
  'createApiKey',
]);
// Never generated: a webhook URL is resolved by DNS (tests reach loopback only), and Razorpay's webhook needs its signature.
const SKIP = new Set(['createWebhookEndpoint', 'razorpayWebhook']);

let server: TestServer;
let tokens: Record<'anonymous' | 'customer' | 'admin', string | null>;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_SCALE: '1000' });
  const customer = await createCustomer(server, 'Fuzz Customer');
  tokens = { anonymous: null, customer: customer.token, admin: server.tokenFor(randomUUID(), Role.Admin) };
});
afterAll(async () => {
  await server?.close();
});

const roleFor = (op: Operation) => (op.access === 'admin' ? 'admin' : op.access === 'customer' ? 'customer' : 'anonymous');
const pathOf = (op: Operation) => `/api${op.path.replace(/\{\w+\}/g, () => randomUUID())}`;

async function send(op: Operation, body: string | undefined, token: string | null, query = ''): Promise<number> {
  const res = await server.fetch(`${pathOf(op)}${query}`, {
    method: op.method.toUpperCase(),
    body,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  await res.arrayBuffer();
  return res.status;
}

const jsonOps = OPERATIONS.filter((op) => op.body?.kind === 'json' && !SKIP.has(op.operationId));
const queryOps = OPERATIONS.filter((op) => op.query && !SKIP.has(op.operationId));

describe('REST, from the OpenAPI contract', () => {
  it.each(jsonOps.map((op) => [op.operationId, op] as const))(
    '%s: valid input is answered without a 5xx (and accepted where the contract states every rule)',
    async (id, op) => {
      const samples = fc.sample(validValue(jsonSchemaOf(op.body!.schema)), { numRuns: RUNS, seed: SEED });
      for (const sample of samples) {
        const status = await send(op, JSON.stringify(sample), tokens[roleFor(op)]);
        expect(status, `${id} ${JSON.stringify(sample).slice(0, 200)}`).toBeLessThan(500);
        if (ACCEPTS.has(id))
          expect(status, `${id} refused input the contract allows: ${JSON.stringify(sample).slice(0, 300)}`).not.toBe(400);
      }
    },
  );

  it.each(jsonOps.map((op) => [op.operationId, op] as const))(
    '%s: input that breaks the contract is refused with a 4xx',
    async (id, op) => {
      const samples = fc.sample(invalidBody(jsonSchemaOf(op.body!.schema)), { numRuns: RUNS, seed: SEED });
      for (const role of ['anonymous', roleFor(op)] as const) {
        for (const sample of [...samples, '{"unterminated": ']) {
          const body = typeof sample === 'string' && sample.startsWith('{') ? sample : JSON.stringify(sample);
          const status = await send(op, body, tokens[role]);
          expect(status >= 400 && status < 500, `${id} as ${role} answered ${status} to ${body.slice(0, 200)}`).toBe(true);
        }
      }
    },
  );

  it.each(queryOps.map((op) => [op.operationId, op] as const))(
    '%s: hostile query strings are refused with a 4xx, never a 5xx',
    async (id, op) => {
      const names = Object.keys(jsonSchemaOf(op.query!).properties ?? {});
      const values = fc.sample(
        hostileText.filter((t) => t.length < 5000),
        { numRuns: RUNS, seed: SEED },
      );
      for (const name of names) {
        for (const value of values) {
          // A lone surrogate has no UTF-8: sent as the bytes a broken client would send (CESU-8 of U+D800).
          const encoded =
            value.replace(/[\uD800-\uDFFF]/g, '\u0000').includes('\u0000') && /[\uD800-\uDFFF]/.test(value)
              ? '%ED%A0%80'
              : encodeURIComponent(value);
          const status = await send(op, undefined, tokens[roleFor(op)], `?${name}=${encoded}`);
          expect(status, `${id} ?${name}=${JSON.stringify(value).slice(0, 40)}`).toBeLessThan(500);
          // Control characters and oversized text are refused; a lone surrogate cannot travel in a URL (its bytes are
          // not UTF-8 and arrive as the literal %ED%A0%80, harmless text), and an empty value means "not given".
          if (value !== '' && encoded !== '%ED%A0%80')
            expect(status, `${id} ?${name}=${JSON.stringify(value).slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        }
      }
    },
  );
});

const schema = buildSchema(readFileSync(path.join(import.meta.dirname, '..', '..', 'schema.graphql'), 'utf8'));

/** A value of a GraphQL input type: `valid` of the right type, otherwise hostile text or a wrong type where one can go. */
function graphqlValue(type: GraphQLInputType, hostile: boolean): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return graphqlValue(type.ofType, hostile);
  if (isListType(type)) return fc.array(graphqlValue(type.ofType, hostile), { maxLength: 2 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return fc.record(Object.fromEntries(fields.map((f) => [f.name, graphqlValue(f.type, hostile)])));
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return fc.integer({ min: -5, max: 100_000 });
      case 'Float':
        return fc.double({ min: -5, max: 1000, noNaN: true, noDefaultInfinity: true });
      case 'Boolean':
        return fc.boolean();
      case 'Upload':
        return fc.constant(null);
      case 'ID':
        return hostile
          ? fc.oneof(
              fc.uuid(),
              hostileText.filter((t) => t.length < 200),
            )
          : fc.uuid();
      default:
        return hostile ? hostileText.filter((t) => t.length < 200) : fc.string({ maxLength: 20 });
    }
  }
  return fc.constant(null);
}

const rootFields = (['Query', 'Mutation'] as const).flatMap((root) =>
  Object.values((schema.getType(root) as GraphQLObjectType).getFields()).map((field) => ({ root, field })),
);

describe('GraphQL, from schema.graphql', () => {
  it.each(rootFields.map(({ root, field }) => [`${root}.${field.name}`, root, field] as const))(
    '%s never answers a 5xx or INTERNAL_SERVER_ERROR, whoever calls it with whatever',
    async (_name, root, field) => {
      const vars = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
      const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const selection = isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type)) ? '' : ' { __typename }';
      const document = `${root === 'Mutation' ? 'mutation' : 'query'} F${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
      const variables = fc.sample(
        fc.tuple(...field.args.map((a) => fc.oneof(graphqlValue(a.type, false), graphqlValue(a.type, true))).concat([fc.constant(0)])),
        { numRuns: RUNS, seed: SEED },
      );
      for (const values of variables) {
        const given = Object.fromEntries(field.args.map((a, i) => [a.name, values[i]]));
        for (const token of Object.values(tokens)) {
          {
            const res = await server.fetch('/graphql', {
              method: 'POST',
              body: JSON.stringify({ query: document, variables: given }),
              headers: {
                'content-type': 'application/json',
                'apollo-require-preflight': 'true',
                ...(token ? { authorization: `Bearer ${token}` } : {}),
              },
            });
            const body = (await res.json()) as { errors?: { extensions?: { code?: string }; message: string }[] };
            expect(res.status, `${field.name} ${JSON.stringify(given).slice(0, 200)}`).toBeLessThan(500);
            const internal = body.errors?.find((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR');
            expect(internal, `${field.name} ${JSON.stringify(given).slice(0, 200)}`).toBeUndefined();
          }
        }
      }
    },
  );
});
