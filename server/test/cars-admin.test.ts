import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/helpers.js';
import {
  addDays,
  insertBooking,
  insertCustomer,
  send,
  sql,
  tinyPng,
  type TestCustomer,
  uploadedOriginals,
} from './support/account-fixtures.js';
import { Role } from '../src/modules/common/enums.js';
import { cityNow } from '../src/modules/common/city-time.js';
import { CAR_HAS_BOOKINGS } from '../src/modules/cars/car-admin.service.js';

let server: TestServer;
let admin: string;
let customer: TestCustomer;

beforeAll(async () => {
  server = await startTestServer();
  admin = server.tokenFor(randomUUID(), Role.Admin);
  customer = await insertCustomer(server);
});
afterAll(async () => {
  await server?.close();
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
  offer: 'Monsoon 10% OFF',
  location: 'Vijay Nagar',
};
const NOT_AN_IMAGE = 'Please upload a valid image (PNG, JPEG, GIF or WebP).';

const uploads = () => uploadedOriginals(server);
const carCount = async () => Number((await sql<{ n: string }>(server, 'select count(*) as n from cars'))[0].n);
const listing = async () => (await server.fetch('/api/v1/cars')).json() as Promise<Record<string, unknown>[]>;

/** The legacy admin form: multipart fields plus an optional `image` file. */
function carForm(method: 'POST' | 'PUT', pathname: string, fields: Record<string, string>, image?: Buffer, token: string | null = admin) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (image) form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'car.png');
  return server.fetch(pathname, { method, body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

async function addCar(fields: Record<string, string> = FIELDS): Promise<Record<string, unknown>> {
  const res = await carForm('POST', '/api/v1/cars', fields, tinyPng());
  expect(res.status).toBe(201);
  return ((await res.json()) as { car: Record<string, unknown> }).car;
}

const gqlUpload = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, image: Buffer | null, token = admin) =>
  server.gqlUpload<T>(query, variables, 'image', image, { authorization: `Bearer ${token}` });

describe('POST /api/v1/cars (admin, multipart)', () => {
  it('adds a car with a real PNG and answers 201 { message, car } in the REST dialect; the listing shows it at once', async () => {
    await listing(); // the snapshot is built before the change, so the test sees it invalidated
    const res = await carForm('POST', '/api/v1/cars', FIELDS, tinyPng());
    expect(res.status).toBe(201);
    const { message, car } = (await res.json()) as { message: string; car: Record<string, unknown> };
    expect(message).toBe('Car added!');
    expect(car).toMatchObject({
      name: 'Creta',
      price: 2599,
      fuel: 'Diesel',
      seat: 5,
      extrafare: 12,
      cartype: 'SUV',
      cooling: 'AC',
      selfdrive: 'Self Drive',
      clock: 'Automatic',
      offer: 'Monsoon 10% OFF',
      location: 'Vijay Nagar',
      isBooked: false,
    });
    expect(car._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(car.id).toBeUndefined();
    expect(car.image).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(uploads()).toContain(car.image);
    expect((await server.fetch(`/uploads/${car.image}`)).headers.get('content-type')).toBe('image/png');
    expect((await listing()).map((c) => c._id)).toContain(car._id);
  });

  it('puts a new car last in the order', async () => {
    const first = await addCar({ ...FIELDS, name: 'Order A' });
    const second = await addCar({ ...FIELDS, name: 'Order B' });
    expect(second.order as number).toBeGreaterThan(first.order as number);
    const names = (await listing()).map((c) => c.name);
    expect(names.at(-1)).toBe('Order B');
  });

  it('treats offer as optional: left out or empty means no offer', async () => {
    const { offer: _offer, ...noOffer } = FIELDS;
    expect((await addCar({ ...noOffer, name: 'No offer' })).offer).toBeUndefined();
    expect((await addCar({ ...FIELDS, name: 'Empty offer', offer: '  ' })).offer).toBeUndefined();
  });

  it('trims text fields', async () => {
    const car = await addCar({ ...FIELDS, name: '  Spaced  ', location: ' Palasia ' });
    expect(car).toMatchObject({ name: 'Spaced', location: 'Palasia' });
  });

  it.each([
    ['no name', { name: '' }, 'Name is required.'],
    ['no fuel', { fuel: ' ' }, 'Fuel is required.'],
    ['no location', { location: '' }, 'Location is required.'],
    ['no car type', { cartype: '' }, 'Car type is required.'],
    ['no cooling', { cooling: '' }, 'Cooling is required.'],
    ['no self drive', { selfdrive: '' }, 'Self drive is required.'],
    ['no clock', { clock: '' }, 'Transmission (clock) is required.'],
    ['no price', { price: '' }, 'Price is required.'],
    ['a price that is text', { price: 'abc' }, 'Price must be a whole number from 0 to 10000000.'],
    ['a negative price', { price: '-5' }, 'Price must be a whole number from 0 to 10000000.'],
    ['a fractional price', { price: '12.5' }, 'Price must be a whole number from 0 to 10000000.'],
    ['zero seats', { seat: '0' }, 'Seats must be a whole number from 1 to 60.'],
    ['61 seats', { seat: '61' }, 'Seats must be a whole number from 1 to 60.'],
    ['an extra fare that is text', { extrafare: '10/km' }, 'Extra km fare must be a whole number from 0 to 100000.'],
    ['a name over 120 characters', { name: 'x'.repeat(121) }, 'Name is too long (at most 120 characters).'],
    ['an offer over 80 characters', { offer: 'o'.repeat(81) }, 'Offer is too long (at most 80 characters).'],
  ])('refuses %s with 400 and a message, writing nothing', async (_label, change, message) => {
    const [before, files] = [await carCount(), uploads()];
    const res = await carForm('POST', '/api/v1/cars', { ...FIELDS, ...change }, tinyPng());
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
    expect(await carCount()).toBe(before);
    expect(uploads()).toEqual(files);
  });

  it('requires the image when adding', async () => {
    const before = await carCount();
    const res = await carForm('POST', '/api/v1/cars', FIELDS);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Please upload an image of the car.' });
    expect(await carCount()).toBe(before);
  });

  it('refuses a text file named .png by its bytes, writing nothing', async () => {
    const [before, files] = [await carCount(), uploads()];
    const res = await carForm('POST', '/api/v1/cars', FIELDS, Buffer.from('GIF? no, just text pretending to be an image'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: NOT_AN_IMAGE });
    expect(await carCount()).toBe(before);
    expect(uploads()).toEqual(files);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const res = await carForm('POST', '/api/v1/cars', FIELDS, Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024 + 1)]));
    expect(res.status).toBe(413);
  });

  it('stores nothing from a request without the admin token', async () => {
    const [before, files] = [await carCount(), uploads()];
    const res = await carForm('POST', '/api/v1/cars', FIELDS, tinyPng(), customer.token);
    expect(res.status).toBe(403);
    expect(await carCount()).toBe(before);
    expect(uploads()).toEqual(files);
  });
});

