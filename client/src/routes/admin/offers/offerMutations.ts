import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { adminWrite } from '../editblogs/adminWrite';
import { offersDocument } from '../../../components/offers/offersQuery';

export const addOfferDocument = graphql(`
  mutation AddOffer($image: Upload) {
    addOffer(image: $image) {
      id
      imageUrl
    }
  }
`);

export const deleteOfferDocument = graphql(`
  mutation DeleteOffer($id: ID!) {
    deleteOffer(id: $id)
  }
`);

export function useAddOffer() {
  return useMutation(addOfferDocument, adminWrite(offersDocument));
}

export function useDeleteOffer() {
  return useMutation(deleteOfferDocument, adminWrite(offersDocument));
}
