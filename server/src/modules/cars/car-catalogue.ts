import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Car } from './car.entity.js';
import type { CarService } from './car.service.js';
import { carToRest } from './car.rest.js';
import type { AppPubSub } from '../common/pubsub.js';

interface Snapshot {
  version: number;
  cars: Car[];
  body: Buffer;
  etag: string;
  validUntil: number;
  /** The 200 and 304 headers as flat lists, made on the first request (one writeHead instead of many setHeader). */
  sent?: { ok: string[]; notModified: string[] };
}

// Even with no event, re-read now and then: a write made straight in the database is seen within a minute.
const MAX_AGE_MS = 60_000;

/**
 * The car list every open listing polls, kept in memory as ready-to-send bytes. Any process that changes a car
 * or a booking publishes CATALOGUE_CHANGED (PostgreSQL NOTIFY), and every process drops its snapshot; the next
 * read rebuilds it once, however many requests are waiting.
 */
export class CarCatalogue {
  private snapshot: Snapshot | null = null;
  private building: Promise<Snapshot> | null = null;
  private version = 0;
  private readonly stopListening: () => void;

  constructor(private readonly orm: MikroORM, private readonly cars: CarService, private readonly pubsub: AppPubSub) {
    const iterator = this.pubsub.subscribe('CATALOGUE_CHANGED')[Symbol.asyncIterator]();
    let stopped = false;
    void (async () => {
      while (!stopped) {
        const next = await iterator.next();
        if (next.done) return;
        this.invalidate();
      }
    })();
    this.stopListening = () => { stopped = true; void iterator.return?.(); };
  }

  /** Tell every process that the catalogue changed. */
  changed(): void {
    this.invalidate();
    this.pubsub.publish('CATALOGUE_CHANGED', { at: new Date().toISOString() });
  }

  invalidate(): void {
    this.version += 1;
    this.snapshot = null;
  }

  async current(): Promise<Snapshot> {
    const snap = this.fresh() as Snapshot | null;
    if (snap) return snap;
    if (!this.building) {
      this.building = this.build().finally(() => { this.building = null; });
    }
    return this.building;
  }

  /** The snapshot in force, or null when the next read would rebuild it. Never waits. */
  fresh(): object | null {
    const snap = this.snapshot;
    return snap && snap.version === this.version && Date.now() < snap.validUntil ? snap : null;
  }

  async list(): Promise<Car[]> {
    return (await this.current()).cars;
  }

  /** Answers GET /api/v1/cars without Express: the bytes are prebuilt and a poll that changed nothing gets a 304. */
  async serveRest(req: IncomingMessage, res: ServerResponse, headers: [string, string][]): Promise<void> {
    const snap = await this.current();
    snap.sent ??= {
      notModified: [...headers.flat(), 'ETag', snap.etag, 'Cache-Control', 'no-cache'],
      ok: [...headers.flat(), 'ETag', snap.etag, 'Cache-Control', 'no-cache',
        'Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(snap.body.length)],
    };
    if (req.headers['if-none-match'] === snap.etag) {
      res.writeHead(304, snap.sent.notModified);
      res.end();
      return;
    }
    res.writeHead(200, snap.sent.ok);
    res.end(req.method === 'HEAD' ? undefined : snap.body);
  }

  close(): void {
    this.stopListening();
  }

  private async build(): Promise<Snapshot> {
    const version = this.version;
    const { cars, validUntil } = await this.cars.readCatalogue(this.orm.em.fork());
    const plain = cars.map((c) => ({ ...carToRest(c), id: c.id, createdAt: c.createdAt, offer: c.offer ?? null }) as unknown as Car);
    const body = Buffer.from(JSON.stringify(cars.map(carToRest)));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const expires = Math.min(Date.now() + MAX_AGE_MS, validUntil ? validUntil.getTime() + 1 : Infinity);
    const snap: Snapshot = { version, cars: plain, body, etag, validUntil: expires };
    // A change that arrived while we were reading makes this snapshot stale at once; keep it only if still current.
    if (version === this.version) this.snapshot = snap;
    return snap;
  }
}
