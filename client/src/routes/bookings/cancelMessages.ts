import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { serverMessage } from '../../components/serverMessage';

export const CANCEL_MESSAGES = {
  prompt: 'Provide a reason for cancellation:',
  confirm: 'Do you still want to cancel this booking?',
  termsUnavailable: 'We could not check what cancelling now costs. Any charge follows our Cancellation & Refund policy.',
  cancelled: 'Booking cancelled.',
  failed: 'Failed to cancel.',
  exception: 'Something went wrong.',
} as const;

/** The server refused (its message, or 'Failed to cancel.'); anything else, such as no network: 'Something went wrong.'. */
export function cancelFailureMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) || ServerError.is(error)) return serverMessage(error) ?? CANCEL_MESSAGES.failed;
  return CANCEL_MESSAGES.exception;
}
