import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatRupees } from '../../lib/formatRupees';
import './whole-price.css';

/** What the server says a booked period costs with tax, and the trip's terms billed after it (QuoteResult, Booking.wholePrice). */
export interface WholePriceFields {
  total: number;
  gst: number;
  grandTotal: number;
  advance: number;
  deposit: number;
  kmIncluded?: number | null;
  fuelChargePerEighth: number;
  lateGraceMinutes: number;
  lateHourCharge: number;
}

/**
 * The whole price before booking (issue 31; the Consumer Protection (E-Commerce) Rules ask for it): the total with
 * GST, the advance, the deposit held, the km included and the fuel and late rules, one short line each, with the
 * policy they come from. Every amount is the server's. `children`: the breakdown, shown under the total.
 */
export function WholePrice({ price, children }: { price: WholePriceFields; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="whole-price">
      <p className="whole-price__total">
        {price.gst > 0 ? t('wholePrice.totalWithGst') : t('wholePrice.total')} <strong>{formatRupees(price.grandTotal)}</strong>
      </p>
      {children}
      {price.gst > 0 && <p>{t('wholePrice.taxSplit', { total: formatRupees(price.total), gst: formatRupees(price.gst) })}</p>}
      <ul className="whole-price__terms" aria-label={t('wholePrice.terms')}>
        <li>{t('wholePrice.advance', { amount: formatRupees(price.advance) })}</li>
        <li>{t('wholePrice.deposit', { amount: formatRupees(price.deposit) })}</li>
        <li>{price.kmIncluded == null ? t('wholePrice.kmUnlimited') : t('wholePrice.km', { km: price.kmIncluded })}</li>
        <li>{t('wholePrice.fuel', { amount: formatRupees(price.fuelChargePerEighth) })}</li>
        <li>{t('wholePrice.late', { minutes: price.lateGraceMinutes, amount: formatRupees(price.lateHourCharge) })}</li>
      </ul>
      <p className="whole-price__policy">
        <Link to="/terms">{t('wholePrice.policy')}</Link>
      </p>
    </div>
  );
}
