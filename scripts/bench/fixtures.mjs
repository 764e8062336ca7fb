// Data and credentials for the booking and fan-out scenarios: customers written straight into the database
// (signing up goes through an e-mailed OTP, which is not what these scenarios measure), signed tokens like the
// server's own (server/src/modules/auth/tokens.ts), and Book Now forms with varied cars and dates.
import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import pg from 'pg';

/** A short-lived pg pool on the bench's database; the caller ends it. */
export function openPool(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on('error', () => {
    /* the database stops at the end of the run */
  });
  return pool;
}

/** Inserts `count` verified customers; answers their ids. */
export async function createCustomers(pool, count, prefix = 'bench') {
  const tag = randomUUID().slice(0, 8);
  const ids = Array.from({ length: count }, () => randomUUID());
  const values = ids.map((_, i) => `($${i * 4 + 1}, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4}, true)`).join(', ');
  const params = ids.flatMap((id, i) => [
    id,
    `Bench Customer ${i + 1}`,
    `${prefix}-${tag}-${i + 1}@bench.example`,
    `98${String(10_000_000 + i * 7_919).slice(-8)}`,
  ]);
  await pool.query(`insert into users (id, name, email, phone, is_verified) values ${values}`, params);
  return ids;
}

export async function adminId(pool) {
  const { rows } = await pool.query('select id from admins order by created_at limit 1');
  if (!rows[0]) throw new Error('the server created no admin account');
  return rows[0].id;
}

export async function carIds(pool) {
  const { rows } = await pool.query('select id from cars order by "order", id');
  if (rows.length === 0) throw new Error('the database has no cars (SEED_DEMO)');
  return rows.map((r) => r.id);
}

/** A bearer token as the server signs it: HS256, subject = the account's id, payload { role }. */
export function signToken(secret, id, role) {
  return jwt.sign({ role }, secret, { subject: id, expiresIn: '2h', algorithm: 'HS256' });
}

const DAY = 86_400_000;
const BOOK_FOR = ['12 Hours', 'Daily', 'Weekly', 'Monthly'];
const pad = (n) => String(n).padStart(2, '0');
export const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

/**
 * A Book Now form: a car from the list, pick-up between `fromDay` and `fromDay + spanDays` days ahead (never in
 * the past in the city's time zone), drop-off 1 to 7 days later; varied hours and durations, like real traffic.
 */
// From day 14: clear of the demo data's trips and its car in the workshop next week (server/src/seed/demo-calendar.ts).
export function bookingForm(cars, n, { fromDay = 14, spanDays = 60, random = Math.random } = {}) {
  const start = Date.now() + (fromDay + Math.floor(random() * spanDays)) * DAY;
  const days = 1 + Math.floor(random() * 7);
  return {
    carId: cars[n % cars.length],
    name: `Bench Customer ${n}`,
    phone: `98${String(10_000_000 + ((n * 7_919) % 90_000_000)).slice(-8)}`,
    license: `MP09-${2000 + (n % 25)}-${String(n).padStart(7, '0')}`,
    pickupDate: isoDay(start),
    pickupTime: `${pad(6 + Math.floor(random() * 14))}:${random() < 0.5 ? '00' : '30'}`,
    dropDate: isoDay(start + days * DAY),
    dropTime: `${pad(6 + Math.floor(random() * 14))}:${random() < 0.5 ? '00' : '30'}`,
    bookFor: BOOK_FOR[Math.floor(random() * BOOK_FOR.length)],
  };
}

/** A one-day booking `dayOffset` days ahead, 08:00 to 20:00: bookings with distinct offsets never overlap. */
export function dayBookingForm(carId, n, dayOffset) {
  const day = isoDay(Date.now() + dayOffset * DAY);
  return { ...bookingForm([carId], n), pickupDate: day, pickupTime: '08:00', dropDate: day, dropTime: '20:00', bookFor: '12 Hours' };
}
