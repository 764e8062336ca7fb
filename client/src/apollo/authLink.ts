import { SetContextLink } from '@apollo/client/link/context';
import { customerAuthorization, hasOwnAuthorization } from './authHeaders';

/** Adds the customer token unless the operation brought its own authorization (see adminContext). */
export const customerAuthLink = new SetContextLink((prevContext) => {
  const headers = (prevContext.headers ?? {}) as Record<string, string>;
  const authorization = customerAuthorization();
  if (hasOwnAuthorization(headers) || !authorization) return {};
  return { headers: { ...headers, authorization } };
});
