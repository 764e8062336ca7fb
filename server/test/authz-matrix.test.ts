import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { getMetadataStorage } from 'type-graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/helpers.js';
import { insertCustomer, send, sql, type TestCustomer } from './support/account-fixtures.js';
import { Role } from '../src/modules/common/enums.js';
import '../src/modules/index.js';
import { PARTNER_FIELDS } from '../src/modules/partners/api-key.scopes.js';
import { OPERATIONS, type Operation } from '../src/http/contract/operations.js';
import { partnerScopeFor } from '../src/http/api-routes.js';

/*
 * ════════════════════════════════════════════════════════════════════════════════════════════════
 *  THE AUTHORIZATION MATRIX. Every admin and customer-only GraphQL operation belongs here: append yours.
 *  The REST rows come from the registry (each module's <area>.operations.ts): one row per operation with access
 *  'admin' or 'customer', and one per operation a partner key may use; REST_SPECIAL adds what a row needs beyond that.
 *  ":victim" in a path or "$victim" in variables is replaced by a real customer's id, so a guard that
 *  fails open would show (the test checks that the victim still exists afterwards).
 *  A test below fails when a Query/Mutation marked @Authorized('ADMIN') is missing from ADMIN_GRAPHQL, or a REST
 *  operation of the registry with access 'admin' or 'customer' from its REST table.
 * ════════════════════════════════════════════════════════════════════════════════════════════════
 */
/** `upload`: the operation is sent as a multipart request with a small image bound to that (required Upload) variable. */
interface GqlOp {
  field: string;
  query: string;
  variables?: Record<string, unknown>;
  upload?: string;
}

const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
interface RestOp {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
}

const CAR_INPUT =
  '{ name: "Guarded", price: 1, fuel: "Petrol", seat: 4, extrafare: 1, cartype: "Sedan", cooling: "AC", selfdrive: "Self Drive", clock: "Manual", location: "Indore" }';

