import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, startTestServer, type TestServer } from './support/helpers.js';
import { createCustomer } from './support/booking-fixtures.js';
import { sql } from './support/account-fixtures.js';
import { Role } from '../src/modules/common/enums.js';

/*
 * One input contract, enforced (issue 30): a value that breaks a module's input schema is refused by the REST edge
 * with 400 and the schema's own sentence (the one the service used to word), and nothing is written. One row per
 * module whose hand readers became schemas (payments, invoices, cars, content, registrations, contacts, reviews, pricing, partners, users, webhooks; documents have no REST
 * route: test/hardening-round3.test.ts and the documents tests cover them over GraphQL).
 */

let server: TestServer;
let admin: string;
let customer: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = server.tokenFor(randomUUID(), Role.Admin);
  customer = (await createCustomer(server, 'Schema Tester')).token;
});
afterAll(async () => {
  await server?.close();
});

const CAR_FORM = {
  name: 'Swift',
  price: '1999',
  fuel: 'Petrol',
  seat: '5',
  extrafare: '10',
  cartype: 'Hatchback',
  cooling: 'AC',
  selfdrive: 'Self Drive',
  clock: 'Manual',
  location: 'Palasia',
};
const REGISTRATION = {
  carName: 'Innova',
  model: '2022',
  numberPlate: 'MP 09 AB 1234',
  fuelType: 'Diesel',
  seats: '7',
  clientName: 'Ravi Kumar',
  phone: '9876543210',
  email: 'ravi@example.com',
};

const SAME_CAR = randomUUID();

interface Case {
  module: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  who: () => string | null;
  json?: unknown;
  form?: Record<string, string>;
  table: string;
  message: string;
}

/** Rows for one form: each breaks one rule of `valid` (sent as JSON or as a multipart form). */
const formRows =
  (area: string, at: Pick<Case, 'method' | 'path' | 'who' | 'table'>, valid: Record<string, unknown>, as: 'json' | 'form') =>
  (rule: string, broken: Record<string, unknown>, message: string): Case => ({
    module: `${area} (${rule})`,
    ...at,
    [as]: { ...valid, ...broken },
    message,
  });
const reviewRow = formRows(
  'reviews',
  { method: 'POST', path: '/api/v1/reviews', who: () => null, table: 'reviews' },
  { name: 'Asha Verma', rating: 4.5, message: 'Clean car.' },
  'json',
);
const priceRuleRow = formRows(
  'pricing',
  { method: 'POST', path: '/api/v1/admin/price-rules', who: () => admin, table: 'price_rules' },
  { name: 'Festive' },
  'json',
);
const profileRow = formRows(
  'users',
  { method: 'PUT', path: '/api/user/auth/update-profile', who: () => customer, table: 'users' },
  { name: 'Schema Tester' },
  'form',
);
const carRow = formRows('cars', { method: 'POST', path: '/api/v1/cars', who: () => admin, table: 'cars' }, CAR_FORM, 'form');
const registrationRow = formRows(
  'registrations',
  { method: 'POST', path: '/api/v1/car/register', who: () => null, table: 'registered_cars' },
  REGISTRATION,
  'form',
);

