import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/helpers.js';
import { acceptedBooking, adminToken, createCar, createCustomer, json, moneyOf, runningNowBody } from './support/booking-fixtures.js';
import { pdfBytes, pdfText, pdfWords, popplerText, renderRegion } from './support/pdf.js';
import { settledTrip, type SettledTrip } from './support/trip-flow.js';
import type { Bill } from '../src/modules/common/bill.types.js';

/*
 * Issue 31: the GST documents an accountant signs off. Each Rule 46 and Rule 53 field is read back from the PDF the
 * customer downloads; a Hindi name is found in the PDF's text and seen on the rendered page.
 */
let server: TestServer;
let admin: string;
const OPERATOR_GSTIN = '23ABCDE1234F1Z5';
const ADMIN_ID = '00000000-0000-4000-8000-00000000a001';

const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
/** pdf-parse keeps the layout's line breaks: one space for any run of white space. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

beforeAll(async () => {
  server = await startTestServer({ OPERATOR_GSTIN, SECURITY_DEPOSIT: '5000', OPERATOR_ADDRESS: 'AB Road, Indore, Madhya Pradesh 452010' });
  admin = adminToken(server);
});
afterAll(async () => {
  await server?.close();
});

describe('the invoice, field by field (Rule 46)', () => {
  const ADDRESS = '14, Shanti Niketan Colony, Behind Bombay Hospital, Scheme No. 54, Vijay Nagar, Indore, Madhya Pradesh 452010';
  let trip: SettledTrip;
  let text: string;
  let pdf: Buffer;

  beforeAll(async () => {
    // The car's registration number (issue 29's admin field), printed on the invoice from its snapshot at settlement.
    const car = await createCar(server, 'Ertiga');
    await server.orm.em.getConnection().execute('update cars set registration_number = ? where id = ?', ['MP09AB1234', car.id]);
    trip = await settledTrip(server, admin, {
      carId: car.id,
      recipientAddress: ADDRESS,
      charges: [
        { kind: 'TOLL', description: 'Indore-Dewas toll', amount: 150 },
        { kind: 'FINE', description: 'Challan MP09-4471', amount: 200 },
        { kind: 'DAMAGE', description: 'Scratch on the rear bumper', amount: 1000 },
      ],
    });
    const res = await server.fetch(trip.invoice.url, auth(trip.customer.token));
    expect(res.status).toBe(200);
    pdf = await pdfBytes(res);
    text = flat(await pdfText(new Response(new Uint8Array(pdf))));
  });

  it('keeps tolls and fines out of the taxable value: listed apart after the tax, no SAC or rate, added to the total', async () => {
    expect(trip.bill.reimbursements).toBe(350);
    expect(trip.bill.total).toBe(trip.bill.taxable + trip.bill.cgst + trip.bill.sgst + 350);
    const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
    expect(text).toContain(`Taxable value: ${rupees(trip.bill.taxable)}`);
    expect(text).toContain('Reimbursements at cost: ₹350');
    expect(text).toContain(`Total: ${rupees(trip.bill.total)}`);
    // The reimbursements' table rows: number, description, amount; nothing else (no SAC, no rate).
    expect(text).toMatch(/1 Indore-Dewas toll ₹150 2 Challan MP09-4471 ₹200/);
    expect(text).toMatch(/Scratch on the rear bumper 997311 1 each ₹1,000 ₹1,000 9% ₹90 9% ₹90/);
  });

  it('names the car rented with its registration number', () => {
    expect(text).toContain('Car: Ertiga (MP09AB1234)');
  });

  it('names the place of supply with its state code', () => {
    expect(text).toContain('Place of supply: Madhya Pradesh (23)');
  });

  it('says whether tax is payable on reverse charge', () => {
    expect(text).toContain('Tax payable on reverse charge: No');
  });

  it('shows CGST and SGST with rate and amount per line and in total', () => {
    expect(text).toContain('CGST SGST');
    expect(text).toContain(`CGST 9%: ₹${trip.bill.cgst.toLocaleString('en-IN')}`);
    expect(text).toContain(`SGST 9%: ₹${trip.bill.sgst.toLocaleString('en-IN')}`);
    expect(text).not.toContain('IGST');
  });

  it('gives each quantity its unit', () => {
    expect(text).toMatch(/Rent as booked 997311 1 booking/);
    expect(text).toContain('1 each');
  });

  it("prints the recipient's address asked at handover (the profile had none), wrapped inside the page", () => {
    expect(text).toContain(`Address: ${ADDRESS}`);
    const { width, words } = pdfWords(pdf);
    expect(words.find((w) => w.text === 'Hospital,')).toBeTruthy();
    // Nothing runs off the page: every word ends inside the right margin (15 mm).
    for (const w of words) expect(w.xMax).toBeLessThanOrEqual(width - 40);
  });

  it('is signed for the operator by an authorised signatory, the staff member named', () => {
    expect(text).toContain('For Indore Drive');
    expect(text).toContain('Authorised signatory');
    expect(text).toContain(`test-${ADMIN_ID}@example.com`);
  });

  it("carries the supplier's GSTIN, the number and the date, and the total in words", () => {
    expect(text).toContain(`GSTIN: ${OPERATOR_GSTIN}`);
    expect(text).toContain(`Number: ${trip.invoice.number}`);
    expect(text).toMatch(/Date: \d{4}-\d\d-\d\d/);
    expect(text).toMatch(/Amount in words: [A-Z][a-z -]+ rupees only/);
  });
});

describe('a Hindi customer', () => {
  const NAME = 'क्षितिज त्रिपाठी';
  let pdf: Buffer;

  beforeAll(async () => {
    const customer = await createCustomer(server, NAME);
    await server.orm.em.getConnection().execute("update users set language = 'hi' where id = ?", [customer.id]);
    const trip = await settledTrip(server, admin, { customer });
    pdf = await pdfBytes(await server.fetch(trip.invoice.url, auth(customer.token)));
  });

  it('finds the Devanagari name in the PDF text, with bilingual labels', () => {
    const text = flat(popplerText(pdf));
    expect(text).toContain(NAME);
    // pdftotext sets a space after a vowel sign drawn below (कु ल): labels are compared without spaces.
    const bare = (s: string) => s.replace(/\s+/g, '');
    for (const label of [
      'कर बीजक / Tax invoice',
      'आपूर्ति का स्थान / Place of supply',
      'कुल / Total:',
      'अधिकृत हस्ताक्षरकर्ता / Authorised signatory',
    ])
      expect(bare(text)).toContain(bare(label));
  });

  it('prints the name as Devanagari, not empty boxes: the headline (shirorekha) runs across the rendered word', () => {
    const { words } = pdfWords(pdf);
    /** The longest unbroken dark run of any pixel row, as a share of the word's rendered width. */
    const headline = (text: string) => {
      const box = words.find((w) => w.text === text);
      expect(box, `${text} on the page`).toBeTruthy();
      const { width, height, pixels } = renderRegion(pdf, box!);
      let longest = 0;
      for (let y = 0; y < height; y += 1) {
        let run = 0;
        for (let x = 0; x < width; x += 1) {
          run = pixels[y * width + x]! < 128 ? run + 1 : 0;
          longest = Math.max(longest, run);
        }
      }
      return longest / width;
    };
    // Boxes for missing glyphs (and Latin letters) leave gaps between letters; a Devanagari word hangs from one line.
    expect(headline('क्षितिज')).toBeGreaterThan(0.6);
    expect(headline('त्रिपाठी')).toBeGreaterThan(0.6);
    expect(headline('Place')).toBeLessThan(0.4);
  });
});

