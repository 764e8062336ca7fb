import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/helpers.js';
import { addDays, insertBooking, insertCar, insertCustomer, send, sql, tinyPng } from './support/account-fixtures.js';
import { Role } from '../src/modules/common/enums.js';
import { cityNow } from '../src/modules/common/city-time.js';

let server: TestServer;
let admin: string;

const NAMES = [
  'zoya',
  'Aarav',
  'bhavna',
  'Chetan',
  'Divya',
  'eshan',
  'Farah',
  'Gaurav',
  'hema',
  'Ishaan',
  'Jaya',
  'Kabir',
  'Lata',
  'Mohan',
  'Neha',
  'Om',
  'Pooja',
  'Qadir',
  'Ravi',
  'Sana',
  'Tara',
  'Uday',
  'Veer',
  'Wasim',
  'Yash',
];

beforeAll(async () => {
  server = await startTestServer();
  admin = server.tokenFor(randomUUID(), Role.Admin);
});
afterAll(async () => {
  await server?.close();
});

async function seedUsers() {
  await sql(server, 'delete from users');
  for (const [i, name] of NAMES.entries()) {
    await insertCustomer(server, {
      name,
      email: `${name.toLowerCase()}@example.com`,
      phone: `+9198765432${String(i).padStart(2, '0')}`,
      isVerified: i % 5 !== 0,
      createdAt: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
    });
  }
}

type Page = { items: { name: string; email: string; isVerified: boolean }[]; total: number; page: number; pageSize: number };
const USERS =
  'query ($search: String, $verified: UserVerifiedFilter, $sort: UserSort, $page: Int, $pageSize: Int) { users(search: $search, verified: $verified, sort: $sort, page: $page, pageSize: $pageSize) { items { name email isVerified } total page pageSize } }';
async function users(vars: Record<string, unknown> = {}): Promise<Page> {
  const res = await server.gql<{ users: Page }>(USERS, vars, admin);
  expect(res.errors).toBeUndefined();
  return res.data!.users;
}

