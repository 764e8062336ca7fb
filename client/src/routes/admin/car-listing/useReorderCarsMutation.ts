import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { adminCarsDocument } from './carListingDocuments';

export const reorderCarsDocument = graphql(`
  mutation ReorderCars($items: [CarOrderInput!]!) {
    reorderCars(items: $items) {
      id
      ...AdminCarCard_car
    }
  }
`);

/** Saves the cars' order; the catalogue the server answers replaces the cached list. */
export function useReorderCarsMutation() {
  return useMutation(reorderCarsDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: adminCarsDocument, data: { cars: data.reorderCars } });
    },
  });
}
