import { z } from 'zod';
import { isCalendarDate, isClockTime } from '../common/dates.js';
import { cityNow } from '../common/city-time.js';

const ISO = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2})(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * An ISO 8601 moment as the city's wall clock (yyyy-MM-dd and HH:mm, seconds dropped): with an offset or Z it is
 * converted to Indore's clock; without one (2026-12-01T10:00, or a bare day meaning 00:00) it is read as Indore's.
 * `label` words the refusals ("From must be an ISO 8601 date and time, …"); the value is the wall clock.
 */
export function wallClockField(label: string) {
  const notIso = `${label} must be an ISO 8601 date and time, e.g. 2026-12-01T10:00+05:30.`;
  const notReal = `${label} is not a real date and time.`;
  return z
    .string({ error: notIso })
    .trim()
    .max(40, { error: notIso })
    .transform((text, ctx): { date: string; time: string } => {
      const match = ISO.exec(text);
      if (!match) {
        ctx.issues.push({ code: 'custom', message: notIso, input: text });
        return z.NEVER;
      }
      const [, date, time = '00:00', zone] = match;
      const instant = zone ? new Date(text) : null;
      if (!isCalendarDate(date) || !isClockTime(time) || (instant && Number.isNaN(instant.getTime()))) {
        ctx.issues.push({ code: 'custom', message: notReal, input: text });
        return z.NEVER;
      }
      return instant ? cityNow(instant) : { date, time };
    });
}