const CASES: Case[] = [
  {
    module: 'payments (UTR)',
    method: 'POST',
    path: `/api/v1/bookingsnew/${randomUUID()}/payments/upi-claim`,
    who: () => customer,
    json: { purpose: 'ADVANCE', utr: '1234 5678 901' },
    table: 'payments',
    message: 'Enter the 12-digit UTR (UPI reference) shown by your UPI app.',
  },
  {
    module: 'payments (card reference)',
    method: 'POST',
    path: `/api/v1/admin/bookings/${randomUUID()}/payments`,
    who: () => admin,
    json: { purpose: 'ADVANCE', method: 'CARD', amount: 500, reference: '  ' },
    table: 'payments',
    message: 'Give the card slip or terminal reference.',
  },
  {
    module: 'payments (amount)',
    method: 'POST',
    path: `/api/v1/admin/bookings/${randomUUID()}/payments`,
    who: () => admin,
    json: { purpose: 'ADVANCE', method: 'CASH', amount: 0 },
    table: 'payments',
    message: 'The amount must be a whole number of rupees.',
  },
  {
    module: 'payments (ledger range)',
    method: 'GET',
    path: '/api/v1/admin/ledger.csv?from=2026-02-30',
    who: () => admin,
    table: 'ledger_entries',
    message: 'From must be a date written yyyy-MM-dd.',
  },
  {
    module: 'invoices (month)',
    method: 'GET',
    path: '/api/v1/admin/gst/sales-register.csv?month=2026-13',
    who: () => admin,
    table: 'invoices',
    message: 'Month must be YYYY-MM, e.g. 2026-11.',
  },
  {
    module: 'cars (registration number)',
    method: 'POST',
    path: '/api/v1/cars',
    who: () => admin,
    form: { ...CAR_FORM, registrationNumber: 'MP09 AB #1' },
    table: 'cars',
    message: 'Registration number must be letters and digits, e.g. MP09AB1234.',
  },
  {
    module: 'cars (price)',
    method: 'POST',
    path: '/api/v1/cars',
    who: () => admin,
    form: { ...CAR_FORM, price: '4.5' },
    table: 'cars',
    message: 'Price must be a whole number from 0 to 10000000.',
  },
  {
    module: 'cars (reorder)',
    method: 'POST',
    path: '/api/v1/cars/reorder',
    who: () => admin,
    json: [
      { _id: SAME_CAR, order: 1 },
      { _id: SAME_CAR.toUpperCase(), order: 2 },
    ],
    table: 'cars',
    message: 'Each car may appear only once in the list.',
  },
  priceRuleRow('dates', { from: '2026-11-10', to: '2026-11-01', percent: 10 }, 'To must not be before From.'),
  priceRuleRow('weekday', { weekdays: [0, 7], percent: 10 }, 'A weekday must be a whole number from 0 to 6.'),
  priceRuleRow(
    'percent or daily price',
    { weekdays: [0, 6], percent: 10, dailyPrice: 2500 },
    'Give either a percentage or a daily price, not both.',
  ),
  {
    module: 'partners (API key scopes)',
    method: 'POST',
    path: '/api/v1/admin/api-keys',
    who: () => admin,
    json: { name: 'Travel desk', scopes: ['catalogue:read', 'cars:write'] },
    table: 'api_keys',
    message: 'Unknown scope "cars:write"; scopes are catalogue:read, bookings:read, bookings:write.',
  },
  profileRow('date of birth', { dob: '2999-01-01' }, 'Date of birth cannot be in the future.'),
  profileRow('state', { state: 'Atlantis' }, "State must be one of India's states or union territories."),
  {
    module: 'content (heading)',
    method: 'POST',
    path: '/api/v1/blogs',
    who: () => admin,
    form: { heading: 'h'.repeat(201), content: 'Text' },
    table: 'blogs',
    message: 'Heading is too long (at most 200 characters).',
  },
  carRow('turnaround', { turnaroundMinutes: '1441' }, 'Turnaround must be a whole number of minutes from 0 to 1440.'),
  registrationRow('phone', { phone: '98765' }, 'Valid 10-digit phone number required'),
  registrationRow('email', { email: 'ravi.example.com' }, 'Valid email required'),
  {
    module: 'registrations (seats)',
    method: 'POST',
    path: '/api/v1/car/register',
    who: () => null,
    form: { ...REGISTRATION, seats: '61' },
    table: 'registered_cars',
    message: 'Seats must be a whole number from 1 to 60.',
  },
  {
    module: 'contacts (message)',
    method: 'POST',
    path: '/api/v1/contact/add',
    who: () => null,
    json: { name: 'Asha Verma', email: 'asha@example.com', phone: '9876543210', message: 'x'.repeat(5001) },
    table: 'contact_messages',
    message: 'Message is too long (at most 5000 characters).',
  },
  reviewRow('rating', { rating: '4.3' }, 'Rating must be a number from 0 to 5 in steps of 0.5.'),
  reviewRow('message', { message: '   ' }, 'Message is required.'),
  reviewRow('name', { name: 'Asha\nVerma' }, 'Name must be one line of plain text (no line breaks, tabs or other control characters).'),
  {
    module: 'webhooks (URL)',
    method: 'POST',
    path: '/api/v1/admin/webhooks',
    who: () => admin,
    json: { url: 'https://user:secret@example.com/hook', events: ['car.changed'] },
    table: 'webhook_endpoints',
    message: 'The URL must not carry a user name or password.',
  },
];

const count = async (table: string) => (await sql<{ n: number }>(server, `select count(*)::int as n from ${table}`))[0].n;

describe("a value breaking a module's input schema gets the schema's 400 over REST, and nothing is written", () => {
  it.each(CASES.map((c) => [c.module, c] as const))('%s', async (_module, c) => {
    const before = await count(c.table);
    const token = c.who();
    const headers: Record<string, string> = { 'x-forwarded-for': freshIp(), ...(token ? { authorization: `Bearer ${token}` } : {}) };
    let body: BodyInit | undefined;
    if (c.json) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(c.json);
    } else if (c.form) {
      const form = new FormData();
      for (const [k, v] of Object.entries(c.form)) form.append(k, v);
      body = form;
    }
    const res = await server.fetch(c.path, { method: c.method, headers, body });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: c.message });
    expect(await count(c.table)).toBe(before);
  });
});
