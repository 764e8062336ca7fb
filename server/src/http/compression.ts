// Response compression (issue 8). Static files come precompressed from the build (client-files.ts), the catalogue
// keeps compressed variants of each snapshot (catalogue-response.ts), and every other text answer of 1 kB or more
// (REST JSON, GraphQL, CSV, config.js) is compressed as it is sent, when the client asks for it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Content types worth compressing: text of any kind, JSON, JavaScript, SVG, XML. */
export const TEXT_TYPE =
  /^(text\/|application\/(json|javascript|xml|manifest\+json|graphql-response\+json|[\w.+-]+\+json)|image\/svg\+xml)/i;
/** Below this, compression saves less than it costs. */
export const MIN_COMPRESS_BYTES = 1024;

/** br when the client takes it, else gzip, else null (a q=0 refuses; `*` accepts both). */
export function preferredEncoding(accept: string | string[] | undefined): Encoding | null {
  if (!accept) return null;
  const header = Array.isArray(accept) ? accept.join(',') : accept;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name, qp ? Number(qp.slice(2)) || 0 : 1);
  }
  const accepts = (name: Encoding) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** Compresses for sending now (quick settings); `best` for bytes made once and sent many times. */
export function encode(body: Buffer, encoding: Encoding, best = false): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  return gzipSync(body, { level: best ? 9 : 6 });
}

export function addVary(res: ServerResponse): void {
  const vary = res.getHeader('vary');
  if (!vary) res.setHeader('Vary', 'Accept-Encoding');
  else if (!/accept-encoding/i.test(String(vary))) res.setHeader('Vary', `${String(vary)}, Accept-Encoding`);
}

type End = ServerResponse['end'];

/**
 * Compresses the body a handler sends in one `end(body)` call (Express's send and json, the GraphQL handler), when
 * it is text of at least 1 kB and the client accepts br or gzip. Responses streamed with write(), or that set
 * their own Content-Encoding, pass through untouched.
 */
export function compressWhenAsked(req: IncomingMessage, res: ServerResponse): void {
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  const end = res.end as (...args: unknown[]) => ServerResponse;
  res.end = function compressedEnd(this: ServerResponse, ...args: unknown[]) {
    const [chunk, chunkEncoding] = args;
    const isBody = typeof chunk === 'string' || chunk instanceof Uint8Array;
    if (!isBody || res.headersSent || res.getHeader('content-encoding') || !TEXT_TYPE.test(String(res.getHeader('content-type') ?? ''))) {
      return end.apply(this, args);
    }
    addVary(res);
    // Judged before the body becomes a Buffer: most answers to a client that takes no encoding were copied for nothing.
    if (!encoding || req.method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304) return end.apply(this, args);
    const body =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof chunkEncoding === 'string' ? (chunkEncoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (body.length < MIN_COMPRESS_BYTES) return end.apply(this, args);
    const out = encode(body, encoding);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', String(out.length));
    const callback = args.find((a) => typeof a === 'function');
    return end.call(this, out, callback);
  } as End;
}
