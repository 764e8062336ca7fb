import type { TestServer } from './helpers.js';
import { createCar, createCustomer, json, runningNowBody, verifiedDocuments, type Customer } from './booking-fixtures.js';
import { tinyPng } from './account-fixtures.js';

const TRIP_UPLOADS = '/graphql?uploads=trip';
const png = tinyPng();

export interface SettledTrip {
  customer: Customer;
  bookingId: string;
  invoice: { number: string; url: string };
  bill: { taxable: number; reimbursements: number; cgst: number; sgst: number; igst: number; total: number };
}

/**
 * A whole trip through the API, as the counter does it: an Accepted booking starting now, the handover (the address
 * asked when the profile has none), the return with `charges`, and the settlement that issues the invoice.
 */
export async function settledTrip(
  server: TestServer,
  admin: string,
  options: {
    customer?: Customer;
    name?: string;
    carId?: string;
    recipientAddress?: string;
    charges?: { kind: string; description: string; amount: number }[];
  } = {},
): Promise<SettledTrip> {
  const customer = options.customer ?? (await createCustomer(server, options.name ?? 'Priya Sharma'));
  await verifiedDocuments(server, customer.id);
  const carId = options.carId ?? (await createCar(server)).id;
  const res = await server.fetch('/api/v1/bookingsnew/book', json(customer.token, runningNowBody(carId, 1, { name: customer.name })));
  const { booking } = (await res.json()) as { booking: { _id: string } };
  const id = booking._id;
  const accepted = await server.gql(`mutation { setBookingStatus(id: "${id}", status: Accepted) { id } }`, {}, admin);
  if (accepted.errors) throw new Error(JSON.stringify(accepted.errors));
  const files: Record<string, Buffer> = { 'input.signature': png };
  for (let i = 0; i < 4; i += 1) files[`input.photos.${i}`] = png;
  const start = await server.gqlFiles(
    'mutation ($id: ID!, $input: StartTripInput!) { startTrip(bookingId: $id, input: $input) { id } }',
    {
      id,
      input: {
        odometerKm: 12000,
        fuelEighths: 6,
        originalsSeen: true,
        photos: [null, null, null, null],
        signature: null,
        recipientAddress: options.recipientAddress ?? null,
        // The advance is taken with the keys (the handover refuses them while it is unpaid, issue 29).
        advanceMethod: 'CASH',
      },
    },
    files,
    admin,
    TRIP_UPLOADS,
  );
  if (start.body.errors) throw new Error(JSON.stringify(start.body.errors));
  const end = await server.gqlFiles(
    'mutation ($id: ID!, $input: EndTripInput!) { endTrip(bookingId: $id, input: $input) { id } }',
    { id, input: { odometerKm: 12100, fuelEighths: 6, photos: [null], charges: options.charges ?? [] } },
    { 'input.photos.0': png },
    admin,
    TRIP_UPLOADS,
  );
  if (end.body.errors) throw new Error(JSON.stringify(end.body.errors));
  const settled = await server.gql<{ settleBill: { invoice: SettledTrip['invoice']; bill: SettledTrip['bill'] } }>(
    `mutation { settleBill(bookingId: "${id}", method: CASH) { invoice { number url } bill { taxable reimbursements cgst sgst igst total } } }`,
    {},
    admin,
  );
  if (settled.errors) throw new Error(JSON.stringify(settled.errors));
  return { customer, bookingId: id, ...settled.data!.settleBill };
}
