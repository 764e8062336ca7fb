import type { Operation as ModuleOperation } from '../../modules/common/operation.js';
import { modules } from '../../modules/index.js';
import type { Services } from '../../services.js';

export type { Access } from '../../modules/common/operation.js';
/** An operation as the registry reads it: its handlers call the app's services. */
export type Operation = ModuleOperation<Services>;

/**
 * The registry: every module's operations (`<area>.operations.ts`, listed by its module), in module order. The
 * REST routes (api-routes.ts), the input validation (validate-input.ts), the OpenAPI document (openapi.ts), the
 * partner allow-list (partnerScopeFor) and the authorization matrix's rows are read from it.
 */
export const OPERATIONS: Operation[] = modules.flatMap((m) => m.operations ?? []);

/** The GraphQL mutations that take an Idempotency-Key over HTTP: those the idempotent operations name. */
export const IDEMPOTENT_MUTATIONS: ReadonlySet<string> = new Set(OPERATIONS.flatMap((op) => op.idempotent?.mutation ?? []));
/** Of those, the mutations that keep their key themselves (`idempotent.handlesKey`): the edge only hands them the key. */
export const KEY_HANDLING_MUTATIONS: ReadonlySet<string> = new Set(
  OPERATIONS.flatMap((op) => (op.idempotent?.handlesKey ? (op.idempotent.mutation ?? []) : [])),
);

/** Every status an operation can answer besides its successes. */
export function errorStatuses(op: Operation): number[] {
  const statuses = new Set(op.errors ?? []);
  // Any route answers 401 to an unknown or revoked API key and 403 to a key it does not open; guarded routes also to tokens.
  statuses.add(401).add(403);
  // Any route refuses hostile input (control characters, oversized text, bad encoding) in its query or body with 400.
  statuses.add(400);
  // Any route answers 503 while the database (or, for sign-in codes, the mail server) is unreachable.
  statuses.add(503);
  if (op.access === 'catalogue' || op.access === 'partner') statuses.add(429);
  if (op.body) statuses.add(413);
  // An id that is not a UUID is 404; one that is not even valid percent-encoding is 400.
  if (op.path.includes('{id}')) statuses.add(404);
  // Idempotency-Key: the key reused for another request (422), or its first request still running (409).
  if (op.idempotent) statuses.add(409).add(422);
  return [...statuses].sort();
}
