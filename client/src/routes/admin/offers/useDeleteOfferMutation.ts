import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { refetchOnWrite } from '../../../lib/refetchOnWrite';
import { offersDocument } from '../../../components/offers/offersQuery';

export const deleteOfferDocument = graphql(`
  mutation DeleteOffer($id: ID!) {
    deleteOffer(id: $id)
  }
`);

/** Deletes an offer banner; the offers are read again. */
export function useDeleteOfferMutation() {
  return useMutation(deleteOfferDocument, refetchOnWrite(offersDocument));
}