describe('a name or address never becomes Typst markup', () => {
  it('prints markup characters as typed', async () => {
    const name = 'Ravi #set page(width: 1cm) *bold* $x$ [link] \\ `raw`';
    const trip = await settledTrip(server, admin, { name, recipientAddress: '#emph[House] 5, <script> & "Road"' });
    const text = flat(await pdfText(await server.fetch(trip.invoice.url, auth(trip.customer.token))));
    expect(text).toContain(name);
    expect(text).toContain('Address: #emph[House] 5, <script> & "Road"');
  });
});

describe('business customers (B2B)', () => {
  const update = (token: string, body: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(body)) form.set(k, v);
    return server.fetch('/api/user/auth/update-profile', { method: 'PUT', body: form, headers: { authorization: `Bearer ${token}` } });
  };

  it('refuses a GSTIN with a wrong pattern, state code or check character, saying why (REST and GraphQL)', async () => {
    const c = await createCustomer(server, 'Mehta Traders');
    const cases: [string, string][] = [
      ['27AAPFU0939F1Z', 'A GSTIN has 15 characters; this one has 14.'],
      ['27AAPF00939F1ZV', 'A GSTIN is a 2-digit state code'],
      ['99AAPFU0939F1ZV', '99 is not an Indian state'],
      ['27AAPFU0939F1ZW', "The GSTIN's check character is wrong (W; expected V)"],
    ];
    for (const [gstin, why] of cases) {
      const res = await update(c.token, { name: 'Mehta Traders', gstin, businessName: 'Mehta Traders LLP' });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(why);
    }
    const gql = await server.gql(
      'mutation { updateProfile(input: { name: "Mehta", gstin: "27AAPFU0939F1ZW", businessName: "M" }) { id } }',
      {},
      c.token,
    );
    expect(gql.errors?.[0]?.message).toContain("The GSTIN's check character is wrong");
    const noName = await update(c.token, { name: 'Mehta Traders', gstin: '27AAPFU0939F1ZV' });
    expect(noName.status).toBe(400);
    expect(((await noName.json()) as { message: string }).message).toContain("A GSTIN needs the business's legal name");
  });

  it('keeps a valid GSTIN and business name on the profile, and the invoice becomes B2B: GSTIN, legal name, place of supply by the GSTIN', async () => {
    const c = await createCustomer(server, 'Anil Mehta');
    const res = await update(c.token, { name: 'Anil Mehta', gstin: ' 27aapfu0939f1zv ', businessName: 'Mehta Traders LLP' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: unknown }).user).toMatchObject({ gstin: '27AAPFU0939F1ZV', businessName: 'Mehta Traders LLP' });
    const me = await server.gql<{ me: { gstin: string; businessName: string } }>('{ me { gstin businessName } }', {}, c.token);
    expect(me.data?.me).toEqual({ gstin: '27AAPFU0939F1ZV', businessName: 'Mehta Traders LLP' });

    const trip = await settledTrip(server, admin, { customer: c });
    // Maharashtra (27) is not the operator's state: IGST, no CGST or SGST.
    expect(trip.bill).toMatchObject({ cgst: 0, sgst: 0 });
    expect(trip.bill.igst).toBeGreaterThan(0);
    const text = flat(await pdfText(await server.fetch(trip.invoice.url, auth(c.token))));
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toContain('Legal name: Mehta Traders LLP');
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain(`IGST 18%: ₹${trip.bill.igst.toLocaleString('en-IN')}`);
    const [row] = await server.orm.em
      .getConnection()
      .execute<{ customer_gstin: string; place_of_supply: string; igst: number }[]>(
        'select customer_gstin, place_of_supply, igst from invoices where number = ?',
        [trip.invoice.number],
      );
    expect(row).toEqual({ customer_gstin: '27AAPFU0939F1ZV', place_of_supply: 'Maharashtra (27)', igst: trip.bill.igst });
  });
});

