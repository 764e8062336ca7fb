import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** The readable message the server gave for a failed operation, or null (network down, no message). */
export function serverMessage(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || null;
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: { message?: string }[]; message?: string };
      return body.errors?.[0]?.message || body.message || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** The code (extensions.code) of the first GraphQL error, if any. */
export function errorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : null;
}

/** The server refused the operation's token (expired or invalid): UNAUTHENTICATED, or a bare 401. */
export function refusedToken(error: unknown): boolean {
  return errorCode(error) === 'UNAUTHENTICATED' || (ServerError.is(error) && error.statusCode === 401);
}
