import { readdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/helpers.js';
import { tinyPng, samePixels } from './support/account-fixtures.js';
import { startLocalS3, type LocalS3 } from './support/s3-fixture.js';
import { S3ImageStorage } from '../src/modules/common/s3-storage.js';
import { variantName, type ImageStorageWithVariants } from '../src/modules/common/image-variants.js';
import { Role } from '../src/modules/common/enums.js';

let s3: LocalS3;
let server: TestServer;
let bucket: S3ImageStorage;
let admin: string;

beforeAll(async () => {
  s3 = await startLocalS3();
  server = await startTestServer({ ...s3.env, SEED_DEMO: 'true' });
  bucket = (server.app.services.storage as ImageStorageWithVariants).inner as S3ImageStorage;
  admin = server.tokenFor(randomUUID(), Role.Admin);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

const FIELDS = {
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
};

function carForm(method: 'POST' | 'PUT', pathname: string, image: Buffer) {
  const form = new FormData();
  for (const [k, v] of Object.entries(FIELDS)) form.append(k, v);
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'car.png');
  return server.fetch(pathname, { method, body: form, headers: { authorization: `Bearer ${admin}` } });
}

const stored = async () => {
  const names: string[] = [];
  for await (const n of bucket.list()) names.push(n);
  return names;
};

describe('uploads in an S3-compatible bucket (S3_BUCKET)', () => {
  it('uses the bucket, not UPLOAD_DIR: the demo pictures are drawn into it', async () => {
    expect(bucket).toBeInstanceOf(S3ImageStorage);
    const names = await stored();
    expect(names.filter((n) => n.startsWith('demo-car-')).length).toBeGreaterThan(5);
    expect(readdirSync(server.config.uploadDir)).toEqual([]);
    const demo = await server.fetch(`/uploads/${names.find((n) => n.endsWith('.svg'))}`);
    expect(demo.status).toBe(200);
    expect(demo.headers.get('content-type')).toBe('image/svg+xml');
    expect(demo.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('stores an uploaded image in the bucket and streams it at /uploads/{file}; a replaced image leaves the bucket', async () => {
    const png = tinyPng();
    const res = await carForm('POST', '/api/v1/cars', png);
    expect(res.status).toBe(201);
    const { car } = (await res.json()) as { car: { _id: string; image: string } };
    expect(await bucket.has(car.image)).toBe(true);
    expect(readdirSync(server.config.uploadDir)).toEqual([]);

    const served = await server.fetch(`/uploads/${car.image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(await samePixels(Buffer.from(await served.arrayBuffer()), png)).toBe(true);
    // Its card variant is in the bucket too, and streamed the same way.
    expect(await bucket.has(variantName(car.image, 480))).toBe(true);
    const variant = await server.fetch(`/uploads/${variantName(car.image, 480)}`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/webp');

    const replaced = await carForm('PUT', `/api/v1/cars/${car._id}`, png);
    expect(replaced.status).toBe(200);
    const { car: after } = (await replaced.json()) as { car: { image: string } };
    expect(after.image).not.toBe(car.image);
    expect(await bucket.has(car.image)).toBe(false);
    expect(await bucket.has(variantName(car.image, 480))).toBe(false);
    expect((await server.fetch(`/uploads/${car.image}`)).status).toBe(404);
    expect((await server.fetch(`/uploads/${after.image}`)).status).toBe(200);
  });

  it('answers 404 for unknown names and never reads outside plain names', async () => {
    expect((await server.fetch('/uploads/nothing-here.png')).status).toBe(404);
    expect((await server.fetch('/uploads/..%2Fsecrets.json')).status).toBe(404);
    expect((await server.fetch('/uploads/.hidden')).status).toBe(404);
  });

  it("keeps customer documents (the demo customer's) sealed under the bucket's private/ prefix, never served at /uploads", async () => {
    expect((await stored()).filter((n) => n.startsWith('private-'))).toEqual([]);
    const privateNames: string[] = [];
    for await (const n of server.app.services.privateFiles.store.list()) privateNames.push(n);
    expect(privateNames.length).toBeGreaterThanOrEqual(3);
    for (const spelling of [
      privateNames[0]!,
      `private%2F${privateNames[0]}`,
      `private/${privateNames[0]}`,
      `%2Fprivate%2F${privateNames[0]}`,
    ])
      expect((await server.fetch(`/uploads/${spelling}`)).status, spelling).toBe(404);
  });
});
