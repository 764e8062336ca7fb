// Booking creation under load: one keep-alive connection per customer, each customer booking back to back
// (a new request as soon as the previous answer is read), like autocannon but with a token per connection;
// or, given a rate, paced so that all customers together offer that many bookings per second.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { bookingForm } from './fixtures.mjs';

/**
 * One customer's keep-alive connection: `post(headers, body)` writes a request and resolves with the answer's status
 * and body. Hand-written rather than node:http because the load shares the app's two cores: with http.request the
 * load generator spent 0.6 ms of CPU per booking here, a third of the app's own, and with this 0.1-0.3 ms (autocannon's
 * raw client does the same for the other rows). It reads what the app sends: HTTP/1.1 with Content-Length.
 */
function connection(url) {
  const { hostname, port, pathname } = new URL(url);
  let socket = null;
  let pending = null; // { resolve, reject, timer }
  let buffer = Buffer.alloc(0);

  function fail(err) {
    socket?.destroy();
    socket = null;
    buffer = Buffer.alloc(0);
    const p = pending;
    pending = null;
    clearTimeout(p?.timer);
    p?.reject(err);
  }
  function read(chunk) {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    const headEnd = buffer.indexOf('\r\n\r\n');
    if (headEnd < 0 || !pending) return;
    const head = buffer.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) return fail(new Error(`an answer without Content-Length: ${head.slice(0, 80)}`));
    const end = headEnd + 4 + Number(length[1]);
    if (buffer.length < end) return;
    const answer = { status: Number(head.slice(9, 12)), body: buffer.subarray(headEnd + 4, end) };
    buffer = buffer.subarray(end);
    const p = pending;
    pending = null;
    clearTimeout(p.timer);
    if (/\r\nconnection: *close/i.test(head)) fail(new Error('closed by the app'));
    p.resolve(answer);
  }
  function open() {
    socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
    socket.on('data', read);
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed')));
  }
  return {
    post(headers, body) {
      if (!socket) open();
      const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`);
      const request = `POST ${pathname} HTTP/1.1\r\nhost: ${hostname}:${port}\r\n${lines.join('')}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
      return new Promise((resolve, reject) => {
        pending = { resolve, reject, timer: setTimeout(() => fail(new Error('timeout')), 10_000) };
        socket.write(request);
      });
    },
    close: () => {
      pending = null;
      socket?.destroy();
    },
  };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * `tokens.length` customers book for `seconds` after `warmup` seconds; answers bookings/s, latency
 * percentiles (ms), what went wrong, and the bookings made.
 */
export async function bookingLoad({ url, tokens, cars, seconds, warmup, rate = 0, keyed = false, onMeasure = () => {} }) {
  const target = new URL('/api/v1/bookingsnew/book', url);
  let counter = 0;
  /** Every booking made (warm-up too): its id, when its answer arrived, and whether it was in the measured window. */
  const created = [];
  const stats = { latencies: [], ok: 0, failed: 0, statuses: new Map(), lastError: null };
  // BENCH_BOOKING_TRACE=file: every measured booking's start (epoch ms), latency and customer, to find the slow ones.
  if (process.env.BENCH_BOOKING_TRACE) stats.trace = [];
  let measuring = false;
  let stopAt = 0;

  // With a rate (bookings/s for all customers together), each customer books every tokens.length / rate seconds,
  // staggered, instead of back to back: latency at a given load rather than at saturation.
  const interval = rate > 0 ? (tokens.length / rate) * 1000 : 0;

  async function customer(token, index) {
    const client = connection(target);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    let nextAt = Date.now() + (interval * index) / tokens.length;
    try {
      while (Date.now() < stopAt) {
        if (interval) {
          const wait = nextAt - Date.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          if (Date.now() >= stopAt) break;
          nextAt = Math.max(nextAt + interval, Date.now());
        }
        const body = JSON.stringify(bookingForm(cars, (counter += 1)));
        const started = performance.now();
        try {
          // keyed: each booking sends an Idempotency-Key of its own, as the site's client does.
          const res = await client.post(keyed ? { ...headers, 'idempotency-key': randomUUID() } : headers, body);
          const answered = performance.now();
          if (res.status === 201) created.push({ id: JSON.parse(res.body).booking._id, at: answered, measured: measuring });
          stats.trace?.push([
            Math.round(performance.timeOrigin + started),
            Math.round((answered - started) * 10) / 10,
            index,
            measuring ? 1 : 0,
          ]);
          if (!measuring) continue; // answers completed in the measured window count, like autocannon
          stats.latencies.push(answered - started);
          if (res.status === 201) stats.ok += 1;
          else {
            stats.failed += 1;
            stats.statuses.set(res.status, (stats.statuses.get(res.status) ?? 0) + 1);
            stats.lastError = `${res.status} ${res.body.toString().slice(0, 200)}`;
          }
        } catch (err) {
          if (measuring) {
            stats.failed += 1;
            stats.lastError = err.message;
          }
          await new Promise((r) => setTimeout(r, 20)); // no connection: do not spin
        }
      }
    } finally {
      client.close();
    }
  }

  // One run of the customers: warm-up first (not counted), then the measured window.
  stopAt = Date.now() + (warmup + seconds) * 1000;
  const workers = tokens.map((t, i) => customer(t, i));
  let measuredFrom = 0;
  const switchOn = setTimeout(() => {
    onMeasure('start');
    measuring = true;
    measuredFrom = performance.now();
  }, warmup * 1000);
  let measuredTo = 0;
  const switchOff = setTimeout(
    () => {
      measuring = false;
      measuredTo = performance.now();
      onMeasure('end');
    },
    (warmup + seconds) * 1000,
  );
  await Promise.all(workers);
  clearTimeout(switchOn);
  clearTimeout(switchOff);
  if (!measuredTo) {
    measuring = false;
    measuredTo = performance.now();
    onMeasure('end');
  }
  const elapsed = (measuredTo - measuredFrom) / 1000;
  if (stats.trace) writeFileSync(process.env.BENCH_BOOKING_TRACE, stats.trace.map((t) => t.join(' ')).join('\n'));
  const sorted = stats.latencies.sort((a, b) => a - b);
  return {
    rps: stats.ok / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    ok: stats.ok,
    completed: stats.ok + stats.failed,
    failed: stats.failed,
    statuses: [...stats.statuses].map(([s, n]) => `${n} × ${s}`).join(', '),
    lastError: stats.lastError,
    created,
  };
}
