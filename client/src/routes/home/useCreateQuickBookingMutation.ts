import { graphql } from '../../gql';
import { IDEMPOTENT } from '../../apollo/idempotent';
import { useOnDemandMutation } from '../../apollo/onDemandMutation';

export const createQuickBookingDocument = graphql(`
  mutation CreateQuickBooking($input: QuickBookingInput!) {
    createQuickBooking(input: $input) {
      id
    }
  }
`);

const SENT_ONCE = { context: IDEMPOTENT };

/** The home page's 'Book a Car Instantly' request (Apollo loads when it is sent). */
export function useCreateQuickBookingMutation() {
  return useOnDemandMutation(createQuickBookingDocument, SENT_ONCE);
}
