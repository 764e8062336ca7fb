import { z } from 'zod';
import { day, id } from '../common/rest-schemas.js';

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
