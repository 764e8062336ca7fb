import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/helpers.js';
import {
  adminToken,
  bookingBody,
  cityDate,
  createCar,
  createCustomer,
  json,
  verifiedDocuments,
  type Customer,
} from './support/booking-fixtures.js';
import { tinyPng } from './support/account-fixtures.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';

/*
 * Issue 29, the car's real state and money at the counter: a car out on a trip is busy until it is back, whatever its
 * booked drop-off said; the handover waits for the car, the pick-up time, the advance and a sane odometer. The
 * server's clock is moved (server.clock), never slept on.
 */

let server: TestServer;
let smtp: SmtpCapture;
let admin: string;
const png = tinyPng();
const HOUR = 3_600_000;
const TRIP_UPLOADS = '/graphql?uploads=trip';
const START = `mutation ($id: ID!, $input: StartTripInput!) {
  startTrip(bookingId: $id, input: $input) { id tripStage paid due trip { depositMethod depositReference odometerCorrection } } }`;
const END =
  'mutation ($id: ID!, $input: EndTripInput!) { endTrip(bookingId: $id, input: $input) { id tripStage bill { registrationNumber } } }';

/** Tomorrow 09:00 in the city: the day the tests run on (every rule reads the server's clock). */
const DAY = cityDate(1);
const at = (time: string) => new Date(`${DAY}T${time}:00+05:30`);

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '20', SECURITY_DEPOSIT: '5000', OPERATOR_EMAIL: 'ops@example.com' });
  server.clock.set(at('08:59'));
  admin = adminToken(server);
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** An Accepted booking of `carId` on the test day, from `pickup` to `drop` (HH:mm, city). */
async function accepted(customer: Customer, carId: string, pickup: string, drop: string): Promise<{ id: string; advance: number }> {
  const body = bookingBody(carId, 0, {
    name: customer.name,
    pickupDate: DAY,
    pickupTime: pickup,
    dropDate: DAY,
    dropTime: drop,
    bookFor: '12 Hours',
  });
  const res = await server.fetch('/api/v1/bookingsnew/book', json(customer.token, body));
  expect(res.status).toBe(201);
  const { booking } = (await res.json()) as { booking: { _id: string } };
  const ok = await server.gql<{ setBookingStatus: { advance: number } }>(
    `mutation { setBookingStatus(id: "${booking._id}", status: Accepted) { advance } }`,
    {},
    admin,
  );
  expect(ok.errors).toBeUndefined();
  return { id: booking._id, advance: ok.data!.setBookingStatus.advance };
}

interface Started {
  id: string;
  tripStage: string;
  paid: number;
  due: number;
  trip: { depositMethod: string | null; depositReference: string | null; odometerCorrection: string | null };
}

function startTrip(id: string, input: Record<string, unknown> = {}) {
  const files: Record<string, Buffer> = { 'input.signature': png };
  for (let i = 0; i < 4; i += 1) files[`input.photos.${i}`] = png;
  const variables = {
    id,
    input: { odometerKm: 12000, fuelEighths: 6, originalsSeen: true, photos: [null, null, null, null], signature: null, ...input },
  };
  return server.gqlFiles<{ startTrip: Started }>(START, variables, files, admin, TRIP_UPLOADS);
}

const paidNow = (id: string) => ({ advanceMethod: 'CASH', advanceReference: `ADV-${id.slice(0, 8)}` });

function endTrip(id: string, odometerKm: number) {
  return server.gqlFiles<{ endTrip: { bill: { registrationNumber: string | null } } }>(
    END,
    { id, input: { odometerKm, fuelEighths: 6, photos: [null] } },
    { 'input.photos.0': png },
    admin,
    TRIP_UPLOADS,
  );
}

async function verifiedCustomer(name: string): Promise<Customer> {
  const customer = await createCustomer(server, name);
  await verifiedDocuments(server, customer.id);
  return customer;
}

