import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { refetchOnWrite } from '../../../lib/refetchOnWrite';
import { offersDocument } from '../../../components/offers/offersQuery';

export const addOfferDocument = graphql(`
  mutation AddOffer($image: Upload) {
    addOffer(image: $image) {
      id
      imageUrl
    }
  }
`);

/** Adds an offer banner; the offers are read again. */
export function useAddOfferMutation() {
  return useMutation(addOfferDocument, refetchOnWrite(offersDocument));
}
