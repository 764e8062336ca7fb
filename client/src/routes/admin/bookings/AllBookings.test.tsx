import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { AllBookings } from './AllBookings';
import { adminBookingsDocument, bookingChangedDocument } from './adminBookingsQuery';
import { quickBookingsDocument } from './QuickBookingsPanel';
import { setBookingStatusDocument } from './useSetBookingStatusMutation';
import { renderAt } from '../../../test/renderAt';

function row(id: string, name: string, status: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Booking',
    id,
    name,
    phone: '919876543210',
    license: `DL-${id}`,
    pickupDate: '2026-12-01',
    pickupTime: '10:00',
    dropDate: '2026-12-02',
    dropTime: '18:00',
    pickupAddress: null,
    pickupLat: null,
    pickupLng: null,
    pickupLandmark: null,
    pickupAreaToConfirm: false,
    returnAddress: null,
    returnLat: null,
    returnLng: null,
    returnLandmark: null,
    returnAreaToConfirm: false,
    status,
    cancelReason: null,
    amount: 10998,
    cancellationCharge: null,
    refundAmount: null,
    paid: 0,
    due: 0,
    refunded: 0,
    createdAt: '2026-03-10T05:00:00Z',
    documentIssues: [] as string[],
    tripStage: 'NOT_STARTED',
    bill: null,
    car: { __typename: 'Car', id: `car-${id}`, name: 'Swift' },
    ...extra,
  };
}

const ROWS = [
  row('b1', 'Asha', 'Pending'),
  row('b2', 'Ravi', 'Canceled', { cancelReason: 'Plans changed', cancellationCharge: 2750, refundAmount: 2749 }),
];
const PAGE = { page: 1, pageSize: 20 };

