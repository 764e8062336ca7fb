import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import type { BookFor } from '../../gql/graphql';
import { quoteDocument } from './quoteQuery';
import { bookForLabel } from './bookFor';
import { formatRupees } from '../../lib/formatRupees';
import type { PeriodFields } from './period';
import { WholePrice } from './WholePrice';

interface Props {
  carId: string;
  period: PeriodFields;
  bookFor: BookFor;
  /** Doorstep delivery legs to price (DELIVERY_FEE each). */
  delivery?: { pickup: boolean; return: boolean };
}

/** The server's quote for the period and plan, updated as they change. */
export function QuoteSummary({ carId, period, bookFor, delivery }: Props) {
  const { t } = useTranslation();
  const legs = { deliveryPickup: delivery?.pickup ?? false, deliveryReturn: delivery?.return ?? false };
  const { data, previousData, error } = useQuery(quoteDocument, { variables: { input: { carId, ...period, bookFor, ...legs } } });
  const quote = (data ?? previousData)?.quote;
  if (error && !quote) return null;
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
                <span>{line.label}</span> <span>{line.amount < 0 ? `−${formatRupees(-line.amount)}` : formatRupees(line.amount)}</span>
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
