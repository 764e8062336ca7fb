import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

export const resendEmailOtpDocument = graphql(`
  mutation ResendEmailOtp($email: String!) {
    resendEmailOtp(email: $email)
  }
`);

/** A new code for the address's latest sign-in (the server allows one every 30 seconds). */
export function useResendEmailOtpMutation() {
  return useMutation(resendEmailOtpDocument);
}