const ADMIN_GRAPHQL: GqlOp[] = [
  // accounts (issue 3)
  { field: 'users', query: '{ users { total } }' },
  { field: 'deleteUser', query: 'mutation ($id: ID!) { deleteUser(id: $id) }', variables: { id: '$victim' } },
  { field: 'deleteUsers', query: 'mutation ($id: ID!) { deleteUsers(ids: [$id]) }', variables: { id: '$victim' } },
  { field: 'adminDashboard', query: '{ adminDashboard { pendingBookings } }' },
  { field: 'adminCharts', query: '{ adminCharts { carShare { share } } }' },
  { field: 'revenueDashboard', query: '{ revenueDashboard { utilisation } }' },
  { field: 'adminTokenValid', query: '{ adminTokenValid }' },
  // bookings
  { field: 'bookings', query: '{ bookings { total } }' },
  { field: 'setBookingStatus', query: `mutation { setBookingStatus(id: "${randomUUID()}", status: Accepted) { id } }` },
  { field: 'confirmPickupArea', query: `mutation { confirmPickupArea(bookingId: "${randomUUID()}") { id } }` },
  { field: 'quickBookings', query: '{ quickBookings { total } }' },
  // cars admin and Register & Earn
  { field: 'createCar', query: `mutation { createCar(input: ${CAR_INPUT}) { id } }` },
  { field: 'updateCar', query: `mutation { updateCar(id: "${randomUUID()}", input: ${CAR_INPUT}) { id } }` },
  { field: 'deleteCar', query: `mutation { deleteCar(id: "${randomUUID()}") }` },
  { field: 'reorderCars', query: `mutation { reorderCars(items: [{ id: "${randomUUID()}", order: 0 }]) { id } }` },
  { field: 'registeredCars', query: '{ registeredCars { id } }' },
  { field: 'deleteRegisteredCar', query: `mutation { deleteRegisteredCar(id: "${randomUUID()}") }` },
  // blogs, offers, reviews, contacts ('reviews' is public for Accepted only: any other status needs the admin)
  { field: 'createBlog', query: 'mutation { createBlog(input: { heading: "Guarded", content: "Guarded" }) { id } }' },
  {
    field: 'updateBlog',
    query: `mutation { updateBlog(id: "${randomUUID()}", input: { heading: "Guarded", content: "Guarded" }) { id } }`,
  },
  { field: 'deleteBlog', query: `mutation { deleteBlog(id: "${randomUUID()}") }` },
  { field: 'addOffer', query: 'mutation { addOffer { id } }' },
  { field: 'deleteOffer', query: `mutation { deleteOffer(id: "${randomUUID()}") }` },
  { field: 'reviews', query: '{ reviews(status: Pending) { total } }' },
  { field: 'setReviewStatus', query: `mutation { setReviewStatus(id: "${randomUUID()}", status: Accepted) { id } }` },
  // customer documents (issue 20)
  { field: 'documents', query: '{ documents { total } }' },
  { field: 'reviewDocument', query: `mutation { reviewDocument(id: "${randomUUID()}", decision: VERIFIED) { id } }` },
  // "Aadhaar not masked" deletes a customer's images at once (issue 28): staff only, like every review.
  {
    field: 'reviewDocument',
    query: `mutation { reviewDocument(id: "${randomUUID()}", decision: REJECTED, reasonCode: AADHAAR_NOT_MASKED) { id } }`,
  },
  {
    field: 'updateReview',
    query: `mutation { updateReview(id: "${randomUUID()}", input: { name: "G", rating: 5, message: "G" }) { id } }`,
  },
  { field: 'deleteReview', query: `mutation { deleteReview(id: "${randomUUID()}") }` },
  { field: 'contactMessages', query: '{ contactMessages { total } }' },
  // partner API keys (issue 12)
  { field: 'apiKeys', query: '{ apiKeys { id } }' },
  { field: 'createApiKey', query: 'mutation { createApiKey(name: "Guarded", scopes: [CatalogueRead]) { key } }' },
  { field: 'revokeApiKey', query: `mutation { revokeApiKey(id: "${randomUUID()}") { id } }` },
  // webhooks (issue 12)
  { field: 'webhookEndpoints', query: '{ webhookEndpoints { id } }' },
  { field: 'webhookDeliveries', query: `{ webhookDeliveries(endpointId: "${randomUUID()}") { id } }` },
  {
    field: 'createWebhookEndpoint',
    query: 'mutation { createWebhookEndpoint(url: "https://example.com/hook", events: [CarChanged]) { secret } }',
  },
  { field: 'deleteWebhookEndpoint', query: `mutation { deleteWebhookEndpoint(id: "${randomUUID()}") }` },
  { field: 'enableWebhookEndpoint', query: `mutation { enableWebhookEndpoint(id: "${randomUUID()}") { id } }` },
  { field: 'sendTestWebhook', query: `mutation { sendTestWebhook(id: "${randomUUID()}") { id } }` },
  // payments (issue 21)
  { field: 'payments', query: '{ payments { total } }' },
  { field: 'ledger', query: '{ ledger { total } }' },
  { field: 'paymentTotals', query: '{ paymentTotals { day } }' },
  { field: 'overdueAdvances', query: '{ overdueAdvances { id } }' },
  { field: 'confirmPayment', query: `mutation { confirmPayment(paymentId: "${randomUUID()}", accepted: true) { id } }` },
  {
    field: 'recordPayment',
    query: `mutation { recordPayment(bookingId: "${randomUUID()}", purpose: ADVANCE, method: CASH, amount: 1) { id } }`,
  },
  { field: 'closeRefund', query: `mutation { closeRefund(paymentId: "${randomUUID()}", reference: "R") { id } }` },
  // the fleet's calendar (issue 22)
  { field: 'blocks', query: '{ blocks { id } }' },
  { field: 'fleetCalendar', query: '{ fleetCalendar { carId } }' },
  {
    field: 'createBlock',
    query: `mutation { createBlock(input: { carId: "${randomUUID()}", from: "2030-01-01T10:00", to: "2030-01-02T10:00", reason: service }) }`,
  },
  { field: 'deleteBlock', query: `mutation { deleteBlock(id: "${randomUUID()}") }` },
  { field: 'priceRules', query: '{ priceRules { id } }' },
  { field: 'createPriceRule', query: 'mutation { createPriceRule(input: { name: "Guarded", weekdays: [0], percent: 10 }) }' },
  { field: 'deletePriceRule', query: `mutation { deletePriceRule(id: "${randomUUID()}") }` },
  // trips (issue 20)
  { field: 'tripBoard', query: '{ tripBoard { onTrip { id } } }' },
  {
    field: 'startTrip',
    query: `mutation ($s: Upload!) { startTrip(bookingId: "${randomUUID()}", input: { odometerKm: 1, fuelEighths: 1, photos: [], signature: $s, originalsSeen: true }) { id } }`,
    upload: 's',
  },
  { field: 'endTrip', query: `mutation { endTrip(bookingId: "${randomUUID()}", input: { odometerKm: 1, fuelEighths: 1 }) { id } }` },
  { field: 'waiveBillLine', query: `mutation { waiveBillLine(bookingId: "${randomUUID()}", index: 1, reason: "R") { id } }` },
  { field: 'settleBill', query: `mutation { settleBill(bookingId: "${randomUUID()}", method: CASH) { id } }` },
  {
    field: 'addChargeAfterSettlement',
    query: `mutation { addChargeAfterSettlement(bookingId: "${randomUUID()}", charge: { kind: FINE, description: "Challan", amount: 500 }) { id } }`,
  },
];

