import { useQuery } from '@apollo/client/react';
import type { BookFor } from '../../gql/graphql';
import { quoteDocument } from './quoteQuery';
import { bookForLabel } from './bookFor';
import { formatRupees } from '../../lib/formatRupees';
import type { PeriodFields } from './period';

interface Props {
  carId: string;
  period: PeriodFields;
  bookFor: BookFor;
  /** Doorstep delivery legs to price (DELIVERY_FEE each). */
  delivery?: { pickup: boolean; return: boolean };
}

/** The server's quote for the period and plan, updated as they change. */
export function QuoteSummary({ carId, period, bookFor, delivery }: Props) {
  const legs = { deliveryPickup: delivery?.pickup ?? false, deliveryReturn: delivery?.return ?? false };
  const { data, previousData, error } = useQuery(quoteDocument, { variables: { input: { carId, ...period, bookFor, ...legs } } });
  const quote = (data ?? previousData)?.quote;
  if (error && !quote) return null;
  if (!quote)
    return (
      <p className="booking-modal__quote" role="status">
        Working out the price...
      </p>
    );
  const units = `${quote.units} ${quote.unit === 'day' ? (quote.units === 1 ? 'day' : 'days') : '× 12 hours'}`;
  return (
    <div className="booking-modal__quote" role="status" aria-label="Price">
      <p>
        Total <strong>{formatRupees(quote.total)}</strong>
      </p>
      <p>
        {units} × {formatRupees(quote.rate)}
        {quote.discount ? `, less ${quote.discountPercent}% (${formatRupees(quote.discount)})` : ''}
      </p>
      {quote.lines.length > 1 && (
        <ul className="booking-modal__lines" aria-label="Price breakdown">
          {quote.lines.map((line) => (
            <li key={line.label}>
              <span>{line.label}</span> <span>{line.amount < 0 ? `−${formatRupees(-line.amount)}` : formatRupees(line.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      {quote.pricedAs !== quote.bookFor && (
        <p>
          Priced as {bookForLabel(quote.pricedAs)}: these dates do not fit the {bookForLabel(quote.bookFor)} plan.
        </p>
      )}
      <p>Advance on confirmation: {formatRupees(quote.advance)}</p>
    </div>
  );
}
