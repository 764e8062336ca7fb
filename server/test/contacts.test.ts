import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, freshIp } from './support/helpers.js';
import { insertCustomer, send, sql } from './support/account-fixtures.js';
import { Role } from '../src/modules/common/enums.js';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = server.tokenFor(randomUUID(), Role.Admin);
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await sql(server, 'delete from contact_messages');
});

const VALID = { name: 'Asha Verma', email: 'Asha@Example.com', phone: '98765 43210', message: 'Do you deliver to the airport?' };
type RestContact = { _id: string; name: string; email: string; phone: string; message: string; createdAt: string };

function sendMessage(body: unknown, ip = freshIp()) {
  return send(server, 'POST', '/api/v1/contact/add', body, { ip });
}

async function insertContact(name: string, email: string, phone: string, ageMinutes: number) {
  await sql(
    server,
    `insert into contact_messages (id, name, email, phone, message, created_at) values (?, ?, ?, ?, 'Hello', now() - make_interval(mins => ?))`,
    [randomUUID(), name, email, phone, ageMinutes],
  );
}

describe('POST /api/v1/contact/add', () => {
  it("stores the message and answers { message: 'Message sent successfully!' }", async () => {
    const res = await sendMessage(VALID);
    expect(res).toEqual({ status: 201, body: { message: 'Message sent successfully!' } });
    const rows = await sql(server, 'select name, email, phone, message from contact_messages');
    // E-mail lower-cased; the phone kept as its 10 digits (the admin's links add +91).
    expect(rows).toEqual([
      { name: 'Asha Verma', email: 'asha@example.com', phone: '9876543210', message: 'Do you deliver to the airport?' },
    ]);
  });

  it('accepts a phone written with +91', async () => {
    expect((await sendMessage({ ...VALID, phone: '+91 9876543210' })).status).toBe(201);
    expect(await sql(server, 'select phone from contact_messages')).toEqual([{ phone: '9876543210' }]);
  });

  it.each([
    [{ ...VALID, name: '' }, 'Name is required'],
    [{ ...VALID, email: 'asha.example.com' }, 'Valid email required'],
    [{ ...VALID, email: undefined }, 'Valid email required'],
    [{ ...VALID, phone: '' }, 'Valid 10-digit phone number required'],
    [{ ...VALID, phone: '12345' }, 'Valid 10-digit phone number required'],
    [{ ...VALID, message: '   ' }, 'Message is required.'],
    [{ ...VALID, message: 'x'.repeat(5001) }, 'Message is too long (at most 5000 characters).'],
  ])('refuses %j with 400 "%s" and stores nothing', async (body, message) => {
    expect(await sendMessage(body)).toEqual({ status: 400, body: { message } });
    expect(await sql(server, 'select id from contact_messages')).toEqual([]);
  });

  it('refuses a body that is not an object with 400', async () => {
    expect((await sendMessage(['a'])).status).toBe(400);
    expect((await sendMessage('text')).status).toBe(400);
  });

  it('limits one address to 5 messages in 15 minutes (429)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await sendMessage(VALID, ip)).status).toBe(201);
    expect((await sendMessage(VALID, ip)).status).toBe(429);
    expect((await sendMessage(VALID)).status).toBe(201);
  });
});

describe('GET /api/v1/contact/all (admin)', () => {
  it('answers every message, newest first, in the legacy shape', async () => {
    await insertContact('Older', 'o@example.com', '9000000001', 10);
    await insertContact('Newer', 'n@example.com', '9000000002', 1);
    const res = await send(server, 'GET', '/api/v1/contact/all', undefined, { token: admin });
    expect(res.status).toBe(200);
    const list = res.body as RestContact[];
    expect(list.map((c) => c.name)).toEqual(['Newer', 'Older']);
    expect(Object.keys(list[0]).sort()).toEqual(['_id', 'createdAt', 'email', 'message', 'name', 'phone']);
    expect(list[0]).toMatchObject({ email: 'n@example.com', phone: '9000000002', message: 'Hello' });
  });

  it('is refused without the admin token (401) and to a customer (403)', async () => {
    const none = await send(server, 'GET', '/api/v1/contact/all');
    expect(none.status).toBe(401);
    expect(typeof none.body.message).toBe('string');
    expect((await send(server, 'GET', '/api/v1/contact/all', undefined, { token: (await insertCustomer(server)).token })).status).toBe(403);
  });
});

describe('contact messages over GraphQL', () => {
  const LIST =
    'query ($search: String, $page: Int, $pageSize: Int) { contactMessages(search: $search, page: $page, pageSize: $pageSize) { total page pageSize items { name email phone message createdAt } } }';
  type Page = { contactMessages: { total: number; page: number; pageSize: number; items: { name: string }[] } };

  it('sendContactMessage answers the confirmation text', async () => {
    const res = await server.gql<{ sendContactMessage: string }>(
      'mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) }',
      { input: VALID },
    );
    expect(res.data?.sendContactMessage).toBe('Message sent successfully!');
  });

  it('sendContactMessage refuses a bad e-mail with BAD_USER_INPUT', async () => {
    const res = await server.gql('mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) }', {
      input: { ...VALID, email: 'nope' },
    });
    expect(res.errors?.[0]).toMatchObject({ message: 'Valid email required', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('contactMessages searches name, e-mail or phone and pages, for the admin only', async () => {
    await insertContact('Asha Verma', 'asha@example.com', '9876543210', 3);
    await insertContact('Ravi Kumar', 'ravi@mail.in', '9123456789', 2);
    await insertContact('Meera', 'meera@example.com', '9000011111', 1);
    const all = await server.gql<Page>(LIST, { pageSize: 2 }, admin);
    expect(all.data?.contactMessages).toMatchObject({ total: 3, page: 1, pageSize: 2, items: [{ name: 'Meera' }, { name: 'Ravi Kumar' }] });
    const names = async (search: string) =>
      (await server.gql<Page>(LIST, { search }, admin)).data?.contactMessages.items.map((c) => c.name);
    expect(await names('ASHA')).toEqual(['Asha Verma']);
    expect(await names('mail.in')).toEqual(['Ravi Kumar']);
    expect(await names('+91 91234')).toEqual(['Ravi Kumar']);
    expect(await names('example')).toEqual(['Meera', 'Asha Verma']);
    expect(await names('100%')).toEqual([]);
    expect((await server.gql(LIST, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await server.gql(LIST, { page: 0 }, admin)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
