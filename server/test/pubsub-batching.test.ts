import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from './support/helpers.js';
import { statementsSentDuring } from './support/sent-statements.js';
import { createPgEventTarget, type PgEventTarget } from '../src/graphql/pg-event-target.js';

// Events published in the same tick go out in one NOTIFY statement (graphql/pg-event-target.ts): a new booking
// publishes BOOKING_CHANGED and NOTIFICATION_ADDED one after the other, and each cost a round trip of its own.
let target: PgEventTarget;

beforeAll(async () => {
  target = createPgEventTarget(await createTestDatabase());
  await target.ready;
});
afterAll(async () => {
  await target?.close();
});

it('sends the events of one tick in one statement, in the order they were published', async () => {
  const heard: string[] = [];
  const both = new Promise<void>((resolve) => {
    const hear = (event: Event) => {
      heard.push(`${event.type} ${(event as CustomEvent<{ n: number }>).detail.n}`);
      if (heard.length === 3) resolve();
    };
    target.addEventListener('FIRST', hear);
    target.addEventListener('SECOND', hear);
  });
  const sent = (
    await statementsSentDuring(async () => {
      target.dispatchEvent(new CustomEvent('FIRST', { detail: { n: 1 } }));
      target.dispatchEvent(new CustomEvent('SECOND', { detail: { n: 2 } }));
      target.dispatchEvent(new CustomEvent('FIRST', { detail: { n: 3 } }));
      await both;
    })
  ).filter((text) => text.includes('pg_notify'));
  expect(sent).toHaveLength(1);
  expect(heard).toEqual(['FIRST 1', 'SECOND 2', 'FIRST 3']);
});
