import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/helpers.js';
import { Role } from '../src/modules/common/enums.js';
import { variantName } from '../src/modules/common/image-variants.js';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = server.tokenFor(randomUUID(), Role.Admin);
});
afterAll(async () => {
  await server?.close();
});

/** A 1600 × 1000 photo-like PNG (a gradient with noise): what an owner's phone sends, far larger than a card. */
async function largePhoto(): Promise<Buffer> {
  const width = 1600;
  const height = 1000;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 3) {
    const x = (i / 3) % width;
    raw[i] = (x * 255) / width;
    raw[i + 1] = (Math.random() * 64) | 0;
    raw[i + 2] = 200;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

async function addCar(image: Buffer): Promise<{ _id: string; image: string }> {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    name: 'Creta',
    price: '2599',
    fuel: 'Diesel',
    seat: '5',
    extrafare: '12',
    cartype: 'SUV',
    cooling: 'AC',
    selfdrive: 'Self Drive',
    clock: 'Automatic',
    location: 'Vijay Nagar',
  }))
    form.append(k, v);
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'car.png');
  const res = await server.fetch('/api/v1/cars', { method: 'POST', body: form, headers: { authorization: `Bearer ${admin}` } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { car: { _id: string; image: string } }).car;
}

async function fetchImage(name: string) {
  const res = await server.fetch(`/uploads/${name}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes, meta: res.status === 200 ? await sharp(bytes).metadata() : null };
}

describe('card-sized WebP variants of uploaded photos', () => {
  it('are made at upload: 480 and 960 wide WebP, far smaller than the original, which stays as it was at /uploads/{file}', async () => {
    const photo = await largePhoto();
    const car = await addCar(photo);
    const original = await fetchImage(car.image);
    expect(original.res.status).toBe(200);
    expect(original.res.headers.get('content-type')).toBe('image/png');
    expect(original.meta?.width).toBe(1600);

    for (const width of [480, 960] as const) {
      expect(existsSync(path.join(server.config.uploadDir, variantName(car.image, width)))).toBe(true);
      const variant = await fetchImage(variantName(car.image, width));
      expect(variant.res.status).toBe(200);
      expect(variant.res.headers.get('content-type')).toBe('image/webp');
      expect(variant.res.headers.get('cache-control')).toContain('immutable');
      expect(variant.meta).toMatchObject({ format: 'webp', width, height: Math.round((1000 * width) / 1600) });
      expect(variant.bytes.length).toBeLessThan(original.bytes.length / 4);
    }
  });

  it('are made on first request for an image stored before (a seed or a restore), and kept', async () => {
    const name = `${randomUUID()}.png`;
    writeFileSync(path.join(server.config.uploadDir, name), await largePhoto());
    const variant = await fetchImage(variantName(name, 480));
    expect(variant.res.status).toBe(200);
    expect(variant.meta).toMatchObject({ format: 'webp', width: 480 });
    expect(existsSync(path.join(server.config.uploadDir, variantName(name, 480)))).toBe(true);
  });

  it('never enlarge a small image, and go with the photo when its car is deleted', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const car = await addCar(small);
    expect((await fetchImage(variantName(car.image, 960))).meta?.width).toBe(300);
    expect(
      (await server.fetch(`/api/v1/cars/${car._id}`, { method: 'DELETE', headers: { authorization: `Bearer ${admin}` } })).status,
    ).toBe(200);
    for (const name of [car.image, variantName(car.image, 480), variantName(car.image, 960)]) {
      expect(existsSync(path.join(server.config.uploadDir, name)), name).toBe(false);
    }
  });

  it('answer 404 for a width that is not offered, a missing original, or a name that is not plain, and 405 for a write', async () => {
    const car = await addCar(await largePhoto());
    expect((await server.fetch(`/uploads/${car.image}.w500.webp`)).status).toBe(404);
    expect((await server.fetch(`/uploads/${variantName('missing.png', 480)}`)).status).toBe(404);
    expect((await server.fetch('/uploads/%E0%A4%A.png.w480.webp')).status).toBe(404);
    expect((await server.fetch(`/uploads/${car.image}`, { method: 'POST', body: 'x' })).status).toBe(405);
  });

  it('are made only from originals: a variant of a variant is 404 and stores nothing; stray files named after an image go with it', async () => {
    const car = await addCar(await largePhoto());
    const nested = `${variantName(car.image, 480)}.w960.webp`;
    expect((await server.fetch(`/uploads/${nested}`)).status).toBe(404);
    expect(existsSync(path.join(server.config.uploadDir, nested))).toBe(false);
    // One a former version made: removed by the original's prefix when the car goes.
    writeFileSync(path.join(server.config.uploadDir, nested), 'stray');
    expect(
      (await server.fetch(`/api/v1/cars/${car._id}`, { method: 'DELETE', headers: { authorization: `Bearer ${admin}` } })).status,
    ).toBe(200);
    expect(existsSync(path.join(server.config.uploadDir, nested))).toBe(false);
    expect((await server.fetch(`/uploads/${nested}`)).status).toBe(404);
  });
});
