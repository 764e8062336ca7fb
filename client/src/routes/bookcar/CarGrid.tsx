import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/PageLoading';
import { QueryCell } from '../../components/QueryCell';
import { CarCard } from './CarCard';
import type { CarToBook } from './BookingModal';
import type { CatalogueCar } from './catalogue';

interface Props {
  loading: boolean;
  /** The first fetch failed: SPEC.md shows no message, the failure is only logged. */
  failed: boolean;
  cars: CatalogueCar[];
  search: string;
  onBook: (car: CarToBook) => void;
  forPeriod?: boolean;
}

export function CarGrid({ loading, failed, cars, search, onBook, forPeriod }: Props) {
  const { t } = useTranslation();
  const empty = (
    <p className="bookcar__empty" role="status">
      {search.trim() ? t('catalogue.noMatch', { search: search.trim() }) : t('catalogue.noCars')}
    </p>
  );
  return (
    <QueryCell
      data={loading || failed ? undefined : cars}
      error={!loading && failed}
      failure={null}
      loading={<PageLoading label={t('catalogue.loadingCars')} />}
      isEmpty={(shown) => shown.length === 0}
      empty={empty}
    >
      {(shown) => (
        <div className="car-grid">
          {shown.map((car, i) => (
            <CarCard key={car.id} car={car} onBook={onBook} forPeriod={forPeriod} priority={i < 2} />
          ))}
        </div>
      )}
    </QueryCell>
  );
}
