import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, freshIp } from './support/helpers.js';
import { addDays, insertBooking, insertCar, insertCustomer, send, sql } from './support/account-fixtures.js';
import { ensureAdminAccount } from '../src/modules/admin/admin-bootstrap.js';
import { cityNow } from '../src/modules/common/city-time.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'correct horse battery' });
});
afterAll(async () => {
  await server?.close();
});

const login = (body: unknown, ip = freshIp()) => send(server, 'POST', '/api/v1/admin/login', body, { ip });
const verifyToken = (token?: string) => send(server, 'POST', '/api/v1/admin/verify-token', undefined, { token });

describe('admin login over REST', () => {
  it('ADMIN_EMAIL/ADMIN_PASSWORD are ensured at start, stored as a bcrypt hash', async () => {
    const [admin] = await sql<{ email: string; password_hash: string }>(server, 'select email, password_hash from admins');
    expect(admin.email).toBe('boss@example.com');
    expect(admin.password_hash).toMatch(/^\$2[aby]\$10\$/);
    expect(admin.password_hash).not.toContain('correct horse');
  });

  it('answers { token } for the right e-mail (any case) and password; verify-token answers { valid: true }', async () => {
    const res = await login({ email: 'BOSS@example.com', password: 'correct horse battery' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['token']);
    expect(await verifyToken(res.body.token)).toEqual({ status: 200, body: { valid: true } });
  });

  it('one message for an unknown e-mail and a wrong password', async () => {
    const wrong = await login({ email: 'boss@example.com', password: 'nope' });
    const unknown = await login({ email: 'nobody@example.com', password: 'correct horse battery' });
    expect(wrong).toEqual({ status: 401, body: { message: 'Invalid email or password.' } });
    expect(unknown).toEqual(wrong);
  });

  it.each([[{}], [{ email: 'boss@example.com' }], [{ password: 'x' }], [{ email: '  ', password: 'x' }], [{ email: 1, password: 2 }]])(
    'refuses %j with 400 "Email and password are required."',
    async (body) => {
      expect(await login(body)).toEqual({ status: 400, body: { message: 'Email and password are required.' } });
    },
  );

  it('verify-token: 401 without a token, with a customer token 403, and 401 once the admin account is gone', async () => {
    expect((await verifyToken()).status).toBe(401);
    expect((await verifyToken((await insertCustomer(server)).token)).status).toBe(403);
    const ghost = server.unregisteredToken('00000000-0000-4000-8000-000000000001', 'ADMIN' as never);
    expect((await verifyToken(ghost)).status).toBe(401);
  });

  it('failed logins are limited per IP: 429 after 10 in 15 minutes, even for the right password', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) expect((await login({ email: `x${i}@example.com`, password: 'bad' }, ip)).status).toBe(401);
    const res = await login({ email: 'boss@example.com', password: 'correct horse battery' }, ip);
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect((await login({ email: 'boss@example.com', password: 'correct horse battery' })).status).toBe(200);
  });

  it('past 20 failures of one e-mail across IPs, each address gets one try per window; a fresh one is never refused', async () => {
    for (let i = 0; i < 20; i += 1) expect((await login({ email: 'target@example.com', password: `bad${i}` })).status).toBe(401);
    const ip = freshIp();
    expect((await login({ email: 'target@example.com', password: 'bad' }, ip)).status).toBe(401);
    const slowed = await login({ email: 'target@example.com', password: 'bad again' }, ip);
    expect(slowed.status).toBe(429);
  });
});

