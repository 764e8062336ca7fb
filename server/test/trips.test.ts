import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/helpers.js';
import {
  adminToken,
  createCar,
  createCustomer,
  json,
  moneyOf,
  runningNowBody,
  verifiedDocuments,
  type Customer,
} from './support/booking-fixtures.js';
import { tinyPng } from './support/account-fixtures.js';
import type { Bill } from '../src/modules/common/bill.types.js';
import { pdfText } from './support/pdf.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';

let server: TestServer;
let smtp: SmtpCapture;
let admin: string;
const png = tinyPng();

const TRIP_UPLOADS = '/graphql';
const BOOKING =
  'id status tripStage due paid bill { lines { kind description quantity unitPrice amount waivedReason } taxable reimbursements cgst sgst igst total depositHeld deductions advance balance }';
const START = `mutation ($id: ID!, $input: StartTripInput!) { startTrip(bookingId: $id, input: $input) { ${BOOKING} } }`;
const END = `mutation ($id: ID!, $input: EndTripInput!) { endTrip(bookingId: $id, input: $input) { ${BOOKING} } }`;

type BillView = Omit<Bill, 'taxInvoice' | 'intraState'>;
interface BookingView {
  id: string;
  status: string;
  tripStage: string;
  due: number;
  paid: number;
  bill: BillView | null;
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({
    SMTP_URL: smtp.url,
    OUTBOX_POLL_MS: '20',
    OPERATOR_GSTIN: '23ABCDE1234F1Z5',
    SECURITY_DEPOSIT: '5000',
  });
  admin = adminToken(server);
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** An Accepted booking that starts now and runs `days` days, on a car of its own (Fortuner: ₹5499 a day, extra km ₹18). */
async function runningBooking(days = 1, customer?: Customer): Promise<{ customer: Customer; id: string; advance: number }> {
  const car = await createCar(server);
  const c = customer ?? (await createCustomer(server, 'Priya Sharma'));
  const res = await server.fetch('/api/v1/bookingsnew/book', json(c.token, runningNowBody(car.id, days, { name: c.name })));
  const { booking } = (await res.json()) as { booking: { _id: string } };
  const accepted = await server.gql<{ setBookingStatus: { advance: number } }>(
    `mutation { setBookingStatus(id: "${booking._id}", status: Accepted) { advance } }`,
    {},
    admin,
  );
  expect(accepted.errors).toBeUndefined();
  return { customer: c, id: booking._id, advance: accepted.data!.setBookingStatus.advance };
}

function startTrip(id: string, input: Partial<Record<string, unknown>> = {}, photos = 4, token = admin, path = TRIP_UPLOADS) {
  const files: Record<string, Buffer> = { 'input.signature': png };
  for (let i = 0; i < photos; i += 1) files[`input.photos.${i}`] = png;
  // The unpaid advance is taken at the counter in the same step (issue 29: keys never go out unpaid).
  const paid = { advanceMethod: 'CASH', advanceReference: `ADV-${id.slice(0, 8)}` };
  const variables = {
    id,
    input: { odometerKm: 12000, fuelEighths: 6, originalsSeen: true, photos: Array(photos).fill(null), signature: null, ...paid, ...input },
  };
  return server.gqlFiles<{ startTrip: BookingView }>(START, variables, files, token, path);
}

function endTrip(id: string, input: Record<string, unknown>) {
  return server.gqlFiles<{ endTrip: BookingView }>(
    END,
    { id, input: { photos: [null], ...input } },
    { 'input.photos.0': png },
    admin,
    TRIP_UPLOADS,
  );
}

/** Moves a booking's period into the past, as if it had started `daysAgo` days ago and ended `endedMinutesAgo` ago. */
async function movePeriod(id: string, pickup: Date, drop: Date): Promise<void> {
  const wall = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString();
  await server.orm.em
    .getConnection()
    .execute('update bookings set pickup_date = ?::date, pickup_time = ?::time, drop_date = ?::date, drop_time = ?::time where id = ?', [
      wall(pickup).slice(0, 10),
      wall(pickup).slice(11, 16),
      wall(drop).slice(0, 10),
      wall(drop).slice(11, 16),
      id,
    ]);
  // The keys were handed over at the booked pick-up.
  await server.orm.em.getConnection().execute('update trips set started_at = ? where booking_id = ?', [pickup, id]);
}

describe('the handover', () => {
  it('is refused while a document rule fails, naming the rule', async () => {
    const { id } = await runningBooking();
    const { body } = await startTrip(id);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
    expect(body.errors?.[0]?.message).toBe('The trip cannot start: No driving licence uploaded; No ID proof uploaded.');
  });

  it('is refused when the licence expires before drop-off', async () => {
    // Booked first: a licence on file that expires before drop-off now refuses the booking itself (issue 32).
    const { id, customer } = await runningBooking(1);
    await verifiedDocuments(server, customer.id, { expiresOn: '2020-01-01' });
    const { body } = await startTrip(id);
    expect(body.errors?.[0]?.message).toContain('Licence expires before drop-off');
  });

  it('needs four photos, the signature, the originals seen and sane readings', async () => {
    const customer = await createCustomer(server);
    await verifiedDocuments(server, customer.id);
    const { id } = await runningBooking(1, customer);
    expect((await startTrip(id, {}, 3)).body.errors?.[0]?.message).toBe('Take 4 to 12 photos of the car at handover.');
    expect((await startTrip(id, { originalsSeen: false })).body.errors?.[0]?.message).toContain('original driving licence');
    expect((await startTrip(id, { fuelEighths: 9 })).body.errors?.[0]?.message).toBe('Fuel is counted in eighths of a tank, from 0 to 8.');
    expect((await startTrip(id, { odometerKm: -1 })).body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const [{ n }] = await server.orm.em
      .getConnection()
      .execute<{ n: string }[]>('select count(*) as n from trips where booking_id = ?', [id]);
    expect(Number(n)).toBe(0);
  });

  it("takes a handover's photos on plain /graphql from staff, within the bound the operation declares (issue 30)", async () => {
    const customer = await createCustomer(server);
    await verifiedDocuments(server, customer.id);
    const { id } = await runningBooking(1, customer);
    // Anyone else sends two files at most: more is refused with a hint, before the rest is read.
    const asCustomer = await startTrip(id, {}, 4, customer.token);
    expect(asCustomer.status).toBe(413);
    expect(asCustomer.body.errors?.[0]?.message).toBe(
      'At most 2 files in one request. More are taken only from staff, for an operation that declares them.',
    );
    // Staff may not send more files than the operation declares: uploadDocument takes the default two.
    const other = await server.gqlFiles(
      'mutation ($f: Upload!, $g: Upload!, $h: Upload!) { uploadDocument(input: { kind: ID_PROOF, number: "1234", front: $f, back: $g }) { id } }',
      { f: null, g: null, h: null },
      { f: png, g: png, h: png },
      admin,
    );
    expect(other.status).toBe(400);
    expect(other.body.errors?.[0]?.message).toBe('uploadDocument takes at most 2 files.');
    // The former trip address still answers, as plain /graphql (a client of the last release).
    const started = await startTrip(id, {}, 4, admin, '/graphql?uploads=trip');
    expect(started.body.errors).toBeUndefined();
    expect(started.body.data?.startTrip).toMatchObject({ tripStage: 'ON_TRIP' });
  });
});

describe('the driver is the licence holder (issue 28)', () => {
  const FIELDS = 'id driverCheck { bookingName bookingLicence licenceNumber licenceHolder matches } trip { driverMismatchReason }';
  type Card = { id: string; driverCheck: Record<string, unknown>; trip: { driverMismatchReason: string | null } | null };
  /** The booking's card on the Trips screen (a pick-up, or on trip). */
  async function card(id: string): Promise<Card> {
    const board = await server.gql<{ tripBoard: { pickups: Card[]; onTrip: Card[] } }>(
      `{ tripBoard { pickups { ${FIELDS} } onTrip { ${FIELDS} } } }`,
      {},
      admin,
    );
    expect(board.errors).toBeUndefined();
    return [...board.data!.tripBoard.pickups, ...board.data!.tripBoard.onTrip].find((b) => b.id === id)!;
  }

  it("shows the booking's name and licence beside the verified licence; a mismatch needs staff's reason, which is kept", async () => {
    const customer = await createCustomer(server, 'Kavya Rao');
    await verifiedDocuments(server, customer.id);
    const car = await createCar(server);
    // A booking for another driver: a licence number one digit apart from the verified one (issue: 1234567 vs 0012345).
    const res = await server.fetch(
      '/api/v1/bookingsnew/book',
      json(customer.token, runningNowBody(car.id, 1, { name: 'Kavya Rao', license: 'MP09 2019 1234567' })),
    );
    const id = ((await res.json()) as { booking: { _id: string } }).booking._id;
    await server.gql(`mutation { setBookingStatus(id: "${id}", status: Accepted) { id } }`, {}, admin);
    expect((await card(id)).driverCheck).toEqual({
      bookingName: 'Kavya Rao',
      bookingLicence: 'MP09 2019 1234567',
      licenceNumber: 'MP09 20190012345',
      licenceHolder: 'Kavya Rao',
      matches: false,
    });
    // Staff only: a customer cannot read the verified licence number through the booking.
    const mine = await server.gql(`{ myBookings { driverCheck { licenceNumber } } }`, {}, customer.token);
    expect(mine.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const refused = await startTrip(id);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
    expect(refused.body.errors?.[0]?.message).toContain('does not match the verified licence (Kavya Rao, MP09 20190012345)');
    // The reason is person text: one line.
    const forged = await startTrip(id, { driverMismatchReason: 'ok\nApproved by the owner' });
    expect(forged.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const started = await startTrip(id, { driverMismatchReason: 'Booked with a typo; original licence checked at the counter' });
    expect(started.body.errors).toBeUndefined();
    expect((await card(id)).trip!.driverMismatchReason).toBe('Booked with a typo; original licence checked at the counter');
  });

  it('a matching driver (name in any case and spacing, the number in any spacing) starts with no reason asked', async () => {
    const customer = await createCustomer(server, 'Arjun  Mehta');
    await verifiedDocuments(server, customer.id);
    const car = await createCar(server);
    const res = await server.fetch(
      '/api/v1/bookingsnew/book',
      json(customer.token, runningNowBody(car.id, 1, { name: 'arjun mehta', license: 'mp09-2019-0012345' })),
    );
    const id = ((await res.json()) as { booking: { _id: string } }).booking._id;
    await server.gql(`mutation { setBookingStatus(id: "${id}", status: Accepted) { id } }`, {}, admin);
    const { body } = await startTrip(id);
    expect(body.errors).toBeUndefined();
    expect((await card(id)).trip!.driverMismatchReason).toBeNull();
  });
});

describe('a trip from handover to invoice', () => {
  let customer: Customer;
  let id: string;
  let advance: number;
  let mark: number;

  beforeAll(async () => {
    customer = await createCustomer(server, 'Priya Sharma');
    await verifiedDocuments(server, customer.id);
    ({ id, advance } = await runningBooking(1, customer));
  });

  it('starts: the deposit is held, the customer is mailed the record and sees On trip', async () => {
    mark = smtp.mails.length;
    const { body } = await startTrip(id);
    expect(body.errors).toBeUndefined();
    expect(body.data!.startTrip).toMatchObject({ status: 'Accepted', tripStage: 'ON_TRIP', bill: null });
    await expect
      .poll(() => smtp.mails.slice(mark).some((m) => m.subject.startsWith('Your trip has started')), { timeout: 10_000 })
      .toBe(true);
    const mail = smtp.mails.slice(mark).find((m) => m.subject.startsWith('Your trip has started'))!;
    expect(mail.text).toContain('Odometer: 12000 km. Fuel: 6/8 of a tank.');
    expect(mail.text).toContain('A security deposit of ₹5,000 is held');
    const rest = await server.fetch('/api/v1/bookingsnew/my', { headers: { authorization: `Bearer ${customer.token}` } });
    const { bookings } = (await rest.json()) as { bookings: { _id: string; tripStage: string; bill: unknown }[] };
    expect(bookings.find((b) => b._id === id)).toMatchObject({ tripStage: 'ON_TRIP', bill: null });
    const ledger = await server.orm.em
      .getConnection()
      .execute<{ kind: string; amount: number }[]>('select kind, amount from ledger_entries where booking_id = ? order by kind', [id]);
    // The advance taken with the handover, and the deposit held.
    expect(ledger).toEqual([
      { kind: 'DEPOSIT_HELD', amount: 5000 },
      { kind: 'PAYMENT', amount: advance },
    ]);
    // It cannot start twice; the customer cannot cancel or move it, staff cannot mark it Completed by hand.
    expect((await startTrip(id)).body.errors?.[0]?.message).toBe('This trip has already started.');
    const completed = await server.gql(`mutation { setBookingStatus(id: "${id}", status: Completed) { id } }`, {}, admin);
    expect(completed.errors?.[0]?.message).toContain('on a trip');
    const cancel = await server.fetch(`/api/v1/bookingsnew/cancel/${id}`, json(customer.token, { reason: 'Changed plans' }, 'PUT'));
    expect(cancel.status).toBe(409);
  });

  it('keeps the photos and signature private: the customer and staff only', async () => {
    const q = `query { tripPhoto(bookingId: "${id}", which: "signature") }`;
    expect((await server.gql<{ tripPhoto: string }>(q, {}, customer.token)).data?.tripPhoto).toMatch(/^data:image\/png;base64,/);
    expect((await server.gql<{ tripPhoto: string }>(q, {}, admin)).data?.tripPhoto).toMatch(/^data:image\//);
    const stranger = await createCustomer(server, 'Someone Else');
    expect((await server.gql(q, {}, stranger.token)).errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect((await server.gql(q)).errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('ends 2 hours late with 120 extra km, a toll and less fuel: the bill shows each line', async () => {
    // The booked day is over: it began a day and 2 hours ago and ended 2 hours ago.
    const dropAt = Math.floor((Date.now() - 2 * 3600_000) / 60_000) * 60_000;
    await movePeriod(id, new Date(dropAt - 24 * 3600_000), new Date(dropAt));
    const below = await endTrip(id, { odometerKm: 11999, fuelEighths: 4 });
    expect(below.body.errors?.[0]?.message).toBe('The odometer at return (11999 km) cannot be below the handover reading (12000 km).');

    const { body } = await endTrip(id, {
      returnedAt: new Date(dropAt + 2 * 3600_000).toISOString(),
      odometerKm: 12000 + 250 + 120,
      fuelEighths: 4,
      fees: ['SMOKING'],
      charges: [{ kind: 'TOLL', description: 'Indore-Dewas toll', amount: 120 }],
    });
    expect(body.errors).toBeUndefined();
    const booking = body.data!.endTrip;
    expect(booking.tripStage).toBe('RETURNED');
    const lines = Object.fromEntries(booking.bill!.lines.map((l) => [l.kind, l]));
    expect(lines.RENT!.amount).toBeGreaterThan(0);
    // 10% of ₹5499 per started hour, 2 hours late: 2 × ₹550.
    expect(lines.LATE_RETURN).toMatchObject({ quantity: 2, unitPrice: 550, amount: 1100 });
    expect(lines.EXTRA_KM).toMatchObject({ quantity: 120, unitPrice: 18, amount: 2160 });
    expect(lines.FUEL).toMatchObject({ quantity: 2, unitPrice: 600, amount: 1200 });
    expect(lines.SMOKING).toMatchObject({ amount: 500 });
    expect(lines.TOLL).toMatchObject({ description: 'Indore-Dewas toll', amount: 120 });
    const bill = booking.bill!;
    // The toll is a reimbursement at cost (issue 31): outside the taxable value, added to the total after the tax.
    expect(bill.taxable).toBe(bill.lines.reduce((sum, l) => sum + l.amount, 0) - 120);
    expect(bill.reimbursements).toBe(120);
    // Madhya Pradesh to Madhya Pradesh (no state on the profile: the operator's): CGST + SGST, no IGST; the toll has no GST.
    expect(bill.igst).toBe(0);
    expect(bill.cgst).toBe(bill.sgst);
    expect(bill.cgst).toBe(Math.round((bill.taxable * 18) / 200));
    expect(bill.total).toBe(bill.taxable + bill.cgst + bill.sgst + 120);
    expect(bill).toMatchObject({ depositHeld: 5000, advance, balance: bill.total - advance - 5000 });
    // The balance is due now, less what the deposit will pay: the customer may pay it before the counter settles.
    const due = await server.gql<{ paymentRequest: { amount: number } }>(
      `mutation { paymentRequest(bookingId: "${id}", purpose: BALANCE) { amount } }`,
      {},
      customer.token,
    );
    expect(due.data?.paymentRequest.amount).toBe(bill.total - advance - 5000);
    expect(await moneyOf(server, customer.token, id)).toEqual({ paid: advance, due: bill.total - advance - 5000, refunded: 0 });
  });

  it('lets staff waive a line with a reason, kept on the bill', async () => {
    const res = await server.gql<{ waiveBillLine: BookingView }>(
      `mutation { waiveBillLine(bookingId: "${id}", index: 4, reason: "First offence, customer apologised") { ${BOOKING} } }`,
      {},
      admin,
    );
    expect(res.errors).toBeUndefined();
    const smoking = res.data!.waiveBillLine.bill!.lines[4]!;
    expect(smoking).toMatchObject({ kind: 'SMOKING', amount: 0, waivedReason: 'First offence, customer apologised' });
    const again = await server.gql(`mutation { waiveBillLine(bookingId: "${id}", index: 0, reason: "x") { id } }`, {}, admin);
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
  });

  it('settles: the booking is Completed, the money is in the ledger and the invoice is issued', async () => {
    const refused = await server.gql(`mutation { settleBill(bookingId: "${id}", method: UPI, reference: "12") { id } }`, {}, admin);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const res = await server.gql<{ settleBill: BookingView & { invoice: { number: string; url: string } } }>(
      `mutation { settleBill(bookingId: "${id}", method: CASH, reference: "RCPT-77") { ${BOOKING} invoice { number url } } }`,
      {},
      admin,
    );
    expect(res.errors).toBeUndefined();
    const settled = res.data!.settleBill;
    expect(settled).toMatchObject({ status: 'Completed', tripStage: 'SETTLED', due: 0 });
    expect(settled.invoice.number).toMatch(/^ID\/\d\d-\d\d\/\d{6}$/);
    const total = settled.bill!.total;
    const ledger = await server.orm.em
      .getConnection()
      .execute<{ kind: string; method: string; amount: number }[]>(
        'select kind, method, amount from ledger_entries where booking_id = ? order by created_at, kind',
        [id],
      );
    expect(ledger).toEqual(
      expect.arrayContaining([
        { kind: 'DEPOSIT_HELD', method: 'DEPOSIT', amount: 5000 },
        { kind: 'DEDUCTION', method: 'DEPOSIT', amount: 5000 },
        { kind: 'PAYMENT', method: 'CASH', amount: advance },
        { kind: 'PAYMENT', method: 'CASH', amount: total - advance - 5000 },
      ]),
    );
    expect(await moneyOf(server, customer.token, id)).toEqual({ paid: total, due: 0, refunded: 0 });
    // The invoice: to its customer and staff, 404 to anyone else.
    const pdf = await server.fetch(settled.invoice.url, { headers: { authorization: `Bearer ${customer.token}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    // The invoice names the ledger rows it was paid by, and prints them.
    const [refs] = await server.orm.em
      .getConnection()
      .execute<{ same: boolean }[]>(
        'select i.ledger_entry_ids::text[] @> array(select id::text from ledger_entries where booking_id = i.booking_id) and cardinality(i.ledger_entry_ids) = 4 as same from invoices i where i.booking_id = ?',
        [id],
      );
    expect(refs).toEqual({ same: true });
    const text = await pdfText(pdf);
    expect(text).toContain('Taken from the deposit · DEPOSIT');
    expect(text).toContain(`Payment · CASH · RCPT-77 · ₹${(total - advance - 5000).toLocaleString('en-IN')}`);
    const stranger = await createCustomer(server, 'Someone Else');
    expect((await server.fetch(settled.invoice.url, { headers: { authorization: `Bearer ${stranger.token}` } })).status).toBe(404);
    expect((await server.fetch(settled.invoice.url)).status).toBe(404);
    // Settled is final.
    const twice = await server.gql(`mutation { settleBill(bookingId: "${id}", method: CASH) { id } }`, {}, admin);
    expect(twice.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
  });

  it('a waiver after invoicing issues a credit note and makes the money a refund due', async () => {
    const res = await server.gql<{ waiveBillLine: BookingView & { creditNotes: { number: string; amount: number; reason: string }[] } }>(
      `mutation { waiveBillLine(bookingId: "${id}", index: 5, reason: "The toll was on our route") { ${BOOKING} creditNotes { number amount reason } } }`,
      {},
      admin,
    );
    expect(res.errors).toBeUndefined();
    const booking = res.data!.waiveBillLine;
    // The toll carries no GST: ₹120 is credited.
    expect(booking.creditNotes).toEqual([
      {
        number: expect.stringMatching(/^CN\/\d\d-\d\d\/\d{6}$/),
        amount: 120,
        reason: 'Indore-Dewas toll waived: The toll was on our route',
      },
    ]);
    expect(booking.bill!.lines[5]).toMatchObject({ kind: 'TOLL', amount: 0, waivedReason: 'The toll was on our route' });
    const [refund] = await server.orm.em
      .getConnection()
      .execute<{ amount: number; status: string }[]>("select amount, status from payments where booking_id = ? and purpose = 'REFUND'", [
        id,
      ]);
    expect(refund).toEqual({ amount: 120, status: 'REFUND_DUE' });
    const [link] = await server.orm.em
      .getConnection()
      .execute<{ linked: boolean }[]>(
        "select c.refund_payment_id = (select id from payments where booking_id = ? and purpose = 'REFUND') as linked from credit_notes c join invoices i on i.id = c.invoice_id where i.booking_id = ?",
        [id, id],
      );
    expect(link).toEqual({ linked: true });
  });
});

describe('money around the deposit', () => {
  it('gives back what the deposit does not need', async () => {
    const customer = await createCustomer(server);
    await verifiedDocuments(server, customer.id);
    const { id, advance } = await runningBooking(1, customer);
    // The advance was paid at the counter before the trip.
    const paid = await server.gql(
      `mutation { recordPayment(bookingId: "${id}", purpose: ADVANCE, method: CASH, amount: ${advance}, reference: "ADV-${id.slice(0, 6)}") { amount } }`,
      {},
      admin,
    );
    expect(paid.errors).toBeUndefined();
    expect((await startTrip(id)).body.errors).toBeUndefined();
    const ended = await endTrip(id, { odometerKm: 12010, fuelEighths: 6 });
    const bill = ended.body.data!.endTrip.bill!;
    expect(bill.advance).toBe(advance);
    const owed = bill.total - advance;
    // This customer reads the site in Hindi: the invoice mail is Hindi too.
    await server.orm.em.getConnection().execute("update users set language = 'hi' where id = ?", [customer.id]);
    const mark = smtp.mails.length;
    const settled = await server.gql<{ settleBill: BookingView }>(
      `mutation { settleBill(bookingId: "${id}", method: CASH) { ${BOOKING} } }`,
      {},
      admin,
    );
    await expect.poll(() => smtp.mails.slice(mark).some((m) => m.subject.startsWith('आपका इनवॉइस ID/')), { timeout: 10_000 }).toBe(true);
    expect(smtp.mails.slice(mark).find((m) => m.subject.startsWith('आपका इनवॉइस'))!.text).toContain('इसे मेरी बुकिंग से डाउनलोड करें');
    expect(settled.data?.settleBill).toMatchObject({ status: 'Completed', due: 0 });
    const ledger = await server.orm.em
      .getConnection()
      .execute<{ kind: string; amount: number }[]>("select kind, amount from ledger_entries where booking_id = ? and kind <> 'PAYMENT'", [
        id,
      ]);
    const deducted = Math.min(5000, owed);
    expect(ledger).toEqual(
      expect.arrayContaining([
        { kind: 'DEPOSIT_HELD', amount: 5000 },
        { kind: 'DEDUCTION', amount: deducted },
        ...(5000 - deducted > 0 ? [{ kind: 'DEPOSIT_RELEASED', amount: 5000 - deducted }] : []),
      ]),
    );
  });

  it("keeps SPEC's Completed button for a booking that never had a trip", async () => {
    const { id } = await runningBooking();
    const done = await server.gql<{ setBookingStatus: { status: string; tripStage: string } }>(
      `mutation { setBookingStatus(id: "${id}", status: Completed) { status tripStage } }`,
      {},
      admin,
    );
    expect(done.data?.setBookingStatus).toEqual({ status: 'Completed', tripStage: 'NOT_STARTED' });
  });
});

describe('the Trips screen', () => {
  it("lists today's pick-ups, cars on trip and overdue returns, for staff only", async () => {
    const customer = await createCustomer(server);
    await verifiedDocuments(server, customer.id);
    const waiting = await runningBooking(1, customer);
    const late = await runningBooking(1, customer);
    expect((await startTrip(late.id)).body.errors).toBeUndefined();
    await movePeriod(late.id, new Date(Date.now() - 30 * 3600_000), new Date(Date.now() - 3600_000));
    const q = 'query { tripBoard { pickups { id documentIssues } onTrip { id } overdue { id } returns { id } toSettle { id } } }';
    const board = await server.gql<{ tripBoard: Record<string, { id: string; documentIssues?: string[] }[]> }>(q, {}, admin);
    expect(board.errors).toBeUndefined();
    const ids = (list: string) => board.data!.tripBoard[list]!.map((b) => b.id);
    expect(ids('pickups')).toContain(waiting.id);
    expect(board.data!.tripBoard.pickups!.find((b) => b.id === waiting.id)!.documentIssues).toEqual([]);
    expect(ids('onTrip')).toContain(late.id);
    expect(ids('overdue')).toContain(late.id);
    expect(ids('pickups')).not.toContain(late.id);
    expect((await server.gql(q, {}, customer.token)).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});
