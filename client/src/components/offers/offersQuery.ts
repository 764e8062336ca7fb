import { graphql } from '../../gql';

/** The offer banners (SPEC.md section 3: _id, imageUrl), shared by the home strip and the admin screen. */
export const offersDocument = graphql(`
  query Offers {
    offers {
      id
      imageUrl
      createdAt
    }
  }
`);