function listMock(variables: Record<string, unknown>, items = ROWS): MockLink.MockedResponse {
  return {
    request: { query: adminBookingsDocument, variables: { search: null, createdOn: null, ...PAGE, ...variables } },
    result: { data: { bookings: { __typename: 'BookingPage', items, total: items.length, pendingCount: 1 } } },
    delay: 0,
  };
}
const quietSubscription: MockLink.MockedResponse = { request: { query: bookingChangedDocument }, delay: Infinity };

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe('All Bookings', () => {
  beforeEach(() => sessionStorage.setItem('adminToken', 'admin-1'));
  afterEach(() => vi.restoreAllMocks());

  it('lists Name, Phone, License, Car, Amount, Status, Reason, Charge / Refund and Actions with call and messaging links', async () => {
    renderAt('/admin/dashboard', <AllBookings />, { mocks: [listMock({}), quietSubscription] });
    await screen.findByRole('rowheader', { name: 'Asha' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'Pick-up → drop-off',
      'Phone',
      'License',
      'Car',
      'Amount',
      'Paid / Due / Refunded',
      'Status',
      'Reason',
      'Charge / Refund',
      'Booking',
      'Actions',
    ]);
    const asha = within(rowOf('Asha'));
    // Issue 32: when the car is wanted and which booking it is, before anyone accepts it; each cell names its column
    // (the cards of a phone show the names).
    const when = rowOf('Asha').querySelector('[data-label="Pick-up → drop-off"]')!;
    expect(when.textContent).toMatch(/1 Dec 2026.*10:00.*→.*2 Dec 2026.*6:00/);
    expect(rowOf('Asha').querySelector('[data-label="Booking"]')!.textContent).toBe('b1');
    expect(asha.getByText('+919876543210')).toBeTruthy();
    expect(asha.getByRole('link', { name: 'Call Asha' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(asha.getByRole('link', { name: 'Message Asha on WhatsApp' }).getAttribute('href')).toBe('https://wa.me/919876543210');
    expect(within(rowOf('Ravi')).getByText('Plans changed')).toBeTruthy();
    expect(asha.getByText('₹10,998')).toBeTruthy();
    expect(within(rowOf('Ravi')).getByText('₹2,750 / ₹2,749')).toBeTruthy();
  });

  it('shows a delivery address to confirm in its row, and a known one without the note (issue 32)', async () => {
    const delivered = [
      row('b1', 'Asha', 'Pending', { pickupAddress: '7 Green Park Colony', pickupLandmark: 'near Ram Mandir', pickupAreaToConfirm: true }),
      row('b2', 'Ravi', 'Pending', { pickupAddress: '45, विजय नगर, इंदौर' }),
    ];
    renderAt('/admin/dashboard', <AllBookings />, { mocks: [listMock({}, delivered), quietSubscription] });
    await screen.findByRole('rowheader', { name: 'Asha' });
    expect(within(rowOf('Asha')).getByRole('list', { name: 'Delivery' }).textContent).toBe(
      'Deliver to 7 Green Park Colony (landmark: near Ram Mandir) · map · Area to confirm',
    );
    expect(within(rowOf('Ravi')).getByRole('list', { name: 'Delivery' }).textContent).toBe('Deliver to 45, विजय नगर, इंदौर · map');
  });

  it('disables Accept, Reject and Complete for a Canceled booking only', async () => {
    renderAt('/admin/dashboard', <AllBookings />, { mocks: [listMock({}), quietSubscription] });
    await screen.findByRole('rowheader', { name: 'Ravi' });
    const disabled = (name: string) =>
      ['Accept', 'Reject', 'Complete'].map(
        (label) => (within(rowOf(name)).getByRole('button', { name: `${label} booking of ${name}` }) as HTMLButtonElement).disabled,
      );
    expect(disabled('Ravi')).toEqual([true, true, true]);
    expect(disabled('Asha')).toEqual([false, false, false]);
  });

  it('sets the status with the admin token, then reloads the list', async () => {
    const accepted = [row('b1', 'Asha', 'Accepted'), ROWS[1]];
    renderAt('/admin/dashboard', <AllBookings />, {
      mocks: [
        listMock({}),
        quietSubscription,
        listMock({}, accepted),
        {
          request: { query: setBookingStatusDocument, variables: { id: 'b1', status: 'Accepted' } },
          result: { data: { setBookingStatus: { __typename: 'Booking', id: 'b1', status: 'Accepted' } } },
          delay: 0,
        },
      ],
    });
    await screen.findByRole('rowheader', { name: 'Asha' });
    fireEvent.click(within(rowOf('Asha')).getByRole('button', { name: 'Accept booking of Asha' }));
    await waitFor(() => expect(rowOf('Asha').getAttribute('data-status')).toBe('Accepted'));
  });

  it('only logs a failed status change', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/admin/dashboard', <AllBookings />, {
      mocks: [
        listMock({}),
        quietSubscription,
        { request: { query: setBookingStatusDocument, variables: { id: 'b1', status: 'Rejected' } }, error: new Error('down'), delay: 0 },
      ],
    });
    await screen.findByRole('rowheader', { name: 'Asha' });
    fireEvent.click(within(rowOf('Asha')).getByRole('button', { name: 'Reject booking of Asha' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Could not set the booking to Rejected:', expect.anything()));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('searches on the server by name, phone or license, and filters by creation day', async () => {
    renderAt('/admin/dashboard', <AllBookings />, {
      mocks: [
        listMock({}),
        quietSubscription,
        listMock({ search: 'DL-b2' }, [ROWS[1]]),
        listMock({ search: 'DL-b2', createdOn: '2026-03-10' }, []),
      ],
    });
    await screen.findByRole('rowheader', { name: 'Asha' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search bookings by name, phone or license' }), {
      target: { value: ' DL-b2 ' },
    });
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Asha' })).toBeNull());
    expect(screen.getByRole('rowheader', { name: 'Ravi' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Created on'), { target: { value: '2026-03-10' } });
    expect(await screen.findByText('No bookings found.')).toBeTruthy();
  });

  it('lists the quick bookings on the second tab', async () => {
    renderAt('/admin/dashboard', <AllBookings />, {
      mocks: [
        listMock({}),
        quietSubscription,
        {
          request: { query: quickBookingsDocument, variables: PAGE },
          result: {
            data: {
              quickBookings: {
                __typename: 'QuickBookingPage',
                total: 1,
                items: [
                  {
                    __typename: 'QuickBooking',
                    id: 'q1',
                    fromCity: 'Indore',
                    toCity: 'Ujjain',
                    bookAt: 'Hour',
                    carName: 'Ertiga',
                    mobile: '9876543210',
                    pickDate: '2026-03-12',
                    pickTime: '06:00 AM',
                    dropDate: '2026-03-12',
                    dropTime: '06:00 PM',
                    createdAt: '2026-03-10T05:00:00Z',
                  },
                ],
              },
            },
          },
          delay: 0,
        },
      ],
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Quick Bookings' }));
    const ujjain = await screen.findByText('Ujjain');
    const cells = within(ujjain.closest('tr')!)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells).toEqual(['Indore', 'Ujjain', '12 Hours', 'Ertiga', '12 Mar 2026, 06:00 AM', '12 Mar 2026, 06:00 PM', '2026-03-10 10:30']);
  });
});
