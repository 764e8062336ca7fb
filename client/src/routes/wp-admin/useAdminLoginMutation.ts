import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { WITHOUT_TOKEN } from '../../apollo/authHeaders';

export const adminLoginDocument = graphql(`
  mutation AdminLogin($email: String!, $password: String!) {
    adminLogin(email: $email, password: $password) {
      token
    }
  }
`);

/**
 * E-mail and password in, the admin token out. Sent with no token at all: a refused login answers
 * UNAUTHENTICATED, which must not read as the customer's session having expired.
 */
export function useAdminLoginMutation() {
  return useMutation(adminLoginDocument, { context: WITHOUT_TOKEN });
}