describe('PUT /api/v1/cars/{id} (admin, multipart)', () => {
  let car: Record<string, unknown>;
  beforeEach(async () => {
    car = await addCar({ ...FIELDS, name: 'To edit' });
  });

  it('changes the fields and keeps the image when none is sent', async () => {
    await listing();
    const res = await carForm('PUT', `/api/v1/cars/${car._id}`, { ...FIELDS, name: 'Edited', price: '3100', offer: '' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; car: Record<string, unknown> };
    expect(body.message).toBe('Car updated!');
    expect(body.car).toMatchObject({ _id: car._id, name: 'Edited', price: 3100, image: car.image, order: car.order });
    expect(body.car.offer).toBeUndefined();
    expect(uploads()).toContain(car.image);
    expect((await listing()).find((c) => c._id === car._id)).toMatchObject({ name: 'Edited', price: 3100 });
  });

  it('replaces the image file when a new one is sent, removing the old file', async () => {
    const res = await carForm('PUT', `/api/v1/cars/${car._id}`, FIELDS, tinyPng());
    const { car: updated } = (await res.json()) as { car: { image: string } };
    expect(updated.image).not.toBe(car.image);
    expect(uploads()).toContain(updated.image);
    expect(uploads()).not.toContain(car.image);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const files = uploads();
    const res = await carForm('PUT', `/api/v1/cars/${car._id}`, { ...FIELDS, seat: 'five' }, tinyPng());
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Seats must be a whole number from 1 to 60.' });
    expect(uploads()).toEqual(files);
    const [row] = await sql<{ name: string; image: string }>(server, 'select name, image from cars where id = ?', [car._id]);
    expect(row).toEqual({ name: 'To edit', image: car.image });
  });

  it('refuses fake image bytes with 400 and keeps the old image', async () => {
    const res = await carForm('PUT', `/api/v1/cars/${car._id}`, { ...FIELDS, name: 'Not saved' }, Buffer.from('<svg onload="alert(1)"/>'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: NOT_AN_IMAGE });
    expect(uploads()).toContain(car.image);
    const [row] = await sql<{ name: string }>(server, 'select name from cars where id = ?', [car._id]);
    expect(row.name).toBe('To edit');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await carForm('PUT', `/api/v1/cars/${id}`, FIELDS);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Car not found.' });
    }
  });

  it('reports isBooked from an Accepted booking running now', async () => {
    const today = cityNow().date;
    await insertBooking(server, {
      carId: String(car._id),
      userId: customer.id,
      status: 'Accepted',
      pickupDate: addDays(today, -1),
      dropDate: addDays(today, 2),
    });
    const res = await carForm('PUT', `/api/v1/cars/${car._id}`, FIELDS);
    expect(((await res.json()) as { car: { isBooked: boolean } }).car.isBooked).toBe(true);
  });
});

