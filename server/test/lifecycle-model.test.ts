import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityNow } from '../src/modules/common/city-time.js';
import { startTestServer, type TestServer } from './support/helpers.js';
import { adminToken, bookingBody, createCar, createCustomer, json, verifiedDocuments, type Customer } from './support/booking-fixtures.js';
import { tinyPng } from './support/account-fixtures.js';
import { startRazorpayStandIn, type RazorpayStandIn } from './support/razorpay-standin.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';

/*
 * Issue 29, a model-based test of the whole lifecycle: staff, customers, Razorpay and the clock act in random orders
 * (fast-check's commands, against the real server and database), and after every step the records must still agree
 * with the world (the invariants below, read from the database). `npm test` runs a fixed seed; `npm run fuzz` runs
 * it longer with a new seed it prints (MODEL_SEED, MODEL_RUNS).
 */
const SEED = Number(process.env.MODEL_SEED ?? 29);
const RUNS = Number(process.env.MODEL_RUNS ?? 10);
const MAX_COMMANDS = Number(process.env.MODEL_COMMANDS ?? 40);
const HOUR = 3_600_000;

let server: TestServer;
let razorpay: RazorpayStandIn;
let smtp: SmtpCapture;
let admin: string;
let customers: Customer[];
let cars: string[];
const png = tinyPng();
/** The highest odometer reading given for each car, so handovers are sane unless a command means otherwise. */
const odometer = new Map<string, number>();

/** What the test knows: the bookings it made (with their car and customer) and Razorpay orders it opened. */
interface Model {
  bookings: { id: string; car: string; customer: Customer }[];
  orders: { bookingId: string; orderId: string; customer: Customer; paid?: { paymentId: string; signature: string } }[];
}
type Real = TestServer;
type Cmd = fc.AsyncCommand<Model, Real>;

const gql = <T = Record<string, unknown>>(query: string, token = admin) => server.gql<T>(query, {}, token);
const pick = <T>(list: readonly T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);
const wall = (ms: number) => cityNow(new Date(ms));

/** Moves the server's clock forward to `offsetMs` after the booking's pick-up (`lower`) or drop-off (`upper`), if that is ahead. */
async function clockTo(bookingId: string, end: 'lower' | 'upper', offsetMs: number): Promise<void> {
  const [row] = await server.orm.em
    .getConnection()
    .execute<{ ms: string }[]>(`select extract(epoch from ${end}(period))::bigint * 1000 as ms from bookings where id = ?`, [bookingId]);
  if (!row) return;
  const now = server.clock.now();
  const n = cityNow(now);
  const nowWall = Date.parse(`${n.date}T${n.time}:00Z`) + (now.getTime() % 60_000);
  const ahead = Number(row.ms) + offsetMs - nowWall;
  if (ahead > 0) server.clock.advance(ahead);
}

/** Steps the server carried out, by name (printed at the end: a run that does nothing proves nothing). */
const done = new Map<string, number>();

/** One step: run it and ignore a refusal (a 4xx is the system saying no, which is allowed); a 500 fails the test. */
async function step(
  what: string,
  run: () => Promise<{ errors?: { message?: string; extensions?: { code?: string } }[] } | Response | undefined>,
) {
  const res = await run();
  if (res instanceof Response) {
    expect(res.status, what).toBeLessThan(500);
    if (res.ok) done.set(what, (done.get(what) ?? 0) + 1);
    return;
  }
  const code = res?.errors?.[0]?.extensions?.code;
  expect(code === 'INTERNAL_SERVER_ERROR' ? `${what}: ${JSON.stringify(res?.errors)}` : 'ok').toBe('ok');
  if (res && !res.errors) done.set(what, (done.get(what) ?? 0) + 1);
  else if (process.env.MODEL_DEBUG) console.log(`${what} refused: ${JSON.stringify(res?.errors?.[0]?.message)}`);
}

