import { useTranslation } from 'react-i18next';
import type { BookFor, QuoteQuery } from '../../gql/graphql';
import { BOOK_FOR_REST, bookForLabel, bookForOfRest } from './bookFor';
import { formatRupees } from '../../lib/formatRupees';
import type { PeriodFields } from './period';
import { WholePrice } from './WholePrice';
import { quoteLineText, type QuoteLineFields } from './quoteLine';
import { useRestJson } from '../../lib/useRestList';
import { getJson } from '../../lib/earlyFetch';
import { customerAuthorization } from '../../apollo/authHeaders';

interface Props {
  carId: string;
  period: PeriodFields;
  bookFor: BookFor;
  /** Doorstep delivery legs to price (DELIVERY_FEE each). */
  delivery?: { pickup: boolean; return: boolean };
}

/** GET /api/v1/cars/{id}/quote answers GraphQL's QuoteResult field for field, each line with its kind and values. */
type Quote = Omit<QuoteQuery['quote'], 'lines'> & { lines: QuoteLineFields[] };

/** The quote URL of a car, a period, a plan and the delivery legs. */
function quoteUrl(carId: string, period: PeriodFields, bookFor: BookFor, delivery: Props['delivery']): string {
  const query = new URLSearchParams({
    ...period,
    bookFor: BOOK_FOR_REST[bookFor],
    deliveryPickup: String(delivery?.pickup ?? false),
    deliveryReturn: String(delivery?.return ?? false),
  });
  return `/api/v1/cars/${encodeURIComponent(carId)}/quote?${query}`;
}

// A signed-in customer's earlier bookings decide a first-ride offer: the quote is asked with their token. The plans
// come back as REST writes them ('12 Hours').
async function readQuote(url: string): Promise<Quote> {
  const quote = await getJson<Omit<Quote, 'bookFor' | 'pricedAs'> & { bookFor: string; pricedAs: string }>(url, customerAuthorization());
  return { ...quote, bookFor: bookForOfRest(quote.bookFor), pricedAs: bookForOfRest(quote.pricedAs) };
}

/** The server's quote for the period and plan, updated as they change. */
export function QuoteSummary({ carId, period, bookFor, delivery }: Props) {
  const { t } = useTranslation();
  // Over a plain GET, not Apollo (issue 33): the booking dialog loads Apollo only when the booking is sent.
  const { data: quote, error } = useRestJson(quoteUrl(carId, period, bookFor, delivery), readQuote);
  if (error) return null;
  if (!quote)
    return (
      <p className="booking-modal__quote" role="status">
        {t('quote.working')}
      </p>
    );
  const rate = formatRupees(quote.rate);
  const units = quote.unit === 'day' ? t('quote.days', { count: quote.units, rate }) : t('quote.halfDays', { count: quote.units, rate });
  return (
    <div className="booking-modal__quote" role="status" aria-label={t('quote.label')}>
      <WholePrice price={quote}>
        <p>
          {units}
          {quote.discount ? t('quote.discount', { percent: quote.discountPercent, amount: formatRupees(quote.discount) }) : ''}
        </p>
        {quote.lines.length > 1 && (
          <ul className="booking-modal__lines" aria-label={t('delivery.breakdown')}>
            {quote.lines.map((line) => (
              <li key={line.label}>
                <span>{quoteLineText(line, quote)}</span>{' '}
                <span>{line.amount < 0 ? `−${formatRupees(-line.amount)}` : formatRupees(line.amount)}</span>
              </li>
            ))}
          </ul>
        )}
        {quote.pricedAs !== quote.bookFor && (
          <p>{t('quote.pricedAs', { pricedAs: bookForLabel(quote.pricedAs), bookFor: bookForLabel(quote.bookFor) })}</p>
        )}
      </WholePrice>
    </div>
  );
}