/**
 * What a REST row needs beyond its operation's method and path (ids filled with fresh UUIDs): the victim's id where a
 * guard failing open would delete them, a body where the right key must get past the input checks.
 */
const REST_SPECIAL: Record<string, Partial<RestOp>> = {
  deleteUser: { path: '/api/user/:victim' },
  deleteUsers: { body: { ids: [':victim'] } },
  createPartnerBooking: { body: { carId: randomUUID(), email: 'x@example.com' } },
};

/** The registry's row for an operation: its method, its path under /api with every {param} a fresh UUID. */
function restRow(op: Operation): RestOp {
  const path = `/api${op.path.replace(/\{\w+\}/g, () => randomUUID())}`;
  return { method: op.method.toUpperCase() as RestOp['method'], path, ...REST_SPECIAL[op.operationId] };
}

const ADMIN_REST: RestOp[] = [
  ...OPERATIONS.filter((op) => op.access === 'admin').map(restRow),
  // 'GET /v1/reviews' is public for Accepted reviews only: any other status needs the admin.
  { method: 'GET', path: '/api/v1/reviews?status=Pending' },
  { method: 'GET', path: '/api/v1/reviews?status=Rejected' },
];

const CUSTOMER_GRAPHQL: GqlOp[] = [
  // accounts (issue 3)
  { field: 'me', query: '{ me { id } }' },
  { field: 'updateProfile', query: 'mutation { updateProfile(input: { name: "Changed" }) { id } }' },
  // language (issue 24)
  { field: 'setLanguage', query: 'mutation { setLanguage(language: "hi") { id } }' },
  // bookings and notifications
  { field: 'myBookings', query: '{ myBookings { id } }' },
  // customer documents (issue 20)
  { field: 'myDocuments', query: '{ myDocuments { id } }' },
  {
    field: 'uploadDocument',
    query:
      'mutation ($front: Upload!) { uploadDocument(input: { kind: ID_PROOF, idType: PASSPORT, number: "Z1234567", front: $front }) { id } }',
    upload: 'front',
  },
  { field: 'myNotifications', query: '{ myNotifications { id } }' },
  { field: 'markAllNotificationsRead', query: 'mutation { markAllNotificationsRead }' },
  { field: 'clearNotifications', query: 'mutation { clearNotifications }' },
  { field: 'deleteNotification', query: `mutation { deleteNotification(id: "${randomUUID()}") }` },
  { field: 'cancelBooking', query: `mutation { cancelBooking(id: "${randomUUID()}", reason: "Plans changed") { id } }` },
  // periods (issue 7)
  { field: 'cancellationTerms', query: `{ cancellationTerms(id: "${randomUUID()}") { charge } }` },
  {
    field: 'rescheduleBooking',
    query: `mutation { rescheduleBooking(id: "${randomUUID()}", input: { pickupDate: "2031-01-01", pickupTime: "10:00", dropDate: "2031-01-02", dropTime: "10:00" }) { id } }`,
  },
  {
    field: 'createBooking',
    query: `mutation { createBooking(input: { carId: "${randomUUID()}", name: "A", phone: "9876543210", license: "MP09", pickupDate: "2099-01-01", pickupTime: "10:00", dropDate: "2099-01-02", dropTime: "10:00" }) { id } }`,
  },
  {
    field: 'createQuickBooking',
    query:
      'mutation { createQuickBooking(input: { fromCity: "Indore", toCity: "Ujjain", bookAt: Daily, carName: "Ertiga", mobile: "9876543210", pickDate: "2099-01-01", pickTime: "06:00 AM", dropDate: "2099-01-02", dropTime: "06:00 PM" }) { id } }',
  },
  // payments (issue 21)
  { field: 'paymentRequest', query: `mutation { paymentRequest(bookingId: "${randomUUID()}", purpose: ADVANCE) { amount } }` },
  {
    field: 'claimUpiPayment',
    query: `mutation { claimUpiPayment(bookingId: "${randomUUID()}", purpose: ADVANCE, utr: "123456789012") { id } }`,
  },
  {
    field: 'verifyRazorpayPayment',
    query: 'mutation { verifyRazorpayPayment(orderId: "order_x", paymentId: "pay_x", signature: "x") { id } }',
  },
];

