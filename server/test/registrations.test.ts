import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, freshIp } from './support/helpers.js';
import { send, sql, tinyPng, uploadedOriginals } from './support/account-fixtures.js';
import { Role } from '../src/modules/common/enums.js';
import { REGISTRATIONS_PER_IP_PER_HOUR } from '../src/modules/registrations/registration.service.js';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = server.tokenFor(randomUUID(), Role.Admin);
});
afterAll(async () => {
  await server?.close();
});

const FORM = {
  carName: 'Maruti Swift',
  model: '2022 VXi',
  numberPlate: 'mp 09  ab 1234',
  fuelType: 'Petrol',
  seats: '5',
  clientName: 'Ravi Jain',
  phone: '98765 43210',
  email: 'Ravi@Example.com',
};
const NOT_AN_IMAGE = 'Please upload a valid image (PNG, JPEG, GIF or WebP).';

const uploads = () => uploadedOriginals(server);
const rowCount = async () => Number((await sql<{ n: string }>(server, 'select count(*) as n from registered_cars'))[0].n);

/** Each test sends from its own address, so the per-address limit is tested on purpose only. */

function register(fields: Record<string, string>, image?: Buffer, ip = freshIp()) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (image) form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'my-car.png');
  return server.fetch('/api/v1/car/register', { method: 'POST', body: form, headers: { 'x-forwarded-for': ip } });
}

describe('POST /api/v1/car/register (public, multipart)', () => {
  it("stores the owner's car with a real PNG and answers 201 { message: 'Car Registered Successfully', car }", async () => {
    const res = await register({ ...FORM, pricePerKm: '' }, tinyPng());
    expect(res.status).toBe(201);
    const { message, car } = (await res.json()) as { message: string; car: Record<string, unknown> };
    expect(message).toBe('Car Registered Successfully');
    expect(car).toMatchObject({
      carName: 'Maruti Swift',
      model: '2022 VXi',
      numberPlate: 'MP 09 AB 1234',
      fuelType: 'Petrol',
      seats: 5,
      clientName: 'Ravi Jain',
      phone: '+919876543210',
      email: 'ravi@example.com',
    });
    expect(car._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(car).not.toHaveProperty('pricePerKm');
    expect(car.image).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(uploads()).toContain(car.image);
  });

  it.each([
    ['no car name', { carName: '' }, 'Car name is required.'],
    ['no model', { model: ' ' }, 'Model is required.'],
    ['no number plate', { numberPlate: '' }, 'Number plate is required.'],
    ['a number plate with symbols', { numberPlate: 'MP09#1234' }, 'Number plate must be 5 to 20 letters and digits (e.g. MP 09 AB 1234).'],
    ['no fuel type', { fuelType: '' }, 'Fuel type is required.'],
    ['no seats', { seats: '' }, 'Seats is required.'],
    ['seats that are not a number', { seats: 'five' }, 'Seats must be a whole number from 1 to 60.'],
    ['zero seats', { seats: '0' }, 'Seats must be a whole number from 1 to 60.'],
    ['no owner name', { clientName: '' }, 'Your name is required.'],
    ['a phone that is not 10 digits', { phone: '12345' }, 'Valid 10-digit phone number required'],
    ['an e-mail without a domain', { email: 'ravi@' }, 'Valid email required'],
  ])('refuses %s with 400 and a message, writing nothing', async (_label, change, message) => {
    const [before, files] = [await rowCount(), uploads()];
    const res = await register({ ...FORM, ...change }, tinyPng());
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
    expect(await rowCount()).toBe(before);
    expect(uploads()).toEqual(files);
  });

  it('requires the image', async () => {
    const res = await register(FORM);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Please upload an image of your car.' });
  });

  it('refuses a text file named .png by its bytes, writing nothing', async () => {
    const [before, files] = [await rowCount(), uploads()];
    const res = await register(FORM, Buffer.from('definitely not a picture'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: NOT_AN_IMAGE });
    expect(await rowCount()).toBe(before);
    expect(uploads()).toEqual(files);
  });

  it('refuses a second file field with 400', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(FORM)) form.append(k, v);
    form.append('image', new Blob([new Uint8Array(tinyPng())]), 'a.png');
    form.append('image', new Blob([new Uint8Array(tinyPng())]), 'b.png');
    const res = await server.fetch('/api/v1/car/register', { method: 'POST', body: form, headers: { 'x-forwarded-for': freshIp() } });
    expect(res.status).toBe(400);
  });

  it(`limits one address to ${REGISTRATIONS_PER_IP_PER_HOUR} registrations an hour (429), other addresses unaffected`, async () => {
    const ip = freshIp();
    for (let i = 0; i < REGISTRATIONS_PER_IP_PER_HOUR; i += 1) {
      expect((await register({ ...FORM, carName: `Fleet ${i}` }, tinyPng(), ip)).status).toBe(201);
    }
    const before = await rowCount();
    const limited = await register(FORM, tinyPng(), ip);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toMatch(/^Too many attempts/);
    expect(await rowCount()).toBe(before);
    expect((await register(FORM, tinyPng())).status).toBe(201);
  });
});

