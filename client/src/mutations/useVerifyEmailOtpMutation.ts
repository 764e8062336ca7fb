import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';

export const verifyEmailOtpDocument = graphql(`
  mutation VerifyEmailOtp($email: String!, $otp: String!) {
    verifyEmailOtp(email: $email, otp: $otp) {
      token
      user {
        ...SessionUser_user
      }
    }
  }
`);

/** Checks the code; answers the customer's token and account. */
export function useVerifyEmailOtpMutation() {
  return useMutation(verifyEmailOtpDocument);
}
