import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import { TRIP_REFETCH, TRIP_UPLOAD_CONTEXT } from './tripUploads';

export const startTripDocument = graphql(`
  mutation StartTrip($bookingId: ID!, $input: StartTripInput!) {
    startTrip(bookingId: $bookingId, input: $input) {
      id
      status
      tripStage
    }
  }
`);

/** Staff hand over the keys: readings, photos and the customer's signature (multipart, on the trip upload address). */
export function useStartTripMutation() {
  return useMutation(startTripDocument, { context: TRIP_UPLOAD_CONTEXT, ...TRIP_REFETCH });
}