describe('GET /api/v1/car/cars and DELETE /api/v1/car/delete/{id} (admin)', () => {
  it('lists registered cars newest first, as an array in the REST dialect', async () => {
    const older = (await (await register({ ...FORM, carName: 'Older' }, tinyPng())).json()) as { car: { _id: string } };
    await sql(server, "update registered_cars set created_at = now() - interval '1 day' where id = ?", [older.car._id]);
    const newer = (await (await register({ ...FORM, carName: 'Newer' }, tinyPng())).json()) as { car: { _id: string } };
    const res = await send(server, 'GET', '/api/v1/car/cars', undefined, { token: admin });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    const ids = (res.body as { _id: string }[]).map((c) => c._id);
    expect(ids[0]).toBe(newer.car._id);
    expect(ids.at(-1)).toBe(older.car._id);
    const dates = (res.body as { createdAt: string }[]).map((c) => c.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const field of ['_id', 'carName', 'model', 'numberPlate', 'fuelType', 'seats', 'clientName', 'phone', 'email', 'image']) {
      expect(res.body[0]).toHaveProperty(field);
    }
  });

  it('deletes a registered car and its image; a second delete is 404', async () => {
    const { car } = (await (await register(FORM, tinyPng())).json()) as { car: { _id: string; image: string } };
    const res = await send(server, 'DELETE', `/api/v1/car/delete/${car._id}`, undefined, { token: admin });
    expect(res).toEqual({ status: 200, body: { message: 'Registered car deleted.' } });
    expect(uploads()).not.toContain(car.image);
    expect(await sql(server, 'select id from registered_cars where id = ?', [car._id])).toHaveLength(0);
    expect(await send(server, 'DELETE', `/api/v1/car/delete/${car._id}`, undefined, { token: admin })).toEqual({
      status: 404,
      body: { message: 'Registered car not found.' },
    });
    expect((await send(server, 'DELETE', '/api/v1/car/delete/not-an-id', undefined, { token: admin })).status).toBe(404);
  });
});

describe('Register & Earn over GraphQL', () => {
  const REGISTER =
    'mutation ($input: RegisterCarInput!, $image: Upload) { registerCar(input: $input, image: $image) { id carName numberPlate seats phone email image } }';
  const INPUT = { ...FORM, seats: 7, carName: 'Innova' };

  const registerGql = (image: Buffer | null, input: Record<string, unknown> = INPUT) =>
    server.gqlUpload<{ registerCar: Record<string, unknown> }>(REGISTER, { input }, 'image', image, { 'x-forwarded-for': freshIp() });

  it('registerCar needs no token; registeredCars and deleteRegisteredCar are for the admin', async () => {
    const { data, errors } = await registerGql(tinyPng());
    expect(errors).toBeUndefined();
    expect(data!.registerCar).toMatchObject({ carName: 'Innova', seats: 7, numberPlate: 'MP 09 AB 1234', phone: '+919876543210' });
    const id = data!.registerCar.id as string;

    const list = await server.gql<{ registeredCars: { id: string }[] }>('{ registeredCars { id carName createdAt } }', {}, admin);
    expect(list.data!.registeredCars[0].id).toBe(id);

    const del = await server.gql<{ deleteRegisteredCar: boolean }>('mutation ($id: ID!) { deleteRegisteredCar(id: $id) }', { id }, admin);
    expect(del.data!.deleteRegisteredCar).toBe(true);
    expect(uploads()).not.toContain(data!.registerCar.image);
    const again = await server.gql('mutation ($id: ID!) { deleteRegisteredCar(id: $id) }', { id }, admin);
    expect(again.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a missing image, fake bytes and bad fields with BAD_USER_INPUT, writing nothing', async () => {
    const before = await rowCount();
    expect((await registerGql(null)).errors?.[0]).toMatchObject({
      message: 'Please upload an image of your car.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await registerGql(Buffer.from('text'))).errors?.[0]).toMatchObject({
      message: NOT_AN_IMAGE,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await registerGql(tinyPng(), { ...INPUT, seats: 0 })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await rowCount()).toBe(before);
  });
});
