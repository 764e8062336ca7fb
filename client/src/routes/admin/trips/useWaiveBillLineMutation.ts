import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { TRIP_REFETCH } from './tripUploads';

export const waiveBillLineDocument = graphql(`
  mutation WaiveBillLine($bookingId: ID!, $index: Int!, $reason: String!) {
    waiveBillLine(bookingId: $bookingId, index: $index, reason: $reason) {
      id
      bill {
        ...BillTable_bill
      }
    }
  }
`);

/** Staff waive one line of a returned trip's bill, with a reason that is kept. */
export function useWaiveBillLineMutation() {
  return useMutation(waiveBillLineDocument, TRIP_REFETCH);
}
