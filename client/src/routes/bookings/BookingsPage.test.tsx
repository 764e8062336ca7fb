import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { BookingsPage } from './BookingsPage';
import { myBookingsDocument } from './myBookingsQuery';
import { cancelBookingDocument } from './useCancelBookingMutation';
import { cancellationTermsDocument } from './cancellationTermsQuery';
import { rescheduleBookingDocument } from './useRescheduleBookingMutation';
import { myNotificationsDocument, notificationAddedDocument } from '../../components/notifications/notificationsQuery';
import { renderAt } from '../../test/renderAt';
import { fixClock, signInCustomer } from '../../test/testCustomer';
import { wholePriceOf } from '../../test/wholePrice';
import { i18n } from '../../i18n/i18n';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const { toast } = await import('react-toastify');

function booking(id: string, carName: string, pickupDate: string, status: string) {
  return {
    __typename: 'Booking',
    id,
    status,
    pickupDate,
    pickupTime: '10:00',
    dropDate: pickupDate,
    dropTime: '22:00',
    bookFor: 'TwelveHours',
    cancelReason: null as string | null,
    adminRemarks: null,
    amount: 5499,
    cancellationCharge: null as number | null,
    refundAmount: null as number | null,
    paid: 0,
    due: 0,
    refunded: 0,
    invoice: null as { __typename: 'InvoiceRef'; number: string; url: string } | null,
    creditNotes: [] as { __typename: 'CreditNoteRef'; number: string; url: string }[],
    receiptVouchers: [] as { __typename: 'VoucherRef'; number: string; url: string }[],
    refundVouchers: [] as { __typename: 'VoucherRef'; number: string; url: string }[],
    payments: [] as Record<string, unknown>[],
    documentIssues: [] as string[],
    tripStage: 'NOT_STARTED',
    deliveryFee: 0,
    pickupAddress: null as string | null,
    returnAddress: null as string | null,
    bill: null as Record<string, unknown> | null,
    wholePrice: { __typename: 'WholePrice', ...wholePriceOf(5499, 5499, 250) },
    car: { __typename: 'Car', id: `car-${id}`, name: carName, image: `${id}.jpg` },
  };
}

const BOOKINGS = [
  booking('b1', 'Swift', '2026-03-12', 'Pending'),
  booking('b2', 'Thar', '2026-03-10', 'Accepted'),
  booking('b3', 'Verna', '2026-03-01', 'Completed'),
];

const listMock = (bookings = BOOKINGS): MockLink.MockedResponse => ({
  request: { query: myBookingsDocument },
  result: { data: { myBookings: bookings } },
  delay: 0,
});
const quietSubscription: MockLink.MockedResponse = { request: { query: notificationAddedDocument }, delay: Infinity, maxUsageCount: 10 };

function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderAt('/bookings', <BookingsPage />, { mocks });
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

/** The cancel dialog once it shows what cancelling costs (it says it is checking while the terms are asked). */
async function dialogWithTerms(name = 'Cancel this booking?') {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull());
  return dialog;
}

/** Presses the card's Cancel Booking and answers the site's dialog with `answer` ('Yes, cancel booking' by default). */
async function cancelOn(carName: string, answer = 'Yes, cancel booking') {
  fireEvent.click(within(await screen.findByRole('article', { name: carName })).getByRole('button', { name: 'Cancel Booking' }));
  fireEvent.click(within(await dialogWithTerms()).getByRole('button', { name: answer }));
}

const termsMock = (
  id: string,
  terms: { rule: string; advance: number; charge: number; refund: number },
  uses = 1,
): MockLink.MockedResponse => ({
  request: { query: cancellationTermsDocument, variables: { id } },
  delay: 0,
  maxUsageCount: uses,
  result: { data: { cancellationTerms: { __typename: 'CancellationTermsResult', ...terms } } },
});
/** cancellation.ts's 'half' rule for an advance of ₹5,499. */
const HALF = { rule: 'half', advance: 5499, charge: 2750, refund: 2749 };

