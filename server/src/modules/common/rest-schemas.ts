import { z } from 'zod';
import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';

extendZodWithOpenApi(z);

/**
 * The REST dialect's shared pieces (SPEC.md section 3 names, `_id`): the error and message bodies every module
 * answers, and the field types two or more modules' schemas use. Each module declares its own documents and request
 * bodies beside its operations (`<area>.schemas.ts`); they generate /api/openapi.json and the test suite checks every
 * REST answer against them (test/support/contract-check.ts). Strict objects, so a field the code adds without
 * declaring it fails the tests.
 */
export const id = z.string().openapi({ description: 'Record id (a UUID)', example: '0b9a7c1e-4f7a-4d63-9d0b-1a2b3c4d5e6f' });
export const isoTime = z.string().openapi({ description: 'ISO 8601 date-time', format: 'date-time' });
export const day = z.string().openapi({ description: 'yyyy-MM-dd (city wall clock)', example: '2026-12-01' });

export const ErrorBody = z
  .strictObject({ message: z.string() })
  .openapi('Error', { description: 'Every REST error: a sentence a person can read' });
export const Message = z.strictObject({ message: z.string() }).openapi('Message');
