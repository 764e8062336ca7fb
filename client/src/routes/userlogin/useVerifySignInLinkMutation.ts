import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

export const verifySignInLinkDocument = graphql(`
  mutation VerifySignInLink($signin: String!) {
    verifySignInLink(signin: $signin) {
      token
      user {
        ...SessionUser_user
      }
    }
  }
`);

/** Signs in with the link of a code mail (single use); answers the customer's token and account. */
export function useVerifySignInLinkMutation() {
  return useMutation(verifySignInLinkDocument);
}
