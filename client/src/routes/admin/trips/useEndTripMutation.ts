import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { TRIP_REFETCH } from './tripUploads';

export const endTripDocument = graphql(`
  mutation EndTrip($bookingId: ID!, $input: EndTripInput!) {
    endTrip(bookingId: $bookingId, input: $input) {
      id
      tripStage
      bill {
        ...BillTable_bill
      }
    }
  }
`);

/** Staff record the return; the server answers the bill to review before settling. */
export function useEndTripMutation() {
  return useMutation(endTripDocument, TRIP_REFETCH);
}
