// Booking creation under load: one keep-alive connection per customer, each customer booking back to back
// (a new request as soon as the previous answer is read), like autocannon but with a token per connection;
// or, given a rate, paced so that all customers together offer that many bookings per second.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { bookingForm } from './fixtures.mjs';

function post(agent, url, headers, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
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
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
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
          const res = await post(agent, target, keyed ? { ...headers, 'idempotency-key': randomUUID() } : headers, body);
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
      agent.destroy();
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
