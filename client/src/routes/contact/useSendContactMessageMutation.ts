import { graphql } from '../../gql';
import { useOnDemandMutation } from '../../apollo/onDemandMutation';

export const sendContactMessageDocument = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input)
  }
`);

/** A message from the contact form (Apollo loads when it is sent). */
export function useSendContactMessageMutation() {
  return useOnDemandMutation(sendContactMessageDocument);
}
