import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';

export const sendEmailOtpDocument = graphql(`
  mutation SendEmailOtp($name: String!, $email: String!, $phone: String!) {
    sendEmailOtp(name: $name, email: $email, phone: $phone)
  }
`);

/** Mails a 4-digit code; answers the message to show (e.g. where it went). */
export function useSendEmailOtpMutation() {
  return useMutation(sendEmailOtpDocument);
}