const CUSTOMER_REST: RestOp[] = OPERATIONS.filter((op) => op.access === 'customer').map(restRow);
/*
 * Partner API keys (issue 12): every operation a key may use, with its scope, and whether it is public without a key.
 * Each is tried with no key, a key lacking the scope, a revoked key and a key with the scope. With the scope the
 * gate lets it through (the operation may still answer 400/404 for the made-up input).
 */
interface PartnerGqlOp extends GqlOp {
  scope: string;
  isPublic: boolean;
}
interface PartnerRestOp extends RestOp {
  scope: string;
  isPublic: boolean;
}
const PARTNER_GRAPHQL: PartnerGqlOp[] = [
  { field: 'cars', query: '{ cars { id } }', scope: 'catalogue:read', isPublic: true },
  { field: 'car', query: `{ car(id: "${randomUUID()}") { id } }`, scope: 'catalogue:read', isPublic: true },
  {
    field: 'carAvailability',
    query: `{ carAvailability(carId: "${randomUUID()}") { pickupDate } }`,
    scope: 'catalogue:read',
    isPublic: true,
  },
  {
    field: 'quote',
    query: `{ quote(input: { carId: "${randomUUID()}", pickupDate: "2099-01-01", pickupTime: "10:00", dropDate: "2099-01-02", dropTime: "10:00" }) { total } }`,
    scope: 'catalogue:read',
    isPublic: true,
  },
  { field: 'siteSettings', query: '{ siteSettings { city } }', scope: 'catalogue:read', isPublic: true },
  { field: 'partnerBookings', query: '{ partnerBookings { total } }', scope: 'bookings:read', isPublic: false },
  { field: 'partnerBooking', query: `{ partnerBooking(id: "${randomUUID()}") { id } }`, scope: 'bookings:read', isPublic: false },
  {
    field: 'createPartnerBooking',
    query: `mutation { createPartnerBooking(input: { carId: "${randomUUID()}", email: "x@example.com", name: "A", phone: "9876543210", license: "MP09", pickupDate: "2099-01-01", pickupTime: "10:00", dropDate: "2099-01-02", dropTime: "10:00" }) { id } }`,
    scope: 'bookings:write',
    isPublic: false,
  },
];
/** Every REST operation with a partner scope: `catalogue` ones are public without a key, `partner` ones are not. */
const PARTNER_REST: PartnerRestOp[] = OPERATIONS.filter((op) => op.scope).map((op) => ({
  ...restRow(op),
  scope: op.scope as string,
  isPublic: op.access === 'catalogue',
}));
/* ══════════════════════════════════════ end of the matrix ══════════════════════════════════════ */

