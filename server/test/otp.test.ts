import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, freshIp } from './support/helpers.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';
import { send, sql } from './support/account-fixtures.js';
import { LogMailer, type Mailer } from '../src/modules/auth/mailer.js';

let server: TestServer;
let smtp: SmtpCapture;
/** Each test signs in from its own address so the per-IP limits of one test do not touch another. */

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url, SITE_NAME: 'Indore Drive' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const sendOtp = (body: Record<string, unknown>, ip: string) => send(server, 'POST', '/api/auth/send-email-otp', body, { ip });
const verifyOtp = (body: Record<string, unknown>, ip: string) => send(server, 'POST', '/api/auth/verify-email-otp', body, { ip });
const resendOtp = (body: Record<string, unknown>, ip: string) => send(server, 'POST', '/api/auth/resend-email-otp', body, { ip });
const challengeCount = async (email: string) => (await sql<{ n: number }>(server, 'select count(*)::int as n from otp_challenges where email = ?', [email]))[0].n;
/** Lets a test skip the 30-second resend cooldown. */
const ageLastSend = (email: string) => sql(server, `update otp_challenges set sent_at = sent_at - interval '31 seconds', created_at = created_at - interval '31 seconds' where email = ?`, [email]);

describe('e-mail OTP sign-in over REST', () => {
  it('mails a 4-digit code over SMTP with a subject and a plain-text body naming the site, and stores it hashed', async () => {
    const ip = freshIp();
    const res = await sendOtp({ name: 'Asha Verma', email: 'Asha@Example.com', phone: '9876543210' }, ip);
    expect(res).toEqual({ status: 200, body: { message: 'OTP sent to your email.' } });
    const mail = smtp.mails.at(-1)!;
    expect(mail.to).toContain('asha@example.com');
    expect(mail.subject).toBe('Your Indore Drive sign-in code');
    expect(mail.text).toContain('Indore Drive');
    const code = smtp.codeFor('asha@example.com');
    expect(code).toMatch(/^\d{4}$/);
    const [row] = await sql<{ code_hash: string; phone: string; email: string }>(server, 'select code_hash, phone, email from otp_challenges where email = ?', ['asha@example.com']);
    expect(row.phone).toBe('+919876543210');
    expect(row.code_hash).not.toContain(code);
  });

  it('first verify creates a verified customer and answers { token, user } in the REST shape', async () => {
    const ip = freshIp();
    const code = smtp.codeFor('asha@example.com');
    const res = await verifyOtp({ email: 'asha@example.com', otp: code }, ip);
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe('string');
    expect(Object.keys(res.body.user).sort()).toEqual(['_id', 'address', 'createdAt', 'dob', 'email', 'gender', 'isVerified', 'name', 'phone', 'profilePic'].sort());
    expect(res.body.user).toMatchObject({ name: 'Asha Verma', email: 'asha@example.com', phone: '+919876543210', isVerified: true });
    const me = await server.gql<{ me: { id: string; email: string } }>('{ me { id email } }', {}, res.body.token);
    expect(me.data?.me.id).toBe(res.body.user._id);
    // The code is spent.
    const again = await verifyOtp({ email: 'asha@example.com', otp: code }, ip);
    expect(again.status).toBe(400);
  });

  it('a later sign-in with the same e-mail in another case reaches the same account', async () => {
    const ip = freshIp();
    const first = await verifyOtp({ email: 'asha@example.com', otp: '0000' }, ip); // no open challenge
    expect(first.status).toBe(400);
    await ageLastSend('asha@example.com');
    expect((await sendOtp({ name: 'Someone Else', email: 'ASHA@example.COM', phone: '+919000000001' }, ip)).status).toBe(200);
    const res = await verifyOtp({ email: 'asha@EXAMPLE.com', otp: smtp.codeFor('asha@example.com') }, ip);
    expect(res.status).toBe(200);
    const [{ n }] = await sql<{ n: number }>(server, `select count(*)::int as n from users where email = 'asha@example.com'`);
    expect(n).toBe(1);
    // The profile's name stays; the phone typed at sign-in replaces the stored one.
    expect(res.body.user).toMatchObject({ name: 'Asha Verma', phone: '+919000000001' });
  });

  it.each([
    [{ email: 'a@b.co', phone: '9876543210' }, 'Name is required'],
    [{ name: '   ', email: 'a@b.co', phone: '9876543210' }, 'Name is required'],
    [{ name: 'A', email: 'not-an-email', phone: '9876543210' }, 'Valid email required'],
    [{ name: 'A', email: 'a@b', phone: '9876543210' }, 'Valid email required'],
    [{ name: 'A', email: 'a@b.co', phone: '98765' }, 'Valid 10-digit phone number required'],
    [{ name: 'A', email: 'a@b.co', phone: '+92987654321' }, 'Valid 10-digit phone number required'],
    [{ name: 'A', email: 'a@b.co', phone: 9876543210 }, 'Valid 10-digit phone number required'],
  ])('refuses %j with 400 "%s" and writes nothing', async (body, message) => {
    const res = await sendOtp(body, freshIp());
    expect(res).toEqual({ status: 400, body: { message } });
    expect(await challengeCount('a@b.co')).toBe(0);
  });

  it('refuses an OTP that is not exactly 4 digits', async () => {
    for (const otp of ['123', '12345', 'abcd', undefined]) {
      const res = await verifyOtp({ email: 'asha@example.com', otp }, freshIp());
      expect(res).toEqual({ status: 400, body: { message: 'Enter 4-digit OTP' } });
    }
  });

  it('an expired code is refused', async () => {
    const ip = freshIp();
    await sendOtp({ name: 'Exp', email: 'expiry@example.com', phone: '9876543210' }, ip);
    await sql(server, `update otp_challenges set expires_at = now() - interval '1 second' where email = ?`, ['expiry@example.com']);
    const res = await verifyOtp({ email: 'expiry@example.com', otp: smtp.codeFor('expiry@example.com') }, ip);
    expect(res).toEqual({ status: 400, body: { message: 'This OTP has expired. Please request a new one.' } });
    expect(await sql(server, `select 1 from users where email = 'expiry@example.com'`)).toHaveLength(0);
  });

  it('codes are valid for 10 minutes', async () => {
    await sendOtp({ name: 'Ten', email: 'ten@example.com', phone: '9876543210' }, freshIp());
    const [{ minutes }] = await sql<{ minutes: number }>(server, `select round(extract(epoch from (expires_at - sent_at)) / 60)::int as minutes from otp_challenges where email = 'ten@example.com'`);
    expect(minutes).toBe(10);
  });

  it('3 wrong tries in a day end the address\'s guessing, even for the right code, from any IP, on any new code', async () => {
    const ip = freshIp();
    await sendOtp({ name: 'Lock', email: 'lock@example.com', phone: '9876543210' }, ip);
    const code = smtp.codeFor('lock@example.com');
    const wrong = code === '0000' ? '1111' : '0000';
    const messages: string[] = [];
    for (let i = 0; i < 3; i += 1) messages.push((await verifyOtp({ email: 'lock@example.com', otp: wrong }, freshIp())).body.message);
    expect(messages).toEqual(['Invalid OTP. 2 tries left.', 'Invalid OTP. 1 try left.',
      'Invalid OTP. Too many wrong codes for this email today: please try again tomorrow.']);
    const res = await verifyOtp({ email: 'lock@example.com', otp: code }, freshIp());
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many wrong codes for this email\. Please try again in \d+ hours\.$/);
    await ageLastSend('lock@example.com');
    await sendOtp({ name: 'Lock', email: 'lock@example.com', phone: '9876543210' }, ip);
    expect((await verifyOtp({ email: 'lock@example.com', otp: smtp.codeFor('lock@example.com') }, ip)).status).toBe(429);
  });

  it('a right code gives its try back, and a resent code never changes an existing account\'s phone', async () => {
    const ip = freshIp();
    await sendOtp({ name: 'Owner', email: 'owner@example.com', phone: '9876543210' }, ip);
    expect((await verifyOtp({ email: 'owner@example.com', otp: smtp.codeFor('owner@example.com') }, ip)).status).toBe(200);
    // Someone else asks for a code with their phone; the owner then asks for a resend and signs in with it.
    await ageLastSend('owner@example.com');
    expect((await sendOtp({ name: 'Intruder', email: 'owner@example.com', phone: '9000000009' }, freshIp())).status).toBe(200);
    await ageLastSend('owner@example.com');
    expect((await resendOtp({ email: 'owner@example.com' }, ip)).status).toBe(200);
    const res = await verifyOtp({ email: 'owner@example.com', otp: smtp.codeFor('owner@example.com') }, ip);
    expect(res.status).toBe(200);
    expect(res.body.user.phone).toBe('+919876543210');
  });

  it('resend is allowed at most every 30 seconds, and the new code replaces the old one', async () => {
    const ip = freshIp();
    await sendOtp({ name: 'Re Send', email: 'resend@example.com', phone: '9876543210' }, ip);
    const first = smtp.codeFor('resend@example.com');
    const early = await resendOtp({ email: 'resend@example.com' }, ip);
    expect(early.status).toBe(429);
    expect(early.body.message).toMatch(/^Please wait \d+ seconds? before requesting a new OTP\.$/);
    await ageLastSend('resend@example.com');
    const mailsBefore = smtp.mails.length;
    expect(await resendOtp({ email: 'resend@example.com' }, ip)).toEqual({ status: 200, body: { message: 'A new OTP has been sent to your email.' } });
    expect(smtp.mails.length).toBe(mailsBefore + 1);
    const second = smtp.codeFor('resend@example.com');
    if (first !== second) {
      expect((await verifyOtp({ email: 'resend@example.com', otp: first }, ip)).status).toBe(400);
    }
    const ok = await verifyOtp({ email: 'resend@example.com', otp: second }, ip);
    expect(ok.status).toBe(200);
    expect(ok.body.user.name).toBe('Re Send');
  });

  it('resend for an address that never asked is 400', async () => {
    const res = await resendOtp({ email: 'never@example.com' }, freshIp());
    expect(res).toEqual({ status: 400, body: { message: 'No OTP was requested for this email. Please start again.' } });
  });

  it('sends are limited per (address, IP) to 5 an hour, and per address to 10 from all IPs: 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await sendOtp({ name: 'Rl', email: 'limit@example.com', phone: '9876543210' }, ip)).status).toBe(200);
      await ageLastSend('limit@example.com');
    }
    const res = await sendOtp({ name: 'Rl', email: 'limit@example.com', phone: '9876543210' }, ip);
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    // Another network (the owner's) still gets a code: one sender cannot lock the address out.
    const other = freshIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await sendOtp({ name: 'Rl', email: 'limit@example.com', phone: '9876543210' }, other)).status).toBe(200);
      await ageLastSend('limit@example.com');
    }
    expect((await sendOtp({ name: 'Rl', email: 'limit@example.com', phone: '9876543210' }, freshIp())).status).toBe(429);
    expect(await challengeCount('limit@example.com')).toBe(10);
  });

  it('sends are limited per IP: 429 after 20 in the hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await sendOtp({ name: 'Ip', email: `ip${i}@example.com`, phone: '9876543210' }, ip)).status).toBe(200);
    }
    const res = await sendOtp({ name: 'Ip', email: 'ip-last@example.com', phone: '9876543210' }, ip);
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many attempts/);
    expect((await sendOtp({ name: 'Ip', email: 'ip-last@example.com', phone: '9876543210' }, freshIp())).status).toBe(200);
  });

  it('verify is limited per IP: 429 after 50 tries in 15 minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 50; i += 1) expect((await verifyOtp({ email: `guess${i}@example.com`, otp: '1234' }, ip)).status).toBe(400);
    const res = await verifyOtp({ email: 'guess@example.com', otp: '1234' }, ip);
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many attempts/);
  });

  it('parallel wrong guesses cannot exceed the address\'s daily budget (counted before the compare)', async () => {
    const ip = freshIp();
    await sendOtp({ name: 'Many', email: 'many@example.com', phone: '9876543210' }, ip);
    const code = smtp.codeFor('many@example.com');
    const guesses = Array.from({ length: 40 }, (_, i) => String(i).padStart(4, '0')).filter((g) => g !== code);
    const results = await Promise.all(guesses.map((otp) => verifyOtp({ email: 'many@example.com', otp }, freshIp())));
    expect(results.filter((r) => r.status === 400)).toHaveLength(3);
    expect(results.filter((r) => r.status === 429)).toHaveLength(guesses.length - 3);
  });

  it('a mail that cannot be delivered answers 503 and leaves no challenge behind', async () => {
    const otp = server.app.services.otp as unknown as { mailer: Mailer };
    const real = otp.mailer;
    otp.mailer = { send: async () => { throw new Error('connection refused'); } };
    try {
      const res = await sendOtp({ name: 'Down', email: 'down@example.com', phone: '9876543210' }, freshIp());
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('We could not send the code right now. Please try again in a moment.');
      expect(await challengeCount('down@example.com')).toBe(0);
    } finally {
      otp.mailer = real;
    }
  });
});

