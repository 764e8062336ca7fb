import type { DocumentNode } from 'graphql';

/** Options of a content admin mutation: the lists it changes read again (awaited, so a form resets only once they show it). */
export function refetchOnWrite(...refetch: DocumentNode[]) {
  return { refetchQueries: refetch, awaitRefetchQueries: true };
}