let server: TestServer;
let customer: TestCustomer;
let victim: TestCustomer;
let admin: string;
let adminId: string;
/** A validly signed customer token whose account was deleted. */
let removedCustomer: string;
/** Partner keys: each single scope, all scopes, and a revoked one (created through the admin API). */
const keys: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  customer = await insertCustomer(server, { name: 'Customer A', email: 'a@example.com' });
  victim = await insertCustomer(server, { name: 'Customer B', email: 'b@example.com' });
  adminId = randomUUID();
  admin = server.tokenFor(adminId, Role.Admin);
  const removed = await insertCustomer(server, { name: 'Removed', email: 'removed@example.com' });
  await sql(server, 'delete from users where id = ?', [removed.id]);
  removedCustomer = removed.token;
  const create = async (name: string, scopes: string[]) =>
    (await send(server, 'POST', '/api/v1/admin/api-keys', { name, scopes }, { token: admin })).body;
  for (const scope of ['catalogue:read', 'bookings:read', 'bookings:write']) keys[scope] = (await create(scope, [scope])).key;
  keys.all = (await create('all', ['catalogue:read', 'bookings:read', 'bookings:write'])).key;
  const revoked = await create('revoked', ['catalogue:read', 'bookings:read', 'bookings:write']);
  await send(server, 'DELETE', `/api/v1/admin/api-keys/${revoked._id}`, undefined, { token: admin });
  keys.revoked = revoked.key;
});
afterAll(async () => {
  await server?.close();
});

type TokenKind =
  | 'none'
  | 'expired'
  | 'forged'
  | 'unsigned'
  | 'wrong role'
  | 'API key (all scopes)'
  | 'revoked API key'
  | 'removed account'
  | 'old session';

/** A token of each bad kind, for the given role (the right role, except for 'wrong role'). */
function badToken(kind: TokenKind, role: Role): string | undefined {
  const id = role === Role.Admin ? randomUUID() : customer.id;
  const secret = server.config.jwtSecret;
  switch (kind) {
    case 'none':
      return undefined;
    case 'expired':
      return jwt.sign({ role }, secret, { subject: id, expiresIn: -10 });
    case 'forged':
      return jwt.sign({ role }, 'not-the-server-secret', { subject: id, expiresIn: '1h' });
    case 'unsigned':
      return jwt.sign({ role }, '', { subject: id, algorithm: 'none' });
    case 'wrong role':
      return role === Role.Admin ? customer.token : admin;
    case 'API key (all scopes)':
      return keys.all;
    case 'revoked API key':
      return keys.revoked;
    // Signed right, but the account is gone (an admin nobody created, a deleted customer).
    case 'removed account':
      return role === Role.Admin ? server.unregisteredToken(randomUUID(), Role.Admin) : removedCustomer;
    // An admin token from before a password change (session version 0 < 1); customers have no version.
    case 'old session':
      return role === Role.Admin ? jwt.sign({ role, sv: 0 }, secret, { subject: adminId, expiresIn: '1h' }) : removedCustomer;
  }
}

const expected = (kind: TokenKind) =>
  kind === 'wrong role' || kind === 'API key (all scopes)' ? { status: 403, code: 'FORBIDDEN' } : { status: 401, code: 'UNAUTHENTICATED' };
const KINDS: TokenKind[] = [
  'none',
  'expired',
  'forged',
  'unsigned',
  'wrong role',
  'API key (all scopes)',
  'revoked API key',
  'removed account',
  'old session',
];

function fillVictim<T>(value: T): T {
  return (
    JSON.parse(
      JSON.stringify(value ?? null)
        .replaceAll('$victim', victim.id)
        .replaceAll(':victim', victim.id),
    ) ?? undefined
  );
}

