import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CatalogueSnapshot } from '../modules/cars/car-catalogue.js';
import { periodRestBody } from '../modules/cars/catalogue-rest.js';
import { isDomainError, ServiceUnavailableError } from '../modules/common/errors.js';
import { periodQuery } from '../modules/availability/period.schemas.js';
import { sendError } from './errors.js';
import { assertQueryString, operationFor } from './contract/validate-input.js';
import { MIN_COMPRESS_BYTES, compressWhenAsked, encode, preferredEncoding, type Encoding } from './compression.js';

/** A snapshot's bytes, ETag and two header lists (one writeHead each instead of many setHeader). */
interface Prepared {
  body: Buffer;
  etag: string;
  ok: string[];
  notModified: string[];
  /** The same JSON compressed, made on the first request that asks for each encoding. */
  encoded: Partial<Record<Encoding, { body: Buffer; ok: string[] }>>;
}

export interface CatalogueSource {
  /** The snapshot in force, or null (never waits). */
  fresh(): CatalogueSnapshot | null;
  current(): Promise<CatalogueSnapshot>;
}

/**
 * GET /api/v1/cars, polled by every open listing: the snapshot's JSON is prepared once and a poll that changed
 * nothing gets a 304 on its ETag.
 */
export function catalogueResponse(catalogue: CatalogueSource, headers: [string, string][], log: (msg: string) => void) {
  // Only the snapshot in force is ever asked for again: keep the one last prepared.
  let last: { snap: CatalogueSnapshot; prepared: Prepared } | null = null;
  const prepare = (snap: CatalogueSnapshot): Prepared => {
    if (last?.snap === snap) return last.prepared;
    const body = Buffer.from(JSON.stringify(snap.rest));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const common = [...headers.flat(), 'ETag', etag, 'Cache-Control', 'no-cache', 'Vary', 'Accept-Encoding'];
    const type = ['Content-Type', 'application/json; charset=utf-8'];
    const prepared: Prepared = {
      body,
      etag,
      notModified: common,
      ok: [...common, ...type, 'Content-Length', String(body.length)],
      encoded: {},
    };
    last = { snap, prepared };
    return prepared;
  };
  const compressed = (p: Prepared, encoding: Encoding) => {
    const body = encode(p.body, encoding);
    return {
      body,
      ok: [
        ...p.notModified,
        'Content-Type',
        'application/json; charset=utf-8',
        'Content-Length',
        String(body.length),
        'Content-Encoding',
        encoding,
      ],
    };
  };
  const send = (req: IncomingMessage, res: ServerResponse, snap: CatalogueSnapshot) => {
    const p = prepare(snap);
    if (req.headers['if-none-match'] === p.etag) {
      res.writeHead(304, p.notModified);
      res.end();
      return;
    }
    const encoding = p.body.length >= MIN_COMPRESS_BYTES ? preferredEncoding(req.headers['accept-encoding']) : null;
    if (encoding) {
      const v = (p.encoded[encoding] ??= compressed(p, encoding));
      res.writeHead(200, v.ok);
      res.end(req.method === 'HEAD' ? undefined : v.body);
      return;
    }
    res.writeHead(200, p.ok);
    res.end(req.method === 'HEAD' ? undefined : p.body);
  };
  // The period parameters are checked against the operation that documents this route, as Express routes are.
  const listCars = operationFor('get', '/v1/cars');
  const unavailable = (res: ServerResponse, err: Error) => {
    log(`catalogue: ${err.message}`);
    sendError(res, new ServiceUnavailableError('The catalogue is unavailable right now. Please try again.'), log, 'rest');
  };
  const sendSnapshot = (req: IncomingMessage, res: ServerResponse) => {
    const snap = catalogue.fresh();
    if (snap) {
      send(req, res, snap);
      return;
    }
    catalogue
      .current()
      .then((built) => send(req, res, built))
      .catch((err: Error) => unavailable(res, err));
  };
  // With the four period parameters: judged for that period from the snapshot's availability index (no query).
  const sendPeriod = (req: IncomingMessage, res: ServerResponse, query: string) => {
    let fields;
    try {
      if (listCars) assertQueryString(listCars, query);
      fields = periodQuery(query);
    } catch (err) {
      if (isDomainError(err)) {
        sendError(res, err, log, 'rest');
        return;
      }
      throw err;
    }
    // Blank parameters (a form submitted empty) ask for no period: today's snapshot.
    if (!fields) {
      sendSnapshot(req, res);
      return;
    }
    const period = fields;
    catalogue
      .current()
      .then((snap) => {
        const body = periodRestBody(snap, period);
        compressWhenAsked(req, res);
        for (const [name, value] of headers) res.setHeader(name, value);
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(req.method === 'HEAD' ? undefined : body);
      })
      .catch((err: Error) => unavailable(res, err));
  };
  return (req: IncomingMessage, res: ServerResponse): void => {
    const url = req.url ?? '';
    const q = url.indexOf('?');
    if (q >= 0 && /(?:^|&)(?:pickup|drop)(?:Date|Time)=/.test(url.slice(q + 1))) {
      sendPeriod(req, res, url.slice(q + 1));
      return;
    }
    sendSnapshot(req, res);
  };
}
