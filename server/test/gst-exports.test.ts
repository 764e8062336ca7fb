import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstr1Errors, validateGstr1 } from './support/gstr1-schema.js';
import { startTestServer, type TestServer } from './support/helpers.js';
import {
  acceptedBooking,
  adminToken,
  createCar,
  createCustomer,
  json,
  runningNowBody,
  verifiedDocuments,
  type Customer,
} from './support/booking-fixtures.js';
import { tinyPng } from './support/account-fixtures.js';
import { cityNow } from '../src/modules/common/city-time.js';
import { ConflictError } from '../src/modules/common/errors.js';
import { GstExportService } from '../src/modules/invoices/gst-exports.js';
import { month as monthSchema } from '../src/modules/invoices/invoice.schemas.js';
import { parseInput } from '../src/modules/common/parse-input.js';
import { SALES_REGISTER_HEADER } from '../src/modules/invoices/sales-register.js';

// The accountant's exports (issue 31) over documents issued the way the counter issues them: trips returned, bills
// settled, a waiver after settling (a credit note) and its refund paid.
let server: TestServer;
let admin: string;
const GSTIN = '23ABCDE1234F1Z5';
const png = tinyPng();
const month = cityNow().date.slice(0, 7);

async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await server.gql<T>(query, variables, admin);
  expect(res.errors).toBeUndefined();
  return res.data!;
}

/** A booking taken from Accepted through handover and return to settlement, with a toll and a smoking fee on the bill. */
async function settledTrip(customer: Customer): Promise<string> {
  const car = await createCar(server, 'Fortuner');
  const res = await server.fetch('/api/v1/bookingsnew/book', json(customer.token, runningNowBody(car.id, 1, { name: customer.name })));
  const { booking } = (await res.json()) as { booking: { _id: string } };
  const id = booking._id;
  await gql(`mutation { setBookingStatus(id: "${id}", status: Accepted) { id } }`);
  const files: Record<string, Buffer> = { 'input.signature': png };
  for (let i = 0; i < 4; i += 1) files[`input.photos.${i}`] = png;
  const started = await server.gqlFiles(
    'mutation ($id: ID!, $input: StartTripInput!) { startTrip(bookingId: $id, input: $input) { id } }',
    {
      id,
      input: {
        odometerKm: 1000,
        fuelEighths: 8,
        originalsSeen: true,
        photos: [null, null, null, null],
        signature: null,
        advanceMethod: 'CASH',
      },
    },
    files,
    admin,
    '/graphql?uploads=trip',
  );
  expect(started.body.errors).toBeUndefined();
  const ended = await server.gqlFiles(
    'mutation ($id: ID!, $input: EndTripInput!) { endTrip(bookingId: $id, input: $input) { id } }',
    {
      id,
      input: {
        photos: [null],
        odometerKm: 1100,
        fuelEighths: 8,
        fees: ['SMOKING'],
        charges: [{ kind: 'TOLL', description: 'Indore-Dewas toll', amount: 120 }],
      },
    },
    { 'input.photos.0': png },
    admin,
    '/graphql?uploads=trip',
  );
  expect(ended.body.errors).toBeUndefined();
  await gql(`mutation { settleBill(bookingId: "${id}", method: CASH, reference: "RCPT-${id.slice(0, 6)}") { id } }`);
  return id;
}

const get = (path: string, token: string | null = admin) =>
  server.fetch(path, token ? { headers: { authorization: `Bearer ${token}` } } : undefined);

/** The sales register's rows as objects keyed by its header. */
function parseCsv(text: string): Record<string, string>[] {
  const [head, ...rows] = text.trimEnd().split('\r\n');
  const header = head.split(',');
  return rows.map((row) => Object.fromEntries(row.split(',').map((cell, i) => [header[i], cell])));
}

let first: string;
let second: string;
/** A booking whose advance was paid and refunded on cancelling: a receipt voucher and a refund voucher, no invoice. */
let third: string;

