import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { bookCarCarsDocument, CARS_POLL_INTERVAL_MS } from './carsQuery';
import { filterCars } from './filterCars';
import { CarSearchBox } from './CarSearchBox';
import { CarGrid } from './CarGrid';
import { BookingModal, type CarToBook } from './BookingModal';
import './bookcar.css';

export function BookCarPage() {
  // The search text lives in the URL (?search=...) so the header search and shared links land filtered.
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const [carToBook, setCarToBook] = useState<CarToBook | null>(null);
  const { data, previousData, error } = useQuery(bookCarCarsDocument, { pollInterval: CARS_POLL_INTERVAL_MS });

  useEffect(() => {
    if (error) console.error('Could not load the cars:', error);
  }, [error]);

  const setSearch = (text: string) => {
    setSearchParams(text ? { search: text } : {}, { replace: true });
  };

  // A failed poll keeps the cars already shown; only the first fetch decides the loading state.
  const cars = (data ?? previousData)?.cars;
  const loading = !cars && !error;

  return (
    <section className="bookcar container">
      <div className="bookcar__head">
        <h1>Book your car</h1>
        <p>Self-drive cars across the city. Pick one, choose your dates, and we confirm it quickly.</p>
        <CarSearchBox value={search} onChange={setSearch} />
      </div>
      <CarGrid loading={loading} cars={cars ? filterCars(cars, search) : []} failed={Boolean(error) && !cars}
        search={search} onBook={setCarToBook} />
      {carToBook && <BookingModal car={carToBook} onClose={() => setCarToBook(null)} />}
    </section>
  );
}
