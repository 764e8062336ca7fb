import { graphql } from '../../gql';

export const myDocumentsDocument = graphql(`
  query MyDocuments {
    myDocuments {
      id
      kind
      idType
      status
      numberLast4
      expiresOn
      reason
      createdAt
    }
  }
`);
