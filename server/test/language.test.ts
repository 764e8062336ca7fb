// Issue 24: the customer's language on the profile (REST and GraphQL), and customer mails in it: the sign-in code
// mail read back through the SMTP capture, and the booking mails rendered in Hindi.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, freshIp } from './support/helpers.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';
import { insertCustomer, send, sql } from './support/account-fixtures.js';
import { authMails } from '../src/modules/auth/auth.mail-texts.js';
import { bookingMails } from '../src/modules/bookings/booking.mail-texts.js';
import { documentMails } from '../src/modules/documents/document.mail-texts.js';
import { invoiceMails } from '../src/modules/invoices/invoice.mail-texts.js';
import { paymentMails } from '../src/modules/payments/payment.mail-texts.js';
import { tripMails } from '../src/modules/trips/trip.mail-texts.js';
import { renderBookingMail } from '../src/modules/bookings/booking-mail.js';
import type { Booking } from '../src/modules/bookings/booking.entity.js';

let server: TestServer;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url, SITE_NAME: 'Indore Drive', PUBLIC_URL: 'https://rent.example.com/' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const DEVANAGARI = /[\u0900-\u097F]/;
const latestTo = (email: string) => [...smtp.mails].reverse().find((m) => m.to.includes(email))!;
const hindiCode = (text: string) => /लॉग-इन कोड (\d{4}) है/.exec(text)?.[1];
const languageOf = async (email: string) =>
  (await sql<{ language: string }>(server, 'select language from users where email = ?', [email]))[0]?.language;

describe('sign-in code mail in the customer language', () => {
  it('a customer who chose Hindi gets the code mail in Hindi, signs in with it, and the account keeps Hindi', async () => {
    const ip = freshIp();
    const email = 'hindi@example.com';
    const sent = await send(
      server,
      'POST',
      '/api/auth/send-email-otp',
      { name: 'Ravi', email, phone: '9876543210', language: 'hi' },
      { ip },
    );
    expect(sent.status).toBe(200);
    const mail = latestTo(email);
    expect(mail.subject).toBe('आपका Indore Drive लॉग-इन कोड');
    expect(mail.text).toContain('नमस्ते,');
    expect(mail.text).toContain('यह 10 मिनट तक मान्य है।');
    expect(mail.text).not.toContain('sign-in code is');
    // The link opens the site in Hindi.
    expect(mail.text).toMatch(/https:\/\/rent\.example\.com\/#\/userlogin\?signin=[\w-]{43}&lang=hi/);
    const code = hindiCode(mail.text);
    expect(code).toMatch(/^\d{4}$/);

    const verified = await send(server, 'POST', '/api/auth/verify-email-otp', { email, otp: code }, { ip });
    expect(verified.status).toBe(200);
    expect(verified.body.user.language).toBe('hi');
    expect(await languageOf(email)).toBe('hi');

    // Next time, without a language in the request, the account's language decides.
    await sql(server, `update otp_challenges set sent_at = sent_at - interval '31 seconds' where email = ?`, [email]);
    expect(
      (await send(server, 'POST', '/api/auth/send-email-otp', { name: 'Ravi', email, phone: '9876543210' }, { ip: freshIp() })).status,
    ).toBe(200);
    expect(DEVANAGARI.test(latestTo(email).text)).toBe(true);
  });

  it('without a choice the mail is English, as it always was', async () => {
    const email = 'english@example.com';
    expect(
      (await send(server, 'POST', '/api/auth/send-email-otp', { name: 'Asha', email, phone: '9876543210' }, { ip: freshIp() })).status,
    ).toBe(200);
    expect(latestTo(email).subject).toBe('Your Indore Drive sign-in code');
    expect(DEVANAGARI.test(latestTo(email).text)).toBe(false);
    expect(smtp.codeFor(email)).toMatch(/^\d{4}$/);
  });

  it('refuses a language it does not know with a 400 and stores no challenge', async () => {
    const email = 'klingon@example.com';
    const res = await send(
      server,
      'POST',
      '/api/auth/send-email-otp',
      { name: 'K', email, phone: '9876543210', language: 'tlh' },
      { ip: freshIp() },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/language/i);
    expect(await sql(server, 'select 1 from otp_challenges where email = ?', [email])).toEqual([]);
  });
});

describe('the profile language', () => {
  it('GraphQL: me.language, setLanguage changes it, and the next code mail follows', async () => {
    const customer = await insertCustomer(server);
    const me = await server.gql<{ me: { language: string } }>('{ me { language } }', {}, customer.token);
    expect(me.data?.me.language).toBe('en');
    const set = await server.gql<{ setLanguage: { language: string } }>(
      'mutation { setLanguage(language: "hi") { language } }',
      {},
      customer.token,
    );
    expect(set.errors).toBeUndefined();
    expect(set.data?.setLanguage.language).toBe('hi');
    expect(await languageOf(customer.email)).toBe('hi');

    await send(server, 'POST', '/api/auth/send-email-otp', { name: 'Test', email: customer.email, phone: '9876543210' }, { ip: freshIp() });
    expect(latestTo(customer.email).subject).toBe('आपका Indore Drive लॉग-इन कोड');

    const bad = await server.gql('mutation { setLanguage(language: "fr") { language } }', {}, customer.token);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await languageOf(customer.email)).toBe('hi');
  });

  it('REST: PUT /api/user/auth/language, and the user shape carries language', async () => {
    const customer = await insertCustomer(server);
    const res = await send(server, 'PUT', '/api/user/auth/language', { language: 'hi' }, { token: customer.token });
    expect(res.status).toBe(200);
    expect(res.body.user.language).toBe('hi');
    const bad = await send(server, 'PUT', '/api/user/auth/language', { language: 'HI ' }, { token: customer.token });
    expect(bad.status).toBe(400);
    expect(await send(server, 'PUT', '/api/user/auth/language', { language: 'fr' }, { token: customer.token })).toEqual({
      status: 400,
      body: { message: 'The field "language" must be one of en, hi (not "fr").' },
    });
    for (const body of [{}, { language: null }, { language: ' ' }])
      expect(await send(server, 'PUT', '/api/user/auth/language', body, { token: customer.token })).toEqual({
        status: 400,
        body: { message: 'Language must be en (English) or hi (Hindi).' },
      });
    expect(await languageOf(customer.email)).toBe('hi');
    expect((await send(server, 'PUT', '/api/user/auth/language', { language: 'hi' })).status).toBe(401);
  });
});

