import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { i18n } from '../../i18n/i18n';

// The server refuses a delivery leg with a stable reason and the leg (createBooking's extensions.reason and .leg),
// so the customer reads it in the site's language rather than the server's English.
const TEXT_OF = {
  AREA_UNKNOWN: 'delivery.refusedArea',
  OUTSIDE_CITY: 'delivery.refusedOutside',
  TOO_FAR: 'delivery.refusedFar',
} as const;

/** The refusal of a delivery leg in the active language, or null when `error` is not one. */
export function deliveryRefusal(error: unknown, radiusKm: number): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const { reason, leg } = error.errors[0]?.extensions ?? {};
  if (typeof reason !== 'string' || !(reason in TEXT_OF)) return null;
  const field = i18n.t(leg === 'return' ? 'delivery.collection' : 'delivery.address');
  return i18n.t(TEXT_OF[reason as keyof typeof TEXT_OF], { field, km: radiusKm });
}
