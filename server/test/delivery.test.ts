import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, bookingWorld, createCustomer, deliveryOf, json, type BookingWorld } from './support/booking-fixtures.js';
import { DeliveryAreaError } from '../src/modules/bookings/delivery.js';
import { placeAddress } from '../src/modules/bookings/service-area.js';

// Issue 32, item 7: delivery that accepts Indore as people write it.
const localityOf = (address: string) => {
  const place = placeAddress(address);
  return place.kind === 'locality' ? place.locality.name : place.kind === 'elsewhere' ? `elsewhere: ${place.place}` : 'unknown';
};

describe('placing an address by the places it names', () => {
  it.each([
    ['45, विजय नगर, इंदौर', 'Vijay Nagar'],
    ['45 Vijaynagar, Indore', 'Vijay Nagar'],
    ['12 VIJAY-NAGAR', 'Vijay Nagar'],
    ['बिचौली मर्दाना, इन्दौर', 'Bicholi Mardana'],
    ['Plot 9, Bicholi Mardana', 'Bicholi Mardana'],
    ['Bicholi Hapsi', 'Bicholi Hapsi'],
    ['Flat 4, Mahalaxmi Nagar', 'Mahalakshmi Nagar'],
    ['महालक्ष्मी नगर', 'Mahalakshmi Nagar'],
    ['स्कीम नं. ५४', 'Scheme 54'],
    ['Scheme No.140', 'Scheme 140'],
    ['Sch 78', 'Scheme 78'],
    ['Nipaniya', 'Nipania'],
    ['राऊ', 'Rau'],
    ['भँवरकुआँ', 'Bhawarkua'],
    ['Bhanwarkuan square', 'Bhawarkua'],
    ['राजेन्द्र नगर', 'Rajendra Nagar'],
    ['Sudama Nagar', 'Sudama Nagar'],
    ['अन्नपूर्णा रोड', 'Annapurna'],
    ['Khajrana', 'Khajrana'],
    ['Devi Ahilya Bai Holkar Airport', 'Airport'],
    ['एयरपोर्ट', 'Airport'],
    ['Dewas Naka', 'Dewas Naka'],
    ['Delhi Public School, Nipania', 'Nipania'],
  ])('%s is in %s', (address, locality) => {
    expect(localityOf(address)).toBe(locality);
  });

  it.each([
    ['Vijay Nagar, Delhi', 'elsewhere: Delhi'],
    ['12 MG Road, Bhopal', 'elsewhere: Bhopal'],
    ['12, एमजी रोड, भोपाल', 'elsewhere: Bhopal'],
    ['Sector 5, 462001', 'elsewhere: PIN code 462001'],
    ['12 Shanti Kunj, Indore 452010', 'unknown'],
    ['Ujjain Road, Indore', 'unknown'],
    ['Saurabh Apartments', 'unknown'],
  ])('%s: %s', (address, where) => {
    expect(localityOf(address)).toBe(where);
  });
});