describe('admin over GraphQL', () => {
  it('adminLogin answers a token; adminTokenValid accepts it', async () => {
    const res = await server.gql<{ adminLogin: { token: string } }>(
      'mutation { adminLogin(email: "boss@example.com", password: "correct horse battery") { token } }',
    );
    const token = res.data!.adminLogin.token;
    const valid = await server.gql<{ adminTokenValid: boolean }>('{ adminTokenValid }', {}, token);
    expect(valid.data?.adminTokenValid).toBe(true);
  });

  it('adminLogin with a wrong password is UNAUTHENTICATED with the one message', async () => {
    const res = await server.gql('mutation { adminLogin(email: "boss@example.com", password: "wrong") { token } }');
    expect(res.errors?.[0]).toMatchObject({ message: 'Invalid email or password.', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it("adminDashboard counts pending bookings, today's pick-ups and drop-offs, cars, new contacts and pending reviews", async () => {
    const admin = (await login({ email: 'boss@example.com', password: 'correct horse battery' })).body.token as string;
    const today = cityNow().date;
    const user = await insertCustomer(server);
    const [c1, c2, c3] = [await insertCar(server, 'Thar'), await insertCar(server, 'Aura'), await insertCar(server, 'Verna')];
    await insertBooking(server, {
      carId: c1,
      userId: user.id,
      status: 'Accepted',
      pickupDate: today,
      dropDate: addDays(today, 2),
      pickupTime: '00:00',
      dropTime: '23:00',
    });
    await insertBooking(server, {
      carId: c2,
      userId: user.id,
      status: 'Accepted',
      pickupDate: addDays(today, -2),
      dropDate: today,
      pickupTime: '00:00',
      dropTime: '23:59',
    });
    await insertBooking(server, {
      carId: c3,
      userId: user.id,
      status: 'Pending',
      pickupDate: addDays(today, 3),
      dropDate: addDays(today, 4),
    });
    await insertBooking(server, {
      carId: c3,
      userId: user.id,
      status: 'Pending',
      pickupDate: addDays(today, 5),
      dropDate: addDays(today, 6),
    });
    await insertBooking(server, {
      carId: c3,
      userId: user.id,
      status: 'Rejected',
      pickupDate: today,
      dropDate: today,
      pickupTime: '01:00',
      dropTime: '02:00',
    });
    await sql(
      server,
      `insert into contact_messages (id, name, email, phone, message, created_at) values
      (gen_random_uuid(), 'A', 'a@x.co', '9876543210', 'hi', now()), (gen_random_uuid(), 'B', 'b@x.co', '9876543210', 'old', now() - interval '8 days')`,
    );
    await sql(
      server,
      `insert into reviews (id, name, rating, message, status) values
      (gen_random_uuid(), 'R', 4.5, 'good', 'Pending'), (gen_random_uuid(), 'S', 5, 'great', 'Accepted')`,
    );
    const { data, errors } = await server.gql(
      '{ adminDashboard { pendingBookings todaysPickups todaysDropoffs carsBooked carsAvailable newContactMessages pendingReviews } }',
      {},
      admin,
    );
    expect(errors).toBeUndefined();
    expect(data?.adminDashboard).toEqual({
      pendingBookings: 2,
      todaysPickups: 1,
      todaysDropoffs: 1,
      carsBooked: 2,
      carsAvailable: 1,
      newContactMessages: 1,
      pendingReviews: 1,
    });
  });

  it("adminCharts: bookings per day by status, revenue per week from Accepted and Completed amounts, each car's share of the next 30 days", async () => {
    const admin = (await login({ email: 'boss@example.com', password: 'correct horse battery' })).body.token as string;
    const { data, errors } = await server.gql<{
      adminCharts: {
        bookingsPerDay: { date: string; pending: number; accepted: number; rejected: number; canceled: number; completed: number }[];
        revenuePerWeek: { weekStart: string; amount: number }[];
        carShare: { name: string; share: number }[];
      };
    }>(
      '{ adminCharts { bookingsPerDay { date pending accepted rejected canceled completed } revenuePerWeek { weekStart amount } carShare { name share } } }',
      {},
      admin,
    );
    expect(errors?.[0]?.message).toBeUndefined();
    const charts = data!.adminCharts;
    expect(charts.bookingsPerDay).toHaveLength(30);
    expect(charts.bookingsPerDay.at(-1)).toEqual({ date: cityNow().date, pending: 2, accepted: 2, rejected: 1, canceled: 0, completed: 0 });
    expect(charts.bookingsPerDay[0].date).toBe(addDays(cityNow().date, -29));
    expect(charts.revenuePerWeek).toHaveLength(12);
    expect(charts.revenuePerWeek.reduce((sum, w) => sum + w.amount, 0)).toBe(10_000); // the two Accepted bookings of the test above
    expect(new Date(`${charts.revenuePerWeek[0].weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    const share = Object.fromEntries(charts.carShare.map((c) => [c.name, c.share]));
    expect(share.Thar).toBeGreaterThan(0.06);
    expect(share.Thar).toBeLessThanOrEqual(0.1);
    expect(share.Verna).toBe(0);
    const customer = await insertCustomer(server);
    expect((await server.gql('{ adminCharts { carShare { share } } }', {}, customer.token)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });
});

describe('admin bootstrap hook', () => {
  const quietConfig = (over: Partial<TestServer['config']>) => ({ ...server.config, ...over });

  it('updates the hash when ADMIN_PASSWORD changes, and does nothing when it has not', async () => {
    const em = server.orm.em.fork();
    const logs: string[] = [];
    await ensureAdminAccount(em, quietConfig({ adminEmail: 'boss@example.com', adminPassword: 'a brand new secret' }), (l) => logs.push(l));
    expect(logs).toEqual(['admin account boss@example.com password updated from ADMIN_PASSWORD.']);
    expect((await login({ email: 'boss@example.com', password: 'a brand new secret' })).status).toBe(200);
    expect((await login({ email: 'boss@example.com', password: 'correct horse battery' })).status).toBe(401);
    await ensureAdminAccount(em, quietConfig({ adminEmail: 'boss@example.com', adminPassword: 'a brand new secret' }), (l) => logs.push(l));
    expect(logs).toHaveLength(1);
  });

  it('on an empty admins table without ADMIN_*: a demo admin whose credentials are printed once and work', async () => {
    await sql(server, 'delete from admins');
    const logs: string[] = [];
    const config = quietConfig({ adminEmail: null, adminPassword: null });
    await ensureAdminAccount(server.orm.em.fork(), config, (l) => logs.push(l));
    await ensureAdminAccount(server.orm.em.fork(), config, (l) => logs.push(l));
    expect(logs).toHaveLength(1);
    const match = /demo admin created: email (\S+) password (\S+) /.exec(logs[0]);
    expect(match?.[1]).toBe('admin@indoredrive.example');
    expect((await login({ email: match![1], password: match![2] })).status).toBe(200);
  });

  it('configuring ADMIN_EMAIL later removes the demo admin, whose password was in the log', async () => {
    const logs: string[] = [];
    await ensureAdminAccount(
      server.orm.em.fork(),
      quietConfig({ adminEmail: 'boss@example.com', adminPassword: 'a brand new secret' }),
      (l) => logs.push(l),
    );
    expect(logs).toEqual([
      'demo admin admin@indoredrive.example removed (ADMIN_EMAIL is set).',
      'admin account boss@example.com created from ADMIN_EMAIL.',
    ]);
    expect((await sql<{ email: string }>(server, 'select email from admins')).map((a) => a.email)).toEqual(['boss@example.com']);
  });

  it('a new ADMIN_EMAIL removes the account the former one created (its tokens end), and keeps admins added by SQL', async () => {
    const former = (await login({ email: 'boss@example.com', password: 'a brand new secret' })).body.token as string;
    expect((await verifyToken(former)).status).toBe(200);
    await sql(server, `insert into admins (id, email, password_hash) values (gen_random_uuid(), 'colleague@example.com', 'set by hand')`);
    const logs: string[] = [];
    await ensureAdminAccount(
      server.orm.em.fork(),
      quietConfig({ adminEmail: 'chief@example.com', adminPassword: 'the chief secret' }),
      (l) => logs.push(l),
    );
    expect(logs).toEqual([
      'admin boss@example.com removed (ADMIN_EMAIL now names chief@example.com).',
      'admin account chief@example.com created from ADMIN_EMAIL.',
    ]);
    expect((await sql<{ email: string }>(server, 'select email from admins order by email')).map((a) => a.email)).toEqual([
      'chief@example.com',
      'colleague@example.com',
    ]);
    expect((await verifyToken(former)).status).toBe(401);
    expect((await login({ email: 'chief@example.com', password: 'the chief secret' })).status).toBe(200);
  });
});
