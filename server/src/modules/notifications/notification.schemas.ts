import { z } from 'zod';
import { id, isoTime } from '../common/rest-schemas.js';

/** The notifications module's REST documents (common/rest-schemas.ts has the shared pieces). */
export const Notification = z.strictObject({ _id: id, message: z.string(), read: z.boolean(), createdAt: isoTime }).openapi('Notification');