beforeAll(async () => {
  server = await startTestServer({ OPERATOR_GSTIN: GSTIN, SECURITY_DEPOSIT: '5000' });
  admin = adminToken(server);
  const asha = await createCustomer(server, 'Asha Verma');
  const ravi = await createCustomer(server, 'Ravi Jain');
  await verifiedDocuments(server, asha.id);
  await verifiedDocuments(server, ravi.id);
  first = await settledTrip(asha);
  second = await settledTrip(ravi);
  // After settling, the smoking fee (line 2: rent, smoking, toll) is waived: a credit note, and its refund is paid.
  await gql(`mutation { waiveBillLine(bookingId: "${second}", index: 1, reason: "Not our customer's doing") { id } }`);
  const [refund] = await server.orm.em
    .getConnection()
    .execute<{ id: string }[]>("select id from payments where booking_id = ? and purpose = 'REFUND'", [second]);
  await gql(`mutation { closeRefund(paymentId: "${refund.id}", reference: "UTR-REFUND-1", note: null) { id } }`);
  const car = await createCar(server, 'Fortuner');
  const cancelling = await acceptedBooking(server, car.id, 9);
  third = cancelling.id;
  await gql(
    `mutation { recordPayment(bookingId: "${third}", purpose: ADVANCE, method: CASH, amount: ${cancelling.advance}, reference: null) { id } }`,
  );
  const cancelled = await server.fetch(
    `/api/v1/bookingsnew/cancel/${third}`,
    json(cancelling.customer.token, { reason: 'Plans changed' }, 'PUT'),
  );
  expect(cancelled.status).toBe(200);
  const [back] = await server.orm.em
    .getConnection()
    .execute<{ id: string }[]>("select id from payments where booking_id = ? and purpose = 'REFUND'", [third]);
  await gql(`mutation { closeRefund(paymentId: "${back.id}", reference: "UTR-REFUND-2", note: null) { id } }`);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('the sales register', () => {
  it('lists one row per document with the tax split, rupees with two decimals', async () => {
    const res = await get(`/api/v1/admin/gst/sales-register.csv?month=${month}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(text.split('\r\n')[0]).toBe(SALES_REGISTER_HEADER.join(','));
    const rows = parseCsv(text);
    // The advances taken at handover and the cancelled booking's advance have receipt vouchers; its refund a refund voucher.
    expect(rows.map((r) => r.Document).sort()).toEqual([
      'Credit note',
      'Invoice',
      'Invoice',
      'Receipt voucher',
      'Receipt voucher',
      'Receipt voucher',
      'Refund voucher',
    ]);
    const refundVoucher = rows.find((r) => r.Document === 'Refund voucher')!;
    expect(refundVoucher['Against invoice']).toMatch(/^RV\/\d\d-\d\d\/\d{6}$/);
    expect(refundVoucher.Number).toMatch(/^RF\/\d\d-\d\d\/000001$/);
    for (const row of rows.filter((r) => r.Document.endsWith('voucher'))) {
      const parts = ['Taxable (INR)', 'CGST (INR)', 'SGST (INR)', 'IGST (INR)'].map((k) => Number(row[k]));
      expect(parts.reduce((a, b) => a + b, 0)).toBeCloseTo(Number(row['Total (INR)']), 2);
      expect(row['Place of supply']).toBe('Madhya Pradesh (23)');
    }
    const note = rows.find((r) => r.Document === 'Credit note')!;
    // The smoking fee with its tax: ₹500 + CGST ₹45 + SGST ₹45.
    expect(note).toMatchObject({
      'Taxable (INR)': '500.00',
      'CGST (INR)': '45.00',
      'SGST (INR)': '45.00',
      'IGST (INR)': '0.00',
      'Total (INR)': '590.00',
      'Place of supply': 'Madhya Pradesh (23)',
    });
    expect(note['Against invoice']).toMatch(/^ID\/\d\d-\d\d\/\d{6}$/);
    for (const row of rows.filter((r) => r.Document === 'Invoice')) {
      // The toll is a reimbursement: outside the taxable value, inside the total.
      expect(row['Reimbursements (INR)']).toBe('120.00');
      const parts = ['Taxable (INR)', 'CGST (INR)', 'SGST (INR)', 'IGST (INR)', 'Reimbursements (INR)'].map((k) => Number(row[k]));
      expect(parts.reduce((a, b) => a + b, 0)).toBeCloseTo(Number(row['Total (INR)']), 2);
      expect(row.Customer).toMatch(/^(Asha Verma|Ravi Jain)$/);
    }
  });

  it('reconciles with the ledger: per booking, invoices less credit notes (or, before an invoice, receipt less refund vouchers) equal what was paid less what was refunded', async () => {
    const rows = parseCsv(await (await get(`/api/v1/admin/gst/sales-register.csv?month=${month}`)).text());
    const ledger = await server.orm.em
      .getConnection()
      .execute<{ booking_id: string; kind: string; amount: number }[]>(
        `select booking_id, kind, amount from ledger_entries where booking_id in (?, ?, ?)`,
        [first, second, third],
      );
    // A voucher documents money before the invoice, which the invoice then adjusts: counted only where no invoice is.
    const SIGN: Record<string, number> = { Invoice: 1, 'Debit note': 1, 'Credit note': -1, 'Receipt voucher': 1, 'Refund voucher': -1 };
    for (const id of [first, second, third]) {
      const ref = id.slice(0, 8).toUpperCase();
      const mine = rows.filter((r) => r['Booking reference'] === ref);
      const invoiced = mine.some((r) => r.Document === 'Invoice');
      expect(invoiced).toBe(id !== third);
      const billed = mine
        .filter((r) => invoiced !== r.Document.endsWith('voucher'))
        .reduce((sum, r) => sum + SIGN[r.Document]! * Number(r['Total (INR)']), 0);
      const money = ledger
        .filter((l) => l.booking_id === id)
        .reduce((sum, l) => sum + ({ PAYMENT: 1, DEDUCTION: 1, REFUND: -1 }[l.kind] ?? 0) * l.amount, 0);
      if (invoiced) expect(billed).toBeGreaterThan(0);
      expect(billed).toBe(money);
    }
  });

  it('the ledger CSV names the customer, the booking reference, the car and the documents', async () => {
    const csv = await (await get(`/api/v1/admin/ledger.csv?from=${cityNow().date}&to=${cityNow().date}`)).text();
    const rows = parseCsv(csv).filter((r) => r.Booking === second);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatchObject({ Customer: 'Ravi Jain', 'Booking reference': second.slice(0, 8).toUpperCase(), Car: 'Fortuner' });
      expect(row.Documents).toMatch(/^ID\/\d\d-\d\d\/\d{6} CN\/\d\d-\d\d\/\d{6}$/);
      expect(row['Amount (INR)']).toMatch(/^\d+\.00$/);
    }
  });
});

describe('GSTR-1', () => {
  it("answers the month in the portal's offline-tool schema: B2C invoices netted of the credit note, HSN and documents", async () => {
    const res = await get(`/api/v1/admin/gst/gstr1?month=${month}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, any>;
    expect(validateGstr1(body), gstr1Errors()).toBe(true);
    expect(body).toMatchObject({ gstin: GSTIN, fp: `${month.slice(5, 7)}${month.slice(0, 4)}`, b2b: [], cdnr: [] });
    // Two B2C invoices of rent + smoking, less the credited smoking fee, at 18% in Madhya Pradesh.
    const invoices = parseCsv(await (await get(`/api/v1/admin/gst/sales-register.csv?month=${month}`)).text());
    // Vouchers are Table 11's (at, txpd), not supplies of b2cs.
    const taxable = invoices
      .filter((r) => !r.Document.endsWith('voucher'))
      .reduce((sum, r) => sum + (r.Document === 'Credit note' ? -1 : 1) * Number(r['Taxable (INR)']), 0);
    expect(body.b2cs).toEqual([
      expect.objectContaining({ sply_ty: 'INTRA', pos: '23', rt: 18, typ: 'OE', txval: taxable, iamt: 0, csamt: 0 }),
    ]);
    expect(body.hsn.hsn_b2c).toEqual([expect.objectContaining({ hsn_sc: '997311', rt: 18, txval: taxable, uqc: 'NA', qty: 0 })]);
    expect(body.doc_issue.doc_det).toEqual([
      { doc_num: 1, docs: [expect.objectContaining({ num: 1, totnum: 2, cancel: 0, net_issue: 2 })] },
      { doc_num: 5, docs: [expect.objectContaining({ num: 1, totnum: 1, cancel: 0, net_issue: 1 })] },
      { doc_num: 6, docs: [expect.objectContaining({ num: 1, totnum: 3, cancel: 0, net_issue: 3 })] },
      { doc_num: 8, docs: [expect.objectContaining({ num: 1, totnum: 1, cancel: 0, net_issue: 1 })] },
    ]);
    // Table 11: advances received net of the refunded one (11A), and those adjusted on the month's invoices (11B).
    const invoicedRefs = new Set([first, second].map((id) => id.slice(0, 8).toUpperCase()));
    const advances = invoices.filter((r) => r.Document === 'Receipt voucher' && invoicedRefs.has(r['Booking reference']));
    const advanceTaxable = advances.reduce((sum, r) => sum + Number(r['Taxable (INR)']), 0);
    const advanceCgst = advances.reduce((sum, r) => sum + Number(r['CGST (INR)']), 0);
    expect(advanceTaxable).toBeGreaterThan(0);
    const table11 = [
      {
        pos: '23',
        sply_ty: 'INTRA',
        itms: [{ rt: 18, ad_amt: advanceTaxable, iamt: 0, camt: advanceCgst, samt: expect.any(Number), csamt: 0 }],
      },
    ];
    expect(body.at).toEqual(table11);
    expect(body.txpd).toEqual(table11);
  });

  it('is for staff only, refuses a bad month, and is not filed without a GSTIN', async () => {
    for (const path of [`/api/v1/admin/gst/gstr1?month=${month}`, `/api/v1/admin/gst/sales-register.csv?month=${month}`]) {
      expect((await get(path, null)).status).toBe(401);
      const customer = await createCustomer(server, 'Curious');
      expect((await get(path, customer.token)).status).toBe(403);
    }
    for (const bad of ['2026-13', '2026-1', 'November', '']) {
      const res = await get(`/api/v1/admin/gst/gstr1?month=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/month/i);
    }
    const none = new GstExportService({ operatorGstin: null, operatorState: 'Madhya Pradesh', gstSac: '997311' });
    await expect(none.gstr1(server.orm.em.fork(), parseInput(monthSchema, month))).rejects.toBeInstanceOf(ConflictError);
  });
});
