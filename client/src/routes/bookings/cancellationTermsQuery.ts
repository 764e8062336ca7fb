import { graphql } from '../../gql';

/** What cancelling now would cost, as the server's policy computes it (asked right before the reason prompt). */
export const cancellationTermsDocument = graphql(`
  query CancellationTerms($id: ID!) {
    cancellationTerms(id: $id) {
      rule
      charge
      refund
      sentence
    }
  }
`);
