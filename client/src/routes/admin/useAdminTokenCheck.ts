import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { graphql } from '../../gql';

export const adminTokenValidDocument = graphql(`
  query AdminTokenValid {
    adminTokenValid
  }
`);

export type TokenState = 'valid' | 'invalid' | 'unreachable';

interface Check {
  token: string;
  /** The path and attempt this answer is for. */
  key: string;
  state: TokenState;
}

/** A refusal by the server means invalid; no answer at all (network down) means we could not tell. */
function stateOfError(error: unknown): TokenState {
  if (CombinedGraphQLErrors.is(error)) return 'invalid';
  if (ServerError.is(error) && (error.statusCode === 401 || error.statusCode === 403)) return 'invalid';
  return 'unreachable';
}

/**
 * SPEC.md section 4: the stored admin token is verified with the server on every path change.
 * `latest` is the newest answer; `checking` is true until the answer for this path, attempt and token arrives.
 */
export function useAdminTokenCheck(token: string | null, pathname: string, attempt: number) {
  const client = useApolloClient();
  const [latest, setLatest] = useState<Check | null>(null);

  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    const key = `${pathname}#${attempt}`;
    client
      .query({ query: adminTokenValidDocument, fetchPolicy: 'network-only' })
      .then(({ data }) => (data?.adminTokenValid ? 'valid' : 'invalid') as TokenState, stateOfError)
      .then((state) => {
        if (live) setLatest({ token, key, state });
      });
    return () => {
      live = false;
    };
  }, [client, token, pathname, attempt]);

  const current = latest && latest.token === token ? latest : null;
  return { latest: current, checking: !current || current.key !== `${pathname}#${attempt}` };
}
