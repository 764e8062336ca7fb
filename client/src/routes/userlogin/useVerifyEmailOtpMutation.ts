import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

export const verifyEmailOtpDocument = graphql(`
  mutation VerifyEmailOtp($email: String!, $otp: String!, $phone: String) {
    verifyEmailOtp(email: $email, otp: $otp, phone: $phone) {
      token
      user {
        ...SessionUser_user
      }
    }
  }
`);

/** Checks the code; answers the customer's token and account. The phone typed with it becomes the account's. */
export function useVerifyEmailOtpMutation() {
  return useMutation(verifyEmailOtpDocument);
}