class Book implements Cmd {
  constructor(
    readonly who: number,
    readonly car: number,
    readonly startHours: number,
    readonly hours: number,
  ) {}
  check = () => true;
  async run(m: Model) {
    const customer = customers[this.who % customers.length]!;
    const car = cars[this.car % cars.length]!;
    const start = Math.ceil((server.clock.now().getTime() + this.startHours * HOUR) / 60_000) * 60_000 + 60_000;
    const from = wall(start);
    const to = wall(start + this.hours * HOUR);
    const body = bookingBody(car, 0, {
      name: customer.name,
      pickupDate: from.date,
      pickupTime: from.time,
      dropDate: to.date,
      dropTime: to.time,
      bookFor: '12 Hours',
    });
    const res = await server.fetch('/api/v1/bookingsnew/book', json(customer.token, body));
    expect(res.status).toBeLessThan(500);
    if (res.status === 201) done.set('book', (done.get('book') ?? 0) + 1);
    else if (process.env.MODEL_DEBUG) console.log('book refused', res.status, await res.clone().text());
    if (res.status === 201) m.bookings.push({ id: ((await res.json()) as { booking: { _id: string } }).booking._id, car, customer });
  }
  toString = () => `book(${this.who}, car ${this.car}, +${this.startHours}h, ${this.hours}h)`;
}

/** A command on one of the model's bookings (chosen by index). */
abstract class OnBooking implements Cmd {
  constructor(readonly n: number) {}
  /**
   * A query of booking ids (`id`) that narrows the choice to the bookings in the state this command moves on (a return
   * takes a car that is out), so that random indexes still reach the lifecycle's later steps; without it, any booking.
   */
  protected among?: string;
  check = (m: Readonly<Model>) => m.bookings.length > 0;
  abstract act(b: Model['bookings'][number], m: Model): Promise<void>;
  run = async (m: Model) => {
    const ids = this.among ? new Set((await server.orm.em.getConnection().execute<{ id: string }[]>(this.among)).map((r) => r.id)) : null;
    const b = pick(ids ? m.bookings.filter((x) => ids.has(x.id)) : m.bookings, this.n);
    if (b) await this.act(b, m);
  };
}

/**
 * A command on a booking the world holds in some state, whichever run made it (chosen by index among the rows of
 * `among`, which answers `id` and `car`): a car an earlier run took out and never brought back stays out, and only
 * such a command brings it back (seeds 1472996421 and 850857606 handed over no car after their first runs, every
 * car being out for a booking of an earlier run, so they returned none).
 */
abstract class OnWorldBooking implements Cmd {
  constructor(
    readonly n: number,
    readonly among: string,
  ) {}
  check = () => true;
  abstract act(b: { id: string; car: string }): Promise<void>;
  run = async () => {
    const b = pick(await server.orm.em.getConnection().execute<{ id: string; car: string }[]>(this.among), this.n);
    if (b) await this.act(b);
  };
  toString = () => `${this.constructor.name}(${this.n})`;
}

class SetStatus extends OnBooking {
  constructor(
    n: number,
    readonly status: 'Accepted' | 'Rejected' | 'Completed',
    /** Only a pending booking (else any, which the server may refuse). */
    readonly ofPending = false,
  ) {
    super(n);
    if (ofPending) this.among = `select id from bookings where status = 'Pending'`;
  }
  act = (b: Model['bookings'][number]) =>
    step('setBookingStatus', () => gql(`mutation { setBookingStatus(id: "${b.id}", status: ${this.status}) { id } }`));
  toString = () => `setStatus(${this.n}${this.ofPending ? ' of the pending' : ''}, ${this.status})`;
}

class Cancel extends OnBooking {
  act = (b: Model['bookings'][number]) =>
    step('cancel', () => gql(`mutation { cancelBooking(id: "${b.id}", reason: "Plans changed") { id } }`, b.customer.token));
}