describe('DELETE /api/v1/cars/{id} (admin)', () => {
  it('deletes the car and its image; the listing drops it at once; a second delete is 404', async () => {
    const car = await addCar({ ...FIELDS, name: 'To delete' });
    await listing();
    const res = await send(server, 'DELETE', `/api/v1/cars/${car._id}`, undefined, { token: admin });
    expect(res).toEqual({ status: 200, body: { message: 'Car deleted!' } });
    expect(uploads()).not.toContain(car.image);
    expect((await listing()).map((c) => c._id)).not.toContain(car._id);
    expect((await send(server, 'DELETE', `/api/v1/cars/${car._id}`, undefined, { token: admin })).status).toBe(404);
  });

  it.each(['Pending', 'Accepted'])('refuses with 409 while a %s booking has not ended, and keeps everything', async (status) => {
    const car = await addCar({ ...FIELDS, name: `Has ${status}` });
    const today = cityNow().date;
    await insertBooking(server, {
      carId: String(car._id),
      userId: customer.id,
      status,
      pickupDate: addDays(today, 3),
      dropDate: addDays(today, 4),
    });
    const res = await send(server, 'DELETE', `/api/v1/cars/${car._id}`, undefined, { token: admin });
    expect(res).toEqual({ status: 409, body: { message: CAR_HAS_BOOKINGS } });
    expect(uploads()).toContain(car.image);
    expect(await sql(server, 'select id from cars where id = ?', [car._id])).toHaveLength(1);
  });

  it('deletes a car whose bookings are past, rejected or canceled, together with those bookings', async () => {
    const car = await addCar({ ...FIELDS, name: 'Has history' });
    const today = cityNow().date;
    await insertBooking(server, {
      carId: String(car._id),
      userId: customer.id,
      status: 'Completed',
      pickupDate: addDays(today, -5),
      dropDate: addDays(today, -4),
    });
    await insertBooking(server, {
      carId: String(car._id),
      userId: customer.id,
      status: 'Accepted',
      pickupDate: addDays(today, -3),
      dropDate: addDays(today, -2),
    });
    await insertBooking(server, {
      carId: String(car._id),
      userId: customer.id,
      status: 'Rejected',
      pickupDate: addDays(today, 3),
      dropDate: addDays(today, 4),
    });
    await insertBooking(server, {
      carId: String(car._id),
      userId: customer.id,
      status: 'Canceled',
      pickupDate: addDays(today, 3),
      dropDate: addDays(today, 4),
    });
    const res = await send(server, 'DELETE', `/api/v1/cars/${car._id}`, undefined, { token: admin });
    expect(res.status).toBe(200);
    expect(await sql(server, 'select id from bookings where car_id = ?', [car._id])).toHaveLength(0);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'nope']) {
      expect(await send(server, 'DELETE', `/api/v1/cars/${id}`, undefined, { token: admin })).toEqual({
        status: 404,
        body: { message: 'Car not found.' },
      });
    }
  });
});

