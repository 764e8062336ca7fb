import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

export const sendEmailOtpDocument = graphql(`
  mutation SendEmailOtp($name: String!, $email: String!, $phone: String!, $language: String) {
    sendEmailOtp(name: $name, email: $email, phone: $phone, language: $language)
  }
`);

/** Mails a 4-digit code in the site's language (the account keeps it); answers the message to show. */
export function useSendEmailOtpMutation() {
  return useMutation(sendEmailOtpDocument);
}