class Reschedule extends OnBooking {
  constructor(
    n: number,
    readonly shiftHours: number,
  ) {
    super(n);
  }
  async act(b: Model['bookings'][number]) {
    const [row] = await server.orm.em
      .getConnection()
      .execute<{ s: string; e: string }[]>(
        `select extract(epoch from lower(period))::bigint * 1000 as s, extract(epoch from upper(period))::bigint * 1000 as e from bookings where id = ?`,
        [b.id],
      );
    // The period's wall clock read as UTC (wallClockMs): shift it and write it back the same way.
    const iso = (ms: number) => new Date(ms).toISOString();
    const s = Number(row!.s) + this.shiftHours * HOUR;
    const e = Number(row!.e) + this.shiftHours * HOUR;
    const input = `{ pickupDate: "${iso(s).slice(0, 10)}", pickupTime: "${iso(s).slice(11, 16)}", dropDate: "${iso(e).slice(0, 10)}", dropTime: "${iso(e).slice(11, 16)}" }`;
    await step('reschedule', () => gql(`mutation { rescheduleBooking(id: "${b.id}", input: ${input}) { id } }`, b.customer.token));
  }
  toString = () => `reschedule(${this.n}, ${this.shiftHours}h)`;
}

class ClaimUpi extends OnBooking {
  constructor(
    n: number,
    readonly utr: number,
  ) {
    super(n);
  }
  act = (b: Model['bookings'][number]) =>
    step('claim', () =>
      gql(
        `mutation { claimUpiPayment(bookingId: "${b.id}", purpose: ADVANCE, utr: "${String(this.utr).padStart(12, '4')}") { id } }`,
        b.customer.token,
      ),
    );
  toString = () => `claimUpi(${this.n}, ${this.utr})`;
}

class DecideClaim extends OnBooking {
  constructor(
    n: number,
    readonly accepted: boolean,
  ) {
    super(n);
  }
  async act(b: Model['bookings'][number]) {
    const [claim] = await server.orm.em
      .getConnection()
      .execute<{ id: string }[]>("select id from payments where booking_id = ? and status = 'CLAIMED' limit 1", [b.id]);
    if (!claim) return;
    await step('confirmPayment', () =>
      gql(`mutation { confirmPayment(paymentId: "${claim.id}", accepted: ${this.accepted}, note: "Checked the statement") { id } }`),
    );
  }
  toString = () => `decideClaim(${this.n}, ${this.accepted})`;
}

class CounterPayment extends OnBooking {
  constructor(
    n: number,
    readonly purpose: 'ADVANCE' | 'BALANCE',
    readonly ref: number,
  ) {
    super(n);
  }
  async act(b: Model['bookings'][number]) {
    const due = await gql<{ paymentRequest: { amount: number } }>(
      `mutation { paymentRequest(bookingId: "${b.id}", purpose: ${this.purpose}) { amount } }`,
      b.customer.token,
    );
    const amount = due.data?.paymentRequest.amount;
    if (!amount) return;
    await step('recordPayment', () =>
      gql(
        `mutation { recordPayment(bookingId: "${b.id}", purpose: ${this.purpose}, method: CARD, amount: ${amount}, reference: "SLIP-${this.ref}") { id } }`,
      ),
    );
  }
  toString = () => `counterPayment(${this.n}, ${this.purpose}, SLIP-${this.ref})`;
}

/** Opens a Razorpay order for what is due now (Checkout opened, not yet paid). */
class OpenOrder extends OnBooking {
  async act(b: Model['bookings'][number], m: Model) {
    const res = await gql<{ paymentRequest: { razorpayOrderId: string | null } }>(
      `mutation { paymentRequest(bookingId: "${b.id}", purpose: ADVANCE) { razorpayOrderId } }`,
      b.customer.token,
    );
    await step('paymentRequest', async () => res);
    const orderId = res.data?.paymentRequest.razorpayOrderId;
    if (orderId && !m.orders.some((o) => o.orderId === orderId)) m.orders.push({ bookingId: b.id, orderId, customer: b.customer });
  }
}