describe('e-mail OTP sign-in over GraphQL', () => {
  it('sendEmailOtp, resendEmailOtp and verifyEmailOtp work over the same service', async () => {
    const sent = await server.gql<{ sendEmailOtp: string }>('mutation ($n: String!, $e: String!, $p: String!) { sendEmailOtp(name: $n, email: $e, phone: $p) }',
      { n: 'Graph Q', e: 'gq@example.com', p: '+919812345678' });
    expect(sent.data?.sendEmailOtp).toBe('OTP sent to your email.');
    const early = await server.gql('mutation { resendEmailOtp(email: "gq@example.com") }');
    expect(early.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    const verified = await server.gql<{ verifyEmailOtp: { token: string; user: { email: string; phone: string; isVerified: boolean } } }>(
      'mutation ($e: String!, $o: String!) { verifyEmailOtp(email: $e, otp: $o) { token user { email phone isVerified } } }',
      { e: 'gq@example.com', o: smtp.codeFor('gq@example.com') });
    expect(verified.data?.verifyEmailOtp.user).toEqual({ email: 'gq@example.com', phone: '+919812345678', isVerified: true });
    expect(verified.data?.verifyEmailOtp.token).toBeTruthy();
  });

  it('answers BAD_USER_INPUT with the same messages', async () => {
    const res = await server.gql('mutation { sendEmailOtp(name: "", email: "x@y.z", phone: "9876543210") }');
    expect(res.errors?.[0]).toMatchObject({ message: 'Name is required', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('mail without SMTP_URL', () => {
  it('is written to the log with the code, so a developer can sign in locally', async () => {
    const lines: string[] = [];
    await new LogMailer((l) => lines.push(l)).send({ to: 'dev@example.com', subject: 'Your Indore Drive sign-in code', text: 'Your Indore Drive sign-in code is 4321.\n\nIndore Drive' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('dev@example.com');
    expect(lines[0]).toContain('4321');
  });
});
