import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { refetchOnWrite } from '../../lib/refetchOnWrite';
import { myDocumentsDocument } from './documentsQuery';

export const uploadDocumentDocument = graphql(`
  mutation UploadDocument($input: UploadDocumentInput!) {
    uploadDocument(input: $input) {
      id
      kind
      status
      numberLast4
      expiresOn
      reason
    }
  }
`);

/**
 * Uploads a licence or an ID proof (multipart); the customer's documents are read again (the previous one is
 * replaced), and the cached bookings are dropped so /bookings asks for their documentIssues afresh.
 */
export function useUploadDocumentMutation() {
  return useMutation(uploadDocumentDocument, {
    ...refetchOnWrite(myDocumentsDocument),
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'myBookings' });
      cache.gc();
    },
  });
}