/** Checkout pays an open order (maybe long after the due was paid another way: a late capture), and its webhook (maybe twice) follows. */
class Capture implements Cmd {
  constructor(
    readonly n: number,
    readonly webhooks: number,
  ) {}
  check = (m: Readonly<Model>) => m.orders.length > 0;
  async run(m: Model) {
    const order = pick(m.orders, this.n)!;
    order.paid ??= razorpay.pay(order.orderId);
    const { paymentId, signature } = order.paid;
    await step('verifyRazorpayPayment', () =>
      server.gql(
        'mutation ($o: String!, $p: String!, $s: String!) { verifyRazorpayPayment(orderId: $o, paymentId: $p, signature: $s) { id } }',
        { o: order.orderId, p: paymentId, s: signature },
        order.customer.token,
      ),
    );
    const amount = razorpay.orders.get(order.orderId)!.amount;
    for (let i = 0; i < this.webhooks; i += 1) {
      const res = await razorpay.sendWebhook(server.url, 'payment.captured', {
        id: paymentId,
        order_id: order.orderId,
        amount,
        currency: 'INR',
        status: 'captured',
      });
      expect(res.status).toBeLessThan(500);
    }
  }
  toString = () => `capture(${this.n}, webhooks ${this.webhooks})`;
}

class Handover extends OnBooking {
  constructor(
    n: number,
    readonly backwards: boolean,
    readonly early: number,
    /** Only an accepted booking whose car has not gone out (else any booking, which the server may refuse). */
    readonly ofAccepted: boolean,
  ) {
    super(n);
    if (ofAccepted)
      this.among = `select b.id from bookings b where b.status = 'Accepted' and not exists (select 1 from trips t where t.booking_id = b.id)`;
  }
  async act(b: Model['bookings'][number]) {
    // The clock moves to the pick-up, give or take: `early` minutes before it (more than 60 is refused).
    await clockTo(b.id, 'lower', -this.early * 60_000);
    const km = (odometer.get(b.car) ?? 10_000) - (this.backwards ? 50 : 0);
    const files: Record<string, Buffer> = { 'input.signature': png };
    for (let i = 0; i < 4; i += 1) files[`input.photos.${i}`] = png;
    const input = {
      odometerKm: km,
      fuelEighths: 8,
      originalsSeen: true,
      photos: [null, null, null, null],
      signature: null,
      advanceMethod: 'CASH',
      advanceReference: `ADV-${b.id.slice(0, 8)}`,
    };
    const { status, body } = await server.gqlFiles(
      'mutation ($id: ID!, $input: StartTripInput!) { startTrip(bookingId: $id, input: $input) { id } }',
      { id: b.id, input },
      files,
      admin,
      '/graphql?uploads=trip',
    );
    expect(status).toBeLessThan(500);
    await step('startTrip', async () => body);
  }
  toString = () =>
    `handover(${this.n}${this.ofAccepted ? ' of the accepted' : ''}, ${this.early} min early${this.backwards ? ', odometer below the last return' : ''})`;
}

class Return extends OnWorldBooking {
  constructor(
    n: number,
    readonly km: number,
    readonly fuel: number,
    readonly toll: boolean,
    readonly lateMinutes: number,
  ) {
    // A return is of a car that is out: of any other booking it sent nothing, and a run whose indexes missed every
    // handed-over booking carried out no return (seed 97711084).
    super(
      n,
      // In an order a replay repeats (ids are random): a car is out once at most, and the cars' names differ.
      `select t.booking_id as id, b.car_id as car from trips t join bookings b on b.id = t.booking_id join cars c on c.id = b.car_id
        where t.returned_at is null order by t.started_at, c.name`,
    );
  }
  async act(b: { id: string; car: string }) {
    // The clock moves past the drop-off: early, on time or late.
    await clockTo(b.id, 'upper', this.lateMinutes * 60_000);
    const [trip] = await server.orm.em
      .getConnection()
      .execute<{ km: number }[]>('select handover_odometer_km as km from trips where booking_id = ? and returned_at is null', [b.id]);
    if (!trip) return;
    const km = Number(trip.km) + this.km;
    const charges = this.toll ? '[{ kind: TOLL, description: "Toll", amount: 120 }]' : '[]';
    const res = await gql<{ endTrip: { id: string } }>(
      `mutation { endTrip(bookingId: "${b.id}", input: { odometerKm: ${km}, fuelEighths: ${this.fuel}, fees: [SMOKING], charges: ${charges} }) { id } }`,
    );
    await step('endTrip', async () => res);
    if (res.data) odometer.set(b.car, Math.max(odometer.get(b.car) ?? 0, km));
  }
  toString = () =>
    `return(${this.n}, ${this.lateMinutes} min after drop-off, +${this.km} km, fuel ${this.fuel}${this.toll ? ', toll' : ''})`;
}

