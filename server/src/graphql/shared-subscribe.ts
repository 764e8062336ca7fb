import { createSourceEventStream, execute, print, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { AppContext } from './context.js';

type Results = Map<string, Promise<ExecutionResult>>;

/** Who is asking, as far as a subscription's result can depend on it. */
function askerOf(context: unknown): string {
  const { viewer, badToken, partner } = (context ?? {}) as Partial<AppContext>;
  return `${viewer?.role ?? '-'}:${viewer?.id ?? '-'}:${badToken ? 1 : 0}:${(partner as { id?: string } | undefined)?.id ?? '-'}`;
}

/**
 * graphql-ws's `subscribe`, executing each event once per process for every socket that asks the same thing: the
 * pubsub hands every local subscriber the same payload object, so the result of (that payload, document,
 * variables, asker) is computed by the first socket and shared by the others (1,000 sockets of one customer,
 * or 1,000 admins, cost one execution per event instead of 1,000). Filters still run per socket, before this.
 */
export function sharedSubscribe() {
  const byPayload = new WeakMap<object, Results>();
  return async (args: ExecutionArgs) => {
    const stream = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in (stream as object))) return stream as ExecutionResult;
    const source = (stream as AsyncIterable<unknown>)[Symbol.asyncIterator]();
    const key = `${args.operationName ?? ''}\n${JSON.stringify(args.variableValues ?? {})}\n${askerOf(args.contextValue)}\n${print(args.document)}`;
    const run = (payload: unknown) => Promise.resolve(execute({ ...args, rootValue: payload }));
    const results: AsyncIterableIterator<ExecutionResult> = {
      [Symbol.asyncIterator]() {
        return results;
      },
      async next() {
        const step = await source.next();
        if (step.done) return { done: true, value: undefined };
        const payload = step.value;
        if (payload === null || typeof payload !== 'object') return { done: false, value: await run(payload) };
        let shared = byPayload.get(payload);
        if (!shared) {
          shared = new Map();
          byPayload.set(payload, shared);
        }
        let result = shared.get(key);
        if (!result) {
          result = run(payload);
          shared.set(key, result);
        }
        return { done: false, value: await result };
      },
      async return() {
        await source.return?.();
        return { done: true, value: undefined };
      },
      async throw(err: unknown) {
        if (source.throw) await source.throw(err);
        throw err;
      },
    };
    return results;
  };
}
