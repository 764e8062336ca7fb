import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { WITHOUT_TOKEN } from '../../apollo/authHeaders';

export const adminSignInLinkDocument = graphql(`
  mutation AdminSignInLink($signin: String!) {
    adminSignInLink(signin: $signin) {
      token
    }
  }
`);

/** The mailed sign-in link (while password sign-in of the account is paused) in, the admin token out. */
export function useAdminSignInLinkMutation() {
  return useMutation(adminSignInLinkDocument, { context: WITHOUT_TOKEN });
}