describe('a delivery leg', () => {
  const refusal = (input: Record<string, unknown>) => {
    try {
      deliveryOf(input);
    } catch (error) {
      if (error instanceof DeliveryAreaError) return { message: error.message, ...error.extensions };
      throw error;
    }
    throw new Error('not refused');
  };

  it('in a known locality is taken with nothing to confirm', () => {
    expect(deliveryOf({ pickupAddress: '45, विजय नगर, इंदौर' }).pickup).toEqual({
      address: '45, विजय नगर, इंदौर',
      landmark: null,
      lat: null,
      lng: null,
      areaToConfirm: false,
    });
  });

  it('naming no known locality is taken with a landmark, marked for staff to confirm', () => {
    const d = deliveryOf({ returnAddress: '12 Shanti Kunj, Indore', returnLandmark: 'opposite Gurudwara' });
    expect(d.return).toMatchObject({ landmark: 'opposite Gurudwara', areaToConfirm: true });
    // A landmark that names a known locality places the address there.
    const near = deliveryOf({ pickupAddress: '7 Green Park Colony', pickupLandmark: 'near Bombay Hospital, Scheme 94' });
    expect(near.pickup?.areaToConfirm).toBe(false);
  });

  it('naming no known locality and no landmark is refused, saying what to add and never a map', () => {
    for (const landmark of [undefined, '', ' . ']) {
      expect(refusal({ pickupAddress: '12 Shanti Kunj, Indore', pickupLandmark: landmark })).toEqual({
        message: 'We do not know the area of the pick-up address: name your locality (e.g. Vijay Nagar) or add a landmark near it.',
        code: 'BAD_USER_INPUT',
        reason: 'AREA_UNKNOWN',
        leg: 'pickup',
      });
    }
  });

  it('in another town is refused, even with a landmark', () => {
    expect(refusal({ returnAddress: '12 MG Road, Bhopal', returnLandmark: 'near DB Mall' })).toMatchObject({
      message: 'The return address names Bhopal: we deliver only in Indore, within 25 km of the city centre.',
      reason: 'OUTSIDE_CITY',
      leg: 'return',
    });
  });

  it('with a pin outside the globe is refused by the schema, naming the leg', () => {
    expect(() => deliveryOf({ returnAddress: 'Vijay Nagar', returnPin: { lat: 12, lng: 181 } })).toThrow(
      'Return pin must be a point { lat, lng } in degrees.',
    );
  });

  it('with a landmark but no address asks for the address', () => {
    expect(() => deliveryOf({ pickupLandmark: 'near C21 Mall' })).toThrow('Please type the pick-up address too.');
  });
});

let { server, admin, car } = {} as BookingWorld;
beforeAll(async () => {
  ({ server, admin, car } = await bookingWorld('Fortuner'));
});
afterAll(async () => {
  await server?.close();
});

const BOOK = `mutation($input: CreateBookingInput!) {
  createBooking(input: $input) { id pickupAddress pickupLandmark pickupAreaToConfirm returnAddress returnLandmark returnAreaToConfirm }
}`;
const input = (delivery: Record<string, unknown>, day: number) => bookingBody(car.id, day, { delivery });

