import { randomBytes } from 'node:crypto';
import { startTestServer, type TestServer } from './helpers.js';
import { User } from '../../src/modules/users/user.entity.js';
import { Car } from '../../src/modules/cars/car.entity.js';
import { Role } from '../../src/modules/common/enums.js';
import { cityNow } from '../../src/modules/common/city-time.js';
import { parseInput } from '../../src/modules/common/parse-input.js';
import { BookingRequest, deliveryRequest, type BookingInput } from '../../src/modules/bookings/booking.schemas.js';
import { DEFAULT_DELIVERY, placeDelivery } from '../../src/modules/bookings/delivery.js';

/** Test data for bookings: customers and cars written straight through the ORM, tokens signed like the server's. */
export interface Customer {
  id: string;
  token: string;
  name: string;
}

export async function createCustomer(server: TestServer, name = 'Asha Verma'): Promise<Customer> {
  const em = server.orm.em.fork();
  const user = em.create(User, { name, email: `${randomBytes(5).toString('hex')}@example.com`, phone: '+919876543210', isVerified: true });
  await em.flush();
  return { id: user.id, token: server.tokenFor(user.id, Role.Customer), name };
}

export function adminToken(server: TestServer): string {
  return server.tokenFor('00000000-0000-4000-8000-00000000a001', Role.Admin);
}

export async function createCar(server: TestServer, name = 'Fortuner'): Promise<Car> {
  const em = server.orm.em.fork();
  const car = em.create(Car, {
    name,
    price: 5499,
    fuel: 'Diesel',
    seat: 7,
    extrafare: 18,
    cartype: 'SUV',
    cooling: 'AC',
    selfdrive: 'Self Drive',
    clock: 'Automatic',
    location: 'Palasia',
    image: 'fortuner.png',
  });
  await em.flush();
  server.app.services.catalogue.changed();
  return car;
}

/** The city's date `days` from today, yyyy-MM-dd. */
export function cityDate(days: number): string {
  return cityNow(new Date(Date.now() + days * 86_400_000)).date;
}

/** A valid Book Now body for a car, `startDay` days ahead, two days long. */
export function bookingBody(carId: string, startDay = 3, overrides: Record<string, unknown> = {}) {
  return {
    carId,
    name: 'Asha Verma',
    phone: '+91 98765-43210',
    license: 'MP09 20190012345',
    pickupDate: cityDate(startDay),
    pickupTime: '10:00',
    dropDate: cityDate(startDay + 2),
    dropTime: '10:00',
    bookFor: 'Daily',
    ...overrides,
  };
}

/** The same body as the edge hands it to BookingService: parsed with BookingRequest (for tests that call the service). */
export function bookingInput(carId: string, startDay = 3, overrides: Record<string, unknown> = {}): BookingInput {
  return parseInput(BookingRequest, bookingBody(carId, startDay, overrides));
}

/** A Book Now body whose period covers this moment: pick-up now (city time), drop-off `days` later. */
export function runningNowBody(carId: string, days = 2, overrides: Record<string, unknown> = {}) {
  const now = cityNow();
  return bookingBody(carId, 0, { pickupDate: now.date, pickupTime: now.time, dropDate: cityDate(days), dropTime: now.time, ...overrides });
}

export const json = (token: string | null, body?: unknown, method = 'POST'): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: body === undefined ? undefined : JSON.stringify(body),
});

/** The cast of most booking tests: a running server on its own database, two customers, an admin token and a car. */
export interface BookingWorld {
  server: TestServer;
  asha: Customer;
  ravi: Customer;
  admin: string;
  car: Car;
}

export async function bookingWorld(carName = 'Fortuner', env: Record<string, string> = {}): Promise<BookingWorld> {
  const server = await startTestServer(env);
  const asha = await createCustomer(server, 'Asha Verma');
  const ravi = await createCustomer(server, 'Ravi Jain');
  return { server, asha, ravi, admin: adminToken(server), car: await createCar(server, carName) };
}

/** A new customer's booking `startDay` days ahead, accepted by staff (its advance is then due). */
export async function acceptedBooking(
  server: TestServer,
  carId: string,
  startDay: number,
): Promise<{ customer: Customer; id: string; advance: number }> {
  const customer = await createCustomer(server);
  const res = await server.fetch('/api/v1/bookingsnew/book', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
    body: JSON.stringify(bookingBody(carId, startDay)),
  });
  const { booking } = (await res.json()) as { booking: { _id: string } };
  const accepted = await server.gql<{ setBookingStatus: { advance: number; acceptedAt: string | null } }>(
    `mutation { setBookingStatus(id: "${booking._id}", status: Accepted) { advance acceptedAt } }`,
    {},
    adminToken(server),
  );
  if (!accepted.data?.setBookingStatus.acceptedAt) throw new Error(`could not accept the booking: ${JSON.stringify(accepted.errors)}`);
  return { customer, id: booking._id, advance: accepted.data.setBookingStatus.advance };
}

/** A booking's money as its customer reads it over REST (GET /api/v1/bookingsnew/my): paid, due and refunded. */
export async function moneyOf(server: TestServer, token: string, id: string): Promise<{ paid: number; due: number; refunded: number }> {
  const res = await server.fetch('/api/v1/bookingsnew/my', { headers: { authorization: `Bearer ${token}` } });
  const { bookings } = (await res.json()) as { bookings: { _id: string; paid: number; due: number; refunded: number }[] };
  const b = bookings.find((x) => x._id === id)!;
  return { paid: b.paid, due: b.due, refunded: b.refunded };
}

/**
 * A customer's licence and ID proof as staff verified them (the upload and review flow has its own tests:
 * modules/documents). Dates default to a licence that passes every rule.
 */
export async function verifiedDocuments(
  server: TestServer,
  customerId: string,
  licence: { dateOfBirth?: string; issuedOn?: string; expiresOn?: string } = {},
): Promise<void> {
  await server.orm.em.getConnection().execute(
    `insert into documents (id, owner_id, kind, id_type, number, number_last4, date_of_birth, issued_on, expires_on, status, front_key, back_key)
     values (gen_random_uuid(), ?, 'DRIVING_LICENCE', null, 'MP09 20190012345', '2345', ?, ?, ?, 'VERIFIED', 'private-test-front.png', 'private-test-back.png'),
            (gen_random_uuid(), ?, 'ID_PROOF', 'AADHAAR', null, '1098', null, null, null, 'VERIFIED', 'private-test-id.png', null)`,
    [customerId, licence.dateOfBirth ?? '1990-05-01', licence.issuedOn ?? '2015-01-10', licence.expiresOn ?? '2035-01-09', customerId],
  );
}

/** A booking's delivery as the service places it: the body's `delivery` through its schema, then the service area. */
export const deliveryOf = (input: unknown, settings = DEFAULT_DELIVERY) => placeDelivery(parseInput(deliveryRequest, input), settings);
