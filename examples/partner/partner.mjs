#!/usr/bin/env node
// A partner's first afternoon (README "Integrating"): with an API key, list the cars free for a period, quote one,
// book it for a customer, and check the signature of the booking.created webhook on a local listener.
// Node 20+, no dependencies:
//   API_KEY=rk_… BASE_URL=http://localhost:3000 [WEBHOOK_SECRET=whsec_… WEBHOOK_PORT=4010] node examples/partner/partner.mjs
// Staff create the key (scopes catalogue:read and bookings:write) and, for the webhook part, register
// http://<this machine>:WEBHOOK_PORT/webhook for booking.created on the admin Integrations screen.
import http from 'node:http';
import { createHmac, timingSafeEqual } from 'node:crypto';

const { API_KEY, BASE_URL = 'http://localhost:3000', WEBHOOK_SECRET, WEBHOOK_PORT = '4010' } = process.env;
if (!API_KEY?.startsWith('rk_')) {
  console.error('Set API_KEY to a partner key (rk_…).');
  process.exit(2);
}

/** One GraphQL call with the key; throws with the server's message on an error. */
async function gql(query, variables = {}) {
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${API_KEY}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors?.length) throw new Error(`${body.errors[0].extensions?.code}: ${body.errors[0].message}`);
  return body.data;
}

/** The Stripe-style check: X-Signature is t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">, at most 5 minutes old. */
export function verifySignature(secret, rawBody, header, toleranceSeconds = 300) {
  const parts = Object.fromEntries(String(header).split(',').map((p) => p.split('=', 2)));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${rawBody}`).digest('hex');
  const fresh = Math.abs(Date.now() / 1000 - Number(parts.t)) <= toleranceSeconds;
  return fresh && typeof parts.v1 === 'string' && parts.v1.length === expected.length
    && timingSafeEqual(Buffer.from(parts.v1), Buffer.from(expected));
}

/** Resolves with the first event of `type` for `objectId` POSTed to the listener, after checking its signature. */
function listenForEvent(type, objectId) {
  let found;
  const event = new Promise((resolve) => { found = resolve; });
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => { raw += chunk; });
    req.on('end', () => {
      const valid = verifySignature(WEBHOOK_SECRET, raw, req.headers['x-signature']);
      res.statusCode = valid ? 200 : 400; // a 2xx acknowledges; anything else makes the sender retry
      res.end();
      const payload = JSON.parse(raw);
      console.log(`webhook ${payload.type} ${payload.id}: signature ${valid ? 'valid' : 'INVALID'}`);
      if (valid && payload.type === type && payload.object?._id === objectId()) found(payload);
    });
  });
  return { server, event, ready: new Promise((r) => server.listen(Number(WEBHOOK_PORT), '127.0.0.1', r)) };
}

// A period three days from now, two days long (the city's wall clock).
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
const period = { pickupDate: day(3), pickupTime: '10:00', dropDate: day(5), dropTime: '10:00' };

let bookingId = null;
const listener = WEBHOOK_SECRET ? listenForEvent('booking.created', () => bookingId) : null;
await listener?.ready;

const { cars } = await gql(`query Free($pickupDate: String, $pickupTime: String, $dropDate: String, $dropTime: String) {
  cars(pickupDate: $pickupDate, pickupTime: $pickupTime, dropDate: $dropDate, dropTime: $dropTime) { id name price isBooked }
}`, period);
const free = cars.filter((c) => !c.isBooked);
console.log(`${free.length} of ${cars.length} cars are free from ${period.pickupDate} ${period.pickupTime} to ${period.dropDate} ${period.dropTime}`);
if (!free.length) throw new Error('no free car for the period');
const car = free[0];

const { quote } = await gql(`query Quote($input: QuoteInput!) { quote(input: $input) { total advance } }`,
  { input: { carId: car.id, ...period, bookFor: 'Daily' } });
console.log(`quote for ${car.name}: ₹${quote.total} (₹${quote.advance} on acceptance)`);

const { createPartnerBooking: booking } = await gql(`mutation Book($input: PartnerBookingInput!) {
  createPartnerBooking(input: $input) { id status email car { name } }
}`, { input: { carId: car.id, ...period, bookFor: 'Daily', email: process.env.CUSTOMER_EMAIL ?? 'guest@example.com',
  name: 'Guest of the hotel', phone: '9812345678', license: 'MP09 2019 0012345' } });
bookingId = booking.id;
console.log(`booked ${booking.car.name} for ${booking.email}: ${booking.id} (${booking.status})`);

if (listener) {
  const timeout = setTimeout(() => { console.error('no booking.created webhook within 30 s'); process.exit(1); }, 30_000);
  const event = await listener.event;
  clearTimeout(timeout);
  console.log(`webhook verified: ${event.type} for booking ${event.object._id}`);
  listener.server.close();
}
console.log('done');
