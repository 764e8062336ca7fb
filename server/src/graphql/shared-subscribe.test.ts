import { createPubSub } from '@graphql-yoga/subscription';
import { GraphQLInt, GraphQLObjectType, GraphQLSchema, GraphQLString, parse, type ExecutionResult } from 'graphql';
import { expect, it } from 'vitest';
import { sharedSubscribe } from './shared-subscribe.js';

// Issue 23: sockets asking the same thing share one source stream and one execution per event.
const pubsub = createPubSub<{ TICK: [{ n: number }] }>();
let sources = 0;
let executions = 0;
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
  subscription: new GraphQLObjectType({
    name: 'Subscription',
    fields: {
      tick: {
        type: GraphQLInt,
        subscribe: () => {
          sources += 1;
          return pubsub.subscribe('TICK');
        },
        resolve: (payload: { n: number }) => {
          executions += 1;
          return payload.n;
        },
      },
    },
  }),
});
const document = parse('subscription { tick }');
const as = (id: string) => ({ viewer: { id, role: 'CUSTOMER' }, badToken: false });

it('one source and one execution per event for every socket of one asker; another asker has its own', async () => {
  const subscribe = sharedSubscribe();
  const open = async (id: string) =>
    (await subscribe({ schema, document, contextValue: as(id) })) as AsyncIterableIterator<ExecutionResult>;
  const same = await Promise.all([open('asha'), open('asha'), open('asha')]);
  const other = await open('ravi');
  expect(sources).toBe(2);
  const reads = [...same, other].map((s) => s.next());
  pubsub.publish('TICK', { n: 1 });
  expect((await Promise.all(reads)).map((r) => r.value)).toEqual(Array(4).fill({ data: { tick: 1 } }));
  expect(executions).toBe(2);

  // One socket leaves: the others still get the next event; when all have left, the source is closed.
  await same[0].return?.();
  const next = [same[1].next(), same[2].next()];
  pubsub.publish('TICK', { n: 2 });
  expect((await Promise.all(next)).map((r) => r.value)).toEqual([{ data: { tick: 2 } }, { data: { tick: 2 } }]);
  await same[1].return?.();
  await same[2].return?.();
  expect(await same[2].next()).toEqual({ done: true, value: undefined });
  await open('asha');
  expect(sources).toBe(3);
});