describe('the car out on a trip', () => {
  let priya: Customer;
  let ravi: Customer;
  let carId: string;
  let first: { id: string; advance: number };
  let next: { id: string; advance: number };
  let early: { id: string; advance: number };

  beforeAll(async () => {
    priya = await verifiedCustomer('Priya Sharma');
    ravi = await verifiedCustomer('Ravi Jain');
    carId = (await createCar(server, 'XUV 700')).id;
    const other = (await createCar(server, 'Scorpio')).id;
    first = await accepted(priya, carId, '09:00', '13:00');
    next = await accepted(ravi, carId, '14:30', '20:00');
    early = await accepted(ravi, other, '12:00', '18:00');
  });

  it('hands over only once the advance is paid, or recorded in the same step with its method and reference', async () => {
    const refused = await startTrip(first.id);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
    const due = `₹${first.advance.toLocaleString('en-IN')}`;
    expect(refused.body.errors?.[0]?.message).toBe(
      `The advance is unpaid: ${due} of ${due} is due. Take it and record it with the handover (method and reference).`,
    );
    const badUtr = await startTrip(first.id, { advanceMethod: 'UPI', advanceReference: '12' });
    expect(badUtr.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });

    const { body } = await startTrip(first.id, {
      advanceMethod: 'UPI',
      advanceReference: '412345678901',
      depositMethod: 'CARD',
      depositReference: 'SLIP-0042',
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.startTrip).toMatchObject({
      tripStage: 'ON_TRIP',
      paid: first.advance,
      due: 0,
      trip: { depositMethod: 'CARD', depositReference: 'SLIP-0042', odometerCorrection: null },
    });
    const rows = await server.orm.em
      .getConnection()
      .execute<{ kind: string; method: string; amount: number; reference: string; note: string | null }[]>(
        'select kind, method, amount, reference, note from ledger_entries where booking_id = ? order by kind',
        [first.id],
      );
    expect(rows).toEqual([
      { kind: 'DEPOSIT_HELD', method: 'DEPOSIT', amount: 5000, reference: `DEPOSIT-${first.id}`, note: null },
      { kind: 'PAYMENT', method: 'UPI', amount: first.advance, reference: '412345678901', note: null },
    ]);
    const [{ n }] = await server.orm.em
      .getConnection()
      .execute<{ n: string }[]>("select count(*) as n from payments where booking_id = ? and status = 'CONFIRMED'", [first.id]);
    expect(Number(n)).toBe(1);
  });

  it(`refuses a handover more than an hour before the booked pick-up: move the booking first`, async () => {
    const { body } = await startTrip(early.id, paidNow(early.id));
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
    expect(body.errors?.[0]?.message).toBe(
      `This booking's pick-up is ${DAY} 12:00: the keys can be handed over from 60 minutes before it. To hand over earlier, move the booking first.`,
    );
    server.clock.set(at('11:00'));
    expect((await startTrip(early.id, paidNow(early.id))).body.errors).toBeUndefined();
  });

  it('keeps the car busy past its booked drop-off until it is back: catalogue and availability say so', async () => {
    // 13:00 drop-off plus the hour's turnaround: by the booking alone the car would be free at 14:00.
    server.clock.set(at('14:10'));
    const cars = await server.gql<{ cars: { id: string; isBooked: boolean }[] }>('{ cars { id isBooked } }');
    expect(cars.data!.cars.find((c) => c.id === carId)!.isBooked).toBe(true);
    const busy = await server.gql<{ carAvailability: { pickupTime: string; dropDate: string; dropTime: string }[] }>(
      `{ carAvailability(carId: "${carId}", from: "${DAY}", days: 1) { pickupTime dropDate dropTime } }`,
    );
    expect(busy.errors).toBeUndefined();
    // Held until now plus the turnaround (15:10), overlapping the next booking's 14:30 pick-up.
    expect(busy.data!.carAvailability[0]).toEqual({ pickupTime: '09:00', dropDate: DAY, dropTime: '15:10' });
    // A new booking in the overrun is refused as taken.
    const body = bookingBody(carId, 0, { pickupDate: DAY, pickupTime: '14:20', dropDate: DAY, dropTime: '14:25', bookFor: '12 Hours' });
    const taken = await server.fetch('/api/v1/bookingsnew/book', json(priya.token, body));
    expect(taken.status).toBe(409);
  });

  it('refuses to hand the car over again while it is out, naming the open trip', async () => {
    const { body } = await startTrip(next.id, paidNow(next.id));
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
    expect(body.errors?.[0]?.message).toContain(`still out on another trip (booking ${first.id}, Priya Sharma, due back ${DAY} 13:00)`);
  });

  it('flags the next booking to staff as at risk and tells its customer, once each', async () => {
    const mark = smtp.mails.length;
    const watch = server.app.services.overdueWatch;
    expect(await watch.runOnce()).toEqual({ flagged: [next.id], told: [next.id] });
    expect(await watch.runOnce()).toEqual({ flagged: [], told: [] });
    const subjects = () => smtp.mails.slice(mark).map((m) => m.subject);
    await expect.poll(() => subjects().filter((s) => s === '1 booking at risk: a car is not back').length, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => subjects().filter((s) => s.startsWith('Your car may be late: XUV 700')).length, { timeout: 10_000 }).toBe(1);
    const staff = smtp.mails.slice(mark).find((m) => m.subject.includes('at risk'))!;
    expect(staff.to).toContain('ops@example.com');
    expect(staff.text).toContain(`booking ${next.id} picks up ${DAY} 14:30; the car was due back ${DAY} 13:00 (booking ${first.id}`);
    const board = await server.gql<{ tripBoard: { pickups: { id: string; atRiskOf: string | null }[] } }>(
      '{ tripBoard { pickups { id atRiskOf } } }',
      {},
      admin,
    );
    expect(board.data!.tripBoard.pickups.find((b) => b.id === next.id)!.atRiskOf).toBe(first.id);
    const asCustomer = await server.gql('{ myBookings { id atRiskOf } }', {}, ravi.token);
    expect(asCustomer.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('after the return, refuses a handover reading below it unless staff give a correction reason, which is kept', async () => {
    expect((await endTrip(first.id, 12300)).body.errors).toBeUndefined();
    const below = await startTrip(next.id, paidNow(next.id));
    expect(below.body.errors?.[0]?.message).toBe(
      "The odometer reads 12,000 km, below the car's last return reading of 12,300 km. Check the reading, or give a correction reason.",
    );
    const corrected = await startTrip(next.id, { ...paidNow(next.id), odometerCorrection: 'Meter replaced at the workshop' });
    expect(corrected.body.errors).toBeUndefined();
    expect(corrected.body.data!.startTrip.trip.odometerCorrection).toBe('Meter replaced at the workshop');
    const history = await server.gql<{
      car: { odometerHistory: { bookingId: string; kind: string; km: number; correction: string | null }[] };
    }>(`{ car(id: "${carId}") { odometerHistory { bookingId kind km correction } } }`, {}, admin);
    expect(history.data!.car.odometerHistory).toEqual(
      expect.arrayContaining([
        { bookingId: first.id, kind: 'HANDOVER', km: 12000, correction: null },
        { bookingId: first.id, kind: 'RETURN', km: 12300, correction: null },
        { bookingId: next.id, kind: 'HANDOVER', km: 12000, correction: 'Meter replaced at the workshop' },
      ]),
    );
    expect(history.data!.car.odometerHistory).toHaveLength(3);
    // The car came back: the next booking is no longer at risk.
    const [{ risk }] = await server.orm.em
      .getConnection()
      .execute<{ risk: string | null }[]>(
        'select (select ta.late_booking_id from trip_alerts ta join trips tr on tr.booking_id = ta.late_booking_id where ta.booking_id = ? and tr.returned_at is null) as risk',
        [next.id],
      );
    expect(risk).toBeNull();
  });

  it("keeps the car's registration number (admin only) and puts it on the bill the invoice prints", async () => {
    const input = {
      name: 'XUV 700',
      price: 5499,
      fuel: 'Diesel',
      seat: 7,
      extrafare: 18,
      cartype: 'SUV',
      cooling: 'AC',
      selfdrive: 'Self Drive',
      clock: 'Automatic',
      location: 'Palasia',
    };
    const UPDATE = 'mutation ($id: ID!, $input: CarInput!) { updateCar(id: $id, input: $input) { id registrationNumber } }';
    const bad = await server.gql(UPDATE, { id: carId, input: { ...input, registrationNumber: 'MP-09 !!' } }, admin);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const set = await server.gql<{ updateCar: { registrationNumber: string } }>(
      UPDATE,
      { id: carId, input: { ...input, registrationNumber: 'mp 09 ab-1234' } },
      admin,
    );
    expect(set.data?.updateCar.registrationNumber).toBe('MP09AB1234');
    // Sent without it (the legacy form), the number stays.
    const kept = await server.gql<{ updateCar: { registrationNumber: string } }>(UPDATE, { id: carId, input }, admin);
    expect(kept.data?.updateCar.registrationNumber).toBe('MP09AB1234');
    const otherId = (await createCar(server, 'Innova')).id;
    const twice = await server.gql(UPDATE, { id: otherId, input: { ...input, registrationNumber: 'MP09AB1234' } }, admin);
    expect(twice.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
    expect((await server.gql(`{ car(id: "${carId}") { registrationNumber } }`, {}, ravi.token)).errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
    });
    server.clock.set(at('19:00'));
    const ended = await endTrip(next.id, 12100);
    expect(ended.body.errors).toBeUndefined();
    expect(ended.body.data!.endTrip.bill.registrationNumber).toBe('MP09AB1234');
  });
});
