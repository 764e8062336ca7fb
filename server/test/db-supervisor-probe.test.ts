import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseSupervisor } from '../src/db/supervisor.js';
import { freePort } from './support/processes.js';

// How the supervisor reads its probe: a database that answers nothing in time twice in a row is down, one slow answer
// is not (a busy host must not take every node out of the load balancer at once); a refused connection is down at once.
const sockets: net.Socket[] = [];
const hung = net.createServer((socket) => {
  // Accepts the connection and never answers PostgreSQL's start-up message.
  sockets.push(socket);
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => hung.close(resolve));
});

/** One probe, awaited: the supervisor's own timer would make the test wait on the clock. */
const probe = (supervisor: DatabaseSupervisor) => (supervisor as unknown as { probe(): Promise<void> }).probe();

function supervise(url: string): { supervisor: DatabaseSupervisor; said: string[] } {
  const said: string[] = [];
  return { supervisor: new DatabaseSupervisor({ url, stop: async () => {} }, { log: (m) => said.push(m) }), said };
}

describe('the database supervisor probe', () => {
  it('keeps a database that is slow once, and takes it down when it stays silent', async () => {
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const { port } = hung.address() as net.AddressInfo;
    const { supervisor, said } = supervise(`postgres://u:p@127.0.0.1:${port}/db`);
    await probe(supervisor);
    expect(supervisor.isUp()).toBe(true);
    expect(said).toEqual([]);
    await probe(supervisor);
    expect(supervisor.isUp()).toBe(false);
    expect(said).toEqual([expect.stringMatching(/^database unavailable: .*timeout/)]);
    await supervisor.stop();
  }, 15_000);

  it('takes a database that refuses the connection down at the first probe', async () => {
    const { supervisor, said } = supervise(`postgres://u:p@127.0.0.1:${await freePort()}/db`);
    await probe(supervisor);
    expect(supervisor.isUp()).toBe(false);
    expect(said).toEqual([expect.stringMatching(/^database unavailable: .*ECONNREFUSED/)]);
    await supervisor.stop();
  });
});
