import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { IDEMPOTENT } from '../../apollo/idempotencyLink';

export const createQuickBookingDocument = graphql(`
  mutation CreateQuickBooking($input: QuickBookingInput!) {
    createQuickBooking(input: $input) {
      id
    }
  }
`);

/** The home page's 'Book a Car Instantly' request. */
export function useCreateQuickBookingMutation() {
  return useMutation(createQuickBookingDocument, { context: IDEMPOTENT });
}