describe('POST /api/v1/cars/reorder (admin)', () => {
  it('saves the new positions in one go, and GET /api/v1/cars reflects them immediately', async () => {
    const before = await listing();
    expect(before.length).toBeGreaterThan(2);
    const reversed = [...before].reverse().map((c, i) => ({ _id: c._id, order: i }));
    const res = await send(server, 'POST', '/api/v1/cars/reorder', reversed, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Car order saved!');
    expect(res.body.cars.map((c: { _id: string }) => c._id)).toEqual(reversed.map((c) => c._id));
    const after = await listing();
    expect(after.map((c) => c._id)).toEqual(reversed.map((c) => c._id));
    expect(after.map((c) => c.order)).toEqual(reversed.map((c) => c.order));
  });

  it('refuses a list naming an unknown car with 400 and changes no position', async () => {
    const before = await listing();
    const list = [...before.map((c, i) => ({ _id: c._id, order: before.length - i })), { _id: randomUUID(), order: 0 }];
    const res = await send(server, 'POST', '/api/v1/cars/reorder', list, { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Unknown car id: [0-9a-f-]{36}\.$/);
    expect((await listing()).map((c) => [c._id, c.order])).toEqual(before.map((c) => [c._id, c.order]));
  });

  it.each([
    ['an object instead of a list', { _id: randomUUID(), order: 1 }],
    ['an empty list', []],
    ['an item without _id', [{ order: 1 }]],
    ['an _id that is not a car id', [{ _id: 'abc', order: 1 }]],
    ['an item without order', [{ _id: '$car' }]],
    ['a negative order', [{ _id: '$car', order: -1 }]],
    ['a fractional order', [{ _id: '$car', order: 1.5 }]],
    [
      'a car listed twice',
      [
        { _id: '$car', order: 1 },
        { _id: '$car', order: 2 },
      ],
    ],
    ['items that are not objects', ['$car']],
  ])('refuses %s with 400', async (_label, body) => {
    const [car] = await listing();
    const res = await send(server, 'POST', '/api/v1/cars/reorder', JSON.parse(JSON.stringify(body).replaceAll('$car', String(car._id))), {
      token: admin,
    });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });
});

describe('cars admin over GraphQL', () => {
  const INPUT = {
    name: 'Nexon',
    price: 2100,
    fuel: 'Electric',
    seat: 5,
    extrafare: 9,
    cartype: 'Compact SUV',
    cooling: 'AC',
    selfdrive: 'Self Drive',
    clock: 'Automatic',
    offer: null,
    location: 'Rau',
  };
  const CREATE =
    'mutation ($input: CarInput!, $image: Upload) { createCar(input: $input, image: $image) { id name price order image isBooked offer } }';
  const UPDATE =
    'mutation ($id: ID!, $input: CarInput!, $image: Upload) { updateCar(id: $id, input: $input, image: $image) { id name image isBooked } }';

  type GqlCar = { id: string; name: string; price: number; order: number; image: string; isBooked: boolean; offer: string | null };

  it('createCar adds a car with an uploaded PNG, last in order; updateCar and deleteCar change and remove it', async () => {
    const created = await gqlUpload<{ createCar: GqlCar }>(CREATE, { input: INPUT }, tinyPng());
    expect(created.errors).toBeUndefined();
    const car = created.data!.createCar;
    expect(car).toMatchObject({ name: 'Nexon', price: 2100, isBooked: false, offer: null });
    expect(uploads()).toContain(car.image);
    const { data } = await server.gql<{ cars: { id: string }[] }>('{ cars { id } }');
    expect(data!.cars.at(-1)!.id).toBe(car.id);

    const updated = await gqlUpload<{ updateCar: GqlCar }>(UPDATE, { id: car.id, input: { ...INPUT, name: 'Nexon EV' } }, null);
    expect(updated.data!.updateCar).toMatchObject({ id: car.id, name: 'Nexon EV', image: car.image });

    const deleted = await server.gql<{ deleteCar: boolean }>('mutation ($id: ID!) { deleteCar(id: $id) }', { id: car.id }, admin);
    expect(deleted.data!.deleteCar).toBe(true);
    expect(uploads()).not.toContain(car.image);
  });

  it('createCar without an image or with fake bytes is BAD_USER_INPUT and writes nothing', async () => {
    const before = await carCount();
    const none = await server.gql(CREATE, { input: INPUT }, admin);
    expect(none.errors?.[0]).toMatchObject({ message: 'Please upload an image of the car.', extensions: { code: 'BAD_USER_INPUT' } });
    const fake = await gqlUpload(CREATE, { input: INPUT }, Buffer.from('plain text'));
    expect(fake.errors?.[0]).toMatchObject({ message: NOT_AN_IMAGE, extensions: { code: 'BAD_USER_INPUT' } });
    const bad = await gqlUpload(CREATE, { input: { ...INPUT, seat: 0 } }, tinyPng());
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Seats must be a whole number from 1 to 60.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await carCount()).toBe(before);
  });

  it('updateCar and deleteCar answer NOT_FOUND for an unknown car; deleteCar CONFLICT while bookings are open', async () => {
    const unknown = await server.gql(UPDATE, { id: randomUUID(), input: INPUT }, admin);
    expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const car = await addCar({ ...FIELDS, name: 'Busy' });
    const today = cityNow().date;
    await insertBooking(server, {
      carId: String(car._id),
      userId: customer.id,
      pickupDate: addDays(today, 1),
      dropDate: addDays(today, 2),
    });
    const busy = await server.gql('mutation ($id: ID!) { deleteCar(id: $id) }', { id: car._id }, admin);
    expect(busy.errors?.[0]).toMatchObject({ message: CAR_HAS_BOOKINGS, extensions: { code: 'CONFLICT' } });
  });

  it('reorderCars saves positions and answers the catalogue in its new order; the cars query follows at once', async () => {
    const { data } = await server.gql<{ cars: { id: string }[] }>('{ cars { id } }');
    const wanted = [...data!.cars].reverse();
    const res = await server.gql<{ reorderCars: { id: string; order: number }[] }>(
      'mutation ($items: [CarOrderInput!]!) { reorderCars(items: $items) { id order } }',
      { items: wanted.map((c, i) => ({ id: c.id, order: i })) },
      admin,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.reorderCars.map((c) => c.id)).toEqual(wanted.map((c) => c.id));
    const again = await server.gql<{ cars: { id: string }[] }>('{ cars { id } }');
    expect(again.data!.cars.map((c) => c.id)).toEqual(wanted.map((c) => c.id));
    const bad = await server.gql(
      'mutation { reorderCars(items: [{ id: "00000000-0000-4000-8000-000000000000", order: 0 }]) { id } }',
      {},
      admin,
    );
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('leaves no stray files behind: every stored image belongs to a car', async () => {
    const rows = await sql<{ image: string }>(server, 'select image from cars');
    expect(uploads()).toEqual(
      rows
        .map((r) => r.image)
        .filter((f) => existsSync(path.join(server.config.uploadDir, f)))
        .sort(),
    );
  });
});