class Waive extends OnBooking {
  constructor(
    n: number,
    readonly line: number,
  ) {
    super(n);
  }
  act = (b: Model['bookings'][number]) =>
    step('waive', () => gql(`mutation { waiveBillLine(bookingId: "${b.id}", index: ${this.line}, reason: "Goodwill") { id } }`));
  toString = () => `waive(${this.n}, line ${this.line})`;
}

class Settle extends OnBooking {
  constructor(
    n: number,
    readonly ref: number,
  ) {
    super(n);
  }
  act = (b: Model['bookings'][number]) =>
    step('settle', () => gql(`mutation { settleBill(bookingId: "${b.id}", method: CARD, reference: "SETTLE-${this.ref}") { id } }`));
  toString = () => `settle(${this.n}, SETTLE-${this.ref})`;
}

class CloseRefund implements Cmd {
  constructor(
    readonly n: number,
    readonly ref: number,
  ) {}
  check = () => true;
  async run() {
    const due = await server.orm.em
      .getConnection()
      .execute<{ id: string }[]>("select id from payments where status = 'REFUND_DUE' and method <> 'RAZORPAY' order by created_at");
    const refund = pick(due, this.n);
    if (!refund) return;
    await step('closeRefund', () => gql(`mutation { closeRefund(paymentId: "${refund.id}", reference: "RF-${this.ref}") { id } }`));
  }
  toString = () => `closeRefund(${this.n}, RF-${this.ref})`;
}

/** Time passes: past pick-ups and drop-offs (the server's clock; nothing sleeps). */
class Clock implements Cmd {
  constructor(readonly hours: number) {}
  check = () => true;
  async run() {
    server.clock.advance(this.hours * HOUR);
    await server.app.services.overdueWatch.runOnce();
  }
  toString = () => `clock(+${this.hours}h)`;
}

const booking = fc.nat(30);
const book = fc
  .tuple(fc.nat(3), fc.nat(2), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 30 }))
  .map(([w, c, s, h]) => new Book(w, c, s, h));
const accept = (ofPending: boolean) => booking.map((n) => new SetStatus(n, 'Accepted', ofPending));
const handover = (ofAccepted: boolean) =>
  fc.tuple(booking, fc.boolean(), fc.constantFrom(0, 30, 90)).map(([n, back, early]) => new Handover(n, back, early, ofAccepted));
const ret = fc
  .tuple(booking, fc.nat(600), fc.nat(8), fc.boolean(), fc.integer({ min: -120, max: 600 }))
  .map(([n, km, fuel, toll, late]) => new Return(n, km, fuel, toll, late));
const settle = fc.tuple(booking, fc.nat(20)).map(([n, r]) => new Settle(n, r));
const clock = fc.integer({ min: 1, max: 30 }).map((h) => new Clock(h));
// The lifecycle's forward steps come more often than the rest, so runs reach handovers, returns and settlements.
const commands = fc.commands(
  [
    book,
    book,
    book,
    accept(false),
    accept(true),
    accept(true),
    fc.tuple(booking, fc.constantFrom('Rejected', 'Completed' as const)).map(([n, s]) => new SetStatus(n, s)),
    booking.map((n) => new Cancel(n)),
    fc.tuple(booking, fc.integer({ min: -6, max: 12 })).map(([n, h]) => new Reschedule(n, h)),
    fc.tuple(booking, fc.nat(20)).map(([n, u]) => new ClaimUpi(n, u)),
    fc.tuple(booking, fc.boolean()).map(([n, a]) => new DecideClaim(n, a)),
    fc.tuple(booking, fc.constantFrom('ADVANCE', 'BALANCE' as const), fc.nat(20)).map(([n, p, r]) => new CounterPayment(n, p, r)),
    booking.map((n) => new OpenOrder(n)),
    fc.tuple(booking, fc.integer({ min: 0, max: 2 })).map(([n, w]) => new Capture(n, w)),
    handover(false),
    handover(true),
    handover(true),
    ret,
    ret,
    ret,
    fc.tuple(booking, fc.nat(6)).map(([n, l]) => new Waive(n, l)),
    settle,
    settle,
    fc.tuple(fc.nat(5), fc.nat(20)).map(([n, r]) => new CloseRefund(n, r)),
    clock,
    clock,
  ],
  { maxCommands: MAX_COMMANDS, size: 'max' },
);