describe('delivery through the booking API', () => {
  it('books "45, विजय नगर, इंदौर" and "Bicholi Mardana" with nothing to confirm (GraphQL)', async () => {
    const customer = await createCustomer(server);
    const res = await server.gql<{ createBooking: Record<string, unknown> }>(
      BOOK,
      { input: input({ pickupAddress: '45, विजय नगर, इंदौर', returnAddress: '9 Bicholi Mardana' }, 70) },
      customer.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.createBooking).toMatchObject({
      pickupAddress: '45, विजय नगर, इंदौर',
      pickupAreaToConfirm: false,
      returnAddress: '9 Bicholi Mardana',
      returnAreaToConfirm: false,
    });
  });

  it('books an address of no known locality with a landmark, and staff see it marked to confirm (REST, then the admin list)', async () => {
    const customer = await createCustomer(server);
    const delivery = { pickupAddress: '7 Green Park Colony, Indore', pickupLandmark: 'near Ram Mandir' };
    const res = await server.fetch('/api/v1/bookingsnew/book', json(customer.token, bookingBody(car.id, 74, { delivery })));
    expect(res.status).toBe(201);
    const { booking } = (await res.json()) as { booking: { _id: string } };
    const list = await server.gql<{ bookings: { items: Record<string, unknown>[] } }>(
      '{ bookings(pageSize: 50) { items { id pickupAddress pickupLandmark pickupAreaToConfirm returnAreaToConfirm } } }',
      {},
      admin,
    );
    expect(list.data!.bookings.items.find((b) => b.id === booking._id)).toEqual({
      id: booking._id,
      pickupAddress: '7 Green Park Colony, Indore',
      pickupLandmark: 'near Ram Mandir',
      pickupAreaToConfirm: true,
      returnAreaToConfirm: false,
    });
  });

  it('staff confirm the area (REST and GraphQL): the flag is cleared, a second confirmation changes nothing, an unknown booking is 404', async () => {
    const customer = await createCustomer(server);
    const delivery = { pickupAddress: '9 Green Park Colony, Indore', pickupLandmark: 'near Ram Mandir' };
    const made = await server.fetch('/api/v1/bookingsnew/book', json(customer.token, bookingBody(car.id, 76, { delivery })));
    const { booking } = (await made.json()) as { booking: { _id: string; pickupAreaToConfirm?: boolean } };
    const confirm = () => server.fetch(`/api/v1/bookingsnew/area-confirmed/${booking._id}`, json(admin, undefined, 'PUT'));
    const flagOf = async () =>
      (
        await server.gql<{ bookings: { items: { id: string; pickupAreaToConfirm: boolean }[] } }>(
          '{ bookings(pageSize: 50) { items { id pickupAreaToConfirm } } }',
          {},
          admin,
        )
      ).data!.bookings.items.find((b) => b.id === booking._id)?.pickupAreaToConfirm;
    expect(await flagOf()).toBe(true);
    const first = await confirm();
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ message: 'Area confirmed.', booking: { _id: booking._id } });
    expect(await flagOf()).toBe(false);
    expect((await confirm()).status).toBe(200);
    const again = await server.gql<{ confirmPickupArea: { id: string; pickupAreaToConfirm: boolean } }>(
      'mutation ($id: ID!) { confirmPickupArea(bookingId: $id) { id pickupAreaToConfirm } }',
      { id: booking._id },
      admin,
    );
    expect(again.data!.confirmPickupArea).toEqual({ id: booking._id, pickupAreaToConfirm: false });
    const unknown = randomUUID();
    expect(await server.fetch(`/api/v1/bookingsnew/area-confirmed/${unknown}`, json(admin, undefined, 'PUT'))).toMatchObject({
      status: 404,
    });
    const missing = await server.gql('mutation ($id: ID!) { confirmPickupArea(bookingId: $id) { id } }', { id: unknown }, admin);
    expect(missing.errors?.[0]).toMatchObject({ message: 'Booking not found.', extensions: { code: 'NOT_FOUND' } });
    expect((await server.fetch(`/api/v1/bookingsnew/area-confirmed/${booking._id}`, json(customer.token, undefined, 'PUT'))).status).toBe(
      403,
    );
  });

  it('refuses an address in another city with its reason and leg (GraphQL) and a 400 (REST), writing nothing', async () => {
    const customer = await createCustomer(server);
    const far = { pickupAddress: 'Vijay Nagar, Delhi', pickupLandmark: 'near the metro' };
    const res = await server.gql(BOOK, { input: input(far, 78) }, customer.token);
    expect(res.errors?.[0]).toMatchObject({
      message: 'The pick-up address names Delhi: we deliver only in Indore, within 25 km of the city centre.',
      extensions: { code: 'BAD_USER_INPUT', reason: 'OUTSIDE_CITY', leg: 'pickup' },
    });
    const rest = await server.fetch('/api/v1/bookingsnew/book', json(customer.token, bookingBody(car.id, 78, { delivery: far })));
    expect(rest.status).toBe(400);
    expect(((await rest.json()) as { message: string }).message).toMatch(/names Delhi: we deliver only in Indore/);
    const mine = await server.gql<{ myBookings: unknown[] }>('{ myBookings { id } }', {}, customer.token);
    expect(mine.data?.myBookings ?? []).toEqual([]);
  });

  it('refuses an unknown area without a landmark, asking for the locality or a landmark', async () => {
    const customer = await createCustomer(server);
    const res = await server.gql(BOOK, { input: input({ returnAddress: '7 Green Park Colony' }, 82) }, customer.token);
    expect(res.errors?.[0]).toMatchObject({
      message: 'We do not know the area of the return address: name your locality (e.g. Vijay Nagar) or add a landmark near it.',
      extensions: { code: 'BAD_USER_INPUT', reason: 'AREA_UNKNOWN', leg: 'return' },
    });
  });
});