describe('a GST rate per car', () => {
  it('is an admin field (GraphQL and REST) that the bill and the invoice use; blank keeps GST_RATE', async () => {
    const car = await createCar(server, 'Scorpio N');
    const input =
      '{ name: "Scorpio N", price: 5499, fuel: "Diesel", seat: 7, extrafare: 18, cartype: "SUV", cooling: "AC", selfdrive: "Self Drive", clock: "Manual", location: "Palasia", gstRate: 28 }';
    const set = await server.gql<{ updateCar: { gstRate: number } }>(
      `mutation { updateCar(id: "${car.id}", input: ${input}) { gstRate } }`,
      {},
      admin,
    );
    expect(set.errors).toBeUndefined();
    expect(set.data?.updateCar.gstRate).toBe(28);
    const refused = await server.gql(
      `mutation { updateCar(id: "${car.id}", input: ${input.replace('gstRate: 28', 'gstRate: 50')}) { id } }`,
      {},
      admin,
    );
    expect(refused.errors?.[0]?.message).toBe('GST rate must be a whole number from 0 to 40.');

    const trip = await settledTrip(server, admin, { carId: car.id });
    expect(trip.bill.cgst).toBe(Math.round((trip.bill.taxable * 28) / 200));
    const text = flat(await pdfText(await server.fetch(trip.invoice.url, auth(trip.customer.token))));
    expect(text).toContain('CGST 14%');

    const form = new FormData();
    for (const [k, v] of Object.entries({ name: 'Scorpio N', price: '5499', fuel: 'Diesel', seat: '7', extrafare: '18', cartype: 'SUV' }))
      form.set(k, v);
    for (const [k, v] of Object.entries({ cooling: 'AC', selfdrive: 'Self Drive', clock: 'Manual', location: 'Palasia', gstRate: '5' }))
      form.set(k, v);
    const rest = await server.fetch(`/api/v1/cars/${car.id}`, { method: 'PUT', body: form, headers: { authorization: `Bearer ${admin}` } });
    expect(rest.status).toBe(200);
    const [stored] = await server.orm.em
      .getConnection()
      .execute<{ gst_rate: number }[]>('select gst_rate from cars where id = ?', [car.id]);
    expect(stored?.gst_rate).toBe(5);
  });
});

