import { describe, expect, it } from 'vitest';
import { DATABASE_DOWN_MESSAGE, databaseUnavailable, NotFoundError } from './errors.js';

describe('databaseUnavailable', () => {
  it.each([
    ['a socket error code', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a crash SQLSTATE', Object.assign(new Error('terminating connection due to unexpected postmaster exit'), { code: '57P01' })],
    ['a pool that lost its connection', new Error('Connection terminated unexpectedly')],
    ['a database still recovering', new Error('the database system is not yet accepting connections')],
    // What MikroORM wraps when the connection of an open transaction died under it (seen under booking load).
    [
      'a transaction whose connection died',
      Object.assign(new Error('Transaction query already complete, run with DEBUG=knex:tx for more info'), { name: 'DriverException' }),
    ],
    [
      'a lost connection wrapped as a cause',
      new Error('insert failed', { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) }),
    ],
  ])('says the database is down for %s', (_name, error) => {
    const unavailable = databaseUnavailable(error);
    expect(unavailable?.status).toBe(503);
    expect(unavailable?.message).toBe(DATABASE_DOWN_MESSAGE);
  });

  it.each([
    ['a constraint violation', Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' })],
    ['a domain error', new NotFoundError('Car not found')],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('leaves %s alone', (_name, error) => {
    expect(databaseUnavailable(error)).toBeNull();
  });
});
