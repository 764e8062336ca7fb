import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { adminToken, createCar, json } from './support/booking-fixtures.js';
import { startTestServer, type TestServer } from './support/helpers.js';

/*
 * Partner API keys over WebSocket (graphql-ws on /graphql): an rk_ key in connectionParams is checked for every
 * operation by the same rule as over HTTP (modules/partners/partner-gate.ts): its scopes open the catalogue, a
 * field outside them is FORBIDDEN, a revoked or unknown key is UNAUTHENTICATED, with the same messages.
 */

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

let server: TestServer;
let admin: string;
let carId: string;
const clients: Client[] = [];

beforeAll(async () => {
  server = await startTestServer();
  admin = adminToken(server);
  carId = (await createCar(server, 'Socket Swift')).id;
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.dispose()));
});
afterAll(async () => {
  await server?.close();
});

const newKey = async (scopes: string[]) => {
  const res = await server.fetch('/api/v1/admin/api-keys', json(admin, { name: 'Socket partner', scopes }));
  expect(res.status).toBe(201);
  return (await res.json()) as { _id: string; key: string };
};

/** One socket, as a partner's graphql-ws client opens it (the key in connectionParams). */
function socketWith(key: string, header = 'Authorization'): Client {
  const client = createClient({
    url: `${server.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { [header]: `Bearer ${key}` },
    retryAttempts: 0,
  });
  clients.push(client);
  return client;
}

/** Runs one operation on the socket: its data, or the errors the server refused it with. */
function run(client: Client, query: string, variables?: Record<string, unknown>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answer: Answer = {};
    const timer = setTimeout(() => reject(new Error(`no answer to ${query}`)), 5000);
    const done = (value: Answer) => {
      clearTimeout(timer);
      dispose();
      resolve(value);
    };
    const dispose = client.subscribe(
      { query, variables },
      {
        next: (value) => {
          answer = value as Answer;
          if (answer.errors) done(answer);
        },
        error: (err) => done({ errors: (Array.isArray(err) ? err : [err]) as Answer['errors'] }),
        complete: () => done(answer),
      },
    );
  });
}

const overHttp = async (key: string, query: string) => {
  const res = await server.fetch('/graphql', json(key, { query }));
  return { status: res.status, body: (await res.json()) as Answer };
};

describe('an rk_ key in connectionParams', () => {
  it('reads the catalogue with catalogue:read, like over HTTP', async () => {
    const { key } = await newKey(['catalogue:read']);
    const socket = socketWith(key);
    const cars = await run(socket, '{ cars { id name } }');
    expect(cars.errors).toBeUndefined();
    expect(cars.data?.cars).toEqual([{ id: carId, name: 'Socket Swift' }]);
    const car = await run(socket, 'query ($id: ID!) { car(id: $id) { id } }', { id: carId });
    expect(car.data?.car).toEqual({ id: carId });
    // A lower-case header name works as well.
    expect((await run(socketWith(key, 'authorization'), '{ cars { id } }')).data?.cars).toHaveLength(1);
    const [row] = await server.orm.em
      .fork()
      .getConnection()
      .execute<{ last_used_at: Date | null }[]>('select last_used_at from api_keys order by created_at desc limit 1');
    expect(row.last_used_at).not.toBeNull();
  });

  it('is refused a field outside its scopes with the HTTP refusal (FORBIDDEN, the missing scope named)', async () => {
    const { key } = await newKey(['catalogue:read']);
    const socket = socketWith(key);
    const wrongScope = await run(socket, '{ partnerBookings { total } }');
    const http = await overHttp(key, '{ partnerBookings { total } }');
    expect(http.status).toBe(403);
    expect(wrongScope.errors?.[0]).toMatchObject({
      message: 'This API key lacks the scope bookings:read.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(wrongScope.errors?.[0]).toMatchObject(http.body.errors![0]);
    expect((await run(socket, '{ bookings { total } }')).errors?.[0]).toMatchObject({
      message: 'API keys cannot use the field bookings.',
      extensions: { code: 'FORBIDDEN' },
    });
    // No subscription is open to keys, whatever their scopes.
    const { key: every } = await newKey(['catalogue:read', 'bookings:read', 'bookings:write']);
    expect((await run(socketWith(every), 'subscription { bookingChanged { booking { id } } }')).errors?.[0]).toMatchObject({
      message: 'API keys cannot use the field bookingChanged.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('is refused at once once revoked, on a socket already open; an unknown key too', async () => {
    const { _id, key } = await newKey(['catalogue:read']);
    const socket = socketWith(key);
    expect((await run(socket, '{ cars { id } }')).data?.cars).toHaveLength(1);
    const revoked = await server.fetch(`/api/v1/admin/api-keys/${_id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(revoked.status).toBe(200);
    const refused = await run(socket, '{ cars { id } }');
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0]).toMatchObject({
      message: 'This API key is invalid or has been revoked.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(refused.errors?.[0]).toMatchObject((await overHttp(key, '{ cars { id } }')).body.errors![0]);
    expect((await run(socketWith('rk_not-a-real-key'), '{ cars { id } }')).errors?.[0]).toMatchObject({
      message: 'This API key is invalid or has been revoked.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
