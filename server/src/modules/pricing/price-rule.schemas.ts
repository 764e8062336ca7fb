import { z } from 'zod';
import { day, id } from '../common/rest-schemas.js';
import { calendarDate, numberText, requiredField } from '../common/input-schemas.js';
import { isUuid } from '../common/ids.js';

/** The pricing module's REST documents and request bodies (common/rest-schemas.ts has the shared pieces). */
export const PriceRule = z
  .strictObject({
    _id: id,
    name: z.string(),
    from: day.nullable(),
    to: day.nullable(),
    weekdays: z.array(z.number().int()).openapi({ description: '0 = Sunday … 6 = Saturday; empty: every day' }),
    carIds: z.array(id).openapi({ description: 'Empty: every car' }),
    percent: z.number().int().nullable(),
    dailyPrice: z.number().int().nullable(),
    priority: z.number().int(),
  })
  .openapi('PriceRule', { description: 'A price rule; where rules overlap the highest priority wins (then the newest)' });

/** Left out: absent, null or ''. */
const given = (value: unknown) => value !== undefined && value !== null && value !== '';
/** `schema` when the field is given, else `fallback`. */
const ifGiven = <T, F>(schema: z.ZodType<T, unknown>, fallback: F) =>
  z.preprocess((value) => (given(value) ? value : undefined), schema.optional()).transform((value) => value ?? fallback);

/** A whole number from `min` to `max`, given as a number or as text that is one. */
const wholeNumber = (label: string, min: number, max: number) => {
  const range = `${label} must be a whole number from ${min} to ${max}.`;
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: range }).int({ error: range }).min(min, { error: range }).max(max, { error: range }),
  );
};

const WEEKDAYS = 'Weekdays must be a list of numbers from 0 (Sunday) to 6 (Saturday).';
const CARS = 'Cars must be a list of car ids.';
const date = (label: string) => z.preprocess(numberText, calendarDate(label));

/**
 * A price rule from the Pricing screen (the REST body and GraphQL's input): each field's rule in the order staff read
 * the form (the name, the dates, the weekdays and cars, a percentage or a daily price, the priority), then, once every
 * field is right, To not before From, something to say when it applies, and either a percentage or a daily price.
 */
export const priceRuleInput = z
  .object({
    name: requiredField('Name', 80),
    from: ifGiven(date('From'), null).openapi({ description: 'yyyy-MM-dd, first day covered' }),
    to: ifGiven(date('To'), null).openapi({ description: 'yyyy-MM-dd, last day covered' }),
    weekdays: ifGiven(
      z
        .array(wholeNumber('A weekday', 0, 6), { error: WEEKDAYS })
        .max(7, { error: WEEKDAYS })
        .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
      [] as number[],
    ).openapi({ description: '0 = Sunday … 6 = Saturday' }),
    carIds: ifGiven(
      z
        .array(z.custom<string>(isUuid, { error: CARS }).openapi({ type: 'string', format: 'uuid' }), { error: CARS })
        .max(500, { error: CARS })
        .transform((ids) => [...new Set(ids)]),
      [] as string[],
    ).openapi({ description: 'Empty or absent: every car' }),
    percent: ifGiven(wholeNumber('Percent', -90, 300), null).openapi({ description: '-90 to 300; or dailyPrice' }),
    dailyPrice: ifGiven(wholeNumber('Daily price', 1, 1_000_000), null).openapi({ description: 'Whole rupees per day; or percent' }),
    priority: ifGiven(wholeNumber('Priority', -1000, 1000), 0).openapi({ description: 'Default 0; the highest wins' }),
  })
  .refine(({ from, to }) => !(from && to && to < from), { error: 'To must not be before From.' })
  .refine((rule) => Boolean(rule.from || rule.to || rule.weekdays.length), { error: 'Give a date range, weekdays, or both.' })
  .refine((rule) => (rule.percent === null) !== (rule.dailyPrice === null), {
    error: 'Give either a percentage or a daily price, not both.',
  });
export type PriceRuleInput = z.output<typeof priceRuleInput>;
