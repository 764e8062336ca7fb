import { i18n } from '../../i18n/i18n';
import type { BookFor } from '../../gql/graphql';
import { formatRupees } from '../../lib/formatRupees';
import { bookForLabel } from './bookFor';

/** A line of a quote's breakdown as GET /api/v1/cars/{id}/quote answers it (GraphQL's QuoteLine). */
export interface QuoteLineFields {
  /** In English: what integrators and staff read. */
  label: string;
  amount: number;
  kind: 'RENT' | 'PRICE_RULE' | 'PLAN_DISCOUNT' | 'OFFER' | 'DELIVERY_AT_PICKUP' | 'COLLECTION_AT_RETURN';
  count: number | null;
  name: string | null;
  percent: number | null;
}

/**
 * A line of a quote's breakdown in the reader's language, from its kind and values (the quote's unit, rate and plan
 * for the rent and the plan's discount). A rule's name and an offer stay as staff wrote them.
 */
export function quoteLineText(line: QuoteLineFields, quote: { unit: string; rate: number; pricedAs: BookFor }): string {
  const count = line.count ?? 0;
  switch (line.kind) {
    case 'RENT':
      return i18n.t(quote.unit === 'day' ? 'quote.lineRentDays' : 'quote.lineRentHalfDays', { count, rate: formatRupees(quote.rate) });
    case 'PRICE_RULE':
      return i18n.t('quote.lineRule', { count, name: line.name ?? '' });
    case 'PLAN_DISCOUNT':
      return i18n.t('quote.linePlanDiscount', { plan: bookForLabel(quote.pricedAs), percent: line.percent ?? 0 });
    case 'OFFER':
      return i18n.t('quote.lineOffer', { name: line.name ?? '' });
    case 'DELIVERY_AT_PICKUP':
      return i18n.t('quote.lineDeliveryAtPickup');
    case 'COLLECTION_AT_RETURN':
      return i18n.t('quote.lineCollectionAtReturn');
    default:
      return line.label;
  }
}
