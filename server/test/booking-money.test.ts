import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/helpers.js';
import { startRefusingSmtp, startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';
import { adminToken, bookingBody, cityDate, createCar, createCustomer, json, type Customer } from './support/booking-fixtures.js';
import type { Car } from '../src/modules/cars/car.entity.js';
import type { BookingService } from '../src/modules/bookings/booking.service.js';
import { Notification } from '../src/modules/notifications/notification.entity.js';
import { sayDate } from '../src/modules/common/language.js';

// Prices, the cancellation policy, rescheduling and the booking mails, through the service, REST and GraphQL,
// with mail caught by a local SMTP server.
let server: TestServer;
let smtp: SmtpCapture;
let asha: Customer;
let ravi: Customer;
let admin: string;
let car: Car;
let bookings: BookingService;
const OPERATOR = 'desk@indoredrive.example';

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url, OPERATOR_EMAIL: OPERATOR, OUTBOX_POLL_MS: '50', OUTBOX_RETRY_BASE_MS: '50' });
  asha = await createCustomer(server, 'Asha Verma');
  ravi = await createCustomer(server, 'Ravi Jain');
  admin = adminToken(server);
  car = await createCar(server, 'Fortuner'); // 5499 a day
  bookings = server.app.services.bookings;
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const call = async (path: string, init?: RequestInit) => {
  const res = await server.fetch(path, init);
  return { status: res.status, body: (await res.json()) as any };
};
const book = async (who: Customer, body: Record<string, unknown>) => {
  const res = await call('/api/v1/bookingsnew/book', json(who.token, body));
  expect(res.status).toBe(201);
  return res.body.booking as { _id: string; amount: number } & Record<string, unknown>;
};
const accept = (id: string) => call(`/api/v1/bookingsnew/status/${id}`, json(admin, { status: 'Accepted' }, 'PUT'));
/** Staff record the advance as paid at the counter (what a cancellation can refund is what was paid). */
const payAdvance = async (id: string) => {
  const paid = await server.gql<{ recordPayment: { amount: number } }>(
    `mutation { recordPayment(bookingId: "${id}", purpose: ADVANCE, method: CASH, amount: ${await dueOf(id)}, reference: null) { amount } }`,
    {},
    admin,
  );
  return paid.data!.recordPayment.amount;
};
const dueOf = async (id: string) =>
  (await server.orm.em.fork().getConnection().execute('select advance from bookings where id = ?', [id]))[0].advance as number;
const emailOf = async (c: Customer) =>
  (await server.orm.em.fork().getConnection().execute('select email from users where id = ?', [c.id]))[0].email as string;
const mailsTo = (to: string, subject: RegExp, text = '') =>
  smtp.mails.filter((m) => m.to.includes(to) && subject.test(m.subject) && m.text.includes(text));
