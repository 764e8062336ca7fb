import type { DocumentNode } from 'graphql';
import { adminContext } from '../../../apollo/authHeaders';

/**
 * Options of every content admin mutation: the admin token, and the lists it changes read again (awaited, so a
 * form resets only once the lists show the change).
 */
export function adminWrite(...refetch: DocumentNode[]) {
  return { context: adminContext(), refetchQueries: refetch, awaitRefetchQueries: true };
}
