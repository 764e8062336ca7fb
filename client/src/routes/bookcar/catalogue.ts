// The public car catalogue for the listing, from GET /api/v1/cars (SPEC.md section 3: "repeated every 10 seconds on
// the listing"). A plain fetch, not GraphQL: the listing's first paint needs neither Apollo's code nor its cache, and
// the server answers this route from a prepared snapshot (precompressed, ETag, 304 on an unchanged poll).
import { startTransition, useEffect, useState } from 'react';
import type { PeriodFields } from '../../components/period/period';
import { getJson, takeJson } from '../../lib/earlyFetch';

/** SPEC.md: the listing is repeated every 10 seconds so availability stays current. */
export const CARS_POLL_INTERVAL_MS = 10_000;

/** A car as a listing card shows it. */
export interface CatalogueCar {
  id: string;
  name: string;
  image: string;
  offer: string | null;
  price: number;
  /** Only when a price rule makes a day ahead cheaper: the lowest daily price ("from ₹X/day"). */
  fromPrice: number | null;
  extrafare: number;
  /** Busy now; with a period, busy at some moment of it (then nextFreeAt may say when it is free again). */
  isBooked: boolean;
  nextFreeAt: string | null;
  cartype: string;
  clock: string;
  fuel: string;
  selfdrive: string;
  seat: number;
  cooling: string;
  location: string;
}

/** The catalogue's address, judged for a complete period when there is one. */
export function catalogueUrl(period: PeriodFields | null): string {
  if (!period) return '/api/v1/cars';
  const { pickupDate, pickupTime, dropDate, dropTime } = period;
  return `/api/v1/cars?${new URLSearchParams({ pickupDate, pickupTime, dropDate, dropTime })}`;
}

type RestCar = Omit<CatalogueCar, 'id' | 'offer' | 'nextFreeAt' | 'fromPrice'> & {
  _id: string;
  offer?: string | null;
  /** Present only when the offer is a price rule the quote applies. */
  offerRule?: { percent: number; firstRideOnly: boolean };
  nextFreeAt?: string | null;
  fromPrice?: number;
};

/** The catalogue at `url`; the first read takes over the landing prefetch's request when it asked the same. */
export async function fetchCatalogue(url: string, first = false): Promise<CatalogueCar[]> {
  const cars = await (first ? takeJson<RestCar[]>(url) : getJson<RestCar[]>(url));
  return cars.map(({ _id, offer, offerRule, nextFreeAt, fromPrice, ...car }) => ({
    id: _id,
    name: car.name,
    image: car.image,
    // A badge is shown only when the quote applies it (issue 31): an offer that states no price rule is not promised.
    offer: offerRule ? (offer ?? null) : null,
    price: car.price,
    fromPrice: fromPrice ?? null,
    extrafare: car.extrafare,
    isBooked: car.isBooked,
    nextFreeAt: nextFreeAt ?? null,
    cartype: car.cartype,
    clock: car.clock,
    fuel: car.fuel,
    selfdrive: car.selfdrive,
    seat: car.seat,
    cooling: car.cooling,
    location: car.location,
  }));
}

/**
 * The catalogue for `period` (null: now), polled. `data` answers this period, `previousData` is the last answer of
 * any (shown while a new period is asked), `error` the last failure of this period: a failed poll keeps the cars.
 */
export function useCatalogue(period: PeriodFields | null) {
  const url = catalogueUrl(period);
  const [answer, setAnswer] = useState<{ url: string; cars: CatalogueCar[] } | null>(null);
  const [failure, setFailure] = useState<{ url: string; error: Error } | null>(null);

  useEffect(() => {
    let live = true;
    const settle = (request: Promise<CatalogueCar[]>) =>
      request.then(
        // A transition: twelve cards render in slices, not one long task.
        (cars) => {
          if (!live) return;
          startTransition(() => {
            // An unchanged poll (the server's 304) keeps the same objects: nothing re-renders.
            setAnswer((prev) => (prev?.url === url && JSON.stringify(prev.cars) === JSON.stringify(cars) ? prev : { url, cars }));
            setFailure(null);
          });
        },
        (error: unknown) => {
          if (live) setFailure({ url, error: error instanceof Error ? error : new Error(String(error)) });
        },
      );
    void settle(fetchCatalogue(url, true));
    const timer = setInterval(() => void settle(fetchCatalogue(url)), CARS_POLL_INTERVAL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [url]);

  return {
    data: answer?.url === url ? answer.cars : undefined,
    previousData: answer?.cars,
    error: failure?.url === url ? failure.error : undefined,
  };
}
