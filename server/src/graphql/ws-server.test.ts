import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { serveGraphqlWs, type SocketExtra } from './ws-server.js';

// The lighter useServer (issue 23): one heartbeat for every socket ends those that stop answering pings.
const KEEP_ALIVE_MS = 100;
let url: string;
let server: http.Server;
let wsServer: WebSocketServer;
let cleanup: { dispose(): Promise<void> };
const seen: SocketExtra[] = [];
const opened: string[] = [];

beforeAll(async () => {
  server = http.createServer();
  wsServer = new WebSocketServer({ server, path: '/graphql' });
  cleanup = serveGraphqlWs(
    {
      schema: buildSchema('type Query { hello: String }'),
      roots: { query: { hello: () => 'world' } },
      onConnect: (ctx) => {
        seen.push(ctx.extra);
        return true;
      },
    },
    wsServer,
    () => '10.1.2.3',
    { opened: (ip) => opened.push(ip), closed: () => {} },
    KEEP_ALIVE_MS,
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  await cleanup.dispose();
  await new Promise((resolve) => server.close(resolve));
});

/** A graphql-transport-ws socket, acknowledged; `autoPong: false` makes one that never answers a ping. */
async function connect(autoPong: boolean): Promise<{ socket: WebSocket; closed: Promise<number> }> {
  const socket = new WebSocket(url, 'graphql-transport-ws', { autoPong });
  const closed = new Promise<number>((resolve) => socket.once('close', resolve));
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ type: 'connection_init' }));
  await new Promise((resolve) => socket.once('message', resolve));
  return { socket, closed };
}

it('ends a socket that stops answering pings, keeps one that answers, and gives hooks the address, not the request', async () => {
  const silent = await connect(false);
  const alive = await connect(true);
  let pings = 0;
  alive.socket.on('ping', () => {
    pings += 1;
  });
  expect(await silent.closed).toBe(1006);
  // Terminated after one unanswered ping: the answering socket has seen at least that ping and is still open.
  expect(pings).toBeGreaterThanOrEqual(1);
  expect(alive.socket.readyState).toBe(WebSocket.OPEN);
  alive.socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: '{ hello }' } }));
  const answer = await new Promise<string>((resolve) => alive.socket.once('message', (data) => resolve(String(data))));
  expect(JSON.parse(answer)).toEqual({ id: '1', type: 'next', payload: { data: { hello: 'world' } } });
  expect(seen[0].ip).toBe('10.1.2.3');
  expect(Object.keys(seen[0]).sort()).toEqual(['ip', 'socket']);
  expect(opened).toEqual(['10.1.2.3', '10.1.2.3']);
  alive.socket.close();
});
