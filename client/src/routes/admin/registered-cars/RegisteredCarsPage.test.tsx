import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { ToastContainer } from 'react-toastify';
import { RegisteredCarsPage } from './RegisteredCarsPage';
import { registeredCarsDocument } from './registeredCarsDocuments';
import { deleteRegisteredCarDocument } from './useDeleteRegisteredCarMutation';

function registration(id: string, carName: string) {
  return {
    __typename: 'RegisteredCar',
    id,
    carName,
    model: '2021 ZXi',
    numberPlate: 'MP 09 AB 1234',
    fuelType: 'CNG',
    seats: 7,
    clientName: 'Ravi Jain',
    phone: '+919876543210',
    email: 'ravi@example.com',
    image: `${id}.png`,
    createdAt: '2026-11-20T10:00:00.000Z',
  };
}
const ERTIGA = registration('r1', 'Ertiga');
const CITY = registration('r2', 'Honda City');
const listMock = (cars: unknown[]): MockLink.MockedResponse => ({
  request: { query: registeredCarsDocument },
  result: { data: { registeredCars: cars } },
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <>
        <RegisteredCarsPage />
        <ToastContainer autoClose={false} />
      </>
    </MockedProvider>,
  );
}

function stubConfirm(answer: boolean) {
  const confirm = vi.fn<(message?: string) => boolean>(() => answer);
  Object.defineProperty(window, 'confirm', { value: confirm, configurable: true, writable: true });
  return confirm;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Registered cars (admin)', () => {
  it('shows each registered car with its owner and contact details', async () => {
    renderPage([listMock([ERTIGA, CITY])]);
    const card = await screen.findByRole('article', { name: 'Ertiga' });
    for (const text of ['2021 ZXi', 'MP 09 AB 1234', 'CNG', '7', 'Ravi Jain', '+919876543210', 'ravi@example.com', '20 Nov 2026']) {
      expect(within(card).getByText(text), text).toBeTruthy();
    }
    const picture = within(card).getByRole('img', { name: 'Ertiga' });
    expect(picture.getAttribute('src')).toBe('/uploads/r1.png');
    // The card-sized WebP, sized and lazy, like the customer's cards.
    expect([picture.getAttribute('width'), picture.getAttribute('height'), picture.getAttribute('loading')]).toEqual([
      '480',
      '300',
      'lazy',
    ]);
    expect(card.querySelector('picture source')?.getAttribute('srcset')).toBe(
      '/uploads/r1.png.w480.webp 480w, /uploads/r1.png.w960.webp 960w',
    );
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Ertiga', 'Honda City']);
  });

  it('deletes only after confirmation, then reloads the grid', async () => {
    const user = userEvent.setup();
    const deleted = vi.fn(() => ({ data: { deleteRegisteredCar: true } }));
    const confirm = stubConfirm(true);
    renderPage([
      listMock([ERTIGA, CITY]),
      { request: { query: deleteRegisteredCarDocument, variables: { id: 'r1' } }, result: deleted },
      listMock([CITY]),
    ]);
    await user.click(within(await screen.findByRole('article', { name: 'Ertiga' })).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Delete the registration of Ertiga (MP 09 AB 1234)?');
    expect(await screen.findByText('Registered car deleted.')).toBeTruthy();
    expect(deleted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ertiga' })).toBeNull());
  });

  it('sends nothing when the confirmation is declined', async () => {
    const user = userEvent.setup();
    const deleted = vi.fn(() => ({ data: { deleteRegisteredCar: true } }));
    stubConfirm(false);
    renderPage([listMock([ERTIGA]), { request: { query: deleteRegisteredCarDocument, variables: { id: 'r1' } }, result: deleted }]);
    await user.click(within(await screen.findByRole('article', { name: 'Ertiga' })).getByRole('button', { name: 'Delete' }));
    expect(deleted).not.toHaveBeenCalled();
    expect(screen.getByRole('article', { name: 'Ertiga' })).toBeTruthy();
  });

  it('says so when there are none', async () => {
    renderPage([listMock([])]);
    expect(await screen.findByText('No registered cars yet.')).toBeTruthy();
  });

  it('offers a retry when loading fails', async () => {
    renderPage([{ request: { query: registeredCarsDocument }, error: new Error('down') }]);
    expect(await screen.findByText('Failed to load registered cars.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
