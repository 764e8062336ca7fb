import type { DocumentNode } from 'graphql';

/**
 * Options of every content admin mutation: the lists it changes read again (awaited, so a
 * form resets only once the lists show the change).
 */
export function adminWrite(...refetch: DocumentNode[]) {
  return { refetchQueries: refetch, awaitRefetchQueries: true };
}
