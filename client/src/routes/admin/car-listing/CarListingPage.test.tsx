import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { ToastContainer } from 'react-toastify';
import { CarListingPage } from './CarListingPage';
import { adminCarsDocument } from './carListingDocuments';
import { createCarDocument } from './useCreateCarMutation';
import { deleteCarDocument } from './useDeleteCarMutation';
import { reorderCarsDocument } from './useReorderCarsMutation';
import { updateCarDocument } from './useUpdateCarMutation';
import { MOUSE_DISTANCE_PX, TOUCH_DELAY_MS } from './SortableCarGrid';
import { ADMIN_TOKEN_KEY } from '../../../session/sessionStorageKeys';
import { adminTestClient } from '../../../test/adminTestClient';

function car(id: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Car',
    id,
    name,
    image: `${id}.png`,
    price: 1999,
    fuel: 'Petrol',
    seat: 5,
    clock: 'Manual',
    cartype: 'Sedan',
    cooling: 'AC',
    selfdrive: 'Self Drive',
    extrafare: 10,
    location: 'Vijay Nagar',
    offer: null,
    order: 0,
    isBooked: false,
    turnaroundMinutes: null,
    ...extra,
  };
}

const SWIFT = car('c1', 'Swift', { offer: '10% OFF', order: 0 });
const THAR = car('c2', 'Thar', {
  isBooked: true,
  order: 1,
  fuel: 'Diesel',
  seat: 4,
  clock: 'Automatic',
  cartype: 'SUV',
  cooling: 'Non-AC',
  selfdrive: 'With Driver',
  extrafare: 14,
  location: 'Palasia',
  price: 3299,
});
const DZIRE = car('c3', 'Dzire', { order: 2 });
const CARS = [SWIFT, THAR, DZIRE];

type Mock = MockLink.MockedResponse;
const carsMock = (cars: unknown[] = CARS): Mock => ({ request: { query: adminCarsDocument }, result: { data: { cars } } });

let headers: string[];

/** The page on an admin client over Apollo mocks, and a toast container; records the authorization header of every operation. */
function renderPage(mocks: Mock[]) {
  headers = [];
  const spy = new ApolloLink((operation, forward) => {
    const { headers: sent } = operation.getContext() as { headers?: Record<string, string> };
    headers.push(`${operation.operationName}:${sent?.authorization ?? ''}`);
    return forward(operation);
  });
  return render(
    <ApolloProvider client={adminTestClient(ApolloLink.from([spy, new MockLink(mocks)]))}>
      <>
        <CarListingPage />
        <ToastContainer autoClose={false} />
      </>
    </ApolloProvider>,
  );
}

const cardNames = () => screen.queryAllByRole('article').map((a) => a.getAttribute('aria-label'));
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'car.png', { type: 'image/png' });

