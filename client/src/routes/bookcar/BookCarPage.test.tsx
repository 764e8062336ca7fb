import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BookCarPage } from './BookCarPage';
import { renderAt } from '../../test/renderAt';
import { i18n } from '../../i18n/i18n';

/** A car as GET /api/v1/cars answers it (SPEC.md section 3: `_id`, no offer when there is none). */
function car(id: string, name: string, location: string, extra: Partial<Record<string, unknown>> = {}) {
  return {
    _id: id,
    name,
    location,
    image: `${id}.svg`,
    price: 1999,
    extrafare: 10,
    order: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    isBooked: false,
    cartype: 'Sedan',
    clock: 'Manual',
    fuel: 'Petrol',
    selfdrive: 'Self Drive',
    seat: 5,
    cooling: 'AC',
    ...extra,
  };
}

const CARS = [
  car('c1', 'Swift', 'Vijay Nagar', { offer: '10% OFF', offerRule: { percent: 10, firstRideOnly: false } }),
  // An offer that states no price rule: the quote cannot apply it, so the card does not show it.
  car('c2', 'Fortuner', 'Palasia', { isBooked: true, offer: 'Free fuel' }),
  car('c3', 'Dzire', 'Airport Road'),
];

type Answer = { cars: unknown[] } | { error: Error };
/** Stubs the catalogue: `answers` by request URL (default: CARS for /api/v1/cars), after `delay` ms. */
function serveCatalogue(answers: Record<string, Answer> = { '/api/v1/cars': { cars: CARS } }, delay = 0) {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      requested.push(url);
      await new Promise((r) => setTimeout(r, delay));
      const answer = answers[url];
      if (!answer) return new Response('[]', { status: 404 });
      if ('error' in answer) throw answer.error;
      return new Response(JSON.stringify(answer.cars), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return requested;
}
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(url = '/services/bookcar', answers?: Record<string, Answer>, delay = 0) {
  const requested = serveCatalogue(answers, delay);
  renderAt(url, <BookCarPage />, { path: '/services/bookcar' });
  return requested;
}

const cardNames = () => screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label'));

describe('Book your car', () => {
  it('shows the loading state until the first fetch finishes', async () => {
    renderPage('/services/bookcar', undefined, 30);
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Loading cars...');
    expect(await screen.findByRole('article', { name: 'Swift' })).toBeTruthy();
    expect(screen.queryByText('Loading cars...')).toBeNull();
  });

  it('ends the loading state without a message when the first fetch fails, and logs the failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage('/services/bookcar', { '/api/v1/cars': { error: new TypeError('network down') } });
    // The failure first (a busy machine may not have shown the loading state yet), then the screen it leaves.
    await waitFor(() => expect(log).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByText('Loading cars...')).toBeNull());
    expect(cardNames()).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
    log.mockRestore();
  });

  it('filters by car name, case-insensitively', async () => {
    renderPage();
    await screen.findByRole('article', { name: 'Swift' });
    fireEvent.change(screen.getByPlaceholderText('Search by car name or location'), { target: { value: 'sWiF' } });
    expect(cardNames()).toEqual(['Swift']);
    expect(screen.getByTestId('location').textContent).toBe('/services/bookcar?search=sWiF');
  });

  it('filters by location, case-insensitively', async () => {
    renderPage();
    await screen.findByRole('article', { name: 'Swift' });
    fireEvent.change(screen.getByPlaceholderText('Search by car name or location'), { target: { value: 'airport' } });
    expect(cardNames()).toEqual(['Dzire']);
  });

  it('starts from the search query parameter', async () => {
    renderPage('/services/bookcar?search=palasia');
    await screen.findByRole('article', { name: 'Fortuner' });
    expect(cardNames()).toEqual(['Fortuner']);
    expect(screen.getByPlaceholderText('Search by car name or location')).toHaveProperty('value', 'palasia');
  });

  it('shows an empty state when no car matches', async () => {
    renderPage('/services/bookcar?search=tesla');
    expect(await screen.findByText('No cars match "tesla". Try another name or location.')).toBeTruthy();
    expect(cardNames()).toEqual([]);
  });

  it('shows a disabled Not Available button for a booked car', async () => {
    renderPage();
    const booked = await screen.findByRole('article', { name: 'Fortuner' });
    const button = within(booked).getByRole('button', { name: 'Not Available' });
    expect(button).toHaveProperty('disabled', true);
    expect(within(booked).queryByRole('button', { name: 'Book Now' })).toBeNull();
    expect(within(screen.getByRole('article', { name: 'Swift' })).getByRole('button', { name: 'Book Now' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('shows the car details on each card', async () => {
    renderPage();
    const swift = await screen.findByRole('article', { name: 'Swift' });
    for (const text of ['10% OFF', 'Sedan', 'Manual', 'Petrol', 'Self Drive', '5 Seats', 'AC', 'Vijay Nagar', '₹1,999', '₹10/km']) {
      expect(within(swift).getByText(text, { exact: false })).toBeTruthy();
    }
    expect(within(swift).getByRole('img', { name: 'Swift' }).getAttribute('src')).toBe('/uploads/c1.svg');
    // An English page marks no language of its own on the card (issue 32).
    expect(swift.querySelector('[lang]')).toBeNull();
    expect(within(screen.getByRole('article', { name: 'Fortuner' })).queryByText('Free fuel')).toBeNull();
  });

  it("says a car's data in Hindi on a Hindi page, and a value it does not know as the operator typed it (issue 32)", async () => {
    await i18n.changeLanguage('hi');
    renderPage('/services/bookcar', {
      '/api/v1/cars': {
        cars: [
          car('c1', 'Swift', 'Vijay Nagar', { fuel: 'Diesel', clock: 'Automatic', cooling: 'Non-AC' }),
          car('c4', 'Nexon', 'Palasia', { fuel: 'Hydrogen', cartype: 'SUV' }),
        ],
      },
    });
    const swift = await screen.findByRole('article', { name: 'Swift' });
    for (const text of ['सेडान', 'ऑटोमैटिक', 'डीज़ल', 'सेल्फ़-ड्राइव', '5 सीटें', 'बिना AC']) {
      expect(within(swift).getByText(text, { exact: false })).toBeTruthy();
    }
    expect(within(swift).queryByText('Diesel', { exact: false })).toBeNull();
    const nexon = screen.getByRole('article', { name: 'Nexon' });
    expect(within(nexon).getByText('Hydrogen', { exact: false })).toBeTruthy();
    expect(within(nexon).getByText('SUV', { exact: false })).toBeTruthy();
    // What stays as typed in Latin letters is marked English, for screen readers; what is said in Hindi is not.
    const english = (card: HTMLElement) => [...card.querySelectorAll('[lang="en"]')].map((el) => el.textContent);
    expect(english(swift)).toEqual(['Swift', 'Vijay Nagar']);
    expect(english(nexon)).toEqual(['Nexon', 'SUV', 'Hydrogen', 'AC', 'Palasia']);
  });

  it('opens Complete Your Booking for the chosen car, and Cancel closes it', async () => {
    renderPage();
    const swift = await screen.findByRole('article', { name: 'Swift' });
    fireEvent.click(within(swift).getByRole('button', { name: 'Book Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Booking' });
    expect(within(dialog).getByText('Swift')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reads a period from the link, asks the server about it, and says which cars are free then and when a busy one is next free', async () => {
    const answer = [
      car('c1', 'Swift', 'Vijay Nagar'),
      car('c2', 'Fortuner', 'Palasia', { isBooked: true, nextFreeAt: '2026-04-05T10:00:00+05:30' }),
    ];
    const requested = renderPage('/services/bookcar?pickupDate=2026-04-01&pickupTime=10:00&dropDate=2026-04-03&dropTime=10:00', {
      '/api/v1/cars?pickupDate=2026-04-01&pickupTime=10%3A00&dropDate=2026-04-03&dropTime=10%3A00': { cars: answer },
    });
    const fortuner = await screen.findByRole('article', { name: 'Fortuner' });
    expect(within(fortuner).getByRole('button', { name: 'Not Available for these dates' })).toHaveProperty('disabled', true);
    expect(within(fortuner).getByText('Booked then. Next free from 5 Apr 2026, 10:00 AM.')).toBeTruthy();
    const swift = screen.getByRole('article', { name: 'Swift' });
    expect(within(swift).getByText('Free for these dates.')).toBeTruthy();
    expect((screen.getByLabelText('Pick-up date') as HTMLInputElement).value).toBe('2026-04-01');
    expect((screen.getByLabelText('Drop-off time') as HTMLInputElement).value).toBe('10:00');
    expect(requested).toEqual(['/api/v1/cars?pickupDate=2026-04-01&pickupTime=10%3A00&dropDate=2026-04-03&dropTime=10%3A00']);
  });

  it("back from sign-in (?book=), opens that car's modal with the listing's period, and takes book= out of the address", async () => {
    const period = 'pickupDate=2027-04-01&pickupTime=10%3A00&dropDate=2027-04-04&dropTime=18%3A00';
    renderPage(`/services/bookcar?${period}&book=c3`, { [`/api/v1/cars?${period}`]: { cars: CARS } });
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Booking' });
    expect(dialog.textContent).toContain('You are booking the Dzire.');
    const value = (label: string) => (within(dialog).getByLabelText(label) as HTMLInputElement).value;
    expect([value('Pickup Date'), value('Pickup Time'), value('Drop Date'), value('Drop Time')]).toEqual([
      '2027-04-01',
      '10:00',
      '2027-04-04',
      '18:00',
    ]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/services/bookcar?${period}`));
    // Closed, it stays closed: the return was used once.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('explains an incomplete period and keeps asking about today meanwhile', async () => {
    renderPage('/services/bookcar?pickupDate=2026-04-01');
    expect(await screen.findByRole('article', { name: 'Swift' })).toBeTruthy();
    expect(screen.getByText(/Fill in all four/)).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Fortuner' })).getByRole('button', { name: 'Not Available' })).toBeTruthy();
  });

  it('renders the first four cards at once and the rest once the first picture has loaded', async () => {
    class FarObserver {
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FarObserver);
    const names = ['Swift', 'Fortuner', 'Dzire', 'Aura', 'Thar', 'Breeza', 'Ertiga'];
    renderPage('/services/bookcar', { '/api/v1/cars': { cars: names.map((name, i) => car(`c${i}`, name, 'Palasia')) } });
    await screen.findByRole('article', { name: 'Swift' });
    expect(cardNames()).toEqual(names.slice(0, 4));
    fireEvent.load(within(screen.getByRole('article', { name: 'Swift' })).getByRole('img', { name: 'Swift' }));
    await waitFor(() => expect(cardNames()).toEqual(names));
  });

  it('keeps the cars shown when a later poll fails, and asks again every 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderPage();
      await screen.findByRole('article', { name: 'Swift' });
      const polled = serveCatalogue({ '/api/v1/cars': { error: new TypeError('network down') } });
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      await vi.advanceTimersByTimeAsync(10_000);
      expect(polled).toEqual(['/api/v1/cars']);
      await waitFor(() => expect(log).toHaveBeenCalled());
      expect(cardNames()).toEqual(['Swift', 'Fortuner', 'Dzire']);
      log.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });
});
