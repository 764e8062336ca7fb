import { ApolloLink } from '@apollo/client';
import { tap } from 'rxjs';

// One key per mutation and variables until the server answers: a retry after a lost answer (a dropped connection, a
// second click while the first is on its way) sends the same key, so the server replays rather than books twice.
const open = new Map<string, string>();

/** Adds `Idempotency-Key` to operations whose context says `idempotent` (IDEMPOTENT, ./idempotent.ts; issue 29). */
export const idempotencyLink = new ApolloLink((operation, forward) => {
  if (operation.getContext().idempotent !== true) return forward(operation);
  const attempt = `${operation.operationName}:${JSON.stringify(operation.variables)}`;
  const key = open.get(attempt) ?? crypto.randomUUID();
  open.set(attempt, key);
  operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({ headers: { ...headers, 'idempotency-key': key } }));
  // Any answer (data or a refusal) ends the attempt: the next submit is a new request with a new key.
  return forward(operation).pipe(tap({ next: () => open.delete(attempt) }));
});
