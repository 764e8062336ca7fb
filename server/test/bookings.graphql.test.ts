import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, bookingWorld, cityDate, type BookingWorld, type Customer } from './support/booking-fixtures.js';

let { server, asha, ravi, admin, car } = {} as BookingWorld;

beforeAll(async () => {
  ({ server, asha, ravi, admin, car } = await bookingWorld('Scorpio'));
});
afterAll(async () => {
  await server?.close();
});

const BOOKING =
  'id status name phone license pickupDate pickupTime dropDate dropTime bookFor cancelReason adminRemarks createdAt car { id name image cartype }';
const CREATE = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { ${BOOKING} } }`;
const SET = `mutation ($id: ID!, $status: BookingStatus!) { setBookingStatus(id: $id, status: $status) { id status } }`;
const CANCEL = 'mutation ($id: ID!, $reason: String!) { cancelBooking(id: $id, reason: $reason) { id status cancelReason } }';

async function create(who: Customer, startDay: number, overrides: Record<string, unknown> = {}) {
  const input = {
    ...bookingBody(car.id, startDay, { name: who.name, bookFor: 'TwelveHours', dropDate: cityDate(startDay), dropTime: '22:00' }),
    ...overrides,
  };
  return server.gql<{ createBooking: { id: string; status: string } & Record<string, unknown> }>(CREATE, { input }, who.token);
}

describe('createBooking', () => {
  it('books a car as Pending and answers the booking with its car', async () => {
    const { data, errors } = await create(asha, 3);
    expect(errors).toBeUndefined();
    expect(data!.createBooking).toMatchObject({
      status: 'Pending',
      name: 'Asha Verma',
      phone: '919876543210',
      bookFor: 'TwelveHours',
      pickupDate: cityDate(3),
      pickupTime: '10:00',
      car: { id: car.id, name: 'Scorpio', cartype: 'SUV' },
    });
  });

  it('answers BAD_USER_INPUT, NOT_FOUND, UNAUTHENTICATED and FORBIDDEN with readable messages', async () => {
    const past = await create(asha, -3);
    expect(past.errors?.[0]).toMatchObject({
      message: 'The pick-up date and time cannot be in the past.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const noCar = await create(asha, 3, { carId: '00000000-0000-4000-8000-000000000000' });
    expect(noCar.errors?.[0]).toMatchObject({ message: 'Car not found.', extensions: { code: 'NOT_FOUND' } });
    const input = bookingBody(car.id, 3, { bookFor: 'Daily' });
    expect((await server.gql(CREATE, { input })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await server.gql(CREATE, { input }, admin)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('setBookingStatus and cancelBooking', () => {
  it('lets an admin accept and a customer cancel, and answers CONFLICT afterwards', async () => {
    const id = (await create(asha, 10)).data!.createBooking.id;
    expect((await server.gql(SET, { id, status: 'Accepted' }, admin)).data).toEqual({ setBookingStatus: { id, status: 'Accepted' } });
    expect((await server.gql(SET, { id, status: 'Accepted' }, asha.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await server.gql(CANCEL, { id, reason: 'x' }, ravi.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await server.gql(CANCEL, { id, reason: ' ' }, asha.token)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await server.gql(CANCEL, { id, reason: 'Trip postponed' }, asha.token)).data).toEqual({
      cancelBooking: { id, status: 'Canceled', cancelReason: 'Trip postponed' },
    });
    const refused = await server.gql(SET, { id, status: 'Completed' }, admin);
    expect(refused.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await server.gql(SET, { id, status: 'Canceled' }, admin)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers CONFLICT with a clear message for an overlapping accept', async () => {
    const a = (await create(asha, 20)).data!.createBooking.id;
    const b = (await create(ravi, 20)).data!.createBooking.id;
    await server.gql(SET, { id: a, status: 'Accepted' }, admin);
    const { errors } = await server.gql(SET, { id: b, status: 'Accepted' }, admin);
    expect(errors?.[0]).toMatchObject({ message: 'This car is already booked for those dates.', extensions: { code: 'CONFLICT' } });
  });
});

describe('myBookings and bookings', () => {
  it("myBookings answers the customer's own bookings only", async () => {
    const { data } = await server.gql<{ myBookings: { id: string; name: string }[] }>(`{ myBookings { ${BOOKING} } }`, {}, ravi.token);
    expect(data!.myBookings.length).toBeGreaterThan(0);
    expect(data!.myBookings.every((b) => b.name === 'Ravi Jain')).toBe(true);
    expect((await server.gql('{ myBookings { id } }', {}, admin)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('bookings pages the admin list newest first with search, day filter, status and the Pending count', async () => {
    const Q = `query ($search: String, $createdOn: String, $status: BookingStatus, $page: Int, $pageSize: Int) {
      bookings(search: $search, createdOn: $createdOn, status: $status, page: $page, pageSize: $pageSize) { total page pageSize pendingCount items { id name status createdAt } } }`;
    type Page = {
      bookings: {
        total: number;
        page: number;
        pageSize: number;
        pendingCount: number;
        items: { id: string; name: string; status: string; createdAt: string }[];
      };
    };
    const all = (await server.gql<Page>(Q, {}, admin)).data!.bookings;
    expect(all.total).toBe(all.items.length);
    expect(all.pageSize).toBe(20);
    expect(all.pendingCount).toBe(all.items.filter((b) => b.status === 'Pending').length);
    const times = all.items.map((b) => Date.parse(b.createdAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const second = (await server.gql<Page>(Q, { page: 2, pageSize: 2 }, admin)).data!.bookings;
    expect(second.items.map((b) => b.id)).toEqual(all.items.slice(2, 4).map((b) => b.id));
    const ravis = (await server.gql<Page>(Q, { search: 'RAVI' }, admin)).data!.bookings;
    expect(ravis.items.every((b) => b.name === 'Ravi Jain') && ravis.total > 0).toBe(true);
    expect((await server.gql<Page>(Q, { createdOn: cityDate(0) }, admin)).data!.bookings.total).toBe(all.total);
    expect((await server.gql<Page>(Q, { status: 'Canceled' }, admin)).data!.bookings.total).toBe(1);
    expect((await server.gql(Q, { pageSize: 500 }, admin)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await server.gql(Q, {}, asha.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
