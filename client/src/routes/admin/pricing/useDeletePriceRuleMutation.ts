import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { priceRulesDocument } from './pricingQueries';
import { refetchOnWrite } from '../../../lib/refetchOnWrite';

export const deletePriceRuleDocument = graphql(`
  mutation DeletePriceRule($id: ID!) {
    deletePriceRule(id: $id)
  }
`);

/** Removes a price rule; the rules read again. */
export function useDeletePriceRuleMutation() {
  return useMutation(deletePriceRuleDocument, refetchOnWrite(priceRulesDocument));
}
