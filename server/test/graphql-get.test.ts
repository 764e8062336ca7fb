import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createCar, createCustomer, type Customer } from './support/booking-fixtures.js';
import { startTestServer, type TestServer } from './support/helpers.js';
import { PUBLIC_GET_CACHE } from '../src/http/get-cache-control.js';

let server: TestServer;
let asha: Customer;
beforeAll(async () => {
  server = await startTestServer();
  await createCar(server, 'Fortuner');
  asha = await createCustomer(server, 'Asha Verma');
});
afterAll(async () => {
  await server?.close();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** A GET the way Apollo's persisted-query link sends one (with the CSRF-prevention header). */
function get(params: { query?: string; hash?: string; variables?: unknown }, headers: Record<string, string> = {}) {
  const search = new URLSearchParams();
  if (params.query) search.set('query', params.query);
  if (params.variables) search.set('variables', JSON.stringify(params.variables));
  if (params.hash) search.set('extensions', JSON.stringify({ persistedQuery: { version: 1, sha256Hash: params.hash } }));
  return server.fetch(`/graphql?${search}`, { headers: { 'apollo-require-preflight': 'true', ...headers } });
}

describe('automatic persisted queries over GET', () => {
  it('registers a query by its hash, then answers the hash alone, cacheable by a CDN', async () => {
    const query = 'query Catalogue { cars { id name isBooked } }';
    const hash = sha256(query);
    const unknown = await (await get({ hash })).json();
    expect(unknown.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');

    const first = await get({ query, hash });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_GET_CACHE);
    const again = await get({ hash });
    expect(again.headers.get('cache-control')).toBe(PUBLIC_GET_CACHE);
    expect((await again.json()).data.cars.map((c: { name: string }) => c.name)).toEqual(['Fortuner']);
  });

  it('marks every other GET no-store: a customer field, a request with a token, an error', async () => {
    const me = await get({ query: '{ me { id } }' }, { authorization: `Bearer ${asha.token}` });
    expect((await me.json()).data.me.id).toBe(asha.id);
    expect(me.headers.get('cache-control')).toBe('no-store');
    const withToken = await get({ query: '{ cars { id } }' }, { authorization: `Bearer ${asha.token}` });
    expect(withToken.headers.get('cache-control')).toBe('no-store');
    const mixed = await get(
      { query: '{ cars { id } adminDashboard { pendingBookings } }' },
      { authorization: `Bearer ${adminToken(server)}` },
    );
    expect(mixed.headers.get('cache-control')).toBe('no-store');
    const bad = await get({ query: '{ car(id: "00000000-0000-4000-8000-000000000000") { id } }' });
    expect(bad.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses mutations over GET, and GETs without the CSRF-prevention header', async () => {
    const mutation = await get({ query: 'mutation { markAllNotificationsRead }' }, { authorization: `Bearer ${asha.token}` });
    expect(mutation.status).toBe(405);
    const bare = await server.fetch(`/graphql?${new URLSearchParams({ query: '{ cars { id } }' })}`);
    expect(bare.status).toBe(400);
  });
});
