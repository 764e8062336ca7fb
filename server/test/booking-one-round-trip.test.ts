import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, bookingWorld, json, type BookingWorld } from './support/booking-fixtures.js';
import { sql } from './support/account-fixtures.js';
import { statementsSentDuring } from './support/sent-statements.js';

// Issue 23: a booking's checks and writes are one round trip to PostgreSQL (bookings/booking-insert.ts), the car's
// price and name come from the catalogue in memory (checked by that statement), and a customer's session check is
// remembered while the LISTEN connection that announces revocations is up (auth/sessions.ts).
let { server, asha, ravi, admin, car } = {} as BookingWorld;

beforeAll(async () => {
  ({ server, asha, ravi, admin, car } = await bookingWorld());
  // The mails of each booking would be sent meanwhile; this file counts the request's own statements.
  await server.app.services.outbox.stop();
});
afterAll(async () => {
  await server?.close();
});

const book = (token: string, startDay: number, overrides: Record<string, unknown> = {}) =>
  server.fetch('/api/v1/bookingsnew/book', json(token, bookingBody(car.id, startDay, overrides)));

/**
 * Waits until every CATALOGUE_CHANGED published so far has come back over LISTEN (one ordered sender: a marker sent
 * now arrives after them), then rebuilds the catalogue, so that no rebuild happens during a count.
 */
async function settleCatalogue(): Promise<void> {
  const { pubsub, catalogue } = server.app.services;
  const marker = `settle-${Date.now()}-${Math.random()}`;
  const events = pubsub.subscribe('CATALOGUE_CHANGED')[Symbol.asyncIterator]();
  const heard = (async () => {
    for (let next = await events.next(); !next.done && next.value.at !== marker; next = await events.next());
  })();
  pubsub.publish('CATALOGUE_CHANGED', { at: marker });
  await heard;
  await events.return?.();
  await catalogue.list();
}

/**
 * The text of the prepared statement a booking's message executes, as PostgreSQL holds it (whether or not that
 * message carried it: a connection that holds it is sent only its EXECUTE), asked of every idle connection of the pool.
 */
