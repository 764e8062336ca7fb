import { graphql } from '../../../gql';

export const CONTACTS_PAGE_SIZE = 20;

export const contactMessageFragment = graphql(`
  fragment ContactMessageRow_message on ContactMessage {
    id
    name
    email
    phone
    message
    createdAt
  }
`);

export const contactMessagesDocument = graphql(`
  query ContactMessages($search: String, $page: Int!, $pageSize: Int!) {
    contactMessages(search: $search, page: $page, pageSize: $pageSize) {
      items {
        id
        ...ContactMessageRow_message
      }
      total
    }
  }
`);
