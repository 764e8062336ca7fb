import { useCallback, useState } from 'react';
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';

/**
 * A mutation for a form on a screen that shows without Apollo (the home page, the contact page, the booking dialog):
 * Apollo (about 50 kB compressed, and its start-up work on a phone) loads when the form is first sent, not with the
 * page (issue 33). `options`: Apollo's context and cache update for it. `mutate` resolves with the answer's data and
 * rejects as useMutation's does (a refusal or a network failure); `loading` is true while it is on its way.
 */
export function useOnDemandMutation<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  options?: Pick<ApolloClient.MutateOptions<TData, TVariables>, 'context' | 'update'>,
) {
  const [loading, setLoading] = useState(false);
  const mutate = useCallback(
    async (variables: TVariables): Promise<TData | undefined> => {
      setLoading(true);
      try {
        const { getApollo } = await import('./instance');
        const { data } = await getApollo().client.mutate({ mutation, variables, ...options } as ApolloClient.MutateOptions<
          TData,
          TVariables
        >);
        return data ?? undefined;
      } finally {
        setLoading(false);
      }
    },
    [mutation, options],
  );
  return [mutate, { loading }] as const;
}
