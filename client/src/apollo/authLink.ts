import { SetContextLink } from '@apollo/client/link/context';
import { customerAuthorization } from './authHeaders';

/** Adds the customer token unless the operation brought its own authorization (see adminContext). */
export const customerAuthLink = new SetContextLink((prevContext) => {
  const headers = (prevContext.headers ?? {}) as Record<string, string>;
  const hasOwn = Object.keys(headers).some((name) => name.toLowerCase() === 'authorization');
  const authorization = customerAuthorization();
  if (hasOwn || !authorization) return {};
  return { headers: { ...headers, authorization } };
});