async function expectVictimIntact() {
  const [row] = await sql<{ name: string }>(server, 'select name from users where id = ?', [victim.id]);
  expect(row?.name).toBe('Customer B');
}

describe.each([
  ['admin', Role.Admin, ADMIN_GRAPHQL, ADMIN_REST],
  ['customer', Role.Customer, CUSTOMER_GRAPHQL, CUSTOMER_REST],
] as const)('%s-only operations', (_label, role, gqlOps, restOps) => {
  describe.each(KINDS)('with token: %s', (kind) => {
    it.each(gqlOps.map((op) => [op.field, op] as const))('GraphQL %s is refused', async (_field, op) => {
      const token = badToken(kind, role);
      const res = op.upload
        ? await server.gqlUpload(
            op.query,
            fillVictim(op.variables) ?? {},
            op.upload,
            TINY_PNG,
            token ? { authorization: `Bearer ${token}` } : {},
          )
        : await server.gql(op.query, fillVictim(op.variables), token);
      expect(res.errors?.[0]?.extensions?.code).toBe(expected(kind).code);
      expect((res.data as Record<string, unknown> | null | undefined)?.[op.field] ?? null).toBeNull();
      await expectVictimIntact();
    });

    it.each(restOps.map((op) => [`${op.method} ${op.path}`, op] as const))('REST %s is refused', async (_name, op) => {
      const res = await send(server, op.method, fillVictim(op.path), fillVictim(op.body), { token: badToken(kind, role) });
      expect(res.status).toBe(expected(kind).status);
      expect(typeof res.body?.message).toBe('string');
      await expectVictimIntact();
    });
  });
});

type KeyKind = 'no key' | 'wrong scope' | 'revoked' | 'right scope';
const KEY_KINDS: KeyKind[] = ['no key', 'wrong scope', 'revoked', 'right scope'];
const keyFor = (kind: KeyKind, scope: string) =>
  ({
    'no key': undefined,
    'wrong scope': scope === 'catalogue:read' ? keys['bookings:write'] : keys['catalogue:read'],
    revoked: keys.revoked,
    'right scope': keys[scope],
  })[kind];
/** What each kind must get: null means "let through" (anything but 401, 403 and 500). */
function keyOutcome(kind: KeyKind, isPublic: boolean): { status: number; code: string } | null {
  if (kind === 'right scope' || (kind === 'no key' && isPublic)) return null;
  return kind === 'wrong scope' ? { status: 403, code: 'FORBIDDEN' } : { status: 401, code: 'UNAUTHENTICATED' };
}

describe.each(KEY_KINDS)('partner operations with %s', (kind) => {
  it.each(PARTNER_GRAPHQL.map((op) => [op.field, op] as const))('GraphQL %s', async (_field, op) => {
    const res = await server.gql(op.query, op.variables, keyFor(kind, op.scope));
    const outcome = keyOutcome(kind, op.isPublic);
    const code = res.errors?.[0]?.extensions?.code;
    if (outcome) {
      expect(code).toBe(outcome.code);
      if (kind === 'wrong scope') expect(res.errors?.[0]?.message).toBe(`This API key lacks the scope ${op.scope}.`);
    } else {
      expect(['UNAUTHENTICATED', 'FORBIDDEN', 'INTERNAL_SERVER_ERROR']).not.toContain(code);
    }
  });

  it.each(PARTNER_REST.map((op) => [`${op.method} ${op.path}`, op] as const))('REST %s', async (_name, op) => {
    const res = await send(server, op.method, op.path, op.body, { token: keyFor(kind, op.scope) });
    const outcome = keyOutcome(kind, op.isPublic);
    if (outcome) {
      expect(res.status).toBe(outcome.status);
      if (kind === 'wrong scope') expect(res.body.message).toBe(`This API key lacks the scope ${op.scope}.`);
    } else {
      expect([401, 403, 500]).not.toContain(res.status);
    }
  });
});

