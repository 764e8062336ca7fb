import { describe, expect, it, vi } from 'vitest';
import { blogsDocument } from '../components/blogs/blogsQuery';
import { createApolloClient } from './client';
import { i18n } from '../i18n/i18n';

function appRecordingHeaders() {
  const requests: Headers[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Headers(init?.headers));
    return new Response(JSON.stringify({ data: { blogs: [] } }), { headers: { 'content-type': 'application/json' } });
  });
  return { ...createApolloClient({ fetch }), requests };
}

describe('Apollo client', () => {
  it('sends the CSRF preflight header and no authorization when signed out', async () => {
    const { client, requests } = appRecordingHeaders();
    await client.query({ query: blogsDocument });
    expect(requests[0].get('apollo-require-preflight')).toBe('true');
    expect(requests[0].get('authorization')).toBeNull();
  });

  it('adds the customer token from session storage, read at request time', async () => {
    const { client, requests } = appRecordingHeaders();
    sessionStorage.setItem('token', 'customer-1');
    await client.query({ query: blogsDocument, fetchPolicy: 'network-only' });
    expect(requests[0].get('authorization')).toBe('Bearer customer-1');
  });

  // Issue 32: the server says its sentences (refusals, notifications, bill lines) in the screens' language.
  it('asks for answers in Hindi while the screens are in Hindi, and sends no language in English', async () => {
    const { client, requests } = appRecordingHeaders();
    await client.query({ query: blogsDocument, fetchPolicy: 'network-only' });
    expect(requests[0].get('accept-language')).toBeNull();
    await i18n.changeLanguage('hi');
    await client.query({ query: blogsDocument, fetchPolicy: 'network-only' });
    expect(requests[1].get('accept-language')).toBe('hi');
  });

  it('sends the admin token instead on the admin client', async () => {
    const { adminClient, requests } = appRecordingHeaders();
    sessionStorage.setItem('token', 'customer-1');
    sessionStorage.setItem('adminToken', 'admin-1');
    await adminClient.query({ query: blogsDocument, fetchPolicy: 'network-only' });
    expect(requests[0].get('authorization')).toBe('Bearer admin-1');
  });

  it('sends no customer token on the admin client when no admin token is stored', async () => {
    const { adminClient, requests } = appRecordingHeaders();
    sessionStorage.setItem('token', 'customer-1');
    await adminClient.query({ query: blogsDocument, fetchPolicy: 'network-only' });
    expect(requests[0].get('authorization')).toBeNull();
  });

  it('shares one cache between the customer and the admin client', () => {
    const { client, adminClient } = appRecordingHeaders();
    expect(adminClient.cache).toBe(client.cache);
  });
});
