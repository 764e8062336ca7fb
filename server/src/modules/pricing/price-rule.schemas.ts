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

export const requests = {
  priceRule: z.object({
    name: z.string().max(80),
    from: z.string().optional().openapi({ description: 'yyyy-MM-dd, first day covered' }),
    to: z.string().optional().openapi({ description: 'yyyy-MM-dd, last day covered' }),
    weekdays: z.array(z.number().int()).max(7).optional().openapi({ description: '0 = Sunday … 6 = Saturday' }),
    carIds: z.array(z.string()).max(500).optional().openapi({ description: 'Empty or absent: every car' }),
    percent: z.number().int().optional().openapi({ description: '-90 to 300; or dailyPrice' }),
    dailyPrice: z.number().int().optional().openapi({ description: 'Whole rupees per day; or percent' }),
    priority: z.number().int().optional().openapi({ description: 'Default 0; the highest wins' }),
  }),
};

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

/** What an earlier step has checked already, handed on to the next (each step's first broken rule answers). */
const checked = {
  dates: { name: z.string(), from: z.string().nullable(), to: z.string().nullable() },
  days: { weekdays: z.array(z.number()), carIds: z.array(z.string()) },
};

/**
 * A price rule from the Pricing screen, checked in the order staff read the form: the name, the dates (To not before
 * From), the weekdays and cars, something to say when it applies, then either a percentage or a daily price.
 */
export const priceRuleInput = z
  .looseObject({ name: requiredField('Name', 80), from: ifGiven(date('From'), null), to: ifGiven(date('To'), null) })
  .refine(({ from, to }) => !(from && to && to < from), { error: 'To must not be before From.' })
  .pipe(
    z.looseObject({
      ...checked.dates,
      weekdays: ifGiven(
        z
          .array(z.unknown(), { error: WEEKDAYS })
          .max(7, { error: WEEKDAYS })
          .pipe(z.array(wholeNumber('A weekday', 0, 6)))
          .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
        [] as number[],
      ),
      carIds: ifGiven(
        z
          .array(z.custom<string>(isUuid, { error: CARS }), { error: CARS })
          .max(500, { error: CARS })
          .transform((ids) => [...new Set(ids)]),
        [] as string[],
      ),
    }),
  )
  .refine((rule) => Boolean(rule.from || rule.to || rule.weekdays.length), { error: 'Give a date range, weekdays, or both.' })
  .refine((rule) => given(rule.percent) !== given(rule.dailyPrice), { error: 'Give either a percentage or a daily price, not both.' })
  .pipe(
    z.object({
      ...checked.dates,
      ...checked.days,
      percent: ifGiven(wholeNumber('Percent', -90, 300), null),
      dailyPrice: ifGiven(wholeNumber('Daily price', 1, 1_000_000), null),
      priority: ifGiven(wholeNumber('Priority', -1000, 1000), 0),
    }),
  );
export type PriceRuleInput = z.output<typeof priceRuleInput>;
