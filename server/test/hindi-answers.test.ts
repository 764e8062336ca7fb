import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/helpers.js';
import { sql } from './support/account-fixtures.js';
import { adminToken, bookingBody, createCar } from './support/booking-fixtures.js';
import { settledTrip } from './support/trip-flow.js';
import { say } from '../src/modules/common/server-texts.js';

/*
 * Issue 32, "Hindi stops where the server starts": a customer whose screens are in Hindi (the client sends
 * Accept-Language: hi) reads the server's own sentences in Hindi: a notification, a refusal over REST and over
 * GraphQL, a sign-in message and the lines of a bill. The check: no Latin-script word is left once the names and
 * codes the sentence quotes (the car's name, OTP, a date's digits) are taken out.
 */

let server: TestServer;
let admin: string;
const CAR = 'Fortuner';
const HINDI = { 'accept-language': 'hi' };

beforeAll(async () => {
  server = await startTestServer({ OPERATOR_GSTIN: '23ABCDE1234F1Z5', SECURITY_DEPOSIT: '5000' });
  admin = adminToken(server);
});
afterAll(async () => {
  await server?.close();
});

/** The Latin-script words of `text` outside the names and codes it may quote (a reference such as CASH-31ED8F6C). */
function latinWords(text: string, quoted: string[] = []): string[] {
  let rest = text.replace(/\b[A-Z]+-[A-Z0-9]+\b/g, ' ');
  for (const name of [CAR, 'OTP', 'UTR', 'UPI', 'GST', ...quoted]) rest = rest.split(name).join(' ');
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

async function gql(query: string, token: string, headers: Record<string, string> = HINDI) {
  const res = await server.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify({ query }),
  });
  return (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
}

