import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const revokeApiKeyDocument = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) { id revokedAt }
  }
`);

/** Revokes a partner API key at once (the cache updates the row's revokedAt). Admin token. */
export function useRevokeApiKeyMutation() {
  return useMutation(revokeApiKeyDocument);
}
