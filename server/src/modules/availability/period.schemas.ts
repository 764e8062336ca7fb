import { z } from 'zod';
import { BadInputError } from '../common/errors.js';
import { isCalendarDate, isClockTime } from '../common/dates.js';
import { cityNowMs } from '../common/city-time.js';
import { requiredTextField } from '../common/input-schemas.js';
import { parseInput } from '../common/parse-input.js';
import { periodOf, type PeriodFields } from './periods.js';

/**
 * A period's input, declared once (issue 30): the four fields every period travels as (the Book Now modal, a move,
 * a quote, the catalogue's query), real dates and times, the drop-off after the pick-up. What needs the clock (not in
 * the past, the lead time) is the service's.
 */
const dayField = (label: string) =>
  requiredTextField(label, 10)
    .refine(isCalendarDate, { error: `${label} must be a date written yyyy-MM-dd.` })
    .openapi({ type: 'string', format: 'date', description: 'yyyy-MM-dd (city wall clock)', example: '2026-12-01' });
const clockField = (label: string) =>
  requiredTextField(label, 5)
    .refine(isClockTime, { error: `${label} must be a time written HH:mm.` })
    .openapi({ type: 'string', description: 'HH:mm, 24-hour (city wall clock)', example: '10:00' });

export const periodShape = {
  pickupDate: dayField('Pick-up date'),
  pickupTime: clockField('Pick-up time'),
  dropDate: dayField('Drop-off date'),
  dropTime: clockField('Drop-off time'),
};

export const DROP_OFF_AFTER_PICK_UP = 'The drop-off must be after the pick-up.';

/** The rule every period keeps, for a schema with the four fields (and maybe more). */
export const dropOffAfterPickUp = (fields: PeriodFields) => periodOf(fields).end > periodOf(fields).start;

/** The four fields, checked, the drop-off after the pick-up. */
export const periodFields = z.object(periodShape).refine(dropOffAfterPickUp, { error: DROP_OFF_AFTER_PICK_UP });

const PERIOD_KEYS = ['pickupDate', 'pickupTime', 'dropDate', 'dropTime'] as const;
const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Optional period filter (the catalogue's query parameters): null when none of the four is given (blank counts as
 * not given: no parse at all, the catalogue's hot path), a 400 when only some are, or when the period has already
 * ended (every car would look free for it).
 */
export function periodFilter(input: Partial<Record<(typeof PERIOD_KEYS)[number], unknown>>): PeriodFields | null {
  const count = PERIOD_KEYS.filter((k) => given(input[k])).length;
  if (!count) return null;
  if (count < PERIOD_KEYS.length) {
    throw new BadInputError('Give all four of pickupDate, pickupTime, dropDate and dropTime (yyyy-MM-dd and HH:mm), or none.');
  }
  const fields = parseInput(periodFields, input);
  if (periodOf(fields).end <= cityNowMs()) throw new BadInputError('That period has already ended: choose a drop-off in the future.');
  return fields;
}

/** The period of a query string (pickupDate=…&pickupTime=…&dropDate=…&dropTime=…): null without any, a 400 when incomplete. */
export function periodQuery(query: string): PeriodFields | null {
  const params = new URLSearchParams(query);
  return periodFilter({
    pickupDate: params.get('pickupDate'),
    pickupTime: params.get('pickupTime'),
    dropDate: params.get('dropDate'),
    dropTime: params.get('dropTime'),
  });
}