describe('ownership beyond tokens (issue 18)', () => {
  it("a customer cannot reschedule someone else's booking, and a partner key cannot use the customer's reschedule route", async () => {
    const car = await server.orm.em
      .fork()
      .getConnection()
      .execute<
        { id: string }[]
      >(`insert into cars (id, name, price, fuel, seat, extrafare, cartype, cooling, selfdrive, clock, location, image, "order")
      values (gen_random_uuid(), 'Matrix car', 1000, 'Petrol', 4, 10, 'Sedan', 'AC', 'Self Drive', 'Manual', 'Indore', 'x.png', 0) returning id`);
    const period = { pickupDate: '2099-03-01', pickupTime: '10:00', dropDate: '2099-03-02', dropTime: '10:00' };
    const made = await send(
      server,
      'POST',
      '/api/v1/bookingsnew/book',
      { carId: car[0].id, name: 'B', phone: '9876543210', license: 'MP09', bookFor: 'Daily', ...period },
      { token: victim.token },
    );
    expect(made.status).toBe(201);
    const id = made.body.booking._id;
    const move = { ...period, pickupDate: '2099-03-05', dropDate: '2099-03-06' };
    expect((await send(server, 'PUT', `/api/v1/bookingsnew/reschedule/${id}`, move, { token: customer.token })).status).toBe(403);
    expect((await send(server, 'PUT', `/api/v1/bookingsnew/reschedule/${id}`, move, { token: keys['bookings:write'] })).status).toBe(403);
    const [row] = await server.orm.em
      .fork()
      .getConnection()
      .execute(`select to_char(pickup_date, 'YYYY-MM-DD') as d from bookings where id = ?`, [id]);
    expect(row.d).toBe('2099-03-01');
  });

  it("a partner key's booking in a customer's name uses the key's quota, and another key cannot read it", async () => {
    const cars = await server.orm.em.fork().getConnection().execute<{ id: string }[]>('select id from cars limit 1');
    const made = await send(
      server,
      'POST',
      '/api/v1/partner/bookings',
      {
        carId: cars[0].id,
        email: 'b@example.com',
        name: 'B',
        phone: '9876543210',
        license: 'MP09',
        bookFor: 'Daily',
        pickupDate: '2099-04-01',
        pickupTime: '10:00',
        dropDate: '2099-04-02',
        dropTime: '10:00',
      },
      { token: keys['bookings:write'] },
    );
    expect(made.status).toBe(201);
    const counted = await server.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>(
        `select count(*)::int as n from bookings b where b.user_id = ? and b.status = 'Pending' and not exists (select 1 from partner_bookings p where p.booking_id = b.id)`,
        [victim.id],
      );
    const all = await server.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>(`select count(*)::int as n from bookings where user_id = ? and status = 'Pending'`, [victim.id]);
    expect(all[0].n).toBe(counted[0].n + 1);
    expect(
      (await send(server, 'GET', `/api/v1/partner/bookings/${made.body.booking._id}`, undefined, { token: keys['bookings:read'] })).status,
    ).toBe(404);
  });
});

/**
 * Vouchers (issue 31) are private files: answered only to their customer and staff, and the same 404 to anyone else
 * (another customer, a removed account, no token), so a number's existence never leaks.
 */
const VOUCHER_ROUTES = ['/api/v1/receipt-vouchers/', '/api/v1/refund-vouchers/'];