async function fillCarForm(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const NEW_CAR = {
  Name: 'Creta',
  'Price (₹ per day)': '2599',
  Fuel: 'Diesel',
  Seats: '5',
  'Extra km fare (₹/km)': '12',
  'Car type': 'SUV',
  Cooling: 'AC',
  Drive: 'Self Drive',
  Transmission: 'Automatic',
  Location: 'Rau',
};
const NEW_INPUT = {
  name: 'Creta',
  price: 2599,
  fuel: 'Diesel',
  seat: 5,
  extrafare: 12,
  cartype: 'SUV',
  cooling: 'AC',
  selfdrive: 'Self Drive',
  clock: 'Automatic',
  offer: null,
  location: 'Rau',
  turnaroundMinutes: null,
};

/** happy-dom has no window.confirm. */
function stubConfirm() {
  const confirm = vi.fn<(message?: string) => boolean>();
  Object.defineProperty(window, 'confirm', { value: confirm, configurable: true, writable: true });
  return confirm;
}

beforeEach(() => {
  window.sessionStorage.setItem(ADMIN_TOKEN_KEY, 'admin-token');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Manage Cars: the grid', () => {
  it('shows each car with image, name, price, fuel, seat, clock, type, cooling, drive, extra fare, location, offer and status', async () => {
    renderPage([carsMock()]);
    expect(screen.getByRole('heading', { level: 1, name: 'Car Listings' })).toBeTruthy();
    const thar = await screen.findByRole('article', { name: 'Thar' });
    for (const text of ['₹3,299 / day', 'Diesel', '4', 'Automatic', 'SUV', 'Non-AC', 'With Driver', '₹14/km', 'Palasia', 'Booked']) {
      expect(within(thar).getByText(text), text).toBeTruthy();
    }
    const picture = within(thar).getByRole('img', { name: 'Thar' });
    expect(picture.getAttribute('src')).toBe('/uploads/c2.png');
    // The card-sized WebP, sized and lazy, like the customer's cards; the card is dragged, never the image.
    expect([picture.getAttribute('width'), picture.getAttribute('height'), picture.getAttribute('loading')]).toEqual([
      '480',
      '300',
      'lazy',
    ]);
    expect(thar.querySelector('picture source')?.getAttribute('srcset')).toBe(
      '/uploads/c2.png.w480.webp 480w, /uploads/c2.png.w960.webp 960w',
    );
    expect(picture.getAttribute('draggable')).toBe('false');
    const swift = screen.getByRole('article', { name: 'Swift' });
    expect(within(swift).getByText('10% OFF')).toBeTruthy();
    expect(within(swift).getByText('Available')).toBeTruthy();
    expect(within(swift).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(swift).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(cardNames()).toEqual(['Swift', 'Thar', 'Dzire']);
  });

  it("shows 'No cars found.' when there are none", async () => {
    renderPage([carsMock([])]);
    expect(await screen.findByText('No cars found.')).toBeTruthy();
  });

  it('logs a failed fetch and shows no message (SPEC.md section 8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage([{ request: { query: adminCarsDocument }, error: new Error('down') }]);
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByText('Loading cars...')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Manage Cars: the form', () => {
  it("adds a car with its image through createCar (admin token), toasts 'Car added!' and reloads the grid", async () => {
    const user = userEvent.setup();
    const created = vi.fn(() => ({ data: { createCar: car('c9', 'Creta', { order: 3 }) } }));
    renderPage([
      carsMock(),
      {
        request: {
          query: createCarDocument,
          variables: (v: Record<string, unknown>) => JSON.stringify(v.input) === JSON.stringify(NEW_INPUT) && v.image instanceof File,
        },
        result: created,
      },
      carsMock([...CARS, car('c9', 'Creta', { order: 3 })]),
    ]);
    await screen.findByRole('article', { name: 'Swift' });
    await fillCarForm(user, NEW_CAR);
    await user.upload(screen.getByLabelText('Image'), png());
    await user.click(screen.getByRole('button', { name: 'Add car' }));
    expect(await screen.findByText('Car added!')).toBeTruthy();
    expect(created).toHaveBeenCalledTimes(1);
    expect(headers).toContain('CreateCar:Bearer admin-token');
    expect(await screen.findByRole('article', { name: 'Creta' })).toBeTruthy();
    expect(screen.getByLabelText('Name')).toHaveProperty('value', '');
  });

  it('requires every field except offer, whole numbers, and an image when adding; nothing is sent', async () => {
    const user = userEvent.setup();
    renderPage([carsMock()]);
    await screen.findByRole('article', { name: 'Swift' });
    await fillCarForm(user, { ...NEW_CAR, Name: '', Seats: '2.5' });
    await user.click(screen.getByRole('button', { name: 'Add car' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Enter a whole number from 1 to 60')).toBeTruthy();
    expect(screen.getByText('Choose an image of the car.')).toBeTruthy();
    expect(screen.queryByText('Offer is required')).toBeNull();
    expect(headers.filter((h) => h.startsWith('CreateCar'))).toEqual([]);
  });

  it("toasts 'Error saving car' and shows the server's reason when the save fails", async () => {
    const user = userEvent.setup();
    renderPage([
      carsMock(),
      {
        request: { query: createCarDocument, variables: () => true },
        result: { errors: [{ message: 'Please upload a valid image (PNG, JPEG, GIF or WebP).', extensions: { code: 'BAD_USER_INPUT' } }] },
      },
    ]);
    await screen.findByRole('article', { name: 'Swift' });
    await fillCarForm(user, NEW_CAR);
    await user.upload(screen.getByLabelText('Image'), png());
    await user.click(screen.getByRole('button', { name: 'Add car' }));
    expect(await screen.findByText('Error saving car')).toBeTruthy();
    expect(screen.getByText('Please upload a valid image (PNG, JPEG, GIF or WebP).')).toBeTruthy();
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Creta');
  });

  it("edits a car without a new image through updateCar, toasting 'Car updated!'", async () => {
    const user = userEvent.setup();
    const updated = vi.fn(() => ({ data: { updateCar: { ...THAR, price: 3500 } } }));
    renderPage([
      carsMock(),
      {
        request: {
          query: updateCarDocument,
          variables: (v: Record<string, unknown>) =>
            v.id === 'c2' && v.image === null && (v.input as { price: number; offer: null }).price === 3500,
        },
        result: updated,
      },
      carsMock([SWIFT, { ...THAR, price: 3500 }, DZIRE]),
    ]);
    const thar = await screen.findByRole('article', { name: 'Thar' });
    await user.click(within(thar).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit Thar' });
    expect(within(form).getByLabelText('Name')).toHaveProperty('value', 'Thar');
    expect(within(form).getByLabelText('Location')).toHaveProperty('value', 'Palasia');
    await fillCarForm(user, { 'Price (₹ per day)': '3500' });
    await user.click(within(form).getByRole('button', { name: 'Update car' }));
    expect(await screen.findByText('Car updated!')).toBeTruthy();
    expect(updated).toHaveBeenCalledTimes(1);
    expect(headers).toContain('UpdateCar:Bearer admin-token');
    expect(await screen.findByText('₹3,500 / day')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Add a car' })).toBeTruthy();
  });

  it('Cancel leaves editing without saving', async () => {
    const user = userEvent.setup();
    renderPage([carsMock()]);
    await user.click(within(await screen.findByRole('article', { name: 'Swift' })).getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('form', { name: 'Add a car' })).toBeTruthy();
    expect(screen.getByLabelText('Name')).toHaveProperty('value', '');
  });
});

describe('Manage Cars: delete', () => {
  it("deletes after confirmation through deleteCar (admin token) and toasts 'Car deleted!'", async () => {
    const user = userEvent.setup();
    const confirm = stubConfirm().mockReturnValue(true);
    renderPage([
      carsMock(),
      { request: { query: deleteCarDocument, variables: { id: 'c3' } }, result: { data: { deleteCar: true } } },
      carsMock([SWIFT, THAR]),
    ]);
    await user.click(within(await screen.findByRole('article', { name: 'Dzire' })).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Delete Dzire? This cannot be undone.');
    expect(await screen.findByText('Car deleted!')).toBeTruthy();
    expect(headers).toContain('DeleteCar:Bearer admin-token');
    await waitFor(() => expect(cardNames()).toEqual(['Swift', 'Thar']));
  });

  it('does nothing when the confirmation is declined, and shows the reason when the server refuses', async () => {
    const user = userEvent.setup();
    const confirm = stubConfirm().mockReturnValueOnce(false).mockReturnValueOnce(true);
    const refusal = 'This car has Pending or Accepted bookings that have not ended. Reject or complete them before deleting the car.';
    renderPage([
      carsMock(),
      {
        request: { query: deleteCarDocument, variables: { id: 'c2' } },
        result: { errors: [{ message: refusal, extensions: { code: 'CONFLICT' } }] },
      },
    ]);
    const thar = await screen.findByRole('article', { name: 'Thar' });
    await user.click(within(thar).getByRole('button', { name: 'Delete' }));
    expect(headers.filter((h) => h.startsWith('DeleteCar'))).toEqual([]);
    await user.click(within(thar).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(cardNames()).toEqual(['Swift', 'Thar', 'Dzire']);
  });
});

/** happy-dom lays nothing out: give the cards a row of distinct boxes so dnd-kit can tell them apart. */
function layOutCardsInARow() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const cards = [...document.querySelectorAll('.admin-car')];
    const index = cards.indexOf(this);
    const left = index < 0 ? 0 : index * 300;
    const width = index < 0 ? 0 : 280;
    return {
      x: left,
      y: 0,
      left,
      top: 0,
      width,
      height: index < 0 ? 0 : 400,
      right: left + width,
      bottom: index < 0 ? 0 : 400,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

async function moveFirstCardRight() {
  const swift = screen.getByRole('article', { name: 'Swift' });
  act(() => swift.focus());
  fireEvent.keyDown(swift, { key: ' ', code: 'Space' });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
  fireEvent.keyDown(document.activeElement ?? swift, { key: 'ArrowRight', code: 'ArrowRight' });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
  fireEvent.keyDown(document.activeElement ?? swift, { key: ' ', code: 'Space' });
}

describe('Manage Cars: drag and drop order', () => {
  it('uses a 120 ms long-press on touch and a 5 px threshold for the mouse (SPEC.md section 9)', () => {
    expect(TOUCH_DELAY_MS).toBe(120);
    expect(MOUSE_DISTANCE_PX).toBe(5);
  });

  it.each([
    ['mouse', 4, 'does not start', false],
    ['mouse', 8, 'starts', true],
    ['touch', 8, 'does not start (touch waits for the long press)', false],
  ] as const)('a %s pointer moved %i px %s a drag', async (pointerType, distance, _label, drags) => {
    layOutCardsInARow();
    renderPage([carsMock()]);
    const swift = await screen.findByRole('article', { name: 'Swift' });
    fireEvent.pointerDown(swift, { pointerType, isPrimary: true, button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(document, { pointerType, isPrimary: true, clientX: 10 + distance, clientY: 10 });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(swift.classList.contains('admin-car--dragging')).toBe(drags);
    fireEvent.pointerUp(document, { pointerType, isPrimary: true });
  });

  it("saves the new positions through reorderCars (admin token) and toasts 'Car order saved!'", async () => {
    layOutCardsInARow();
    const saved = vi.fn(() => ({
      data: {
        reorderCars: [
          { ...THAR, order: 0 },
          { ...SWIFT, order: 1 },
          { ...DZIRE, order: 2 },
        ],
      },
    }));
    renderPage([
      carsMock(),
      {
        request: {
          query: reorderCarsDocument,
          variables: {
            items: [
              { id: 'c2', order: 0 },
              { id: 'c1', order: 1 },
              { id: 'c3', order: 2 },
            ],
          },
        },
        result: saved,
      },
    ]);
    await screen.findByRole('article', { name: 'Swift' });
    await moveFirstCardRight();
    expect(await screen.findByText('Car order saved!')).toBeTruthy();
    expect(saved).toHaveBeenCalledTimes(1);
    expect(headers).toContain('ReorderCars:Bearer admin-token');
    expect(cardNames()).toEqual(['Thar', 'Swift', 'Dzire']);
  });

  it("toasts 'Failed to save order.' and puts the cards back when saving fails", async () => {
    layOutCardsInARow();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage([carsMock(), { request: { query: reorderCarsDocument, variables: () => true }, error: new Error('offline') }]);
    await screen.findByRole('article', { name: 'Swift' });
    await moveFirstCardRight();
    expect(await screen.findByText('Failed to save order.')).toBeTruthy();
    await waitFor(() => expect(cardNames()).toEqual(['Swift', 'Thar', 'Dzire']));
  });
});