describe('booking mails', () => {
  const booking = (language: 'en' | 'hi') =>
    ({
      id: 'b1',
      name: 'Ravi',
      phone: '919876543210',
      status: 'Canceled',
      pickupDate: '2026-12-01',
      pickupTime: '10:00',
      dropDate: '2026-12-02',
      dropTime: '10:00',
      bookFor: 'Daily',
      amount: 123456,
      cancellationCharge: 1000,
      refundAmount: 122456,
      cancelReason: 'Plans changed',
      car: { name: 'Swift' },
      user: { language },
    }) as unknown as Booking;

  const site = { siteName: 'Indore Drive', bookingsUrl: 'https://rent.example.com/#/bookings' };

  it("the customer's mail is in their language, with ₹ in Indian grouping and dates as people say them; the operator's stays English", () => {
    const hi = renderBookingMail(booking('hi'), 'cancelled', 'customer', site);
    expect(hi.subject).toBe('बुकिंग रद्द हुई: Swift, 1 दिसंबर 2026');
    expect(hi.text).toContain('नमस्ते Ravi,');
    expect(hi.text).toContain('रकम: ₹1,23,456');
    expect(hi.text).toContain('अवधि: 1 दिसंबर 2026, सुबह 10:00 से 2 दिसंबर 2026, सुबह 10:00 तक (रोज़ाना)');
    const en = renderBookingMail(booking('en'), 'cancelled', 'customer', site);
    expect(en.text).toContain('Amount: ₹1,23,456');
    expect(en.text).toContain('Period: 1 Dec 2026, 10:00 am to 2 Dec 2026, 10:00 am (Daily)');
    const operator = renderBookingMail(booking('hi'), 'cancelled', 'operator', site);
    expect(DEVANAGARI.test(operator.text + operator.subject)).toBe(false);
    expect(operator.text).toContain('Period: 2026-12-01 10:00 to 2026-12-02 10:00 (Daily)');
  });

  it('a cancellation mail adds up: paid is the charge kept plus the refund', () => {
    const { text } = renderBookingMail(booking('en'), 'cancelled', 'customer', site);
    expect(text).toContain('Paid: ₹1,23,456\nCancellation charge: ₹1,000\nRefund: ₹1,22,456');
  });

  it('the accepted mail says the advance due, how to pay and what to bring; its link opens My Bookings', () => {
    const accepted = {
      ...booking('en'),
      status: 'Accepted',
      due: 2499,
      cancellationCharge: null,
      refundAmount: null,
    } as unknown as Booking;
    const { text } = renderBookingMail(accepted, 'accepted', 'customer', site);
    expect(text).toContain('Advance due now: ₹2,499. Pay it by UPI or card on My Bookings, or at the counter.');
    expect(text).toContain('original driving licence (at least 1 year old) and your original Aadhaar card');
    expect(text).toContain('21 or older');
    expect(text).toContain('My Bookings: https://rent.example.com/#/bookings');
    const paid = renderBookingMail({ ...accepted, due: 0 } as unknown as Booking, 'accepted', 'customer', site);
    expect(paid.text).not.toContain('Advance due');
    const hi = renderBookingMail({ ...accepted, user: { language: 'hi' } } as unknown as Booking, 'accepted', 'customer', site);
    expect(hi.text).toContain('अभी देय एडवांस: ₹2,499');
    expect(hi.text).toContain('मेरी बुकिंग: https://rent.example.com/#/bookings');
  });

  it("the completed mail has the bill's total, what was paid, the balance and the invoice", () => {
    const completed = {
      ...booking('en'),
      status: 'Completed',
      paid: 9000,
      refunded: 0,
      due: 1396,
      tripBill: { total: 10396, depositHeld: 0 },
    } as unknown as Booking;
    const { text } = renderBookingMail(completed, 'completed', 'customer', { ...site, invoice: 'INV/2026-27/0007' });
    expect(text).toContain('Bill total: ₹10,396\nPaid: ₹9,000\nStill to pay: ₹1,396');
    expect(text).toContain('Invoice: INV/2026-27/0007 (download it from My Bookings)');
    const noLink = renderBookingMail(completed, 'completed', 'customer', { siteName: 'Indore Drive', bookingsUrl: null });
    expect(noLink.text).not.toContain('http');
  });

  it('every mail text exists in both languages with the same placeholders', () => {
    // Each module keeps its own catalogue (issue 30); every one is checked.
    for (const catalogue of [authMails, bookingMails, documentMails, invoiceMails, paymentMails, tripMails]) {
      const { en, hi } = catalogue.texts as Record<'en' | 'hi', Record<string, string>>;
      expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
      const placeholders = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const key of Object.keys(en)) expect(placeholders(hi[key]), key).toEqual(placeholders(en[key]));
    }
  });
});

describe('payment and trip mails', () => {
  it('are rendered in both languages, each with its own ₹ and words; the handler picks the customer’s', async () => {
    const { localizedMail } = await import('../src/modules/payments/payment.mail-texts.js');
    const { rupeesFor } = await import('../src/modules/common/language.js');
    const mail = localizedMail('payment.refund.subject', [['payment.refund.text', { amount: 123456, reference: 'REV-1' }]], rupeesFor);
    expect(mail.en).toEqual({
      subject: 'Refund made',
      text: 'We have refunded ₹1,23,456 to your original payment method (reference REV-1). It appears in 5 to 15 days.',
    });
    expect(mail.hi.subject).toBe('रिफ़ंड कर दिया गया');
    expect(mail.hi.text).toContain('₹1,23,456');
    expect(mail.hi.text).toContain('REV-1');
    expect(mail.hi.text).toMatch(DEVANAGARI);
  });
});
