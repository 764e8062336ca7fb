import { createSourceEventStream, execute, print, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { AppContext } from './context.js';

/** Who is asking, as far as a subscription's result can depend on it. */
function askerOf(context: unknown): string {
  const { viewer, badToken, partner } = (context ?? {}) as Partial<AppContext>;
  return `${viewer?.role ?? '-'}:${viewer?.id ?? '-'}:${badToken ? 1 : 0}:${(partner as { id?: string } | undefined)?.id ?? '-'}`;
}

/** One socket's view of a hub: the results it has not read yet, or the read waiting for the next one. */
class Listener implements AsyncIterableIterator<ExecutionResult> {
  private readonly queue: ExecutionResult[] = [];
  private waiting: { resolve(step: IteratorResult<ExecutionResult>): void; reject(err: unknown): void } | null = null;
  private ended = false;
  private failure: { error: unknown } | null = null;

  constructor(private readonly hub: Hub) {}

  [Symbol.asyncIterator](): this {
    return this;
  }

  push(result: ExecutionResult): void {
    if (this.ended) return;
    const waiting = this.waiting;
    this.waiting = null;
    if (waiting) waiting.resolve({ done: false, value: result });
    else this.queue.push(result);
  }

  /** The source ended (`failure` undefined) or failed: what is queued is still read first. */
  end(failure?: { error: unknown }): void {
    this.failure = failure ?? null;
    const waiting = this.waiting;
    this.waiting = null;
    if (!waiting) return;
    if (failure) waiting.reject(failure.error);
    else waiting.resolve({ done: true, value: undefined });
    this.ended = true;
  }

  next(): Promise<IteratorResult<ExecutionResult>> {
    const value = this.queue.shift();
    if (value) return Promise.resolve({ done: false, value });
    if (this.failure) return Promise.reject(this.failure.error);
    if (this.ended || this.hub.finished) return Promise.resolve({ done: true, value: undefined });
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
    });
  }

  async return(): Promise<IteratorResult<ExecutionResult>> {
    this.ended = true;
    this.queue.length = 0;
    this.waiting?.resolve({ done: true, value: undefined });
    this.waiting = null;
    this.hub.leave(this);
    return { done: true, value: undefined };
  }

  async throw(err: unknown): Promise<IteratorResult<ExecutionResult>> {
    await this.return();
    throw err;
  }
}

/**
 * One source event stream and one execution per event for every socket of this process that asks the same thing
 * (same document, variables and asker, so the same filters and the same answer): 10,000 sockets of one customer
 * hold one pubsub subscription, run its filter and its resolvers once per event, and each keeps only a small queue
 * (issue 23: memory and CPU per socket). The source is made with the first socket's context, which differs from
 * the others' only by its address and its own identity map.
 */
class Hub {
  private readonly listeners = new Set<Listener>();
  finished = false;

  constructor(
    private readonly source: AsyncIterator<unknown>,
    private readonly run: (payload: unknown) => Promise<ExecutionResult>,
    private readonly gone: () => void,
  ) {
    void this.pump();
  }

  join(): Listener {
    const listener = new Listener(this);
    this.listeners.add(listener);
    return listener;
  }

  leave(listener: Listener): void {
    this.listeners.delete(listener);
    if (this.listeners.size > 0 || this.finished) return;
    this.finished = true;
    this.gone();
    void this.source.return?.();
  }

  private async pump(): Promise<void> {
    let failure: { error: unknown } | undefined;
    try {
      for (let step = await this.source.next(); !step.done && !this.finished; step = await this.source.next()) {
        // Those listening when the event came, not those who join while it is executed.
        const targets = [...this.listeners];
        const result = await this.run(step.value);
        for (const listener of targets) listener.push(result);
      }
    } catch (error) {
      failure = { error };
    }
    if (!this.finished) {
      this.finished = true;
      this.gone();
    }
    for (const listener of this.listeners) listener.end(failure);
  }
}

/** graphql-ws's `subscribe`, sharing one hub per (document, variables, asker) among the sockets of this process. */
export function sharedSubscribe() {
  // A hub being opened is there too (as its promise), so that sockets arriving together open one source.
  const hubs = new Map<string, Hub | Promise<Hub | ExecutionResult>>();
  const open = async (key: string, args: ExecutionArgs): Promise<Hub | ExecutionResult> => {
    const stream = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in (stream as object))) return stream as ExecutionResult;
    const hub: Hub = new Hub(
      (stream as AsyncIterable<unknown>)[Symbol.asyncIterator](),
      (payload) => Promise.resolve(execute({ ...args, rootValue: payload })),
      () => {
        if (hubs.get(key) === hub) hubs.delete(key);
      },
    );
    return hub;
  };
  return async (args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> => {
    const key = `${args.operationName ?? ''}\n${JSON.stringify(args.variableValues ?? {})}\n${askerOf(args.contextValue)}\n${print(args.document)}`;
    const entry = hubs.get(key);
    // Not awaited when there is none: the promise of this socket's hub must be in the map before another socket looks.
    const known = entry instanceof Promise ? await entry.catch(() => null) : entry;
    if (known instanceof Hub && !known.finished) return known.join();
    const opening = open(key, args);
    hubs.set(key, opening);
    const opened = await opening.catch((err: unknown) => {
      if (hubs.get(key) === opening) hubs.delete(key);
      throw err;
    });
    if (!(opened instanceof Hub)) {
      // Refused (e.g. not authorised): the next socket asks again.
      if (hubs.get(key) === opening) hubs.delete(key);
      return opened;
    }
    if (hubs.get(key) === opening) hubs.set(key, opened);
    return opened.join();
  };
}
