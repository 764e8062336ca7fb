import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const createApiKeyDocument = graphql(`
  mutation CreateApiKey($name: String!, $scopes: [ApiKeyScope!]!) {
    createApiKey(name: $name, scopes: $scopes) { key apiKey { id } }
  }
`);

/** Creates a partner API key; the answer carries the key, shown once. Admin token. */
export function useCreateApiKeyMutation() {
  return useMutation(createApiKeyDocument);
}
