// The subscription fan-out scenario's subscribers, in their own process so that their work (1,000 sockets
// parsing every event) does not share an event loop with the bench. Started by scripts/bench.mjs with fork().
//
// Gets over IPC { app, mode, sockets, adminToken, tokens, bookings: [{ id, status, owner }], changes, warmups, loopback }:
// opens `sockets` graphql-ws clients, then makes `changes` status changes one after another (REST PUT
// /api/v1/bookingsnew/status/{id}, flipping Accepted <-> Rejected) and times each from just before its request
// is sent to the moment the last socket that should get it received it. Modes:
// - admin: every socket is an admin subscribed to `bookingChanged`; every change reaches all of them;
// - customer: every socket is the same customer (`tokens[0]`) subscribed to `notificationAdded`; all get it;
// - customers: socket i is customer `tokens[i]`; a change reaches only its booking's owner (socket `owner`), and a
//   delivery to anyone else is counted as an error. Answers
// { times, responseTimes, errors, notes, statuses } and exits after closing every socket. Around the measured
// changes it sends { phase: 'measure-start' | 'measure-end' } and waits for { ack } (the bench reads CPU times).
import { performance } from 'node:perf_hooks';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const SUBSCRIPTIONS = {
  admin: 'subscription { bookingChanged { bookingId kind pendingCount booking { id status } } }',
  customer: 'subscription { notificationAdded { id message } }',
  customers: 'subscription { notificationAdded { id message } }',
};
const OPEN_BATCH = 100;
// The server holds at most 50 sockets per client address (it trusts X-Forwarded-For from loopback): the
// subscribers arrive as 1,000 clients would, through a local proxy, 10 sockets per address.
const SOCKETS_PER_ADDRESS = 10;
const socketFrom = (index) =>
  class extends WebSocket {
    constructor(url, protocols) {
      const n = Math.floor(index / SOCKETS_PER_ADDRESS);
      super(url, protocols, { headers: { 'x-forwarded-for': `10.77.${(n >> 8) & 255}.${n & 255}` } });
    }
  };
// `loopback`: the sockets really come from 127.0.2.1, 127.0.2.2, … (no proxy header), 50 per address: the
// server's per-address cap, so 10,000 sockets are 200 addresses.
const LOOPBACK_PER_ADDRESS = 50;
const loopbackSocket = (index) =>
  class extends WebSocket {
    constructor(url, protocols) {
      const n = Math.floor(index / LOOPBACK_PER_ADDRESS);
      super(url, protocols, { localAddress: `127.0.${2 + (n >> 8)}.${(n & 255) + 1}` });
    }
  };
const DELIVERY_TIMEOUT_MS = 10_000;

process.once('message', (job) => {
  run(job).then(
    (result) => process.send({ ok: true, ...result }, () => process.exit(0)),
    (err) => process.send({ ok: false, error: String(err.stack ?? err) }, () => process.exit(1)),
  );
});
process.on('disconnect', () => process.exit(0));

/** Tells the bench where the measured part starts and ends (it reads the server's CPU time there). */
function phase(name) {
  return new Promise((resolve) => {
    process.on('message', function ack(m) {
      if (m?.ack === name) {
        process.off('message', ack);
        resolve();
      }
    });
    process.send({ phase: name });
  });
}

