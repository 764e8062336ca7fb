// The app's pubsub as the bench sees it: a LISTEN on the channel the server publishes on (server/src/graphql/
// pg-event-target.ts), to time when a new booking's BOOKING_CHANGED event goes out (what an admin's live list
// waits for) and to wait until the server has published everything before the next scenario starts.
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const CHANNEL = 'app_events';

export async function listenToEvents(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {
    /* the database stops at the end of the run */
  });
  /** bookingId -> performance.now() when its 'created' event arrived */
  const created = new Map();
  let lastAt = performance.now();
  client.on('notification', (msg) => {
    lastAt = performance.now();
    try {
      const { topic, detail } = JSON.parse(msg.payload);
      if (topic === 'BOOKING_CHANGED' && detail?.kind === 'created') created.set(detail.bookingId, lastAt);
    } catch {
      /* not ours */
    }
  });
  await client.connect();
  await client.query(`LISTEN ${CHANNEL}`);

  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  return {
    created,
    /** Resolves once every id has its 'created' event, or after maxMs; answers how many are still missing. */
    async waitForCreated(ids, maxMs) {
      const deadline = performance.now() + maxMs;
      let missing = ids.filter((id) => !created.has(id));
      while (missing.length && performance.now() < deadline) {
        await sleep(50);
        missing = missing.filter((id) => !created.has(id));
      }
      return missing.length;
    },
    /** Resolves once no event has arrived for quietMs (or after maxMs). */
    async waitForQuiet(quietMs, maxMs) {
      const deadline = performance.now() + maxMs;
      while (performance.now() - lastAt < quietMs && performance.now() < deadline) await sleep(50);
    },
    forget() {
      created.clear();
    },
    close: () => client.end().catch(() => {}),
  };
}
