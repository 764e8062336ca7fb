import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/helpers.js';
import { insertCustomer, sql } from '../../../test/support/account-fixtures.js';
import { Role } from '../common/enums.js';
import { SessionCheck } from './sessions.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** A check whose LISTEN connection is played by `listen.serial` (0: down). */
function sessionsListeningTo(listen: { serial: number }): SessionCheck {
  const sessions = new SessionCheck(server.orm);
  sessions.rememberWhile(() => listen.serial);
  return sessions;
}

describe("a customer's session check is remembered only while revocations can be heard", () => {
  it('is remembered under one LISTEN connection, and read again after a reconnect (NOTIFYs may have been missed)', async () => {
    const listen = { serial: 1 };
    const sessions = sessionsListeningTo(listen);
    const customer = await insertCustomer(server, { name: 'Remembered' });
    const viewer = { id: customer.id, role: Role.Customer };
    expect(await sessions.isLive(viewer)).toBe(true);
    await sql(server, 'delete from users where id = ?', [customer.id]);
    // No revocation told to this check: the remembered answer stands (the cache is really used)...
    expect(await sessions.isLive(viewer)).toBe(true);
    // ...until the connection that would have told it is a new one.
    listen.serial = 2;
    expect(await sessions.isLive(viewer)).toBe(false);
  });

  it('forgets an account whose revocation is heard', async () => {
    const sessions = sessionsListeningTo({ serial: 1 });
    const customer = await insertCustomer(server, { name: 'Revoked' });
    const viewer = { id: customer.id, role: Role.Customer };
    expect(await sessions.isLive(viewer)).toBe(true);
    await sql(server, 'delete from users where id = ?', [customer.id]);
    sessions.revoked(Role.Customer, [customer.id]);
    expect(await sessions.isLive(viewer)).toBe(false);
  });

  it('remembers nothing while the LISTEN connection is down, nor an answer read while a revocation was heard', async () => {
    const listen = { serial: 0 };
    const sessions = sessionsListeningTo(listen);
    const customer = await insertCustomer(server, { name: 'Unheard' });
    const viewer = { id: customer.id, role: Role.Customer };
    expect(await sessions.isLive(viewer)).toBe(true);
    await sql(server, 'delete from users where id = ?', [customer.id]);
    expect(await sessions.isLive(viewer)).toBe(false);

    listen.serial = 3;
    const other = await insertCustomer(server, { name: 'Raced' });
    const raced = { id: other.id, role: Role.Customer };
    const reading = sessions.isLive(raced);
    sessions.revoked(Role.Customer, ['00000000-0000-4000-8000-000000000001']); // any revocation while the read is out
    expect(await reading).toBe(true);
    await sql(server, 'delete from users where id = ?', [other.id]);
    expect(await sessions.isLive(raced)).toBe(false);
  });

  it("reads an admin's session version on every check: a new password holds at once", async () => {
    const sessions = sessionsListeningTo({ serial: 1 });
    const id = '00000000-0000-4000-8000-00000000a0b1';
    await sql(server, `insert into admins (id, email, password_hash) values (?, 'sessions-test@example.com', 'x')`, [id]);
    const viewer = { id, role: Role.Admin, sessionVersion: 1 };
    expect(await sessions.isLive(viewer)).toBe(true);
    await sql(server, `update admins set password_hash = 'y' where id = ?`, [id]);
    expect(await sessions.isLive(viewer)).toBe(false);
  });
});