async function run({ app, mode = 'admin', sockets, adminToken, tokens, bookings, changes, warmups, loopback = false }) {
  const SUBSCRIPTION = SUBSCRIPTIONS[mode];
  const tokenOf = (index) => (mode === 'admin' ? adminToken : tokens[index % tokens.length]);
  const wsUrl = `${app.replace(/^http/, 'ws')}/graphql`;
  const clients = [];
  const notes = [];
  let errors = 0;
  // The change being waited for, and who has seen it.
  let waiting = null;
  let closedEarly = 0;

  let strays = 0;
  function onEvent(index, value) {
    if (!waiting) return;
    if (mode === 'admin') {
      const change = value?.data?.bookingChanged;
      if (!change || change.bookingId !== waiting.bookingId || change.booking?.status !== waiting.status) return;
    } else {
      const added = value?.data?.notificationAdded;
      if (!added || !added.message.endsWith(` ${waiting.status}.`)) return;
      if (mode === 'customers' && index !== waiting.owner) {
        strays += 1;
        return;
      }
    }
    if (waiting.seen[index]) return;
    waiting.seen[index] = 1;
    waiting.count += 1;
    if (waiting.count === waiting.need) waiting.done(performance.now());
  }

  async function open(index) {
    let connected;
    const ready = new Promise((resolve, reject) => {
      connected = { resolve, reject };
    });
    const client = createClient({
      url: wsUrl,
      webSocketImpl: loopback ? loopbackSocket(index) : socketFrom(index),
      lazy: false,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${tokenOf(index)}` },
      on: {
        connected: () => connected.resolve(),
        closed: (event) => {
          connected.reject(new Error(`socket ${index} closed before it connected (${event?.code ?? '?'} ${event?.reason ?? ''})`));
          if (!shuttingDown) closedEarly += 1;
        },
        error: (err) => connected.reject(err instanceof Error ? err : new Error(`socket ${index}: ${err?.message ?? 'error event'}`)),
      },
    });
    clients.push(client);
    const timer = setTimeout(() => connected.reject(new Error(`socket ${index} got no connection_ack within 30 s`)), 30_000);
    await ready.finally(() => clearTimeout(timer));
    client.subscribe(
      { query: SUBSCRIPTION },
      {
        next: (value) => {
          if (value.errors) {
            errors += 1;
            if (notes.length < 3) notes.push(`subscription error: ${value.errors[0]?.message}`);
            return;
          }
          onEvent(index, value);
        },
        error: (err) => {
          errors += 1;
          if (notes.length < 3) notes.push(`subscription failed: ${err?.message ?? JSON.stringify(err)}`);
        },
        complete: () => {},
      },
    );
  }

  let shuttingDown = false;
  const state = new Map(bookings.map((b) => [b.id, b.status]));
  let cursor = 0;

  /** One status change, timed to its last delivery; null when not every socket got it in time. */
  async function change() {
    const { id: bookingId, owner } = bookings[cursor % bookings.length];
    cursor += 1;
    const status = state.get(bookingId) === 'Accepted' ? 'Rejected' : 'Accepted';
    let done;
    const delivered = new Promise((resolve) => {
      done = resolve;
    });
    waiting = { bookingId, status, owner, need: mode === 'customers' ? 1 : sockets, seen: new Uint8Array(sockets), count: 0, done };
    const timer = setTimeout(() => done(null), DELIVERY_TIMEOUT_MS);
    const started = performance.now();
    const res = await fetch(`${app}/api/v1/bookingsnew/status/${bookingId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status }),
    });
    const answered = performance.now();
    const text = await res.text();
    if (res.status !== 200) {
      clearTimeout(timer);
      waiting = null;
      throw new Error(`PUT status ${status} on ${bookingId} answered ${res.status} ${text.slice(0, 200)}`);
    }
    state.set(bookingId, status);
    const last = await delivered;
    clearTimeout(timer);
    const seen = waiting.count;
    waiting = null;
    return { total: last === null ? null : last - started, response: answered - started, seen };
  }

  try {
    await phase('before-open');
    const openedAt = performance.now();
    for (let i = 0; i < sockets; i += OPEN_BATCH) {
      await Promise.all(Array.from({ length: Math.min(OPEN_BATCH, sockets - i) }, (_, k) => open(i + k)));
    }
    notes.push(`${sockets} sockets open in ${Math.round(performance.now() - openedAt)} ms`);
    await phase('opened');

    // The server sets each subscription up after its subscribe message: change until one change reaches every
    // socket, then a few more to warm up, none of them measured.
    let reachedAll = false;
    for (let attempt = 0; attempt < 10 && !reachedAll; attempt += 1) {
      const r = await change();
      reachedAll = r.total !== null;
    }
    if (!reachedAll)
      throw new Error(
        `no status change reached every subscribed socket within 10 tries${notes.length > 1 ? ` (${notes.slice(1).join('; ')})` : ''}`,
      );
    for (let i = 0; i < warmups; i += 1) await change();

    const times = [];
    const responseTimes = [];
    await phase('measure-start');
    for (let i = 0; i < changes; i += 1) {
      const r = await change();
      responseTimes.push(r.response);
      if (r.total === null) {
        errors += 1;
        notes.push(`change ${i + 1} reached ${r.seen} of ${sockets} sockets within ${DELIVERY_TIMEOUT_MS / 1000} s`);
      } else {
        times.push(r.total);
      }
    }
    await phase('measure-end');
    if (closedEarly) {
      errors += closedEarly;
      notes.push(`${closedEarly} sockets closed during the run`);
    }
    if (strays) {
      errors += strays;
      notes.push(`${strays} notifications reached a socket of another customer`);
    }
    return { times, responseTimes, errors, notes, statuses: bookings.map((b) => ({ ...b, status: state.get(b.id) })) };
  } finally {
    shuttingDown = true;
    await Promise.all(clients.map((c) => c.dispose()));
  }
}
