import { z } from 'zod';

/**
 * The invoices module's inputs, one schema each (issue 30): the REST edge and the resolvers parse with them
 * (common/parse-input.ts), so the exports receive a month that is already valid.
 */

const MONTH_MESSAGE = 'Month must be YYYY-MM, e.g. 2026-11.';

/** A month "YYYY-MM" as its first and last city days. */
export const month = z
  .string({ error: MONTH_MESSAGE })
  .trim()
  .regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/, { error: MONTH_MESSAGE })
  .transform((text) => {
    const [year, m] = text.split('-').map(Number);
    const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
    return { month: text, from: `${text}-01`, to: `${text}-${String(last).padStart(2, '0')}` };
  })
  .openapi({ description: 'YYYY-MM: the month of issue (city dates)', example: '2026-11' });
export type Month = z.output<typeof month>;

/** The accountant's exports: one month. */
export const monthQuery = z.object({ month });
