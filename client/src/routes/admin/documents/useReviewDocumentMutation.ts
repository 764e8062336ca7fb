import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { refetchOnWrite } from '../../../lib/refetchOnWrite';
import { adminDocumentsDocument } from './documentsQuery';

export const reviewDocumentDocument = graphql(`
  mutation ReviewDocument($id: ID!, $decision: DocumentDecision!, $reason: String, $reasonCode: DocumentRejectionCode) {
    reviewDocument(id: $id, decision: $decision, reason: $reason, reasonCode: $reasonCode) {
      id
      status
      reason
    }
  }
`);

/** Staff verify or reject a document; the queue is read again (the document leaves it). */
export function useReviewDocumentMutation() {
  return useMutation(reviewDocumentDocument, refetchOnWrite(adminDocumentsDocument));
}
