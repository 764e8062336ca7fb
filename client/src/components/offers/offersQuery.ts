import { graphql } from '../../gql';

/** The offer banners (SPEC.md section 3: _id, imageUrl): the home strip reads them with a plain GET (no Apollo on `/`). */
export const OFFERS_URL = '/api/offers';

/** The same over GraphQL: the admin screen, which writes them too. */
export const offersDocument = graphql(`
  query Offers {
    offers {
      id
      imageUrl
      createdAt
    }
  }
`);