describe('vouchers: their customer and staff only', () => {
  const numbers = { receipt: 'RV/99-00/000001', refund: 'RF/99-00/000001' };
  beforeAll(async () => {
    const [rv] = await sql<{ id: string }>(
      server,
      `insert into receipt_vouchers (number, financial_year, sequence, issued_on, customer_id, customer_name, ledger_entry_id, amount,
         gst_rate, place_of_supply, taxable, cgst, sgst) values (?, '99-00', 1, '2099-04-01', ?, 'Customer B', ?, 118, 18, 'Madhya Pradesh (23)', 100, 9, 9)
       returning id`,
      [numbers.receipt, victim.id, randomUUID()],
    );
    await sql(
      server,
      `insert into refund_vouchers (number, financial_year, sequence, issued_on, receipt_voucher_id, ledger_entry_id, amount, taxable, cgst, sgst)
       values (?, '99-00', 1, '2099-04-02', ?, ?, 118, 100, 9, 9)`,
      [numbers.refund, rv!.id, randomUUID()],
    );
  });

  it.each([
    ['receipt-vouchers', numbers.receipt],
    ['refund-vouchers', numbers.refund],
  ])('/api/v1/%s/{number}', async (route, number) => {
    const path = `/api/v1/${route}/${encodeURIComponent(number)}`;
    expect(VOUCHER_ROUTES).toContain(`/api/v1/${route}/`);
    const get = (token?: string) => server.fetch(path, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    expect((await get(victim.token)).headers.get('content-type')).toBe('application/pdf');
    expect((await get(admin)).status).toBe(200);
    for (const token of [customer.token, removedCustomer, undefined]) expect((await get(token)).status).toBe(404);
    // A partner key is refused at the gate, before any document is looked up: the same answer for every number.
    expect((await get(keys.all)).status).toBe(403);
  });
});

describe('the matrix is complete', () => {
  it('lists every GraphQL field and REST route open to API keys', () => {
    const fields = Object.values(PARTNER_FIELDS).flatMap((table) => Object.keys(table));
    expect(fields.filter((f) => !PARTNER_GRAPHQL.some((op) => op.field === f))).toEqual([]);
    // The gate's allow-list (partnerScopeFor, read from the registry) opens exactly the rows above, with their scopes.
    expect(PARTNER_REST.length).toBeGreaterThan(0);
    const wrong = PARTNER_REST.filter((op) => partnerScopeFor(op.method, op.path.slice('/api'.length)) !== op.scope);
    expect(wrong.map((op) => `${op.method} ${op.path}`)).toEqual([]);
    const opened = OPERATIONS.filter((op) => partnerScopeFor(op.method.toUpperCase(), op.path.replace(/\{\w+\}/g, 'x')) !== undefined);
    expect(opened.filter((op) => !op.scope).map((op) => op.operationId)).toEqual([]);
  });

  it('lists every voucher PDF route of the registry', () => {
    const vouchers = OPERATIONS.filter((op) => /voucher/i.test(op.operationId)).map((op) => `/api${op.path.replace('{number}', '')}`);
    expect(vouchers.sort()).toEqual([...VOUCHER_ROUTES].sort());
  });

  it.each([
    ['ADMIN', Role.Admin, ADMIN_GRAPHQL],
    ['CUSTOMER', Role.Customer, CUSTOMER_GRAPHQL],
  ] as const)('lists every Query and Mutation marked @Authorized(%s)', (_label, role, table) => {
    const storage = getMetadataStorage();
    const guarded = [...storage.queries, ...storage.mutations]
      .filter((r) => storage.authorizedFields.some((a) => a.target === r.target && a.fieldName === r.methodName && a.roles.includes(role)))
      .map((r) => r.schemaName);
    expect(guarded.length).toBeGreaterThan(0);
    const listed = new Set(table.map((op) => op.field));
    expect(guarded.filter((f) => !listed.has(f))).toEqual([]);
  });

  it.each([
    ['admin', ADMIN_REST],
    ['customer', CUSTOMER_REST],
  ] as const)('lists every REST operation of the contract with access %s', (access, table) => {
    // OpenAPI paths (/v1/cars/{id}) as patterns over the matrix's paths (/api/v1/cars/<uuid>, without their query).
    const matches = (path: string, row: RestOp) => new RegExp(`^/api${path.replace(/\{\w+\}/g, '[^/]+')}$`).test(row.path.split('?')[0]);
    const operations = OPERATIONS.filter((op) => op.access === access);
    expect(operations.length).toBeGreaterThan(0);
    const missing = operations.filter((op) => !table.some((row) => row.method === op.method.toUpperCase() && matches(op.path, row)));
    expect(missing.map((op) => `${op.method.toUpperCase()} /api${op.path}`)).toEqual([]);
  });
});