describe('users query (admin)', () => {
  beforeAll(seedUsers);

  it('pages 10 at a time by default, newest first', async () => {
    const first = await users();
    expect(first).toMatchObject({ total: 25, page: 1, pageSize: 10 });
    expect(first.items.map((u) => u.name).slice(0, 2)).toEqual(['Yash', 'Wasim']);
    expect((await users({ page: 3 })).items).toHaveLength(5);
    expect((await users({ page: 4 })).items).toHaveLength(0);
  });

  it('sorts by name A-Z and Z-A ignoring case', async () => {
    const az = await users({ sort: 'NAME_ASC', pageSize: 100 });
    expect(az.items.map((u) => u.name)).toEqual([...NAMES].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const za = await users({ sort: 'NAME_DESC', pageSize: 3 });
    expect(za.items.map((u) => u.name)).toEqual(['zoya', 'Yash', 'Wasim']);
  });

  it('filters verified and unverified', async () => {
    expect((await users({ verified: 'VERIFIED' })).total).toBe(20);
    const unverified = await users({ verified: 'UNVERIFIED', pageSize: 100 });
    expect(unverified.total).toBe(5);
    expect(unverified.items.every((u) => !u.isVerified)).toBe(true);
  });

  it('searches name, e-mail and phone in any case; LIKE wildcards are plain characters', async () => {
    expect((await users({ search: 'KAB' })).items.map((u) => u.name)).toEqual(['Kabir']);
    expect((await users({ search: 'pooja@' })).items.map((u) => u.name)).toEqual(['Pooja']);
    expect((await users({ search: '876543224' })).items.map((u) => u.name)).toEqual(['Yash']);
    expect((await users({ search: '%' })).total).toBe(0);
    expect((await users({ search: '_' })).total).toBe(0);
    expect((await users({ search: 'YA', verified: 'UNVERIFIED', sort: 'NAME_ASC' })).items.map((u) => u.name)).toEqual(['Jaya', 'zoya']);
  });

  it.each([[{ pageSize: 101 }], [{ pageSize: 0 }], [{ page: 0 }]])('refuses %j with BAD_USER_INPUT', async (vars) => {
    const res = await server.gql(USERS, vars, admin);
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('GET /api/user/all answers every user as a JSON array in the REST shape', async () => {
    const res = await send(server, 'GET', '/api/user/all', undefined, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(25);
    expect(Object.keys(res.body[0]).sort()).toEqual([
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
    ]);
  });
});

describe('deleting customers (admin)', () => {
  beforeEach(seedUsers);

  /** A customer with a picture, an Accepted booking holding a car, a quick booking and a notification. */
  async function customerWithHistory() {
    const pic = `${randomUUID().replace(/-/g, '')}.png`;
    writeFileSync(path.join(server.config.uploadDir, pic), tinyPng());
    const user = await insertCustomer(server, { name: 'Held', profilePic: pic });
    const car = await insertCar(server, `Car ${pic.slice(0, 6)}`);
    const today = cityNow().date;
    const booking = await insertBooking(server, {
      carId: car,
      userId: user.id,
      status: 'Accepted',
      pickupDate: addDays(today, -1),
      dropDate: addDays(today, 2),
    });
    await sql(
      server,
      `insert into quick_bookings (id, user_id, from_city, to_city, book_at, car_name, mobile, pick_date, pick_time, drop_date, drop_time)
      values (gen_random_uuid(), ?, 'Indore', 'Bhopal', 'daily', 'Swift', '9876543210', ?, '06:00 AM', ?, '06:00 PM')`,
      [user.id, addDays(today, 1), addDays(today, 2)],
    );
    await sql(
      server,
      `insert into notifications (id, user_id, booking_id, message) values (gen_random_uuid(), ?, ?, 'Your booking was Accepted'), (gen_random_uuid(), ?, null, 'Welcome')`,
      [user.id, booking, user.id],
    );
    return { user, car, pic };
  }

  const leftovers = async (userId: string) =>
    (
      await sql<{ n: number }>(
        server,
        `select
      (select count(*) from users where id = ?) + (select count(*) from bookings where user_id = ?)
    + (select count(*) from quick_bookings where user_id = ?) + (select count(*) from notifications where user_id = ?) as n`,
        [userId, userId, userId, userId],
      )
    )[0].n;
  const carBooked = async (carId: string) =>
    ((await (await server.fetch('/api/v1/cars')).json()) as { _id: string; isBooked: boolean }[]).find((c) => c._id === carId)?.isBooked;

  it('DELETE /api/user/{id} removes the customer, their bookings, quick bookings, notifications and picture, and frees the car', async () => {
    const { user, car, pic } = await customerWithHistory();
    expect(Number(await leftovers(user.id))).toBe(5);
    expect(await carBooked(car)).toBe(true);
    const res = await send(server, 'DELETE', `/api/user/${user.id}`, undefined, { token: admin });
    expect(res).toEqual({ status: 200, body: { message: 'User deleted.' } });
    expect(Number(await leftovers(user.id))).toBe(0);
    expect(existsSync(path.join(server.config.uploadDir, pic))).toBe(false);
    expect(await carBooked(car)).toBe(false);
    expect((await users()).total).toBe(25);
  });

  it('DELETE of an unknown or malformed id is 404 and deletes nothing', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      expect(await send(server, 'DELETE', `/api/user/${id}`, undefined, { token: admin })).toEqual({
        status: 404,
        body: { message: 'User not found.' },
      });
    }
    expect((await users()).total).toBe(25);
  });

  it('POST /api/user/bulk-delete deletes the listed customers and answers { message, deleted }', async () => {
    const { user } = await customerWithHistory();
    const [a, b] = ((await send(server, 'GET', '/api/user/all', undefined, { token: admin })).body as { _id: string }[]).filter(
      (u) => u._id !== user.id,
    );
    const res = await send(server, 'POST', '/api/user/bulk-delete', { ids: [a._id, b._id, user.id, randomUUID()] }, { token: admin });
    expect(res).toEqual({ status: 200, body: { message: '3 users deleted.', deleted: 3 } });
    expect(Number(await leftovers(user.id))).toBe(0);
    expect((await users()).total).toBe(23);
  });

  it.each([[{}], [{ ids: [] }], [{ ids: 'abc' }], [{ ids: ['not-a-uuid'] }], [{ ids: [1, 2] }]])(
    'bulk-delete refuses %j with 400 and deletes nothing',
    async (body) => {
      const res = await send(server, 'POST', '/api/user/bulk-delete', body, { token: admin });
      expect(res).toEqual({ status: 400, body: { message: 'ids must be a list of 1 to 500 user ids.' } });
      expect((await users()).total).toBe(25);
    },
  );

  it('GraphQL deleteUser and deleteUsers', async () => {
    const { user } = await customerWithHistory();
    const one = await server.gql('mutation ($id: ID!) { deleteUser(id: $id) }', { id: user.id }, admin);
    expect(one.data).toEqual({ deleteUser: true });
    expect(Number(await leftovers(user.id))).toBe(0);
    const missing = await server.gql('mutation ($id: ID!) { deleteUser(id: $id) }', { id: user.id }, admin);
    expect(missing.errors?.[0]).toMatchObject({ message: 'User not found.', extensions: { code: 'NOT_FOUND' } });
    const all = (await users({ pageSize: 3 })).items.map((u) => u.email);
    const ids = (await sql<{ id: string }>(server, 'select id from users where email in (?)', [all])).map((r) => r.id);
    const many = await server.gql('mutation ($ids: [ID!]!) { deleteUsers(ids: $ids) }', { ids }, admin);
    expect(many.data).toEqual({ deleteUsers: 3 });
    const bad = await server.gql('mutation { deleteUsers(ids: ["x"]) }', {}, admin);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
