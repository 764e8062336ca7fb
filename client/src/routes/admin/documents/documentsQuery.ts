import { graphql } from '../../../gql';

export const ADMIN_DOCUMENTS_PAGE_SIZE = 10;

export const adminDocumentsDocument = graphql(`
  query AdminDocuments($page: Int!, $pageSize: Int!) {
    documents(page: $page, pageSize: $pageSize) {
      items {
        id
        kind
        idType
        status
        number
        numberLast4
        dateOfBirth
        issuedOn
        expiresOn
        createdAt
        customerName
        customerEmail
        hasBack
      }
      total
    }
  }
`);

export const documentImageDocument = graphql(`
  query DocumentImage($id: ID!, $side: String!) {
    documentImage(id: $id, side: $side)
  }
`);