/** Rows that break an invariant, by name: every list must stay empty. */
async function violations(): Promise<Record<string, unknown[]>> {
  const q = <T>(sql: string) => server.orm.em.getConnection().execute<T[]>(sql);
  const found: Record<string, unknown[]> = {};
  // Each booking's paid, refunded and due as the API answers them equal its ledger rows (due: what is owed less net paid).
  const page = await gql<{ bookings: { items: { id: string; paid: number; refunded: number; due: number }[] } }>(
    '{ bookings(pageSize: 100) { items { id paid refunded due } } }',
  );
  const ledger = new Map(
    (
      await q<{ id: string; paid: string; refunded: string }>(
        `select b.id, coalesce(sum(l.amount) filter (where l.kind in ('PAYMENT', 'DEDUCTION')), 0) as paid,
                coalesce(sum(l.amount) filter (where l.kind = 'REFUND'), 0) as refunded
           from bookings b left join ledger_entries l on l.booking_id = b.id group by b.id`,
      )
    ).map((r) => [r.id, { paid: Number(r.paid), refunded: Number(r.refunded) }]),
  );
  found.moneyDisagreesWithLedger = (page.data?.bookings.items ?? []).filter((b) => {
    const l = ledger.get(b.id);
    return !l || l.paid !== b.paid || l.refunded !== b.refunded || b.due < 0;
  });
  // A car has at most one open trip, and no trip starts on a car while another is out.
  found.twoOpenTripsOnACar = await q(
    `select b.car_id from trips t join bookings b on b.id = t.booking_id where t.returned_at is null group by b.car_id having count(*) > 1`,
  );
  found.tripStartedOnACarOut = await q(
    `select t2.booking_id from trips t1 join bookings b1 on b1.id = t1.booking_id
       join trips t2 on t2.booking_id <> t1.booking_id join bookings b2 on b2.id = t2.booking_id and b2.car_id = b1.car_id
      where t2.started_at > t1.started_at and (t1.returned_at is null or t2.started_at < t1.returned_at)`,
  );
  // An invoice's total equals its trip's bill (waivers included), less its credit notes.
  found.invoiceDisagreesWithBill = await q(
    `select i.number from invoices i join trips t on t.booking_id = i.booking_id
      where i.total - coalesce((select sum(c.amount) from credit_notes c where c.invoice_id = i.id), 0) <> (t.bill->>'total')::int`,
  );
  // Once settled, the deposit held equals what was released plus what was deducted.
  found.depositUnbalanced = await q(
    `select t.booking_id from trips t where t.settled_at is not null and t.deposit_held <> coalesce((select sum(l.amount) from ledger_entries l
        where l.booking_id = t.booking_id and l.kind in ('DEPOSIT_RELEASED', 'DEDUCTION')), 0)`,
  );
  // Every handover reading below the car's previous return carries staff's correction reason.
  found.odometerBackwardsWithoutReason = await q(
    `select t.booking_id from trips t join bookings b on b.id = t.booking_id
      where t.odometer_correction is null and t.handover_odometer_km < coalesce((select max(p.return_odometer_km) from trips p
        join bookings pb on pb.id = p.booking_id where pb.car_id = b.car_id and p.returned_at < t.started_at), 0)`,
  );
  // No Razorpay payment is refunded beyond what it captured.
  const captured = new Map<string, number>();
  const paidOrders = await q<{ order_id: string; payment_id: string }>(
    `select razorpay_order_id as order_id, razorpay_payment_id as payment_id from payments where razorpay_payment_id is not null`,
  );
  for (const p of paidOrders) captured.set(p.payment_id, razorpay.orders.get(p.order_id)?.amount ?? 0);
  const refundedOf = new Map<string, number>();
  for (const [, r] of razorpay.refunds) refundedOf.set(r.payment_id, (refundedOf.get(r.payment_id) ?? 0) + r.amount);
  found.razorpayRefundAboveCapture = [...refundedOf].filter(([id, amount]) => amount > (captured.get(id) ?? 0));
  // Refunded ≤ paid per booking, counting the refunds still due.
  found.refundsAbovePaid = await q(
    `select b.id from bookings b
      where coalesce((select sum(p.amount) from payments p where p.booking_id = b.id and p.purpose = 'REFUND' and p.status in ('REFUND_DUE', 'REFUNDED')), 0)
          > coalesce((select sum(l.amount) from ledger_entries l where l.booking_id = b.id and l.kind in ('PAYMENT', 'DEDUCTION')), 0)`,
  );
  // Every CONFIRMED payment has exactly one ledger row.
  found.confirmedWithoutOneLedgerRow = await q(
    `select p.id from payments p where p.status = 'CONFIRMED'
      and (select count(*) from ledger_entries l where l.payment_id = p.id or (l.kind = 'PAYMENT' and l.reference = p.reference and l.booking_id = p.booking_id)) <> 1`,
  );
  return Object.fromEntries(Object.entries(found).filter(([, rows]) => rows.length > 0));
}

