import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCatalogue, type CatalogueCar } from './catalogue';
import { filterCars } from './filterCars';
import { CarSearchBox } from './CarSearchBox';
import { CarGrid } from './CarGrid';
import type { CarToBook } from './BookingModal';
import { PeriodPicker } from '../../components/period/PeriodPicker';
import { completePeriod, PERIOD_KEYS, periodParams, readPeriodParams, type PeriodFields } from '../../components/period/period';
import { toast } from '../../lib/toast';
import { readLastCatalogue, saveLastCatalogue } from './lastCatalogue';
import { useIdleAfterLoad } from '../../components/NearScreen';
import './bookcar.css';

// The booking dialog (its calendar, quote and form, and Apollo for them) is not part of the first paint: its own
// chunk, fetched when the visitor reaches for a card (pointer or focus on the listing), or else once the page has
// loaded and been quiet a few seconds, so Book Now opens it without a wait and the first seconds stay the cards'.
const loadBookingModal = () => import('./BookingModal');
const BookingModal = lazy(() => loadBookingModal().then((m) => ({ default: m.BookingModal })));
let bookingModalAsked = false;
function prefetchBookingModal() {
  if (bookingModalAsked) return;
  bookingModalAsked = true;
  void loadBookingModal().catch(() => {
    bookingModalAsked = false;
  });
}

export function BookCarPage() {
  // The search text lives in the URL (?search=...) so the header search and shared links land filtered.
  // So does the optional period (?pickupDate=…&pickupTime=…&dropDate=…&dropTime=…), so a link can carry it.
  const [searchParams, setSearchParams] = useSearchParams();
  const { t } = useTranslation();
  const search = searchParams.get('search') ?? '';
  const [draft, setDraft] = useState<PeriodFields>(() => readPeriodParams(searchParams));
  // Kept while the draft is the same, so that the open booking dialog (memoised) is not redone by the page's own renders.
  const period = useMemo(() => completePeriod(draft), [draft]);
  const [carToBook, setCarToBook] = useState<CarToBook | null>(null);
  const { data, previousData, error } = useCatalogue(period);

  useEffect(() => {
    if (error) console.error('Could not load the cars:', error);
  }, [error]);

  const writeParams = (text: string, next: PeriodFields) => {
    setSearchParams({ ...(text ? { search: text } : {}), ...periodParams(next) }, { replace: true });
  };
  const setSearch = (text: string) => writeParams(text, draft);
  const setPeriod = (next: PeriodFields) => {
    setDraft(next);
    writeParams(search, next);
  };
  const started = PERIOD_KEYS.some((k) => draft[k]);
  const hint = started && !period ? t('catalogue.periodHint') : null;

  // A failed poll keeps the cars already shown; only the first fetch decides the loading state.
  const live = data ?? previousData;
  useEffect(() => {
    if (data && !period) saveLastCatalogue(data);
  }, [data, period]);
  // Offline (no answer at all): the last catalogue seen, with a banner.
  const saved = !live && error ? readLastCatalogue<CatalogueCar>() : null;
  const cars = live ?? saved ?? undefined;
  const loading = !cars && !error;
  const shown = Boolean(cars);
  const quiet = useIdleAfterLoad();
  useEffect(() => {
    if (shown && quiet) prefetchBookingModal();
  }, [shown, quiet]);
  // Back from sign-in (?book=<car id>): that car's modal opens again, once, when the cars are here.
  const returningTo = searchParams.get('book');
  useEffect(() => {
    const car = returningTo ? cars?.find((c) => c.id === returningTo) : undefined;
    if (!returningTo || !cars) return;
    if (car) setCarToBook({ id: car.id, name: car.name });
    setSearchParams({ ...(search ? { search } : {}), ...periodParams(draft) }, { replace: true });
  }, [returningTo, cars, search, draft, setSearchParams]);

  // The same function from render to render, so that the memoised cards are not redone.
  const offline = Boolean(saved);
  const book = useCallback(
    (car: CarToBook) => {
      if (offline || !navigator.onLine) toast.info(t('catalogue.offlineBooking'));
      else setCarToBook(car);
    },
    [offline, t],
  );
  const closeBooking = useCallback(() => setCarToBook(null), []);

  return (
    <section className="bookcar container" onPointerOver={prefetchBookingModal} onFocus={prefetchBookingModal}>
      <div className="bookcar__head">
        <h1>{t('catalogue.heading')}</h1>
        <p>{t('catalogue.intro')}</p>
        <CarSearchBox value={search} onChange={setSearch} />
        <PeriodPicker value={draft} onChange={setPeriod} hint={hint} />
      </div>
      {saved && (
        <p className="bookcar__offline" role="status">
          {t('catalogue.offlineBanner')}
        </p>
      )}
      <h2 className="visually-hidden">{t('catalogue.cars')}</h2>
      <CarGrid
        loading={loading}
        cars={cars ? filterCars(cars, search) : []}
        failed={Boolean(error) && !cars}
        search={search}
        onBook={book}
        forPeriod={Boolean(period) && Boolean(data)}
      />
      {carToBook && (
        <Suspense fallback={null}>
          <BookingModal car={carToBook} period={period} onClose={closeBooking} />
        </Suspense>
      )}
    </section>
  );
}
