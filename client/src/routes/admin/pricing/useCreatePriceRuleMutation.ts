import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { priceRulesDocument } from './pricingQueries';
import { refetchOnWrite } from '../../../lib/refetchOnWrite';

export const createPriceRuleDocument = graphql(`
  mutation CreatePriceRule($input: PriceRuleInput!) {
    createPriceRule(input: $input)
  }
`);

/** Adds a price rule; the rules read again (quotes apply it at once). */
export function useCreatePriceRuleMutation() {
  return useMutation(createPriceRuleDocument, refetchOnWrite(priceRulesDocument));
}
