import { describe, expect, it, vi } from 'vitest';
import { claimUpiPaymentDocument } from '../routes/bookings/useClaimUpiPaymentMutation';
import { IDEMPOTENT } from './idempotent';
import { createApolloClient } from './client';

const claimed = {
  claimUpiPayment: {
    __typename: 'Payment',
    id: 'p1',
    purpose: 'ADVANCE',
    method: 'UPI',
    amount: 1599,
    status: 'CLAIMED',
    reference: '401234567890',
    createdAt: '2026-11-27T00:00:00Z',
  },
};

/** A server that drops the first answer (a lost connection), then answers. */
function flakyServer() {
  const keys: (string | null)[] = [];
  let calls = 0;
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    keys.push(new Headers(init?.headers).get('idempotency-key'));
    calls += 1;
    if (calls === 1) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ data: claimed }), { headers: { 'content-type': 'application/json' } });
  });
  return { ...createApolloClient({ fetch }), keys };
}

describe('Idempotency-Key from the client (issue 29)', () => {
  it('sends one key for a mutation and its retry after a lost answer, and a new key for the next submit', async () => {
    const { client, keys } = flakyServer();
    const variables = { bookingId: 'b1', purpose: 'ADVANCE' as const, utr: '401234567890' };
    const send = () => client.mutate({ mutation: claimUpiPaymentDocument, variables, context: IDEMPOTENT });
    await expect(send()).rejects.toThrow();
    await send();
    await send();
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('sends no key on operations that do not ask for one', async () => {
    const { client, keys } = flakyServer();
    const variables = { bookingId: 'b1', purpose: 'ADVANCE' as const, utr: '401234567890' };
    await expect(client.mutate({ mutation: claimUpiPaymentDocument, variables })).rejects.toThrow();
    expect(keys[0]).toBeNull();
  });
});
