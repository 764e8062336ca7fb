import { BadInputError } from '../common/errors.js';
import { isCalendarDate, isClockTime } from '../common/dates.js';
import { cityNow } from '../common/city-time.js';

const ISO = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2})(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * An ISO 8601 moment as the city's wall clock (yyyy-MM-dd and HH:mm, seconds dropped): with an offset or Z it is
 * converted to Indore's clock; without one (2026-12-01T10:00, or a bare day meaning 00:00) it is read as Indore's.
 */
export function readWallClock(value: unknown, label: string): { date: string; time: string } {
  const text = typeof value === 'string' ? value.trim() : '';
  const match = text.length <= 40 ? ISO.exec(text) : null;
  if (!match) throw new BadInputError(`${label} must be an ISO 8601 date and time, e.g. 2026-12-01T10:00+05:30.`);
  const [, date, time = '00:00', zone] = match;
  if (!isCalendarDate(date) || !isClockTime(time)) throw new BadInputError(`${label} is not a real date and time.`);
  if (!zone) return { date, time };
  const instant = new Date(text);
  if (Number.isNaN(instant.getTime())) throw new BadInputError(`${label} is not a real date and time.`);
  return cityNow(instant);
}
