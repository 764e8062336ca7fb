import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { periodRestBody, type CatalogueSnapshot } from '../modules/cars/car-catalogue.js';
import { isDomainError, ServiceUnavailableError } from '../modules/common/errors.js';
import { periodQuery } from '../modules/bookings/booking-periods.js';
import { sendError } from './errors.js';

/** A snapshot's bytes, ETag and two header lists (one writeHead each instead of many setHeader). */
interface Prepared { body: Buffer; etag: string; ok: string[]; notModified: string[] }

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
    const common = [...headers.flat(), 'ETag', etag, 'Cache-Control', 'no-cache'];
    const prepared = { body, etag, notModified: common, ok: [...common, 'Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(body.length)] };
    last = { snap, prepared };
    return prepared;
  };
  const send = (req: IncomingMessage, res: ServerResponse, snap: CatalogueSnapshot) => {
    const p = prepare(snap);
    if (req.headers['if-none-match'] === p.etag) {
      res.writeHead(304, p.notModified);
      res.end();
      return;
    }
    res.writeHead(200, p.ok);
    res.end(req.method === 'HEAD' ? undefined : p.body);
  };
  // With the four period parameters: judged for that period from the snapshot's availability index (no query).
  const sendPeriod = (req: IncomingMessage, res: ServerResponse, query: string) => {
    let fields;
    try {
      fields = periodQuery(query);
    } catch (err) {
      if (isDomainError(err)) { sendError(res, err, log, 'rest'); return; }
      throw err;
    }
    catalogue.current().then((snap) => {
      const body = periodRestBody(snap, fields!);
      res.writeHead(200, [...headers.flat(), 'Cache-Control', 'no-cache', 'Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(Buffer.byteLength(body))]);
      res.end(req.method === 'HEAD' ? undefined : body);
    }, (err: Error) => {
      log(`catalogue: ${err.message}`);
      sendError(res, new ServiceUnavailableError('The catalogue is unavailable right now. Please try again.'), log, 'rest');
    });
  };
  return (req: IncomingMessage, res: ServerResponse): void => {
    const url = req.url ?? '';
    const q = url.indexOf('?');
    if (q >= 0 && /(?:^|&)(?:pickup|drop)(?:Date|Time)=/.test(url.slice(q + 1))) {
      sendPeriod(req, res, url.slice(q + 1));
      return;
    }
    const snap = catalogue.fresh();
    if (snap) {
      send(req, res, snap);
      return;
    }
    catalogue.current().then((built) => send(req, res, built), (err: Error) => {
      log(`catalogue: ${err.message}`);
      sendError(res, new ServiceUnavailableError('The catalogue is unavailable right now. Please try again.'), log, 'rest');
    });
  };
}
