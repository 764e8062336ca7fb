import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { fleetCalendarDocument } from './calendarQueries';
import { refetchOnWrite } from '../../../lib/refetchOnWrite';

export const createBlockDocument = graphql(`
  mutation CreateBlock($input: BlockInput!) {
    createBlock(input: $input)
  }
`);

/** Takes a car out of service for a period; the fleet calendar reads again. */
export function useCreateBlockMutation() {
  return useMutation(createBlockDocument, refetchOnWrite(fleetCalendarDocument));
}
