import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { TRIP_REFETCH } from './tripUploads';

export const startTripDocument = graphql(`
  mutation StartTrip($bookingId: ID!, $input: StartTripInput!) {
    startTrip(bookingId: $bookingId, input: $input) {
      id
      status
      tripStage
    }
  }
`);

/** Staff hand over the keys: readings, photos and the customer's signature (multipart, on /graphql like every operation). */
export function useStartTripMutation() {
  return useMutation(startTripDocument, TRIP_REFETCH);
}
