import { startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/PageLoading';
import { useNearScreen } from '../../components/useNearScreen';
import { QueryCell } from '../../components/QueryCell';
import { CarCard } from './CarCard';
import type { CarToBook } from './BookingModal';
import type { CatalogueCar } from './catalogue';
import { PRIORITY_CARDS } from '../../lib/cardPhoto';

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
      {(shown) => <CarCards cars={shown} onBook={onBook} forPeriod={forPeriod} />}
    </QueryCell>
  );
}

/** The cards of the first paint: a wide screen's first row, more than a phone's first screen. */
const FIRST_CARDS = 4;
/** The rest of the cards come at the latest this long after the first ones, pictures loaded or not. */
const REST_AT_THE_LATEST_MS = 3000;

/**
 * The first cards render at once; the others once they come near the screen, or once the first card's picture has
 * loaded (the page's largest paint) and the browser is idle: a phone's first seconds go to what it shows (issue 23),
 * and every card is in the page a moment later for those who read it without scrolling.
 */
function CarCards({ cars, onBook, forPeriod }: { cars: CatalogueCar[]; onBook: (car: CarToBook) => void; forPeriod?: boolean }) {
  const grid = useRef<HTMLDivElement>(null);
  const rest = useRef<HTMLDivElement>(null);
  const near = useNearScreen(rest);
  const [later, setLater] = useState(false);
  const waiting = cars.length > FIRST_CARDS && !near && !later;
  useEffect(() => {
    const element = grid.current;
    if (!waiting || !element) return;
    let idle = 0;
    const show = () => startTransition(() => setLater(true));
    const whenIdle = () => {
      if (idle) return;
      idle =
        typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(show, { timeout: 1000 }) : window.setTimeout(show, 0);
    };
    const timer = window.setTimeout(show, REST_AT_THE_LATEST_MS);
    element.addEventListener('load', whenIdle, true);
    element.addEventListener('error', whenIdle, true);
    if (element.querySelector('img')?.complete) whenIdle();
    return () => {
      window.clearTimeout(timer);
      if (idle && typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      element.removeEventListener('load', whenIdle, true);
      element.removeEventListener('error', whenIdle, true);
    };
  }, [waiting]);
  const cards = waiting ? cars.slice(0, FIRST_CARDS) : cars;
  return (
    <div className="car-grid" ref={grid}>
      {cards.map((car, i) => (
        <CarCard key={car.id} car={car} onBook={onBook} forPeriod={forPeriod} priority={i < PRIORITY_CARDS} />
      ))}
      {waiting && <div ref={rest} className="car-grid__rest" aria-hidden="true" />}
    </div>
  );
}