describe('a customer whose screens are in Hindi', () => {
  let trip: Awaited<ReturnType<typeof settledTrip>>;
  beforeAll(async () => {
    trip = await settledTrip(server, admin, { name: 'Meera Joshi' });
  });

  it('reads their notifications in Hindi, and the same rows in English without the header', async () => {
    const query = '{ myNotifications { message } }';
    const hindi = (await gql(query, trip.customer.token)).data!.myNotifications as { message: string }[];
    expect(hindi.length).toBeGreaterThan(1);
    for (const { message } of hindi) expect(latinWords(message), message).toEqual([]);
    expect(hindi.some((n) => n.message.endsWith('की आपकी बुकिंग स्वीकृत हो गई है।'))).toBe(true);
    const english = (await gql(query, trip.customer.token, {})).data!.myNotifications as { message: string }[];
    expect(english.some((n) => /^Your booking for Fortuner on \d{4}-\d{2}-\d{2} has been Accepted\.$/.test(n.message))).toBe(true);
    const rest = (await (
      await server.fetch('/api/v1/notifications/user', { headers: { authorization: `Bearer ${trip.customer.token}`, ...HINDI } })
    ).json()) as { message: string }[];
    for (const { message } of rest) expect(latinWords(message), message).toEqual([]);
  });

  it("reads their bill's lines in Hindi", async () => {
    const { data } = await gql('{ myBookings { id bill { lines { kind description unit } } } }', trip.customer.token);
    const booking = (
      data!.myBookings as { id: string; bill: { lines: { kind: string; description: string; unit: string }[] } | null }[]
    ).find((b) => b.id === trip.bookingId)!;
    expect(booking.bill!.lines.length).toBeGreaterThan(0);
    for (const line of booking.bill!.lines) {
      expect(latinWords(line.description), line.description).toEqual([]);
      expect(latinWords(line.unit), line.unit).toEqual([]);
    }
  });

  it('is refused in Hindi over REST and GraphQL, and in English without the header', async () => {
    const car = await createCar(server, CAR);
    const past = bookingBody(car.id, -3);
    const refused = async (headers: Record<string, string>) =>
      (
        await server.fetch('/api/v1/bookingsnew/book', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${trip.customer.token}`, ...headers },
          body: JSON.stringify(past),
        })
      ).json() as Promise<{ message: string }>;
    const hindi = await refused(HINDI);
    expect(hindi.message).toBe('पिक-अप की तारीख़ और समय बीते हुए नहीं हो सकते।');
    expect((await refused({})).message).toBe('The pick-up date and time cannot be in the past.');

    const cancel = await gql(`mutation { cancelBooking(id: "${trip.bookingId}", reason: "Plans changed") { id } }`, trip.customer.token);
    expect(cancel.errors?.[0].message).toBeDefined();
    expect(latinWords(cancel.errors![0].message), cancel.errors![0].message).toEqual([]);
  });

  it('is told in Hindi that the sign-in code was sent', async () => {
    const res = await server.fetch('/api/auth/send-email-otp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...HINDI },
      body: JSON.stringify({ name: 'Meera Joshi', email: 'meera.hindi@example.com', phone: '9876543210' }),
    });
    expect(res.status).toBe(200);
    const { message } = (await res.json()) as { message: string };
    expect(message).toBe('OTP आपके ईमेल पर भेज दिया गया है।');
  });
  it('is told in Hindi over GraphQL too: the code sent, the code sent again, the contact message sent', async () => {
    const email = 'meera.graphql@example.com';
    const sent = await gql(`mutation { sendEmailOtp(name: "Meera Joshi", email: "${email}", phone: "9876543210") }`, '');
    expect(sent.data?.sendEmailOtp).toBe('OTP आपके ईमेल पर भेज दिया गया है।');
    // The 30-second resend wait is counted from the row's sent_at: aged past it, as otp.test does.
    await sql(server, `update otp_challenges set sent_at = sent_at - interval '31 seconds' where email = ?`, [email]);
    const again = await gql(`mutation { resendEmailOtp(email: "${email}") }`, '');
    expect(again.errors).toBeUndefined();
    expect(again.data?.resendEmailOtp).toBe('नया OTP आपके ईमेल पर भेज दिया गया है।');
    const contact = await gql(
      'mutation { sendContactMessage(input: { name: "Meera Joshi", email: "meera@example.com", phone: "9876543210", message: "Is a car free on Sunday?" }) }',
      '',
    );
    expect(contact.data?.sendContactMessage).toBe('संदेश भेज दिया गया!');
    const english = await gql(
      'mutation { sendContactMessage(input: { name: "Meera Joshi", email: "meera@example.com", phone: "9876543210", message: "And on Monday?" }) }',
      '',
      {},
    );
    expect(english.data?.sendContactMessage).toBe('Message sent successfully!');
  });
});

describe('the server catalogue', () => {
  it('says a date inside a sentence as people say it, and leaves a sentence it does not know in English', () => {
    expect(say('hi', 'Your booking for Swift on 2026-12-01 has been Accepted.')).toBe(
      '1 दिसंबर 2026 के लिए Swift की आपकी बुकिंग स्वीकृत हो गई है।',
    );
    expect(say('hi', 'A sentence nobody translated.')).toBe('A sentence nobody translated.');
  });

  it.each([
    'Rating must be a number from 1 to 5.',
    'Gender must be Male, Female or Other.',
    'Please upload an image of your car.',
    'Message sent successfully!',
    'Name is required.',
    'The field "phone" is too long (at most 20 characters).',
    'Invalid OTP. 2 tries left.',
    'Only a Pending or Accepted booking can be cancelled; this one is Completed.',
    'Your licence must be at least 1 year old on the pick-up day: it can be used from 1 Dec 2026.',
  ])('says "%s" in Hindi', (english) => {
    const hindi = say('hi', english);
    expect(hindi).not.toBe(english);
    expect(latinWords(hindi), hindi).toEqual([]);
    expect(say('en', 'Booking rescheduled.')).toBe('Booking rescheduled.');
  });
});
