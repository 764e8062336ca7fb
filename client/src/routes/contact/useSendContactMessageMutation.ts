import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

export const sendContactMessageDocument = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input)
  }
`);

/** A message from the contact form. */
export function useSendContactMessageMutation() {
  return useMutation(sendContactMessageDocument);
}