async function preparedText(message: string): Promise<string | undefined> {
  const name = /execute (prepared_\w+)\(/.exec(message)?.[1];
  type Client = { query(text: string, values: unknown[]): Promise<{ rows: { statement: string }[] }> };
  const { client: pool } = server.orm.em.getConnection().getKnex() as unknown as {
    client: { pool: { numFree(): number }; acquireConnection(): Promise<Client>; releaseConnection(c: Client): Promise<unknown> };
  };
  const clients = await Promise.all(Array.from({ length: pool.pool.numFree() }, () => pool.acquireConnection()));
  try {
    for (const client of clients) {
      const { rows } = await client.query('select statement from pg_prepared_statements where name = $1', [name]);
      if (rows[0]) return rows[0].statement;
    }
    return undefined;
  } finally {
    await Promise.all(clients.map((client) => pool.releaseConnection(client)));
  }
}

/**
 * The statements sent to PostgreSQL while `act` runs, the pubsub's NOTIFY batches left out, and the database
 * supervisor's probe (db/supervisor.ts: `select 1` on its own client every few seconds, which a slow run catches).
 */
async function statementsDuring(act: () => Promise<unknown>): Promise<string[]> {
  return (await statementsSentDuring(act)).filter((text) => !text.includes('pg_notify') && text !== 'select 1');
}

describe('a booking is one round trip', () => {
  it('books with one message to PostgreSQL: the lock, the checks and every write, and the car row', async () => {
    // The first booking on the server: no connection holds the prepared statement yet.
    const first = await statementsDuring(async () => {
      expect((await book(asha.token, 3)).status).toBe(201); // the session and the webhook subscriptions are known now
    });
    await settleCatalogue();
    let answer: Response | null = null;
    const statements = await statementsDuring(async () => {
      answer = await book(asha.token, 6);
    });
    expect(answer!.status).toBe(201);
    expect(statements).toHaveLength(1);
    // The lock, then the checks and writes as a statement prepared on the connection (by a block, on a connection
    // that does not hold it yet) and executed.
    expect(statements[0]).toMatch(
      /^select pg_advisory_xact_lock\(hashtext\('pending-bookings:[-0-9a-f]+'\)\);\s*(do \$do\$[\s\S]*end \$do\$;\s*)?set local plan_cache_mode = force_generic_plan;\s*execute prepared_\w+\(/,
    );
    const prepared = first.find((text) => text.includes('pg_advisory_xact_lock'));
    expect(prepared).toMatch(
      /^select pg_advisory_xact_lock\(hashtext\('pending-bookings:[-0-9a-f]+'\)\);\s*do \$do\$[\s\S]*prepare (prepared_\w+) as with car as[\s\S]*set local plan_cache_mode = force_generic_plan;\s*execute \1\(/,
    );
    expect(prepared).toMatch(/insert into bookings[\s\S]*insert into outbox[\s\S]*insert into notifications[\s\S]*insert into rate_limits/);
  });

  it('on a connection that holds the statement, executes it alone: neither the block nor its text is sent again', async () => {
    expect((await book(asha.token, 7)).status).toBe(201);
    // The pool hands the next request the connection released last (tarn: last in, first out).
    const statements = await statementsDuring(async () => {
      expect((await book(asha.token, 8)).status).toBe(201);
    });
    const booking = statements.find((text) => text.includes('pg_advisory_xact_lock'))!;
    expect(booking).toMatch(
      /^select pg_advisory_xact_lock\(hashtext\('pending-bookings:[-0-9a-f]+'\)\);\s*set local plan_cache_mode = force_generic_plan;\s*execute prepared_\w+\(/,
    );
    expect(booking).not.toMatch(/\$do\$|insert into/);
    expect(booking.length).toBeLessThan(1_500);
  });

  it('a refusal is one round trip too, and writes nothing, not even a point of the daily limit', async () => {
    const taken = (await (await book(ravi.token, 40)).json()) as { booking: { _id: string } };
    // Accepted straight in the database: the catalogue is not told, so nothing else is read meanwhile.
    await sql(server, `update bookings set status = 'Accepted' where id = ?`, [taken.booking._id]);
    const spent = async () =>
      (await sql<{ points: number }>(server, 'select points from rate_limits where key = ?', [`bookings-created:${asha.id}`]))[0].points;
    const before = { points: await spent(), bookings: (await sql(server, 'select id from bookings')).length };
    await settleCatalogue();
    let answer: Response | null = null;
    const statements = await statementsDuring(async () => {
      answer = await book(asha.token, 41);
    });
    expect(answer!.status).toBe(409);
    expect(await answer!.json()).toEqual({ message: 'This car is already booked for those dates.' });
    expect(statements).toHaveLength(1);
    expect({ points: await spent(), bookings: (await sql(server, 'select id from bookings')).length }).toEqual(before);
  });

  it("prepares one statement for every booking of a kind: no value of the booking is in the prepared statement's text", async () => {
    await settleCatalogue();
    const named = async (token: string, startDay: number) => {
      const statements = await statementsDuring(async () => {
        expect((await book(token, startDay)).status).toBe(201);
      });
      // (ravi's first request also reads his session)
      return statements.map((text) => /execute (prepared_\w+)\(/.exec(text)?.[1]).find(Boolean);
    };
    // Another customer, other dates and another moment: the same text, so the same name and one plan per connection
    // (a value written into the text would prepare a statement per booking, each kept by the connection).
    const first = await named(asha.token, 90);
    expect(first).toMatch(/^prepared_[0-9a-f]{24}$/);
    expect(await named(ravi.token, 100)).toBe(first);
  });
});

describe('a connection that lost the statement this process prepared on it (DISCARD ALL, a pooler)', () => {
  it('is sent the statement anew within the same request: the booking goes through', async () => {
    expect((await book(asha.token, 130)).status).toBe(201); // its connection holds the statement
    await sql(server, 'deallocate all'); // on that connection: the pool hands out the one released last
    let answer: Response | null = null;
    const statements = await statementsDuring(async () => {
      answer = await book(asha.token, 140);
    });
    expect(answer!.status).toBe(201);
    // The EXECUTE alone failed (the statement does not exist) and wrote nothing; the block then prepared it anew.
    const bookings = statements.filter((text) => text.includes('pg_advisory_xact_lock'));
    expect(bookings).toHaveLength(2);
    expect(bookings[0]).not.toContain('$do$');
    expect(bookings[1]).toMatch(
      /do \$do\$ begin\s*if exists \(select 1 from pg_prepared_statements[\s\S]*deallocate[\s\S]*prepare prepared_\w+ as/,
    );
    expect(
      await sql(server, 'select id from bookings where user_id = ? and pickup_date = ?', [asha.id, bookingBody(car.id, 140).pickupDate]),
    ).toHaveLength(1);
  });
});

describe('after a migration changes a column the prepared statement returns', () => {
  it('the booking still goes through: the statement is prepared anew', async () => {
    expect((await book(asha.token, 110)).status).toBe(201); // prepared on the connection, with the column as it is
    const [{ type }] = await sql<{ type: string }>(
      server,
      `select format_type(atttypid, atttypmod) as type from pg_attribute where attrelid = 'bookings'::regclass and attname = 'admin_remarks'`,
    );
    await sql(server, `alter table bookings alter column admin_remarks type ${type === 'text' ? 'varchar(5000)' : 'text'}`);
    try {
      expect((await book(asha.token, 120)).status).toBe(201);
    } finally {
      await sql(server, `alter table bookings alter column admin_remarks type ${type}`);
    }
  });
});

describe('a booking with an Idempotency-Key is one round trip too (issue 33)', () => {
  const keyed = (startDay: number, key: string) => {
    const init = json(asha.token, bookingBody(car.id, startDay));
    return server.fetch('/api/v1/bookingsnew/book', { ...init, headers: { ...init.headers, 'idempotency-key': key } });
  };

  it("keeps the key in the booking's own message; a retry reads the kept booking once more", async () => {
    await settleCatalogue();
    let answer: Response | null = null;
    const statements = await statementsDuring(async () => {
      answer = await keyed(50, 'one-round-trip');
    });
    expect(answer!.status).toBe(201);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(
      /^select pg_advisory_xact_lock\(hashtext\('pending-bookings:[-0-9a-f]+'\)\);\s*delete from idempotency_keys[\s\S]*execute prepared_\w+\(/,
    );
    expect(await preparedText(statements[0])).toMatch(/insert into bookings[\s\S]*insert into idempotency_keys/);
    const retried = await statementsDuring(async () => {
      answer = await keyed(50, 'one-round-trip');
    });
    expect(answer!.status).toBe(201);
    expect(answer!.headers.get('idempotent-replayed')).toBe('true');
    // The message that finds the key live (and books nothing), then the kept booking with its car.
    expect(retried).toHaveLength(2);
    expect(retried[1]).toMatch(/^select [\s\S]* from "bookings"/);
  });
});

describe("a partner's booking", () => {
  it("keeps the key with the account's upsert and the booking's message; a retry reads the kept booking and its customer at once", async () => {
    const created = await server.fetch('/api/v1/admin/api-keys', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ name: 'Hotel desk', scopes: ['bookings:write'] }),
    });
    const { key: apiKey } = (await created.json()) as { key: string };
    const send = (key = 'partner-round-trips', day = 60) =>
      server.fetch('/api/v1/partner/bookings', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}`, 'idempotency-key': key },
        body: JSON.stringify({ ...bookingBody(car.id, day), email: 'meera@example.com', name: 'Meera Shah', phone: '9812345678' }),
      });
    // The key's account is read once, then remembered: the counted requests are the key's second and third.
    expect((await send('partner-warm-up', 70)).status).toBe(201);
    await settleCatalogue();
    let answer: Response | null = null;
    const first = await statementsDuring(async () => {
      answer = await send();
    });
    expect(answer!.status).toBe(201);
    // The key's check and its rate limit, the car, the account with the key's live row, the booking's message, its customer.
    expect(first).toHaveLength(6);
    expect(first[3]).toMatch(/^with kept as \(select request_hash[\s\S]*insert into users/);
    expect(first[4]).toMatch(/^select pg_advisory_xact_lock[\s\S]*execute prepared_\w+\(/);
    expect(await preparedText(first[4])).toMatch(/insert into bookings[\s\S]*insert into idempotency_keys/);
    const retried = await statementsDuring(async () => {
      answer = await send();
    });
    expect(answer!.headers.get('idempotent-replayed')).toBe('true');
    expect(((await answer!.json()) as { booking: { email: string } }).booking.email).toBe('meera@example.com');
    // The same four, then the kept booking with its car and its customer in one statement.
    expect(retried).toHaveLength(5);
    expect(retried[4]).toMatch(/^select "b0"\.\*[\s\S]* from "bookings" as "b0" [\s\S]*join "users"/);
  });
});

describe('the car as the catalogue in memory has it', () => {
  it('a price or name changed in the database since the catalogue was read is noticed: booked at the new price, worded with the new name', async () => {
    await sql(server, `update cars set price = 6000, name = 'Fortuner Legender' where id = ?`, [car.id]);
    // The catalogue is not told: it still says 5499.
    expect((await server.app.services.catalogue.list()).find((c) => c.id === car.id)?.price).toBe(5499);
    try {
      const res = await book(ravi.token, 12);
      expect(res.status).toBe(201);
      const { booking } = (await res.json()) as { booking: { _id: string; amount: number; carId: { name: string; price: number } } };
      expect(booking.amount).toBe(12000);
      expect(booking.carId).toMatchObject({ name: 'Fortuner Legender', price: 6000 });
      const [note] = await sql<{ message: string }>(server, 'select message from notifications where booking_id = ?', [booking._id]);
      expect(note.message).toMatch(/^Your booking for Fortuner Legender on /);
    } finally {
      await sql(server, `update cars set price = 5499, name = 'Fortuner' where id = ?`, [car.id]);
    }
  });

  it('a car deleted since the catalogue was read is a 404 and nothing is written', async () => {
    const { createCar } = await import('./support/booking-fixtures.js');
    const doomed = await createCar(server, 'Aura');
    expect((await server.app.services.catalogue.list()).some((c) => c.id === doomed.id)).toBe(true);
    await sql(server, 'delete from cars where id = ?', [doomed.id]);
    const before = (await sql(server, 'select id from bookings')).length;
    const res = await server.fetch('/api/v1/bookingsnew/book', json(asha.token, bookingBody(doomed.id, 20)));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Car not found.' });
    expect((await sql(server, 'select id from bookings')).length).toBe(before);
  });
});
