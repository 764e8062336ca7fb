import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/helpers.js';
import { createPgEventTarget, type PgEventTarget } from './pg-event-target.js';

let sender: PgEventTarget;
let receiver: PgEventTarget;

beforeAll(async () => {
  const url = await createTestDatabase();
  sender = createPgEventTarget(url);
  receiver = createPgEventTarget(url);
  await Promise.all([sender.ready, receiver.ready]);
});
afterAll(async () => {
  await sender?.close();
  await receiver?.close();
});

describe('the PostgreSQL LISTEN/NOTIFY event target', () => {
  it('delivers a burst of 500 events to another connection, every one and in the order sent', async () => {
    const seen: number[] = [];
    const all = new Promise<void>((resolve) => {
      receiver.addEventListener('BURST', (e) => {
        seen.push((e as CustomEvent<{ n: number }>).detail.n);
        if (seen.length === 500) resolve();
      });
    });
    for (let n = 0; n < 500; n += 1) sender.dispatchEvent(new CustomEvent('BURST', { detail: { n } }));
    await all;
    expect(seen).toEqual(Array.from({ length: 500 }, (_, n) => n));
  });

  it('sends what was queued before it closes', async () => {
    const got = new Promise<unknown>((resolve) => receiver.addEventListener('LAST', (e) => resolve((e as CustomEvent).detail)));
    sender.dispatchEvent(new CustomEvent('LAST', { detail: { bye: true } }));
    await sender.close();
    expect(await got).toEqual({ bye: true });
  });
});