describe('My Bookings', () => {
  beforeEach(() => {
    fixClock();
    // The cost of a cancellation is confirmed in the site's dialog, never the browser's.
    vi.stubGlobal('confirm', vi.fn());
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
  });
  afterEach(() => {
    expect(window.confirm).not.toHaveBeenCalled();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks a signed-out visitor to log in', () => {
    renderPage([]);
    expect(screen.getByText('Please log in to see your bookings.')).toBeTruthy();
    const login = screen.getByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe('/userlogin');
    fireEvent.click(login);
    expect(screen.getByTestId('location').textContent).toBe('/userlogin');
    // Signed in, the customer comes back here.
    expect(sessionStorage.getItem('indoredrive.returnTo')).toBe('/bookings');
  });

  it('shows a booking not yet on its trip with its whole price and terms; a finished one without them', async () => {
    signInCustomer();
    renderPage([listMock(), quietSubscription]);
    const swift = await screen.findByRole('article', { name: 'Swift' });
    // ₹5,499 + CGST and SGST of 9% each (₹495 each).
    expect(swift.textContent).toContain('Total (GST included) ₹6,489');
    expect(swift.textContent).toContain('₹5,499 + GST ₹990');
    const terms = within(swift).getByRole('list', { name: 'Also good to know' });
    expect(terms.textContent).toContain('Security deposit held at pick-up: ₹5,000');
    expect(terms.textContent).toContain('250 km included');
    expect(terms.textContent).toContain('Late return: 30 minutes free, then ₹550 per started hour');
    expect(within(swift).getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href')).toBe('/terms');
    fireEvent.click(tab('History'));
    const verna = screen.getByRole('article', { name: 'Verna' });
    expect(within(verna).queryByRole('list', { name: 'Also good to know' })).toBeNull();
  });

  it('offers the invoice download on an invoiced booking, with the customer token', async () => {
    signInCustomer();
    const invoiced = {
      ...booking('b3', 'Verna', '2026-03-01', 'Completed'),
      invoice: { __typename: 'InvoiceRef' as const, number: 'ID/26-27/000007', url: '/api/v1/invoices/ID%2F26-27%2F000007' },
    };
    const fetchMock = vi.fn(async () => new Response('no', { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage([listMock([BOOKINGS[0], invoiced]), quietSubscription]);
    await screen.findByRole('article', { name: 'Swift' });
    expect(screen.queryByRole('button', { name: /Download invoice/ })).toBeNull();
    fireEvent.click(tab('History'));
    const verna = screen.getByRole('article', { name: 'Verna' });
    fireEvent.click(within(verna).getByRole('button', { name: 'Download invoice ID/26-27/000007' }));
    expect(await within(verna).findByRole('alert')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/invoices/ID%2F26-27%2F000007', {
      headers: { authorization: expect.stringMatching(/^Bearer /) },
    });
  });

  // Issue 32: money a customer follows.
  it('while a UPI claim is checked, shows no amount due and no Pay button; a settled bill shows nothing due', async () => {
    signInCustomer();
    const claimed = {
      ...booking('b2', 'Thar', '2026-03-10', 'Accepted'),
      due: 2499,
      payments: [
        {
          __typename: 'Payment',
          id: 'p1',
          purpose: 'ADVANCE',
          method: 'UPI',
          amount: 2499,
          status: 'CLAIMED',
          reference: '401234567890',
          createdAt: '2026-03-01T10:00:00Z',
        },
      ],
    };
    const bill = {
      __typename: 'BillView',
      lines: [],
      taxable: 5000,
      cgst: 0,
      sgst: 0,
      igst: 0,
      total: 5816,
      depositHeld: 0,
      deductions: 0,
      advance: 5500,
      balance: 316,
      taxInvoice: false,
    };
    const settled = { ...booking('b3', 'Verna', '2026-03-01', 'Completed'), tripStage: 'SETTLED', bill };
    renderPage([listMock([claimed, settled] as unknown as typeof BOOKINGS), quietSubscription]);
    // Nothing upcoming: the list opens on the trip under way.
    const thar = await screen.findByRole('article', { name: 'Thar' });
    expect(tab('Ongoing').getAttribute('aria-selected')).toBe('true');
    expect(within(thar).getByText('We are checking your payment. Nothing more to pay until we have.')).toBeTruthy();
    expect(within(thar).queryByText('Due now')).toBeNull();
    expect(within(thar).queryByRole('button', { name: /^Pay / })).toBeNull();
    fireEvent.click(tab('History'));
    const verna = screen.getByRole('article', { name: 'Verna' });
    expect(within(verna).queryByText('Balance to pay')).toBeNull();
    expect(within(verna).getByText('Paid at settlement')).toBeTruthy();
  }, 20_000);

  it('shows each booking under its tab, with the car, status, dates and duration', async () => {
    signInCustomer();
    renderPage([listMock(), quietSubscription]);
    const swift = await screen.findByRole('article', { name: 'Swift' });
    expect(within(swift).getByText('Pending')).toBeTruthy();
    expect(within(swift).getByText('12 Mar 2026, 10:00 AM')).toBeTruthy();
    expect(within(swift).getByText('12 Hours')).toBeTruthy();
    expect(within(swift).getByRole('img', { name: 'Swift' }).getAttribute('src')).toBe('/uploads/b1.jpg');
    expect(screen.queryByRole('article', { name: 'Thar' })).toBeNull();

    fireEvent.click(tab('Ongoing'));
    expect(screen.getByRole('article', { name: 'Thar' })).toBeTruthy();
    fireEvent.click(tab('History'));
    const verna = screen.getByRole('article', { name: 'Verna' });
    expect(within(verna).queryByRole('button', { name: 'Cancel Booking' })).toBeNull();
  });

  it("loads the first card's photo at once and first (the page's largest paint), the others as they scroll in", async () => {
    signInCustomer();
    renderPage([
      listMock([booking('b1', 'Swift', '2026-03-12', 'Pending'), booking('b4', 'Ertiga', '2026-03-14', 'Pending')]),
      quietSubscription,
    ]);
    const photo = async (name: string) => within(await screen.findByRole('article', { name })).getByRole('img', { name });
    const [first, second] = [await photo('Swift'), await photo('Ertiga')];
    expect([first.getAttribute('loading'), first.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect([second.getAttribute('loading'), second.getAttribute('fetchpriority')]).toEqual(['lazy', 'auto']);
  });

  it("shows 'No {tab} bookings' for an empty tab", async () => {
    signInCustomer();
    renderPage([listMock([BOOKINGS[2]]), quietSubscription]);
    // Only a past booking: the list opens on History, the first tab with a booking.
    await screen.findByRole('article', { name: 'Verna' });
    expect(tab('History').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tab('Upcoming'));
    expect(screen.getByText('No Upcoming bookings')).toBeTruthy();
    fireEvent.click(tab('Ongoing'));
    expect(screen.getByText('No Ongoing bookings')).toBeTruthy();
  });

  it('opens on Upcoming when there is no booking at all, and keeps the tab the customer picked', async () => {
    signInCustomer();
    renderPage([listMock([]), quietSubscription]);
    expect(await screen.findByText('No Upcoming bookings')).toBeTruthy();
    fireEvent.click(tab('History'));
    expect(screen.getByText('No History bookings')).toBeTruthy();
  });

  it('makes no call when the cancellation reason is empty', async () => {
    signInCustomer();
    const sent = vi.fn(() => true);
    vi.stubGlobal(
      'prompt',
      vi.fn(() => '   '),
    );
    renderPage([
      listMock(),
      quietSubscription,
      { request: { query: cancelBookingDocument, variables: sent }, result: { data: {} }, delay: 0 },
    ]);
    await cancelOn('Swift');
    await waitFor(() => expect(window.prompt).toHaveBeenCalledWith('Provide a reason for cancellation:'));
    await new Promise((r) => setTimeout(r, 30));
    expect(sent).not.toHaveBeenCalled();
  });

  it("cancels with the reason and says 'Booking cancelled.'", async () => {
    signInCustomer();
    vi.stubGlobal(
      'prompt',
      vi.fn(() => ' Plans changed '),
    );
    const cancelled = { ...BOOKINGS[0], status: 'Canceled', cancelReason: 'Plans changed', cancellationCharge: 0, refundAmount: 0 };
    renderPage([
      listMock(),
      quietSubscription,
      termsMock('b1', { rule: 'unconfirmed', advance: 0, charge: 0, refund: 0 }),
      listMock([cancelled, BOOKINGS[1], BOOKINGS[2]]),
      {
        request: { query: cancelBookingDocument, variables: { id: 'b1', reason: 'Plans changed' } },
        result: {
          data: {
            cancelBooking: {
              __typename: 'Booking',
              id: 'b1',
              status: 'Canceled',
              cancelReason: 'Plans changed',
              cancellationCharge: 0,
              refundAmount: 0,
            },
          },
        },
        delay: 0,
      },
    ]);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Swift' })).getByRole('button', { name: 'Cancel Booking' }));
    const dialog = await dialogWithTerms();
    expect(dialog.textContent).toContain('Cancelling now costs ₹0: this booking was never confirmed, so no advance was paid.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(window.prompt).toHaveBeenCalledWith('Provide a reason for cancellation:');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Booking cancelled.'));
    fireEvent.click(tab('History'));
    expect(within(await screen.findByRole('article', { name: 'Swift' })).getByText('Plans changed')).toBeTruthy();
  });

  it("shows the server's refusal, or 'Something went wrong.' when the call itself fails", async () => {
    signInCustomer();
    vi.stubGlobal(
      'prompt',
      vi.fn(() => 'No longer needed'),
    );
    const cancel = (answer: Partial<MockLink.MockedResponse>): MockLink.MockedResponse => ({
      request: { query: cancelBookingDocument, variables: { id: 'b1', reason: 'No longer needed' } },
      delay: 0,
      ...answer,
    });
    renderPage([
      listMock(),
      quietSubscription,
      cancel({ result: { errors: [{ message: 'Only a Pending or Accepted booking can be cancelled; this one is Rejected.' }] } }),
      cancel({ error: new TypeError('Failed to fetch') }),
    ]);
    await cancelOn('Swift');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Only a Pending or Accepted booking can be cancelled; this one is Rejected.'),
    );
    const button = within(screen.getByRole('article', { name: 'Swift' })).getByRole('button', { name: 'Cancel Booking' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await cancelOn('Swift');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something went wrong.'));
  });

  it("shows what cancelling costs in the site's dialog, and makes no call when the customer keeps the booking", async () => {
    signInCustomer();
    vi.stubGlobal(
      'prompt',
      vi.fn(() => 'Plans changed'),
    );
    const sent = vi.fn(() => true);
    renderPage([
      listMock(),
      quietSubscription,
      termsMock('b2', HALF, 3),
      { request: { query: cancelBookingDocument, variables: sent }, result: { data: {} }, delay: 0 },
    ]);
    await screen.findByRole('article', { name: 'Swift' });
    fireEvent.click(tab('Ongoing'));
    const cancelButton = within(screen.getByRole('article', { name: 'Thar' })).getByRole('button', { name: 'Cancel Booking' });
    const decline = [
      (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' })),
      (dialog: HTMLElement) => fireEvent.keyDown(dialog, { key: 'Escape' }),
      (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })),
    ];
    for (const answer of decline) {
      fireEvent.click(cancelButton);
      const dialog = await dialogWithTerms();
      expect(
        within(dialog).getByText(
          'Cancelling now, 6 to 24 hours before pick-up, costs ₹2,750 (50% of your advance of ₹5,499); ₹2,749 is refunded.',
        ),
      ).toBeTruthy();
      answer(dialog);
      expect(screen.queryByRole('dialog')).toBeNull();
    }
    await new Promise((r) => setTimeout(r, 30));
    expect(window.prompt).not.toHaveBeenCalled();
    expect(sent).not.toHaveBeenCalled();
  });

  it('shows a Hindi customer what cancelling costs in Hindi', async () => {
    signInCustomer();
    await i18n.changeLanguage('hi');
    vi.stubGlobal(
      'prompt',
      vi.fn(() => null),
    );
    renderPage([listMock(), quietSubscription, termsMock('b2', HALF)]);
    await screen.findByRole('article', { name: 'Swift' });
    fireEvent.click(screen.getByRole('tab', { name: new RegExp(`^${i18n.t('bookings.tabs.Ongoing')}`) }));
    fireEvent.click(within(screen.getByRole('article', { name: 'Thar' })).getByRole('button', { name: 'बुकिंग रद्द करें' }));
    const dialog = await dialogWithTerms('यह बुकिंग रद्द करें?');
    expect(
      within(dialog).getByText('पिक-अप से 6 से 24 घंटे पहले, अभी रद्द करने पर ₹2,750 लगेगा (आपके एडवांस ₹5,499 का 50%); ₹2,749 रिफ़ंड होगा।'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'बुकिंग रखें' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'हाँ, बुकिंग रद्द करें' }));
    expect(window.prompt).toHaveBeenCalledWith('रद्द करने का कारण बताएँ:');
  });

  it('says in the dialog when what cancelling costs cannot be checked', async () => {
    signInCustomer();
    vi.stubGlobal(
      'prompt',
      vi.fn(() => 'Plans changed'),
    );
    renderPage([
      listMock(),
      quietSubscription,
      { request: { query: cancellationTermsDocument, variables: { id: 'b1' } }, delay: 0, error: new TypeError('Failed to fetch') },
    ]);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Swift' })).getByRole('button', { name: 'Cancel Booking' }));
    const dialog = await dialogWithTerms();
    expect(
      within(dialog).getByText('We could not check what cancelling now costs. Any charge follows our Cancellation & Refund policy.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(window.prompt).not.toHaveBeenCalled();
  });

  it('opens the dialog at once, saying it is checking, with Yes disabled until the terms are there', async () => {
    signInCustomer();
    vi.stubGlobal(
      'prompt',
      vi.fn(() => null),
    );
    renderPage([listMock(), quietSubscription, { ...termsMock('b1', HALF), delay: 50 }]);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Swift' })).getByRole('button', { name: 'Cancel Booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByRole('status').textContent).toBe('Checking what cancelling now costs...');
    expect(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }).hasAttribute('disabled')).toBe(true);
    await dialogWithTerms();
    expect(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows the amount on each booking, and the charge and refund of a cancelled one in History', async () => {
    signInCustomer();
    const cancelled = { ...BOOKINGS[2], status: 'Canceled', cancellationCharge: 2750, refundAmount: 2749 };
    renderPage([listMock([BOOKINGS[0], cancelled]), quietSubscription]);
    expect(within(await screen.findByRole('article', { name: 'Swift' })).getByText('₹5,499')).toBeTruthy();
    fireEvent.click(tab('History'));
    const verna = screen.getByRole('article', { name: 'Verna' });
    expect(within(verna).getByText('₹2,750')).toBeTruthy();
    expect(within(verna).getByText('₹2,749')).toBeTruthy();
  });

  it('reschedules a booking to new dates and says so; a clash shows the server message', async () => {
    signInCustomer();
    const input = { pickupDate: '2026-03-15', pickupTime: '10:00', dropDate: '2026-03-15', dropTime: '22:00' };
    const move = (answer: Partial<MockLink.MockedResponse>): MockLink.MockedResponse => ({
      request: { query: rescheduleBookingDocument, variables: { id: 'b1', input } },
      delay: 0,
      ...answer,
    });
    renderPage([
      listMock(),
      quietSubscription,
      move({ result: { errors: [{ message: 'This car is already booked for those dates.' }] } }),
      move({ result: { data: { rescheduleBooking: { __typename: 'Booking', id: 'b1', status: 'Pending', ...input, amount: 5499 } } } }),
      listMock(),
    ]);
    fireEvent.click(within(await screen.findByRole('article', { name: 'Swift' })).getByRole('button', { name: 'Reschedule' }));
    const dialog = screen.getByRole('dialog', { name: 'Reschedule Swift' });
    expect((within(dialog).getByLabelText('Pick-up date') as HTMLInputElement).value).toBe('2026-03-12');
    fireEvent.change(within(dialog).getByLabelText('Pick-up date'), { target: { value: '2026-03-15' } });
    fireEvent.change(within(dialog).getByLabelText('Drop-off date'), { target: { value: '2026-03-15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save new dates' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This car is already booked for those dates.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save new dates' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Booking rescheduled.'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers Reschedule only on Pending and Accepted bookings more than 4 hours ahead', async () => {
    signInCustomer();
    // 08:30 UTC is 14:00 in Indore: a pick-up at 17:59 today is too close, 18:01 is not.
    renderPage([
      listMock([
        { ...booking('b4', 'Aura', '2026-03-10', 'Pending'), pickupTime: '17:59' },
        { ...booking('b5', 'Baleno', '2026-03-10', 'Pending'), pickupTime: '18:01' },
        BOOKINGS[2],
      ]),
      quietSubscription,
    ]);
    const aura = await screen.findByRole('article', { name: 'Aura' });
    expect(within(aura).queryByRole('button', { name: 'Reschedule' })).toBeNull();
    expect(within(screen.getByRole('article', { name: 'Baleno' })).getByRole('button', { name: 'Reschedule' })).toBeTruthy();
    fireEvent.click(tab('History'));
    expect(within(screen.getByRole('article', { name: 'Verna' })).queryByRole('button', { name: 'Reschedule' })).toBeNull();
  });

  it('refetches when a notification arrives, without a reload', async () => {
    signInCustomer();
    const accepted = { ...BOOKINGS[0], status: 'Accepted' };
    renderPage([
      listMock(),
      {
        request: { query: notificationAddedDocument },
        delay: 40,
        result: {
          data: {
            notificationAdded: {
              __typename: 'Notification',
              id: 'n1',
              message: 'Your booking for Swift on 2026-03-12 has been Accepted.',
              read: false,
              createdAt: '2026-03-10T08:30:00Z',
            },
          },
        },
      },
      listMock([accepted, BOOKINGS[1], BOOKINGS[2]]),
      { request: { query: myNotificationsDocument }, result: { data: { myNotifications: [] } }, delay: 0 },
    ]);
    const swift = await screen.findByRole('article', { name: 'Swift' });
    expect(within(swift).getByText('Pending')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Swift' })).getByText('Accepted')).toBeTruthy());
  });
});