/** The latest mail to `to` whose subject matches and whose text holds `text` (e.g. a booking's id or period). */
async function waitForMail(to: string, subject: RegExp, text = '') {
  for (let i = 0; i < 200; i += 1) {
    const found = mailsTo(to, subject, text);
    if (found.length) return found[found.length - 1];
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no mail to ${to} matching ${subject}; got ${smtp.mails.map((m) => `${m.to}: ${m.subject}`).join('; ')}`);
}
/** The real instant of a city wall-clock time (Asia/Kolkata is UTC+05:30). */
const instant = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

const QUOTE = `query ($input: QuoteInput!) { quote(input: $input) { bookFor pricedAs hours units unit rate subtotal discountPercent discount total advance } }`;

describe('the quote query', () => {
  it('prices a period with its breakdown, for anyone', async () => {
    const input = {
      carId: car.id,
      pickupDate: cityDate(5),
      pickupTime: '10:00',
      dropDate: cityDate(12),
      dropTime: '10:00',
      bookFor: 'Weekly',
    };
    const { data, errors } = await server.gql<{ quote: Record<string, unknown> }>(QUOTE, { input });
    expect(errors).toBeUndefined();
    expect(data!.quote).toEqual({
      bookFor: 'Weekly',
      pricedAs: 'Weekly',
      hours: 168,
      units: 7,
      unit: 'day',
      rate: 5499,
      subtotal: 38493,
      discountPercent: 15,
      discount: 5774,
      total: 32719,
      advance: 5499,
    });
  });

  it('re-plans a 12 Hours period longer than 12 hours as Daily', async () => {
    const input = {
      carId: car.id,
      pickupDate: cityDate(5),
      pickupTime: '10:00',
      dropDate: cityDate(6),
      dropTime: '12:00',
      bookFor: 'TwelveHours',
    };
    const { data } = await server.gql<{ quote: Record<string, unknown> }>(QUOTE, { input });
    expect(data!.quote).toMatchObject({ bookFor: 'TwelveHours', pricedAs: 'Daily', units: 2, total: 10998 });
  });

  it('answers BAD_USER_INPUT for bad dates and NOT_FOUND for an unknown car', async () => {
    const base = { carId: car.id, pickupDate: cityDate(5), pickupTime: '10:00', dropDate: cityDate(6), dropTime: '10:00' };
    for (const bad of [{ pickupDate: '2030-02-30' }, { dropTime: '25:00' }, { dropDate: cityDate(4) }, { dropDate: cityDate(200) }]) {
      const res = await server.gql(QUOTE, { input: { ...base, ...bad } });
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const res = await server.gql(QUOTE, { input: { ...base, carId: '00000000-0000-4000-8000-000000000000' } });
    expect(res.errors?.[0]).toMatchObject({ message: 'Car not found.', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('a new booking', () => {
  it('stores its quoted amount (REST amount, GraphQL amount) and keeps it when the price changes', async () => {
    const booking = await book(asha, bookingBody(car.id, 3)); // Daily, two days
    expect(booking.amount).toBe(10998);
    expect(booking).toMatchObject({ cancellationCharge: null, refundAmount: null });
    await server.orm.em.fork().getConnection().execute('update cars set price = 9999 where id = ?', [car.id]);
    server.app.services.catalogue.changed();
    const mine = await call('/api/v1/bookingsnew/my', { headers: { authorization: `Bearer ${asha.token}` } });
    expect(mine.body.bookings.find((b: { _id: string }) => b._id === booking._id).amount).toBe(10998);
    const all = await call('/api/v1/bookingsnew/all', { headers: { authorization: `Bearer ${admin}` } });
    expect(all.body.find((b: { _id: string }) => b._id === booking._id).amount).toBe(10998);
    const gql = await server.gql<{ myBookings: { id: string; amount: number }[] }>(
      '{ myBookings { id amount cancellationCharge refundAmount } }',
      {},
      asha.token,
    );
    expect(gql.data!.myBookings.find((b) => b.id === booking._id)).toEqual({
      id: booking._id,
      amount: 10998,
      cancellationCharge: null,
      refundAmount: null,
    });
    await server.orm.em.fork().getConnection().execute('update cars set price = 5499 where id = ?', [car.id]);
    server.app.services.catalogue.changed();
  });

  it('a 12 Hours request for two days is re-planned: booked and priced as Daily, so it never runs under a plan it does not fit', async () => {
    const booking = await book(asha, bookingBody(car.id, 5, { bookFor: '12 Hours' }));
    expect(booking).toMatchObject({ bookFor: 'Daily', amount: 10998 });
    const twelve = await book(asha, bookingBody(car.id, 8, { bookFor: '12 Hours', dropDate: cityDate(8), dropTime: '22:00' }));
    expect(twelve).toMatchObject({ bookFor: '12 Hours', amount: 3299 });
  });

  it('mails the customer and the operator after the commit: car, period and amount', async () => {
    const booking = await book(ravi, bookingBody(car.id, 6, { name: 'Ravi Jain' }));
    const customer = await waitForMail(await emailOf(ravi), /^Booking received: Fortuner/, `Period: ${sayDate('en', cityDate(6))}`);
    expect(customer.text).toContain('Car: Fortuner');
    expect(customer.text).toContain(`Period: ${sayDate('en', cityDate(6), '10:00')} to ${sayDate('en', cityDate(8), '10:00')} (Daily)`);
    expect(customer.text).toContain('Amount: ₹10,998');
    const operator = await waitForMail(OPERATOR, /^New booking: Fortuner/, booking._id);
    expect(operator.text).toContain('Customer: Ravi Jain, +919876543210');
    expect(operator.text).toContain(`Booking id: ${booking._id}`);
  });

  it('mails the customer when staff accept, reject and complete', async () => {
    const email = await emailOf(asha);
    const a = await book(asha, bookingBody(car.id, 10));
    const r = await book(asha, bookingBody(car.id, 10));
    expect((await accept(a._id)).status).toBe(200);
    const confirmed = await waitForMail(email, /^Booking confirmed: Fortuner/);
    // Issue 32: the advance due now, how to pay it and what to bring.
    expect(confirmed.text).toContain('Advance due now: ₹5,499. Pay it by UPI or card on My Bookings, or at the counter.');
    expect(confirmed.text).toContain('Bring to the pick-up: your original driving licence (at least 1 year old)');
    await call(`/api/v1/bookingsnew/status/${r._id}`, json(admin, { status: 'Rejected' }, 'PUT'));
    await waitForMail(email, /^Booking not accepted: Fortuner/);
    await call(`/api/v1/bookingsnew/status/${a._id}`, json(admin, { status: 'Completed' }, 'PUT'));
    const completed = await waitForMail(email, /^Booking completed: Fortuner/);
    // Completed without a trip: the rent as quoted is the bill, and nothing was paid yet.
    expect(completed.text).toContain('Bill total: ₹10,998\nPaid: ₹0\nStill to pay: ₹10,998');
  });

  it('mails the operator for a quick booking', async () => {
    const res = await call(
      '/api/v1/bookings',
      json(asha.token, {
        fromCity: 'Indore',
        toCity: 'Bhopal',
        bookAt: 'daily',
        carName: 'Ertiga',
        mobile: '9876543210',
        pickDate: cityDate(2),
        pickTime: '06:00 AM',
        dropDate: cityDate(3),
        dropTime: '06:00 PM',
      }),
    );
    expect(res.status).toBe(201);
    const mail = await waitForMail(OPERATOR, /^Quick booking: Ertiga/);
    expect(mail.text).toContain('From Indore to Bhopal');
    expect(mail.text).toContain('mobile 9876543210');
  });
});

describe('cancelling', () => {
  const TERMS = 'query ($id: ID!) { cancellationTerms(id: $id) { rule advance charge refund sentence } }';

  it('a Pending booking costs nothing, and the charge and refund are stored as 0', async () => {
    const b = await book(asha, bookingBody(car.id, 14));
    const terms = await server.gql<{ cancellationTerms: Record<string, unknown> }>(TERMS, { id: b._id }, asha.token);
    expect(terms.data!.cancellationTerms).toMatchObject({ rule: 'unconfirmed', charge: 0, refund: 0 });
    expect(String(terms.data!.cancellationTerms.sentence)).toBe(
      'Cancelling now costs ₹0: this booking was never confirmed, so no advance was paid.',
    );
    await call(`/api/v1/bookingsnew/cancel/${b._id}`, json(asha.token, { reason: 'Plans changed' }, 'PUT'));
    const mine = await call('/api/v1/bookingsnew/my', { headers: { authorization: `Bearer ${asha.token}` } });
    expect(mine.body.bookings.find((x: { _id: string }) => x._id === b._id)).toMatchObject({
      status: 'Canceled',
      cancellationCharge: 0,
      refundAmount: 0,
    });
  });

  it('an Accepted booking more than 24 hours ahead is refunded in full, and the mails say so', async () => {
    const b = await book(asha, bookingBody(car.id, 16));
    await accept(b._id);
    await payAdvance(b._id);
    const terms = await server.gql<{ cancellationTerms: Record<string, unknown> }>(TERMS, { id: b._id }, asha.token);
    expect(terms.data!.cancellationTerms).toMatchObject({ rule: 'free', advance: 5499, charge: 0, refund: 5499 });
    const done = await server.gql<{ cancelBooking: Record<string, unknown> }>(
      'mutation ($id: ID!) { cancelBooking(id: $id, reason: "Plans changed") { status cancellationCharge refundAmount } }',
      { id: b._id },
      asha.token,
    );
    expect(done.data!.cancelBooking).toEqual({ status: 'Canceled', cancellationCharge: 0, refundAmount: 5499 });
    const mail = await waitForMail(await emailOf(asha), /^Booking cancelled: Fortuner/, `Period: ${sayDate('en', cityDate(16))}`);
    expect(mail.text).toContain('Paid: ₹5,499\nCancellation charge: ₹0\nRefund: ₹5,499');
    const operator = await waitForMail(OPERATOR, /^Booking cancelled: Fortuner/, b._id);
    expect(operator.text).toContain('Reason: Plans changed');
  });

  it('an Accepted booking 5 hours before pick-up forfeits the advance (charge stored)', async () => {
    const b = await book(asha, bookingBody(car.id, 18));
    await accept(b._id);
    await payAdvance(b._id);
    const fiveHoursBefore = new Date(instant(cityDate(18), '10:00').getTime() - 5 * 3_600_000);
    const cancelled = await bookings.cancel(server.orm.em.fork(), asha.id, b._id, 'Late', fiveHoursBefore);
    expect(cancelled).toMatchObject({ cancellationCharge: 5499, refundAmount: 0 });
    const all = await call('/api/v1/bookingsnew/all', { headers: { authorization: `Bearer ${admin}` } });
    expect(all.body.find((x: { _id: string }) => x._id === b._id)).toMatchObject({ cancellationCharge: 5499, refundAmount: 0 });
  });

  it('never refunds more than was paid: an unpaid Accepted booking keeps and refunds nothing', async () => {
    const b = await book(asha, bookingBody(car.id, 17));
    await accept(b._id);
    const done = await server.gql<{ cancelBooking: Record<string, unknown> }>(
      'mutation ($id: ID!) { cancelBooking(id: $id, reason: "Plans changed") { status cancellationCharge refundAmount due } }',
      { id: b._id },
      asha.token,
    );
    expect(done.data!.cancelBooking).toEqual({ status: 'Canceled', cancellationCharge: 0, refundAmount: 0, due: 0 });
  });

  it("answers FORBIDDEN for someone else's booking", async () => {
    const b = await book(asha, bookingBody(car.id, 19));
    const res = await server.gql(TERMS, { id: b._id }, ravi.token);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('rescheduling', () => {
  const moveTo = (startDay: number) => ({
    pickupDate: cityDate(startDay),
    pickupTime: '10:00',
    dropDate: cityDate(startDay + 1),
    dropTime: '10:00',
  });

  it('moves a Pending booking, re-quotes it, notifies and mails the customer (REST)', async () => {
    const b = await book(asha, bookingBody(car.id, 20)); // two days: 10998
    const res = await call(`/api/v1/bookingsnew/reschedule/${b._id}`, json(asha.token, moveTo(22), 'PUT'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Booking rescheduled.', booking: { ...moveTo(22), status: 'Pending', amount: 5499 } });
    const notes = await server.orm.em.fork().find(Notification, { booking: b._id });
    expect(notes.map((n) => n.message)).toContain(
      `Your booking for Fortuner has been rescheduled to ${cityDate(22)} 10:00 - ${cityDate(23)} 10:00.`,
    );
    const mail = await waitForMail(await emailOf(asha), /^Booking rescheduled: Fortuner/, `Period: ${sayDate('en', cityDate(22))}`);
    expect(mail.text).toContain(`Period: ${sayDate('en', cityDate(22), '10:00')} to ${sayDate('en', cityDate(23), '10:00')}`);
    expect(mail.text).toContain('Amount: ₹5,499');
  });

  it('is allowed 4 h 01 min before the pick-up and refused 3 h 59 min before (409)', async () => {
    const b = await book(asha, bookingBody(car.id, 24));
    const pickup = instant(cityDate(24), '10:00').getTime();
    const tooLate = new Date(pickup - (3 * 60 + 59) * 60_000);
    await expect(bookings.reschedule(server.orm.em.fork(), asha.id, b._id, moveTo(26), tooLate)).rejects.toMatchObject({
      message: 'A booking can no longer be rescheduled within 4 hours of its pick-up.',
      status: 409,
    });
    const inTime = new Date(pickup - (4 * 60 + 1) * 60_000);
    const moved = await bookings.reschedule(server.orm.em.fork(), asha.id, b._id, moveTo(26), inTime);
    expect(moved.pickupDate).toBe(cityDate(26));
  });

  it('refuses a move onto an Accepted booking of the car with 409, and keeps the booking as it was', async () => {
    const taken = await book(ravi, bookingBody(car.id, 30));
    await accept(taken._id);
    const b = await book(asha, bookingBody(car.id, 33));
    const res = await call(`/api/v1/bookingsnew/reschedule/${b._id}`, json(asha.token, moveTo(31), 'PUT'));
    expect(res).toEqual({ status: 409, body: { message: 'This car is already booked for those dates.' } });
    const [row] = await server.orm.em
      .fork()
      .getConnection()
      .execute("select to_char(pickup_date, 'YYYY-MM-DD') as d from bookings where id = ?", [b._id]);
    expect(row.d).toBe(cityDate(33));
  });

  const MOVE_GQL =
    'mutation ($id: ID!, $input: RescheduleInput!) { rescheduleBooking(id: $id, input: $input) { status pickupDate amount advance } }';

  it('an Accepted booking moved inside its accepted period stays Accepted, and its advance is not raised', async () => {
    const b = await book(asha, bookingBody(car.id, 40, { dropDate: cityDate(43) })); // three days
    await accept(b._id);
    const inside = { pickupDate: cityDate(41), pickupTime: '10:00', dropDate: cityDate(42), dropTime: '10:00' };
    const gql = await server.gql<{ rescheduleBooking: Record<string, unknown> }>(MOVE_GQL, { id: b._id, input: inside }, asha.token);
    expect(gql.data!.rescheduleBooking).toEqual({ status: 'Accepted', pickupDate: cityDate(41), amount: 5499, advance: 5499 });
    const busy = await call(`/api/v1/cars/${car.id}/availability?days=120`);
    // Busy until the new drop-off plus the turnaround (60 minutes).
    expect(busy.body).toContainEqual({ ...inside, dropTime: '11:00' });
  });

  it('an Accepted booking moved outside its accepted period goes back to Pending for staff; the car is free meanwhile', async () => {
    const b = await book(ravi, bookingBody(car.id, 45));
    await accept(b._id);
    const before = (await server.gql<{ bookings: { pendingCount: number } }>('{ bookings { pendingCount } }', {}, admin)).data!.bookings
      .pendingCount;
    const gql = await server.gql<{ rescheduleBooking: Record<string, unknown> }>(MOVE_GQL, { id: b._id, input: moveTo(48) }, ravi.token);
    expect(gql.data!.rescheduleBooking).toMatchObject({ status: 'Pending', pickupDate: cityDate(48) });
    // The admin alarm's figure rises: staff must approve the new dates.
    expect(
      (await server.gql<{ bookings: { pendingCount: number } }>('{ bookings { pendingCount } }', {}, admin)).data!.bookings.pendingCount,
    ).toBe(before + 1);
    const busy = await call(`/api/v1/cars/${car.id}/availability?days=120`);
    expect(busy.body).not.toContainEqual(expect.objectContaining({ pickupDate: cityDate(45) }));
    expect(busy.body).not.toContainEqual(moveTo(48));
    const notes = await server.orm.em.fork().find(Notification, { booking: b._id });
    expect(notes.map((n) => n.message)).toContain(
      `Your booking for Fortuner has been rescheduled to ${cityDate(48)} 10:00 - ${cityDate(49)} 10:00. It is Pending until our staff confirm the new dates.`,
    );
  });

  it('a paid 12 Hours booking stretched to 90 days is no free upgrade: Pending, and its refund is what was paid', async () => {
    const b = await book(ravi, bookingBody(car.id, 60, { bookFor: '12 Hours', dropDate: cityDate(60), dropTime: '20:00' })); // 10 hours
    await accept(b._id);
    const paid = await payAdvance(b._id);
    expect(paid).toBeLessThan(5499);
    const stretched = { pickupDate: cityDate(60), pickupTime: '10:00', dropDate: cityDate(150), dropTime: '10:00' };
    const moved = await call(`/api/v1/bookingsnew/reschedule/${b._id}`, json(ravi.token, stretched, 'PUT'));
    expect(moved.status).toBe(200);
    expect(moved.body.booking).toMatchObject({ status: 'Pending', bookFor: 'Daily', paid, due: 0 });
    // Not busy for 90 days on the customer's word alone.
    const busy = await call(`/api/v1/cars/${car.id}/availability?from=${cityDate(60)}&days=100`);
    expect(busy.body).not.toContainEqual(expect.objectContaining({ pickupDate: cityDate(60) }));
    const cancelled = await server.gql<{ cancelBooking: Record<string, unknown> }>(
      'mutation ($id: ID!) { cancelBooking(id: $id, reason: "Changed my mind") { status cancellationCharge refundAmount } }',
      { id: b._id },
      ravi.token,
    );
    expect(cancelled.data!.cancelBooking).toEqual({ status: 'Canceled', cancellationCharge: 0, refundAmount: paid });
  });

  it('a 1-day Accepted booking moved to 30 days waits for staff again', async () => {
    const b = await book(ravi, bookingBody(car.id, 65, { dropDate: cityDate(66) }));
    await accept(b._id);
    const res = await call(
      `/api/v1/bookingsnew/reschedule/${b._id}`,
      json(ravi.token, { pickupDate: cityDate(65), pickupTime: '10:00', dropDate: cityDate(95), dropTime: '10:00' }, 'PUT'),
    );
    expect(res.body.booking).toMatchObject({ status: 'Pending', bookFor: 'Daily' });
  });

  it('a 12 Hours booking moved onto a whole day is re-planned as Daily', async () => {
    const b = await book(asha, bookingBody(car.id, 56, { bookFor: '12 Hours', dropDate: cityDate(56), dropTime: '22:00' }));
    const res = await call(`/api/v1/bookingsnew/reschedule/${b._id}`, json(asha.token, moveTo(57), 'PUT'));
    expect(res.body.booking).toMatchObject({ bookFor: 'Daily', amount: 5499 });
  });

  it('GraphQL rescheduleBooking answers BAD_USER_INPUT for bad dates and CONFLICT for a clash', async () => {
    const MOVE = 'mutation ($id: ID!, $input: RescheduleInput!) { rescheduleBooking(id: $id, input: $input) { id } }';
    const b = await book(asha, bookingBody(car.id, 62));
    const bad = await server.gql(MOVE, { id: b._id, input: { ...moveTo(64), dropDate: '2030-02-30' } }, asha.token);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const taken = await book(ravi, bookingBody(car.id, 66));
    await accept(taken._id);
    const clash = await server.gql(MOVE, { id: b._id, input: moveTo(66) }, asha.token);
    expect(clash.errors?.[0]).toMatchObject({ message: 'This car is already booked for those dates.', extensions: { code: 'CONFLICT' } });
  });

  it('answers 400 for bad dates, 403 for someone else, 404 for an unknown booking, 409 for a Canceled one', async () => {
    const b = await book(asha, bookingBody(car.id, 50));
    expect(
      (await call(`/api/v1/bookingsnew/reschedule/${b._id}`, json(asha.token, { ...moveTo(52), dropDate: '2030-02-30' }, 'PUT'))).status,
    ).toBe(400);
    expect(
      (await call(`/api/v1/bookingsnew/reschedule/${b._id}`, json(asha.token, { ...moveTo(52), pickupTime: undefined }, 'PUT'))).status,
    ).toBe(400);
    expect((await call(`/api/v1/bookingsnew/reschedule/${b._id}`, json(asha.token, moveTo(-3), 'PUT'))).status).toBe(400);
    expect((await call(`/api/v1/bookingsnew/reschedule/${b._id}`, json(ravi.token, moveTo(52), 'PUT'))).status).toBe(403);
    expect(
      (await call('/api/v1/bookingsnew/reschedule/00000000-0000-4000-8000-000000000000', json(asha.token, moveTo(52), 'PUT'))).status,
    ).toBe(404);
    await call(`/api/v1/bookingsnew/cancel/${b._id}`, json(asha.token, { reason: 'No' }, 'PUT'));
    expect((await call(`/api/v1/bookingsnew/reschedule/${b._id}`, json(asha.token, moveTo(52), 'PUT'))).status).toBe(409);
  });
});

describe('when SMTP refuses', () => {
  it('a booking is still made at once; its mails wait in the outbox with the error and go out once SMTP works', async () => {
    const flaky = await startRefusingSmtp();
    const other = await startTestServer({ SMTP_URL: flaky.url, OUTBOX_POLL_MS: '50', OUTBOX_RETRY_BASE_MS: '100' });
    try {
      const c = await createCustomer(other);
      const otherCar = await createCar(other, 'Thar');
      // "At once", without a clock: SMTP takes the mail and answers nothing while the booking is made, so a booking
      // that waited on its mail would never be answered (the test would time out).
      flaky.hold();
      const res = await other.fetch('/api/v1/bookingsnew/book', json(c.token, bookingBody(otherCar.id, 3)));
      expect(res.status).toBe(201);
      flaky.release();
      const sql = () =>
        other.orm.em
          .fork()
          .getConnection()
          .execute<{ attempts: number; last_error: string | null; sent_at: Date | null }[]>(
            `select attempts, last_error, sent_at from outbox where kind = 'booking-mail'`,
          );
      for (let i = 0; i < 200 && !(await sql()).some((r) => r.last_error); i += 1) await new Promise((r) => setTimeout(r, 25));
      expect((await sql()).some((r) => /421|not available/i.test(r.last_error ?? ''))).toBe(true);
      flaky.setRefusing(false);
      for (let i = 0; i < 400 && !(await sql()).every((r) => r.sent_at); i += 1) await new Promise((r) => setTimeout(r, 25));
      const rows = await sql();
      expect(rows).toHaveLength(2);
      expect(rows.every((r) => r.sent_at && r.last_error === null)).toBe(true);
      expect(Math.max(...rows.map((r) => r.attempts))).toBeGreaterThanOrEqual(2);
      expect(flaky.accepted.some((m) => m.includes('Booking received'))).toBe(true);
    } finally {
      await other.close();
      await flaky.close();
    }
  });
});
