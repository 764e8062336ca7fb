import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase } from '../../test/support/helpers.js';
import { initOrm } from '../db/orm.js';
import { loadConfig, type AppConfig } from '../config.js';
import { seedDemoData } from './demo.js';
import { Car } from '../modules/cars/car.entity.js';
import { Offer } from '../modules/content/offer.entity.js';
import { User } from '../modules/users/user.entity.js';
import { Booking } from '../modules/bookings/booking.entity.js';
import { CustomerDocument } from '../modules/documents/document.entity.js';
import { DEMO_UNVERIFIED_CUSTOMER, DEMO_VERIFIED_CUSTOMER } from './demo-customers.js';
import { DEMO_BLOCKED_CAR, DEMO_WEEKEND_CARS } from './demo-calendar.js';

let orm: MikroORM;
let uploadDir: string;
let privateDir: string;
const config = (seed: string): AppConfig =>
  loadConfig({ UPLOAD_DIR: uploadDir, PRIVATE_DIR: privateDir, JWT_SECRET: 'x', SEED_DEMO: seed });
const count = (entity: typeof Car | typeof Offer) => orm.em.fork().count(entity);

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'seed-'));
  privateDir = mkdtempSync(path.join(tmpdir(), 'seed-private-'));
  orm = await initOrm(await createTestDatabase());
});
afterAll(async () => {
  await orm?.close(true);
  rmSync(uploadDir, { recursive: true, force: true });
  rmSync(privateDir, { recursive: true, force: true });
});

describe('demo seed', () => {
  it('fills an empty database with the 12 cars and their pictures', async () => {
    await seedDemoData(orm.em.fork(), config(''));
    expect(await count(Car)).toBe(12);
    expect(readdirSync(uploadDir).filter((f) => f.startsWith('demo-car-'))).toHaveLength(12);
  });

  it('changes nothing when run again', async () => {
    await seedDemoData(orm.em.fork(), config(''));
    expect(await count(Car)).toBe(12);
    expect(await count(Offer)).toBe(3);
  });

  it('by default never brings back content an operator deleted', async () => {
    await orm.em.fork().nativeDelete(Offer, {});
    await seedDemoData(orm.em.fork(), config(''));
    expect(await count(Offer)).toBe(0);
  });

  it('with SEED_DEMO=true fills each kind whose table is empty', async () => {
    await seedDemoData(orm.em.fork(), config('true'));
    expect(await count(Offer)).toBe(3);
    expect(await count(Car)).toBe(12);
  });

  it('re-draws a missing picture', async () => {
    rmSync(path.join(uploadDir, 'demo-car-thar.svg'));
    await seedDemoData(orm.em.fork(), config(''));
    expect(readdirSync(uploadDir)).toContain('demo-car-thar.svg');
  });

  it('adds two demo customers once: one with a verified licence and ID proof (private pictures), one without documents', async () => {
    const em = orm.em.fork();
    const verified = await em.findOneOrFail(User, { email: DEMO_VERIFIED_CUSTOMER.email });
    const unverified = await em.findOneOrFail(User, { email: DEMO_UNVERIFIED_CUSTOMER.email });
    const docs = await em.find(CustomerDocument, { owner: verified.id });
    expect(docs.map((d) => `${d.kind} ${d.status}`).sort()).toEqual(['DRIVING_LICENCE VERIFIED', 'ID_PROOF VERIFIED']);
    // Private pictures are sealed in PRIVATE_DIR, never in UPLOAD_DIR, each with its key in the row.
    expect(readdirSync(privateDir)).toContain(docs[0]!.frontKey);
    expect(readdirSync(uploadDir).filter((f) => f.startsWith('private-'))).toEqual([]);
    expect(docs[0]!.frontKey).toMatch(/^private-/);
    expect(Object.keys(docs[0]!.fileKeys)).toContain(docs[0]!.frontKey);
    expect(await em.count(CustomerDocument, { owner: unverified.id })).toBe(0);
    // The one without documents has his car delivered to an address in a locality the site does not know: staff
    // confirm the area on the Trips card; the fee is one leg's, inside the amount.
    const [delivered] = await em.find(Booking, { user: unverified.id });
    expect(delivered).toMatchObject({ pickupAddress: '14, Shri Ram Nagar, Indore', pickupAreaToConfirm: true, deliveryFee: 500 });
    expect(delivered!.amount).toBe((await em.findOneOrFail(Car, { name: 'Scorpio' })).price + 500);
    // The verified customer is on a trip: keys handed over yesterday, the deposit held.
    const [trip] = await em.getConnection().execute<{ status: string; deposit_held: number; photos: number; held: number }[]>(
      `select b.status, t.deposit_held, cardinality(t.handover_photos) as photos,
              (select sum(amount) from ledger_entries l where l.booking_id = b.id and l.kind = 'DEPOSIT_HELD')::int as held
       from trips t join bookings b on b.id = t.booking_id where b.user_id = ?`,
      [verified.id],
    );
    expect(trip).toEqual({ status: 'Accepted', deposit_held: 5000, photos: 4, held: 5000 });
    await seedDemoData(orm.em.fork(), config('true'));
    expect(await orm.em.fork().count(User, { email: { $in: [DEMO_VERIFIED_CUSTOMER.email, DEMO_UNVERIFIED_CUSTOMER.email] } })).toBe(2);
  });
});

describe('demo calendar (issue 22)', () => {
  it('puts one car in service next week and a weekend rule on the SUVs', async () => {
    const db = orm.em.fork().getConnection();
    const blocks = await db.execute<{ name: string; reason: string; days: number }[]>(
      `select c.name, k.reason, (k.starts_at::date - (now() at time zone 'Asia/Kolkata')::date) as days
         from car_blocks k join cars c on c.id = k.car_id`,
    );
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({ name: DEMO_BLOCKED_CAR, reason: 'service' });
    expect(blocks[0].days).toBeGreaterThanOrEqual(1);
    expect(blocks[0].days).toBeLessThanOrEqual(7);
    const rules = await db.execute<{ name: string; weekdays: number[]; percent: number; n: number }[]>(
      'select name, weekdays, percent, cardinality(car_ids) as n from price_rules',
    );
    expect(rules).toEqual([{ name: 'Weekend', weekdays: [0, 6], percent: 15, n: DEMO_WEEKEND_CARS.length }]);
  });
});
