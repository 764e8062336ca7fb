import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { CarPicture } from '../../components/CarPicture';
import { CarSpecs } from './CarSpecs';
import type { CatalogueCar } from './catalogue';
import { formatRupees } from '../../lib/formatRupees';
import { formatNextFree } from '../../components/period/period';
import { langOfTyped } from '../../i18n/i18n';

interface Props {
  car: CatalogueCar;
  onBook: (car: { id: string; name: string }) => void;
  /** A period is chosen: availability speaks of it, not of today. */
  forPeriod?: boolean;
  /** In the first row (likely the largest paint): loaded at once instead of lazily. */
  priority?: boolean;
}

/**
 * Memoised: the listing re-renders for reasons of its own (the URL's `?book=` cleared, the booking dialog opening,
 * the page going idle), and twelve cards with their icons were redone each time on a phone's first seconds.
 */
export const CarCard = memo(function CarCard(props: Props) {
  const { car } = props;
  const { t, i18n } = useTranslation();
  return (
    <article className="car-card" aria-label={car.name}>
      <div className="car-card__media">
        <CarPicture image={car.image} alt={car.name} priority={props.priority} />
        {car.offer && (
          <span className="car-card__offer" lang={langOfTyped(car.offer, i18n.language)}>
            {car.offer}
          </span>
        )}
      </div>
      <div className="car-card__body">
        <h3 className="car-card__name" lang={langOfTyped(car.name, i18n.language)}>
          {car.name}
        </h3>
        <CarSpecs car={car} />
        <div className="car-card__pricing">
          <p className="car-card__price">
            <strong>{formatRupees(car.price)}</strong> <span>{t('common.perDay')}</span>
          </p>
          {car.fromPrice !== null && car.fromPrice < car.price && (
            <p className="car-card__from">{t('delivery.fromPrice', { price: formatRupees(car.fromPrice) })}</p>
          )}
          <p className="car-card__extra">
            {t('catalogue.extraFare')} <strong>{t('catalogue.perKm', { fare: formatRupees(car.extrafare) })}</strong>
          </p>
        </div>
        {props.forPeriod &&
          (car.isBooked ? (
            <p className="car-card__availability car-card__availability--busy">
              {t('catalogue.bookedThen')}
              {car.nextFreeAt ? t('catalogue.nextFree', { when: formatNextFree(car.nextFreeAt) }) : ''}
            </p>
          ) : (
            <p className="car-card__availability car-card__availability--free">{t('catalogue.freeThen')}</p>
          ))}
        {car.isBooked ? (
          <button type="button" className="btn btn--block btn--disabled" disabled>
            {props.forPeriod ? t('catalogue.notAvailableThen') : t('catalogue.notAvailable')}
          </button>
        ) : (
          <button type="button" className="btn btn--block btn--primary" onClick={() => props.onBook({ id: car.id, name: car.name })}>
            {t('catalogue.bookNow')}
          </button>
        )}
      </div>
    </article>
  );
});
