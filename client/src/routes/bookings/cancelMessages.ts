import { translated } from '../../i18n/i18n';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { serverMessage } from '../../components/serverMessage';

/** SPEC.md's cancel texts, in the active language. */
export const CANCEL_MESSAGES = translated({
  prompt: 'bookings.cancelPrompt',
  termsUnavailable: 'bookings.termsUnavailable',
  cancelled: 'bookings.cancelled',
  failed: 'bookings.cancelFailed',
  exception: 'bookings.exception',
});

/** The server refused (its message, or 'Failed to cancel.'); anything else, such as no network: 'Something went wrong.'. */
export function cancelFailureMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) || ServerError.is(error)) return serverMessage(error) ?? CANCEL_MESSAGES.failed;
  return CANCEL_MESSAGES.exception;
}
