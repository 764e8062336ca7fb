import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { TRIP_REFETCH } from './tripUploads';

export const settleBillDocument = graphql(`
  mutation SettleBill($bookingId: ID!, $method: SettleMethod!, $reference: String) {
    settleBill(bookingId: $bookingId, method: $method, reference: $reference) {
      id
      status
      tripStage
      invoice {
        number
        url
      }
    }
  }
`);

/** Staff settle the bill: the booking is Completed and the invoice issued. */
export function useSettleBillMutation() {
  return useMutation(settleBillDocument, TRIP_REFETCH);
}
