import type { FilterQuery } from '@mikro-orm/core';
import type { Booking } from './booking.entity.js';
import type { BookingFilter } from './booking.schemas.js';
import { containsPattern, searchText } from '../common/input.js';
import { cityDayStart, nextDay } from '../common/city-time.js';

/** The admin table's filters: free text over name, phone and licence; the city day it was created; a status. */

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
  if (createdOn) where.push({ createdAt: { $gte: cityDayStart(createdOn), $lt: cityDayStart(nextDay(createdOn)) } });
  if (status) where.push({ status });
  return where.length ? { $and: where } : {};
}
