import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A small load balancer for tests, doing what deploy/Caddyfile asks of Caddy: round robin over the upstreams whose
 * `/healthz/ready` answered 200 at the last check, WebSocket upgrades passed through, and a request retried on
 * another upstream when it cannot have been handled (the connection was refused) or when it is an idempotent read.
 * Written here rather than installing a proxy so the rolling-deploy test runs wherever `npm test` does.
 */
export interface Balancer {
  url: string;
  add(upstream: string): void;
  remove(upstream: string): void;
  /** Upstreams currently taking new requests. */
  healthy(): string[];
  close(): Promise<void>;
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function startBalancer(upstreams: string[], healthIntervalMs = 200): Promise<Balancer> {
  const all = new Set(upstreams);
  const up = new Set<string>();
  let next = 0;

  const check = async (upstream: string) => {
    const ok = await fetch(`${upstream}/healthz/ready`, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && all.has(upstream)) up.add(upstream);
    else up.delete(upstream);
  };
  await Promise.all([...all].map(check));
  const timer = setInterval(() => {
    for (const u of all) void check(u);
  }, healthIntervalMs);

  const pick = (avoid: Set<string>): string | undefined => {
    const candidates = [...up].filter((u) => !avoid.has(u));
    if (!candidates.length) return undefined;
    next = (next + 1) % candidates.length;
    return candidates[next];
  };
  const waitForUpstream = async (avoid: Set<string>) => {
    for (let i = 0; i < 100; i += 1) {
      const u = pick(avoid) ?? pick(new Set());
      if (u) return u;
      await new Promise((r) => setTimeout(r, 50));
    }
    return undefined;
  };

  const forward = (upstream: string, req: http.IncomingMessage, body: Buffer) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const target = new URL(req.url ?? '/', upstream);
      const out = http.request(target, { method: req.method, headers: { ...req.headers, host: target.host }, agent: false });
      out.once('response', resolve);
      out.once('error', reject);
      out.end(body);
    });

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const tried = new Set<string>();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const upstream = await waitForUpstream(tried);
      if (!upstream) break;
      tried.add(upstream);
      try {
        const answer = await forward(upstream, req, body);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        // A refused connection never reached the app; a read may be sent again whatever happened.
        if (code !== 'ECONNREFUSED' && !IDEMPOTENT.has(req.method ?? '')) break;
        up.delete(upstream);
      }
    }
    res.writeHead(502, { 'content-type': 'application/json' }).end('{"message":"No upstream answered."}');
  });

  const tunnels = new Set<net.Socket>();
  server.on('upgrade', async (req, socket, head) => {
    const upstream = await waitForUpstream(new Set());
    if (!upstream) {
      socket.destroy();
      return;
    }
    const { hostname, port } = new URL(upstream);
    const conn = net.connect(Number(port), hostname, () => {
      const lines = [
        `${req.method} ${req.url} HTTP/1.1`,
        ...Object.entries(req.headers).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : v}`),
      ];
      conn.write(`${lines.join('\r\n')}\r\n\r\n`);
      conn.write(head);
      conn.pipe(socket).pipe(conn);
    });
    tunnels.add(conn);
    const end = () => {
      tunnels.delete(conn);
      conn.destroy();
      socket.destroy();
    };
    conn.once('error', end);
    socket.once('error', end);
    conn.once('close', end);
    socket.once('close', end);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    add(upstream) {
      all.add(upstream);
      void check(upstream);
    },
    remove(upstream) {
      all.delete(upstream);
      up.delete(upstream);
    },
    healthy: () => [...up],
    async close() {
      clearInterval(timer);
      for (const tunnel of tunnels) tunnel.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
