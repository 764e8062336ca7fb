import type { FilterQuery } from '@mikro-orm/core';
import type { Booking } from './booking.entity.js';
import { BookingStatus } from '../common/enums.js';
import { BadInputError } from '../common/errors.js';
import { readDayFilter } from '../common/dates.js';
import { containsPattern, searchText } from '../common/input.js';
import { cityDayStart, nextDay } from '../common/city-time.js';

/** The admin table's filters: free text over name, phone and licence; the city day it was created; a status. */
export interface BookingFilter {
  search?: unknown;
  createdOn?: unknown;
  status?: unknown;
}

export function bookingSearch({ search, createdOn, status }: BookingFilter): FilterQuery<Booking> {
  const where: FilterQuery<Booking>[] = [];
  const text = searchText(search);
  if (text) {
    const like = containsPattern(text);
    const anyOf: FilterQuery<Booking>[] = [{ name: { $ilike: like } }, { phone: { $ilike: like } }, { license: { $ilike: like } }];
    // Phones are stored as digits: '+91 98765' should still find 919876543210.
    const digits = text.replace(/\D/g, '');
    if (digits && digits !== text) anyOf.push({ phone: { $like: `%${digits}%` } });
    where.push({ $or: anyOf });
  }
  if (createdOn !== undefined && createdOn !== null && createdOn !== '') {
    const day = readDayFilter(createdOn, 'The date filter');
    where.push({ createdAt: { $gte: cityDayStart(day), $lt: cityDayStart(nextDay(day)) } });
  }
  if (status !== undefined && status !== null && status !== '') {
    if (!Object.values(BookingStatus).includes(status as BookingStatus)) throw new BadInputError('Unknown booking status.');
    where.push({ status: status as BookingStatus });
  }
  return where.length ? { $and: where } : {};
}
