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
  const empty = (
    <p className="bookcar__empty" role="status">
      {search.trim() ? `No cars match "${search.trim()}". Try another name or location.` : 'No cars are available right now.'}
    </p>
  );
  return (
    <QueryCell
      data={loading || failed ? undefined : cars}
      error={!loading && failed}
      failure={null}
      loading={<PageLoading label="Loading cars..." />}
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
