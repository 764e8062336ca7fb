import type { IncomingMessage } from 'node:http';
import { CloseCode, handleProtocols, makeServer, type ServerOptions } from 'graphql-ws';
import type { WebSocket, WebSocketServer } from 'ws';

/** What graphql-ws hands the hooks as `ctx.extra`: the socket and the client's address, not the upgrade request. */
export interface SocketExtra {
  socket: WebSocket;
  ip: string;
}

const INTERNAL_ERROR = 'Internal server error';
const ALIVE = Symbol('alive');
type Heartbeat = WebSocket & { [ALIVE]?: boolean };

function markAlive(this: Heartbeat): void {
  this[ALIVE] = true;
}

/**
 * graphql-ws's `useServer` (graphql-ws/use/ws) made lighter per socket, for 10,000 sockets on one node (issue 23):
 * one heartbeat timer pings every socket and ends those that did not answer the previous ping (instead of an
 * interval and a timeout per socket), and the upgrade request is not kept for the socket's life: `ctx.extra` holds
 * the client's address, read once (`addressOf`). The protocol is graphql-ws's own (`makeServer`).
 */
export function serveGraphqlWs<P extends Record<string, unknown>>(
  options: ServerOptions<P, SocketExtra>,
  wsServer: WebSocketServer,
  addressOf: (request: IncomingMessage) => string,
  /** Told of each socket's opening and closing, with its address (graphql/live-sockets.ts). */
  sockets: { opened(ip: string): void; closed(ip: string, socket: WebSocket): void },
  keepAliveMs = 12_000,
): { dispose(): Promise<void> } {
  const server = makeServer(options);
  wsServer.options.handleProtocols = handleProtocols;
  const heartbeat = setInterval(() => {
    for (const socket of wsServer.clients as Set<Heartbeat>) {
      if (socket.readyState !== socket.OPEN) continue;
      if (socket[ALIVE] === false) {
        socket.terminate();
        continue;
      }
      socket[ALIVE] = false;
      socket.ping();
    }
  }, keepAliveMs);
  heartbeat.unref();

  const fail = (socket: WebSocket, err: unknown) => {
    console.error('Internal error on a GraphQL WebSocket.', err);
    socket.close(CloseCode.InternalServerError, INTERNAL_ERROR);
  };
  wsServer.on('connection', (socket: Heartbeat, request) => {
    const ip = addressOf(request);
    sockets.opened(ip);
    socket[ALIVE] = true;
    socket.on('pong', markAlive);
    socket.once('error', (err) => fail(socket, err));
    const closed = server.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise((resolve, reject) => {
            if (socket.readyState !== socket.OPEN) return resolve();
            socket.send(data, (err) => (err ? reject(err) : resolve()));
          }),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (cb) =>
          socket.on('message', (data) => {
            cb(String(data)).catch((err: unknown) => fail(socket, err));
          }),
      },
      { socket, ip },
    );
    socket.once('close', (code, reason) => {
      sockets.closed(ip, socket);
      void closed(code, String(reason));
    });
  });
  return {
    async dispose() {
      clearInterval(heartbeat);
      for (const client of wsServer.clients) client.close(1001, 'Going away');
      wsServer.removeAllListeners();
      await new Promise<void>((resolve, reject) => {
        wsServer.close((err) => (err ? reject(err) : resolve()));
      });
    },
  };
}