beforeAll(async () => {
  razorpay = await startRazorpayStandIn();
  smtp = await startSmtpCapture();
  server = await startTestServer({
    ...razorpay.keys,
    SMTP_URL: smtp.url,
    UPI_VPA: 'indoredrive@okhdfc',
    OUTBOX_POLL_MS: '20',
    SECURITY_DEPOSIT: '3000',
    RATE_LIMIT_SCALE: '1000',
  });
  admin = adminToken(server);
  customers = [];
  for (const name of ['Asha Verma', 'Ravi Jain', 'Priya Sharma', 'Kabir Khan']) {
    const c = await createCustomer(server, name);
    await verifiedDocuments(server, c.id);
    customers.push(c);
  }
  cars = [(await createCar(server, 'XUV 700')).id, (await createCar(server, 'Scorpio')).id, (await createCar(server, 'Creta')).id];
});
afterAll(async () => {
  await server?.close();
  await razorpay?.close();
  await smtp?.close();
});

describe('the lifecycle, in any order', () => {
  it(
    `keeps the records true after every step (seed ${SEED}, ${RUNS} runs)`,
    async () => {
      console.log(`lifecycle model: seed ${SEED}, ${RUNS} runs of up to ${MAX_COMMANDS} commands (replay: MODEL_SEED=${SEED})`);
      await fc.assert(
        fc.asyncProperty(commands, async (cmds) => {
          const checked = [...cmds].map((cmd) => ({
            check: (m: Readonly<Model>) => cmd.check(m),
            run: async (m: Model, r: Real) => {
              if (process.env.MODEL_DEBUG) console.log(`> ${cmd.toString()}`);
              await cmd.run(m, r);
              expect(await violations(), `after ${cmd.toString()}`).toEqual({});
            },
            toString: () => cmd.toString(),
          }));
          await fc.asyncModelRun(() => {
            if (process.env.MODEL_DEBUG) console.log('--- a new run');
            return { model: { bookings: [], orders: [] } as Model, real: server };
          }, checked);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      console.log(`lifecycle model: steps carried out ${JSON.stringify(Object.fromEntries(done))}`);
      // The lifecycle really ran: trips were handed over, returned and settled.
      for (const what of ['book', 'setBookingStatus', 'startTrip', 'endTrip']) expect(done.get(what) ?? 0, what).toBeGreaterThan(0);
    },
    Math.max(600_000, RUNS * 30_000),
  );
});
