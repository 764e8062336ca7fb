import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { fleetCalendarDocument } from './calendarQueries';
import { refetchOnWrite } from '../../../lib/refetchOnWrite';

export const deleteBlockDocument = graphql(`
  mutation DeleteBlock($id: ID!) {
    deleteBlock(id: $id)
  }
`);

/** Removes a maintenance block; the fleet calendar reads again. */
export function useDeleteBlockMutation() {
  return useMutation(deleteBlockDocument, refetchOnWrite(fleetCalendarDocument));
}
