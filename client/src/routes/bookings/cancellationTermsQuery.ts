import { graphql } from '../../gql';

/**
 * What cancelling now would cost, as the server's policy computes it (asked when Cancel Booking is pressed). The
 * client words it from these fields in the reader's language (cancellationSentence.ts).
 */
export const cancellationTermsDocument = graphql(`
  query CancellationTerms($id: ID!) {
    cancellationTerms(id: $id) {
      rule
      advance
      charge
      refund
    }
  }
`);
