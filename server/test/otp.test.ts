import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, freshIp, freshLoopback } from './support/helpers.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';
import { send, sendFrom, sql } from './support/account-fixtures.js';
import { LogMailer, type Mailer } from '../src/modules/common/mailer.js';

let server: TestServer;
let smtp: SmtpCapture;
/** Each test signs in from its own address so the per-IP limits of one test do not touch another. */

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url, SITE_NAME: 'Indore Drive', PUBLIC_URL: 'https://rent.example.com/' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const sendOtp = (body: Record<string, unknown>, ip: string) => send(server, 'POST', '/api/auth/send-email-otp', body, { ip });
const verifyOtp = (body: Record<string, unknown>, ip: string) => send(server, 'POST', '/api/auth/verify-email-otp', body, { ip });
const resendOtp = (body: Record<string, unknown>, ip: string) => send(server, 'POST', '/api/auth/resend-email-otp', body, { ip });
const challengeCount = async (email: string) =>
  (await sql<{ n: number }>(server, 'select count(*)::int as n from otp_challenges where email = ?', [email]))[0].n;
/** Lets a test skip the 30-second resend cooldown. */
const ageLastSend = (email: string) =>
  sql(
    server,
    `update otp_challenges set sent_at = sent_at - interval '31 seconds', created_at = created_at - interval '31 seconds' where email = ?`,
    [email],
  );

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
    // The single-use sign-in link points at PUBLIC_URL's hash route; only its SHA-256 is stored.
    const token = smtp.linkFor('asha@example.com');
    expect(mail.text).toContain(`https://rent.example.com/#/userlogin?signin=${token}`);
    expect(token).toMatch(/^[\w-]{43}$/);
    const [row] = await sql<{ code_hash: string; link_hash: string; phone: string; email: string }>(
      server,
      'select code_hash, link_hash, phone, email from otp_challenges where email = ?',
      ['asha@example.com'],
    );
    expect(row.phone).toBe('+919876543210');
    expect(row.code_hash).not.toContain(code);
    expect(row.link_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.link_hash).not.toContain(token);
  });

  it('the mail is short plain text that echoes nothing the requester typed (no name, no URL, no markup)', async () => {
    const name = 'Click http://evil.example/win <b>x</b>';
    expect((await sendOtp({ name, email: 'plain@example.com', phone: '9876543210' }, freshIp())).status).toBe(200);
    const mail = smtp.mails.at(-1)!;
    expect(mail.to).toContain('plain@example.com');
    expect(mail.contentType).toMatch(/^text\/plain\b/);
    for (const part of [mail.subject, mail.text]) {
      for (const echoed of ['Click', 'evil.example', 'http://', '<b>', '&lt;']) expect(part).not.toContain(echoed);
    }
    // The one address in it is the site's own.
    expect(mail.text.match(/https?:\/\/[^/\s]+/g)).toEqual(['https://rent.example.com']);
    expect(mail.text.length).toBeLessThan(400);
  });

  it('first verify creates a verified customer and answers { token, user } in the REST shape', async () => {
    const ip = freshIp();
    const code = smtp.codeFor('asha@example.com');
    const res = await verifyOtp({ email: 'asha@example.com', otp: code }, ip);
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe('string');
    expect(Object.keys(res.body.user).sort()).toEqual(
      [
        '_id',
        'address',
        'businessName',
        'createdAt',
        'dob',
        'email',
        'gender',
        'gstin',
        'isVerified',
        'language',
        'name',
        'phone',
        'profilePic',
        'state',
      ].sort(),
    );
    expect(res.body.user).toMatchObject({ name: 'Asha Verma', email: 'asha@example.com', phone: '+919876543210', isVerified: true });
    const me = await server.gql<{ me: { id: string; email: string } }>('{ me { id email } }', {}, res.body.token);
    expect(me.data?.me.id).toBe(res.body.user._id);
    // The code is spent.
    const again = await verifyOtp({ email: 'asha@example.com', otp: code }, ip);
    expect(again.status).toBe(400);
  });

  it('a later sign-in with the same e-mail in another case reaches the same account; only a phone sent with the code changes its phone', async () => {
    const ip = freshIp();
    const first = await verifyOtp({ email: 'asha@example.com', otp: '0000' }, ip); // no open challenge
    expect(first.status).toBe(400);
    await ageLastSend('asha@example.com');
    expect((await sendOtp({ name: 'Someone Else', email: 'ASHA@example.COM', phone: '+919000000001' }, ip)).status).toBe(200);
    const res = await verifyOtp({ email: 'asha@EXAMPLE.com', otp: smtp.codeFor('asha@example.com') }, ip);
    expect(res.status).toBe(200);
    const [{ n }] = await sql<{ n: number }>(server, `select count(*)::int as n from users where email = 'asha@example.com'`);
    expect(n).toBe(1);
    // The profile's name stays, and so does the phone: the code request's phone (anyone's) never replaces it.
    expect(res.body.user).toMatchObject({ name: 'Asha Verma', phone: '+919876543210' });
    // The phone sent with the verified code itself does.
    await ageLastSend('asha@example.com');
    expect((await sendOtp({ name: 'Asha Verma', email: 'asha@example.com', phone: '9000000001' }, ip)).status).toBe(200);
    const typed = await verifyOtp({ email: 'asha@example.com', otp: smtp.codeFor('asha@example.com'), phone: '9000000001' }, ip);
    expect(typed.status).toBe(200);
    expect(typed.body.user.phone).toBe('+919000000001');
  });

  it('refuses a phone sent with the code that is not 10 digits, before any try is spent', async () => {
    const res = await verifyOtp({ email: 'asha@example.com', otp: '1234', phone: '12345' }, freshIp());
    expect(res).toEqual({ status: 400, body: { message: 'Valid 10-digit phone number required' } });
  });

  it.each([
    [{ email: 'a@b.co', phone: '9876543210' }, 'Name is required'],
    [{ name: '   ', email: 'a@b.co', phone: '9876543210' }, 'Name is required'],
    [{ name: 'A', email: 'not-an-email', phone: '9876543210' }, 'Valid email required'],
    [{ name: 'A', email: 'a@b', phone: '9876543210' }, 'Valid email required'],
    [{ name: 'A', email: 'a@b.co', phone: '98765' }, 'Valid 10-digit phone number required'],
    [{ name: 'A', email: 'a@b.co', phone: '+92987654321' }, 'Valid 10-digit phone number required'],
    [{ name: 'A', email: 'a@b.co', phone: 9876543210 }, 'Valid 10-digit phone number required'],
    // A field given and wrong is judged before a missing one; missing ones in the form's order (name, e-mail, phone).
    [{ email: 'not-an-email', phone: '9876543210' }, 'Valid email required'],
    [{ name: 'A', phone: '98765' }, 'Valid 10-digit phone number required'],
    [{ phone: '9876543210' }, 'Name is required'],
    [{ name: 'A', phone: '9876543210' }, 'Valid email required'],
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
    const [{ minutes }] = await sql<{ minutes: number }>(
      server,
      `select round(extract(epoch from (expires_at - sent_at)) / 60)::int as minutes from otp_challenges where email = 'ten@example.com'`,
    );
    expect(minutes).toBe(10);
  });

  it("3 wrong codes in a day from any IPs spend the address's guessing: the right code then gets 429 with Retry-After and RateLimit headers, pointing to the link", async () => {
    const owner = freshLoopback();
    await sendFrom(server, owner, 'POST', '/api/auth/send-email-otp', { name: 'Lock', email: 'lock@example.com', phone: '9876543210' });
    const code = smtp.codeFor('lock@example.com');
    const wrong = code === '0000' ? '1111' : '0000';
    const messages: string[] = [];
    for (let i = 0; i < 3; i += 1) messages.push((await verifyOtp({ email: 'lock@example.com', otp: wrong }, freshIp())).body.message);
    expect(messages).toEqual([
      'Invalid OTP. 2 tries left.',
      'Invalid OTP. 1 try left.',
      'Invalid OTP. Too many wrong codes for this email today: please use the sign-in link in the email.',
    ]);
    const res = await sendFrom(server, owner, 'POST', '/api/auth/verify-email-otp', { email: 'lock@example.com', otp: code });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(
      /^Too many wrong codes for this email\. Please use the sign-in link in the email, or try again in \d+ hours\.$/,
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3600);
    expect(res.headers['ratelimit-policy']).toBe('3;w=86400');
    expect(res.headers['ratelimit-remaining']).toBe('0');
    // The same mail's link still signs in: 256 random bits spend no guessing budget.
    const linked = await sendFrom(server, owner, 'POST', '/api/auth/verify-signin-link', { signin: smtp.linkFor('lock@example.com') });
    expect(linked.status).toBe(200);
    expect(linked.body.user).toMatchObject({ email: 'lock@example.com', name: 'Lock', phone: '+919876543210', isVerified: true });
  });

  it('the owner on 127.0.0.3 signs in at once while an attacker on 127.0.0.2 has spent the guessing budget and keeps requesting codes', async () => {
    const email = 'target@example.com';
    await sql(
      server,
      `insert into users (id, name, email, phone, is_verified) values (gen_random_uuid(), 'Target', ?, '+919876543210', true)`,
      [email],
    );
    const attacker = '127.0.0.2';
    const owner = '127.0.0.3';
    const botnet = [attacker, freshLoopback()];
    const attackerSend = (from: string) =>
      sendFrom(server, from, 'POST', '/api/auth/send-email-otp', { name: 'Click http://evil.example', email, phone: '9000000009' });
    // The attacker fills the address's hour (10 codes, 5 per IP) and spends its 3 wrong codes for the day.
    for (const from of botnet) {
      for (let i = 0; i < 5; i += 1) {
        expect((await attackerSend(from)).status).toBe(200);
        await ageLastSend(email);
      }
    }
    for (let i = 0; i < 3; i += 1)
      expect((await sendFrom(server, attacker, 'POST', '/api/auth/verify-email-otp', { email, otp: String(1000 + i) })).status).toBe(400);
    expect((await sendFrom(server, attacker, 'POST', '/api/auth/verify-email-otp', { email, otp: '2000' })).status).toBe(429);
    // Past the ceiling, the owner's fresh address gets its code and link at once (the slow lane)…
    const sent = await sendFrom(server, owner, 'POST', '/api/auth/send-email-otp', { name: 'Target', email, phone: '9876543210' });
    expect(sent).toMatchObject({ status: 200, body: { message: 'OTP sent to your email.' } });
    const ownersLink = smtp.linkFor(email);
    const ownersCode = smtp.codeFor(email);
    // …while the attacker keeps asking: a new address gets one code per 15 minutes, a spent one gets 429.
    await ageLastSend(email);
    expect((await attackerSend(freshLoopback())).status).toBe(200);
    const refused = await attackerSend(attacker);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.headers['ratelimit-limit']).toBeDefined();
    expect(smtp.codeFor(email) === ownersCode && smtp.linkFor(email) === ownersLink).toBe(false);
    // The owner's code is refused with the budget spent, but the owner's link, from the owner's mail, signs in.
    expect((await sendFrom(server, owner, 'POST', '/api/auth/verify-email-otp', { email, otp: ownersCode })).status).toBe(429);
    const signedIn = await sendFrom(server, owner, 'POST', '/api/auth/verify-signin-link', { signin: ownersLink });
    expect(signedIn.status).toBe(200);
    // None of the attacker's requests (phone 9000000009) changed the account's phone.
    expect(signedIn.body.user).toMatchObject({ email, name: 'Target', phone: '+919876543210' });
    // A link works once.
    const again = await sendFrom(server, owner, 'POST', '/api/auth/verify-signin-link', { signin: ownersLink });
    expect(again).toMatchObject({
      status: 400,
      body: { message: 'This sign-in link has expired or was already used. Please request a new code.' },
    });
  });

  it("a code someone else asks for later does not end the owner's open code", async () => {
    const owner = freshIp();
    await sendOtp({ name: 'Kept', email: 'kept@example.com', phone: '9876543210' }, owner);
    const ownersCode = smtp.codeFor('kept@example.com');
    await ageLastSend('kept@example.com');
    expect((await sendOtp({ name: 'Other', email: 'kept@example.com', phone: '9000000009' }, freshIp())).status).toBe(200);
    const res = await verifyOtp({ email: 'kept@example.com', otp: ownersCode }, owner);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ name: 'Kept', phone: '+919876543210' });
  });

  it("a code requested by someone else with their phone, then typed by the owner, leaves the owner's phone unchanged", async () => {
    const owner = freshIp();
    await sendOtp({ name: 'Phone Owner', email: 'phone-owner@example.com', phone: '9876543210' }, owner);
    expect((await verifyOtp({ email: 'phone-owner@example.com', otp: smtp.codeFor('phone-owner@example.com') }, owner)).status).toBe(200);
    // Someone elsewhere asks for a code with their phone; the owner, on yet another network, types the code mailed.
    expect((await sendOtp({ name: 'Intruder', email: 'phone-owner@example.com', phone: '9000000009' }, freshIp())).status).toBe(200);
    const res = await verifyOtp({ email: 'phone-owner@example.com', otp: smtp.codeFor('phone-owner@example.com') }, freshIp());
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ name: 'Phone Owner', phone: '+919876543210' });
  });

  it('a sign-in link that is malformed, unknown or expired is refused with 400; a code out of tries does not void its link', async () => {
    const ip = freshIp();
    const refusedLink = { status: 400, body: { message: 'This sign-in link has expired or was already used. Please request a new code.' } };
    expect(await send(server, 'POST', '/api/auth/verify-signin-link', { signin: 'short' }, { ip })).toEqual(refusedLink);
    expect(await send(server, 'POST', '/api/auth/verify-signin-link', { signin: 'A'.repeat(43) }, { ip })).toEqual(refusedLink);
    await sendOtp({ name: 'Late', email: 'late@example.com', phone: '9876543210' }, ip);
    await sql(server, `update otp_challenges set attempts = 5 where email = ?`, ['late@example.com']);
    const token = smtp.linkFor('late@example.com');
    await sql(server, `update otp_challenges set expires_at = now() - interval '1 second' where email = ?`, ['late@example.com']);
    expect(await send(server, 'POST', '/api/auth/verify-signin-link', { signin: token }, { ip })).toEqual(refusedLink);
    await sql(server, `update otp_challenges set expires_at = now() + interval '1 minute' where email = ?`, ['late@example.com']);
    expect((await send(server, 'POST', '/api/auth/verify-signin-link', { signin: token }, { ip })).status).toBe(200);
  });

  it("a right code gives its try back, and a resent code never changes an existing account's phone", async () => {
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
    expect(
      (
        await sendFrom(server, freshLoopback(), 'POST', '/api/auth/send-email-otp', {
          name: 'Re Send',
          email: 'resend@example.com',
          phone: '9876543210',
        })
      ).status,
    ).toBe(200); // another requester is not held by this one's 30 seconds
    await ageLastSend('resend@example.com');
    const mailsBefore = smtp.mails.length;
    expect(await resendOtp({ email: 'resend@example.com' }, ip)).toEqual({
      status: 200,
      body: { message: 'A new OTP has been sent to your email.' },
    });
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

  it('sends are limited per (address, IP) to 5 an hour; past 10 an hour for the address, each new IP gets one per 15 minutes', async () => {
    const body = { name: 'Rl', email: 'limit@example.com', phone: '9876543210' };
    const ip = freshLoopback();
    for (let i = 0; i < 5; i += 1) {
      expect((await sendFrom(server, ip, 'POST', '/api/auth/send-email-otp', body)).status).toBe(200);
      await ageLastSend('limit@example.com');
    }
    const res = await sendFrom(server, ip, 'POST', '/api/auth/send-email-otp', body);
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(res.headers['ratelimit-policy']).toBe('5;w=3600');
    // Another network still gets codes: one sender cannot lock the address out.
    const other = freshLoopback();
    for (let i = 0; i < 5; i += 1) {
      expect((await sendFrom(server, other, 'POST', '/api/auth/send-email-otp', body)).status).toBe(200);
      await ageLastSend('limit@example.com');
    }
    // The address's hour is full: a fresh network still gets one code (the slow lane), then waits 15 minutes.
    const fresh = freshLoopback();
    expect((await sendFrom(server, fresh, 'POST', '/api/auth/send-email-otp', body)).status).toBe(200);
    const early = await sendFrom(server, fresh, 'POST', '/api/auth/send-email-otp', body);
    expect(early.status).toBe(429);
    expect(early.body.message).toMatch(/^Please wait \d+ seconds? before requesting a new OTP\.$/);
    expect(early.headers['ratelimit-policy']).toBe('1;w=30');
    await ageLastSend('limit@example.com');
    const slow = await sendFrom(server, fresh, 'POST', '/api/auth/send-email-otp', body);
    expect(slow.status).toBe(429);
    expect(slow.body.message).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(slow.headers['ratelimit-policy']).toBe('1;w=900');
    expect(Number(slow.headers['retry-after'])).toBeGreaterThan(800);
    expect(await challengeCount('limit@example.com')).toBe(11);
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

  it("parallel wrong guesses cannot exceed the address's daily budget (counted before the compare)", async () => {
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
    otp.mailer = {
      send: async () => {
        throw new Error('connection refused');
      },
    };
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
    const sent = await server.gql<{ sendEmailOtp: string }>(
      'mutation ($n: String!, $e: String!, $p: String!) { sendEmailOtp(name: $n, email: $e, phone: $p) }',
      { n: 'Graph Q', e: 'gq@example.com', p: '+919812345678' },
    );
    expect(sent.data?.sendEmailOtp).toBe('OTP sent to your email.');
    const early = await server.gql('mutation { resendEmailOtp(email: "gq@example.com") }');
    expect(early.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    const verified = await server.gql<{ verifyEmailOtp: { token: string; user: { email: string; phone: string; isVerified: boolean } } }>(
      'mutation ($e: String!, $o: String!) { verifyEmailOtp(email: $e, otp: $o) { token user { email phone isVerified } } }',
      { e: 'gq@example.com', o: smtp.codeFor('gq@example.com') },
    );
    expect(verified.data?.verifyEmailOtp.user).toEqual({ email: 'gq@example.com', phone: '+919812345678', isVerified: true });
    expect(verified.data?.verifyEmailOtp.token).toBeTruthy();
  });

  it("verifyEmailOtp takes the phone typed with the code; verifySignInLink signs in with the mail's link", async () => {
    const sendGql = () => server.gql('mutation { sendEmailOtp(name: "Link Q", email: "lq@example.com", phone: "9812345678") }');
    await sendGql();
    const typed = await server.gql<{ verifyEmailOtp: { user: { phone: string } } }>(
      'mutation ($o: String!) { verifyEmailOtp(email: "lq@example.com", otp: $o, phone: "9812345679") { user { phone } } }',
      { o: smtp.codeFor('lq@example.com') },
    );
    expect(typed.data?.verifyEmailOtp.user.phone).toBe('+919812345679');
    await ageLastSend('lq@example.com');
    await sendGql();
    const linked = await server.gql<{ verifySignInLink: { token: string; user: { email: string; phone: string } } }>(
      'mutation ($s: String!) { verifySignInLink(signin: $s) { token user { email phone } } }',
      { s: smtp.linkFor('lq@example.com') },
    );
    expect(linked.data?.verifySignInLink.user).toEqual({ email: 'lq@example.com', phone: '+919812345679' });
    expect(linked.data?.verifySignInLink.token).toBeTruthy();
    const reused = await server.gql('mutation ($s: String!) { verifySignInLink(signin: $s) { token } }', {
      s: smtp.linkFor('lq@example.com'),
    });
    expect(reused.errors?.[0]).toMatchObject({
      message: 'This sign-in link has expired or was already used. Please request a new code.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('answers BAD_USER_INPUT with the same messages', async () => {
    const res = await server.gql('mutation { sendEmailOtp(name: "", email: "x@y.z", phone: "9876543210") }');
    expect(res.errors?.[0]).toMatchObject({ message: 'Name is required', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('mail without SMTP_URL', () => {
  it('is written to the log with the code, so a developer can sign in locally', async () => {
    const lines: string[] = [];
    await new LogMailer((l) => lines.push(l)).send({
      to: 'dev@example.com',
      subject: 'Your Indore Drive sign-in code',
      text: 'Your Indore Drive sign-in code is 4321.\n\nIndore Drive',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('dev@example.com');
    expect(lines[0]).toContain('4321');
  });
});
