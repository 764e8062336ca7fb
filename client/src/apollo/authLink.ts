import { SetContextLink } from '@apollo/client/link/context';
import { adminAuthorization, customerAuthorization, hasOwnAuthorization, isAdminOperation } from './authHeaders';

/**
 * Adds the admin token to the admin client's operations and the customer token to the others, unless the
 * operation brought its own authorization (WITHOUT_TOKEN).
 */
export const authLink = new SetContextLink((prevContext) => {
  const headers = (prevContext.headers ?? {}) as Record<string, string>;
  const authorization = isAdminOperation(prevContext) ? adminAuthorization() : customerAuthorization();
  if (hasOwnAuthorization(headers) || !authorization) return {};
  return { headers: { ...headers, authorization } };
});