describe('credit and debit notes (Rule 53)', () => {
  let trip: SettledTrip;
  let charged: SettledTrip;

  beforeAll(async () => {
    trip = await settledTrip(server, admin, { charges: [{ kind: 'DAMAGE', description: 'Broken mirror', amount: 2000 }] });
  });

  it('a waiver after settlement issues a credit note with the invoice number and date, taxable value, rates, tax, SAC and reason', async () => {
    const res = await server.gql<{ waiveBillLine: { creditNotes: { number: string; amount: number; url: string }[] } }>(
      `mutation { waiveBillLine(bookingId: "${trip.bookingId}", index: 1, reason: "Mirror was already cracked") { creditNotes { number amount url } } }`,
      {},
      admin,
    );
    expect(res.errors).toBeUndefined();
    const [note] = res.data!.waiveBillLine.creditNotes;
    expect(note!.amount).toBe(2360);
    const text = flat(await pdfText(await server.fetch(note!.url, auth(trip.customer.token))));
    expect(text).toContain('Credit note');
    expect(text).toMatch(new RegExp(`Against invoice: ${trip.invoice.number.replaceAll('/', '\\/')} dated \\d{4}-\\d\\d-\\d\\d`));
    expect(text).toContain('Broken mirror 997311 1 each ₹2,000 ₹2,000 9% ₹180 9% ₹180');
    expect(text).toContain('Taxable value: ₹2,000');
    expect(text).toContain('CGST 9%: ₹180');
    expect(text).toContain('SGST 9%: ₹180');
    expect(text).toContain('Total: ₹2,360');
    expect(text).toContain('Reason: Broken mirror waived: Mirror was already cracked');
    expect(text).toContain('Place of supply: Madhya Pradesh (23)');
    const [row] = await server.orm.em
      .getConnection()
      .execute<{ taxable: number; cgst: number; sgst: number }[]>('select taxable, cgst, sgst from credit_notes where number = ?', [
        note!.number,
      ]);
    expect(row).toEqual({ taxable: 2000, cgst: 180, sgst: 180 });
  });

  it('a challan after settlement issues a debit note and makes the amount due; a damage charge carries GST', async () => {
    // Its own trip: the waiver above made a refund due, which would absorb the charge.
    charged = await settledTrip(server, admin);
    const trip = charged;
    const before = await moneyOf(server, trip.customer.token, trip.bookingId);
    expect(before.due).toBe(0);
    const add = (kind: string, description: string, amount: number) =>
      server.gql<{ addChargeAfterSettlement: { due: number; debitNotes: { number: string; amount: number; url: string }[] } }>(
        `mutation { addChargeAfterSettlement(bookingId: "${trip.bookingId}", charge: { kind: ${kind}, description: "${description}", amount: ${amount} }) { due debitNotes { number amount url } } }`,
        {},
        admin,
      );
    const fine = await add('FINE', 'Speeding challan MP09-2231', 500);
    expect(fine.errors).toBeUndefined();
    expect(fine.data!.addChargeAfterSettlement.due).toBe(500);
    const [note] = fine.data!.addChargeAfterSettlement.debitNotes;
    expect(note).toMatchObject({ number: expect.stringMatching(/^DN\/\d\d-\d\d\/000001$/), amount: 500 });
    const text = flat(await pdfText(await server.fetch(note!.url, auth(trip.customer.token))));
    expect(text).toContain('Debit note');
    expect(text).toContain(`Against invoice: ${trip.invoice.number}`);
    expect(text).toContain('Reason: Speeding challan MP09-2231 (after settlement)');
    expect(text).toContain('Reimbursements at cost: ₹500');
    expect(text).toContain('Total: ₹500');

    const damage = await add('DAMAGE', 'Dent found on cleaning', 1000);
    expect(damage.data!.addChargeAfterSettlement.due).toBe(500 + 1180);
    const second = damage.data!.addChargeAfterSettlement.debitNotes[1]!;
    expect(second.amount).toBe(1180);
    const damageText = flat(await pdfText(await server.fetch(second.url, auth(admin))));
    expect(damageText).toContain('Dent found on cleaning 997311 1 each ₹1,000 ₹1,000 9% ₹90 9% ₹90');
    expect(damageText).toContain('Taxable value: ₹1,000');

    const refused = await server.gql(
      `mutation { addChargeAfterSettlement(bookingId: "${trip.bookingId}", charge: { kind: FINE, description: "x", amount: 0 }) { id } }`,
      {},
      admin,
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('are served like invoices: to their customer and staff, 404 to anyone else', async () => {
    const stranger = await createCustomer(server, 'Someone Else');
    let served = 0;
    for (const { customer, bookingId } of [trip, charged]) {
      const docs = await server.gql<{ myBookings: { id: string; creditNotes: { url: string }[]; debitNotes: { url: string }[] }[] }>(
        '{ myBookings { id creditNotes { url } debitNotes { url } } }',
        {},
        customer.token,
      );
      const mine = docs.data!.myBookings.find((b) => b.id === bookingId)!;
      for (const { url } of [...mine.creditNotes, ...mine.debitNotes]) {
        expect((await server.fetch(url, auth(customer.token))).status).toBe(200);
        expect((await server.fetch(url, auth(admin))).status).toBe(200);
        expect((await server.fetch(url, auth(stranger.token))).status).toBe(404);
        expect((await server.fetch(url)).status).toBe(404);
        served += 1;
      }
    }
    expect(served).toBe(3);
    expect((await server.fetch(`/api/v1/debit-notes/${encodeURIComponent('DN/26-27/999999')}`, auth(admin))).status).toBe(404);
  });
});

describe('receipt vouchers (Rule 50)', () => {
  it('are issued for an advance received before the invoice, in their own series, served to the customer and staff only', async () => {
    const c = await createCustomer(server, 'Advance Payer');
    const car = await createCar(server);
    const res = await server.fetch('/api/v1/bookingsnew/book', json(c.token, runningNowBody(car.id, 1, { name: c.name })));
    const { booking } = (await res.json()) as { booking: { _id: string } };
    const accepted = await server.gql<{ setBookingStatus: { advance: number } }>(
      `mutation { setBookingStatus(id: "${booking._id}", status: Accepted) { advance } }`,
      {},
      admin,
    );
    const advance = accepted.data!.setBookingStatus.advance;
    const paid = await server.gql(
      `mutation { recordPayment(bookingId: "${booking._id}", purpose: ADVANCE, method: CASH, amount: ${advance}, reference: null) { id } }`,
      {},
      admin,
    );
    expect(paid.errors).toBeUndefined();
    const [voucher] = await server.orm.em
      .getConnection()
      .execute<{ number: string; amount: number; taxable: number; cgst: number; sgst: number; place_of_supply: string }[]>(
        'select number, amount, taxable, cgst, sgst, place_of_supply from receipt_vouchers where booking_id = ?',
        [booking._id],
      );
    expect(voucher).toMatchObject({
      number: expect.stringMatching(/^RV\/\d\d-\d\d\/\d{6}$/),
      amount: advance,
      place_of_supply: 'Madhya Pradesh (23)',
    });
    expect(Math.abs(voucher!.taxable + voucher!.cgst + voucher!.sgst - advance)).toBeLessThanOrEqual(1);
    expect(voucher!.cgst).toBe(Math.round((voucher!.taxable * 18) / 200));
    const url = `/api/v1/receipt-vouchers/${encodeURIComponent(voucher!.number)}`;
    const mine = await server.fetch(url, auth(c.token));
    expect(mine.status).toBe(200);
    const text = flat(await pdfText(mine));
    expect(text).toContain('Receipt voucher');
    expect(text).toContain(voucher!.number);
    expect(text).toContain(`Advance received: ₹${advance.toLocaleString('en-IN')}`);
    expect(text).toContain(`CGST 9%: ₹${voucher!.cgst.toLocaleString('en-IN')}`);
    expect(text).toContain('Place of supply: Madhya Pradesh (23)');
    expect((await server.fetch(url, auth(admin))).status).toBe(200);
    const stranger = await createCustomer(server, 'Someone Else');
    expect((await server.fetch(url, auth(stranger.token))).status).toBe(404);
    expect((await server.fetch(url)).status).toBe(404);

    // The invoice adjusts it; money received once invoiced gets no voucher.
    const bill: Bill = {
      lines: [{ kind: 'RENT', description: 'Rent as booked', quantity: 1, unitPrice: 4000, amount: 4000, sac: '997311', gstRate: 18 }],
      taxInvoice: true,
      intraState: true,
      taxable: 4000,
      cgst: 360,
      sgst: 360,
      igst: 0,
      total: 4720,
      depositHeld: 0,
      deductions: 0,
      advance,
      balance: 4720 - advance,
    };
    const invoice = await server.orm.em.fork().transactional((em) =>
      server.app.services.invoices.issueForSettlement(em as EntityManager, {
        booking: { id: booking._id },
        bill,
        settledAt: new Date(),
        method: 'CASH',
      }),
    );
    const invoiceText = flat(await pdfText(await server.fetch(`/api/v1/invoices/${encodeURIComponent(invoice.number)}`, auth(c.token))));
    expect(invoiceText).toContain(`Advance adjusted: receipt voucher ${voucher!.number} of `);
    const none = await server.orm.em.fork().transactional((em) =>
      server.app.services.invoices.issueReceiptVoucher(em as EntityManager, {
        id: randomUUID(),
        bookingId: booking._id,
        kind: 'PAYMENT',
        amount: 100,
      }),
    );
    expect(none).toBeNull();
  });
});

describe('refund vouchers (Rule 51)', () => {
  it('a refund of an advance issues RF/yy-yy/000001 against its receipt voucher, with every Rule 51 field, served to the customer and staff only', async () => {
    const car = await createCar(server, 'Refund Creta');
    const { customer: c, id, advance } = await acceptedBooking(server, car.id, 9);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: c.name,
      address: '12 Marine Drive, Mumbai',
      gstin: '27AAPFU0939F1ZV',
      businessName: 'Mehta Traders LLP',
    }))
      form.set(k, v);
    const profile = await server.fetch('/api/user/auth/update-profile', { method: 'PUT', body: form, ...auth(c.token) });
    expect(profile.status).toBe(200);
    const paid = await server.gql(
      `mutation { recordPayment(bookingId: "${id}", purpose: ADVANCE, method: CASH, amount: ${advance}, reference: null) { id } }`,
      {},
      admin,
    );
    expect(paid.errors).toBeUndefined();
    const db = server.orm.em.getConnection();
    const [receipt] = await db.execute<{ number: string; issued_on: Date }[]>(
      'select number, issued_on from receipt_vouchers where booking_id = ?',
      [id],
    );
    expect(receipt).toBeDefined();
    // Cancelled days ahead: the whole advance is owed back, and staff close the refund task.
    const cancelled = await server.fetch(`/api/v1/bookingsnew/cancel/${id}`, json(c.token, { reason: 'Plans changed' }, 'PUT'));
    expect(cancelled.status).toBe(200);
    const tasks = await server.gql<{ payments: { items: { id: string; amount: number }[] } }>(
      `{ payments(status: REFUND_DUE, search: "${id}") { items { id amount } } }`,
      {},
      admin,
    );
    const [task] = tasks.data!.payments.items;
    expect(task).toMatchObject({ amount: advance });
    const closed = await server.gql(
      `mutation { closeRefund(paymentId: "${task!.id}", reference: "RF-CASH-1", note: null) { status } }`,
      {},
      admin,
    );
    expect(closed.errors).toBeUndefined();

    const [voucher] = await db.execute<{ number: string; amount: number; taxable: number; cgst: number; sgst: number; igst: number }[]>(
      `select f.number, f.amount, f.taxable, f.cgst, f.sgst, f.igst from refund_vouchers f
       join receipt_vouchers v on v.id = f.receipt_voucher_id where v.booking_id = ?`,
      [id],
    );
    expect(voucher).toMatchObject({ number: expect.stringMatching(/^RF\/\d\d-\d\d\/000001$/), amount: advance, cgst: 0, sgst: 0 });
    // Maharashtra's GSTIN: the advance's tax was IGST, and so is the tax refunded.
    expect(voucher!.igst).toBe(Math.round((voucher!.taxable * 18) / 100));
    expect(voucher!.taxable + voucher!.igst).toBe(advance);

    // Listed on the booking, for its customer and for staff, beside the receipt voucher it refunds.
    const listed = {
      receiptVouchers: [
        { number: receipt!.number, amount: advance, url: `/api/v1/receipt-vouchers/${encodeURIComponent(receipt!.number)}` },
      ],
      refundVouchers: [{ number: voucher!.number, amount: advance, url: `/api/v1/refund-vouchers/${encodeURIComponent(voucher!.number)}` }],
    };
    const fields = 'id receiptVouchers { number amount url } refundVouchers { number amount url }';
    const own = await server.gql<{ myBookings: { id: string }[] }>(`{ myBookings { ${fields} } }`, {}, c.token);
    expect(own.data!.myBookings.find((b) => b.id === id)).toEqual({ id, ...listed });
    const staff = await server.gql<{ bookings: { items: { id: string }[] } }>(
      `{ bookings(status: Canceled) { items { ${fields} } } }`,
      {},
      admin,
    );
    expect(staff.data!.bookings.items.find((b) => b.id === id)).toEqual({ id, ...listed });

    const url = `/api/v1/refund-vouchers/${encodeURIComponent(voucher!.number)}`;
    const mine = await server.fetch(url, auth(c.token));
    expect(mine.status).toBe(200);
    const text = flat(popplerText(await pdfBytes(mine)));
    const inr = (n: number) => `₹${n.toLocaleString('en-IN')}`;
    for (const field of [
      'Refund voucher',
      `Number: ${voucher!.number}`,
      `Date: ${new Date().toISOString().slice(0, 4)}`,
      `Against receipt voucher: ${receipt!.number} dated `,
      `Advance refunded: ${inr(advance)}`,
      `Taxable value: ${inr(voucher!.taxable)}`,
      `IGST 18%: ${inr(voucher!.igst)}`,
      c.name,
      'Address: 12 Marine Drive, Mumbai',
      'GSTIN: 27AAPFU0939F1ZV',
      'Place of supply: Maharashtra (27)',
    ])
      expect(text).toContain(field);
    expect((await server.fetch(url, auth(admin))).status).toBe(200);
    const stranger = await createCustomer(server, 'Not The Payer');
    expect((await server.fetch(url, auth(stranger.token))).status).toBe(404);
    expect((await server.fetch(url)).status).toBe(404);
    expect((await server.fetch(`/api/v1/refund-vouchers/${encodeURIComponent('RF/26-27/999999')}`, auth(admin))).status).toBe(404);
  });
});
