import { BadInputError } from './errors.js';
import { requiredText } from './input.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar day written yyyy-MM-dd (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (value.length !== 10 || !DATE.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** A 24-hour wall-clock time written HH:mm. */
export function isClockTime(value: string): boolean {
  return value.length === 5 && TIME.test(value);
}

/** A required yyyy-MM-dd date, or a 400 naming the field. */
export function readDate(value: unknown, label: string): string {
  const text = requiredText(value, label, 10);
  if (!isCalendarDate(text)) throw new BadInputError(`${label} must be a date written yyyy-MM-dd.`);
  return text;
}

/** A required HH:mm time, or a 400 naming the field. */
export function readTime(value: unknown, label: string): string {
  const text = requiredText(value, label, 5);
  if (!isClockTime(text)) throw new BadInputError(`${label} must be a time written HH:mm.`);
  return text;
}

/** Admin date filters look at the site's own records: a sane range, so no query is asked about year 1 or 9999. */
export const FILTER_DAYS = { first: '2000-01-01', last: '2100-12-31' } as const;

/** A yyyy-MM-dd day to filter by, within FILTER_DAYS, or a 400 naming the field. */
export function readDayFilter(value: unknown, label: string): string {
  const day = readDate(value, label);
  if (day < FILTER_DAYS.first || day > FILTER_DAYS.last)
    throw new BadInputError(`${label} must be between ${FILTER_DAYS.first} and ${FILTER_DAYS.last}.`);
  return day;
}
