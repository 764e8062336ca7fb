import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { BookingModal } from './BookingModal';
import { createBookingDocument } from './useCreateBookingMutation';
import { renderAt } from '../../test/renderAt';
import { CUSTOMER, fixClock, signInCustomer } from '../../test/testCustomer';
import { bookingPhone, displayPhone } from './bookingForm';
import { quoteTermsOf } from '../../test/wholePrice';
import { answerWith } from '../../test/appApollo';
import { i18n } from '../../i18n/i18n';

// The dialog reads the car's busy periods and the quote with plain GETs, and sends the booking through the app's own
// client, loaded when sent (apollo/onDemandMutation.ts).
vi.mock('../../apollo/instance', () => import('../../test/appApollo'));

const CAR = { id: 'car-1', name: 'Swift' };
const AVAILABILITY_URL = '/api/v1/cars/car-1/availability?days=120';

/** A REST quote for a period of `units` days at 1,999, with the trip's terms. */
/** A line of a REST quote's breakdown: its English label, kind and values. */
const quoteLine = (kind: string, label: string, amount: number, values: { count?: number; name?: string; percent?: number } = {}) => ({
  kind,
  label,
  amount,
  count: values.count ?? null,
  name: values.name ?? null,
  percent: values.percent ?? null,
});

function restQuote(units: number, lines: ReturnType<typeof quoteLine>[] = []) {
  const subtotal = units * 1999;
  return {
    bookFor: 'Daily',
    pricedAs: 'Daily',
    hours: units * 24,
    units,
    unit: 'day',
    rate: 1999,
    subtotal,
    discountPercent: 0,
    discount: 0,
    deliveryFee: 0,
    ...quoteTermsOf(subtotal, 1999),
    lines: lines.length ? lines : [quoteLine('RENT', `Rent: ${units} days × ₹1,999`, subtotal, { count: units })],
  };
}

/**
 * Stubs fetch for the dialog's GETs: the car's busy periods, and a quote for any period (`quoteFor` picks it by the
 * URL's query). Returns the URLs and Authorization headers asked. Any other GET fails.
 */
function serveDialog({ busy = [] as unknown[], quoteFor = (_query: URLSearchParams): unknown => restQuote(1) } = {}) {
  const asked: { url: string; authorization?: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      asked.push({ url, authorization: (init?.headers as Record<string, string> | undefined)?.authorization });
      const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      if (url === AVAILABILITY_URL) return json(busy);
      const quote = /^\/api\/v1\/cars\/car-1\/quote\?(.*)$/.exec(url);
      if (quote) return json(quoteFor(new URLSearchParams(quote[1])));
      throw new Error(`an unexpected GET ${url}`);
    }),
  );
  return asked;
}

function renderModal(mocks: MockLink.MockedResponse[] = []) {
  const onClose = vi.fn();
  serveDialog();
  answerWith(mocks);
  renderAt('/services/bookcar', <BookingModal car={CAR} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Complete Your Booking' });
  return { onClose, dialog, field: (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement };
}

/** A createBooking answer; `seen` receives the variables the modal sent. */
function bookingMock(seen: { input?: Record<string, unknown> }, answer: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse {
  return {
    request: {
      query: createBookingDocument,
      variables: (vars: Record<string, unknown>) => {
        seen.input = vars.input as Record<string, unknown>;
        return true;
      },
    },
    result: { data: { createBooking: { __typename: 'Booking', id: 'b1', status: 'Pending' } } },
    delay: 0,
    ...answer,
  };
}

/**
 * The browser's own range check of a date or time input (Chromium refuses to submit a form that fails it; the test
 * DOM does not implement it for these types): yyyy-MM-dd and HH:mm compare as text.
 */
const acceptsItsValue = (input: HTMLInputElement) => input.checkValidity() && (!input.min || input.value >= input.min);

const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));

describe('Complete Your Booking', () => {
  const alert = vi.fn();
  beforeEach(() => {
    fixClock();
    alert.mockReset();
    vi.stubGlobal('alert', alert);
  });
  afterEach(() => {
    // Unmounted before fetch is restored: a GET started afterwards would reach for a real server.
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks a signed-out visitor to log in and sends nothing', async () => {
    const seen: { input?: Record<string, unknown> } = {};
    const { dialog } = renderModal([bookingMock(seen)]);
    submit(dialog);
    expect(alert).toHaveBeenCalledWith('⚠️ Please login first to book this car.');
    await new Promise((r) => setTimeout(r, 20));
    expect(seen.input).toBeUndefined();
    // After signing in, the customer comes back to this car's modal.
    expect(sessionStorage.getItem('indoredrive.returnTo')).toBe('/services/bookcar?book=car-1');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows name and phone read-only from the profile, the phone with + and the country code', () => {
    signInCustomer({ ...CUSTOMER, phone: '9876543210' });
    const { field } = renderModal();
    expect(field('Name').value).toBe('Asha Verma');
    expect(field('Name').readOnly).toBe(true);
    expect(field('Phone').value).toBe('+919876543210');
    expect(field('Phone').readOnly).toBe(true);
  });

  it("defaults the pick-up to today's date and the current time, with 12 Hours and the drop-off 12 hours later", () => {
    signInCustomer();
    const { field } = renderModal();
    expect(field('Pickup Date').value).toBe('2026-03-10');
    expect(field('Pickup Time').value).toBe('14:00');
    expect(field('Drop Date').value).toBe('2026-03-11');
    expect(field('Drop Time').value).toBe('02:00');
    const bookFor = field('Book For') as unknown as HTMLSelectElement;
    expect(bookFor.value).toBe('TwelveHours');
    expect([...bookFor.options].map((o) => o.textContent)).toEqual(['12 Hours', 'Daily', 'Weekly', 'Monthly']);
  });

  it('keeps pick-up from today on, drop-off from the pick-up date, and the pick-up time from now only for today', () => {
    signInCustomer();
    const { field } = renderModal();
    expect(field('Pickup Date').min).toBe('2026-03-10');
    expect(field('Drop Date').min).toBe('2026-03-10');
    expect(field('Pickup Time').min).toBe('14:00');
    fireEvent.change(field('Pickup Date'), { target: { value: '2026-03-14' } });
    expect(field('Drop Date').min).toBe('2026-03-14');
    expect(field('Pickup Time').min).toBe('');
  });

  it('moves the drop-off with the duration and the pick-up until the customer sets it', () => {
    signInCustomer();
    const { field } = renderModal();
    const drop = () => `${field('Drop Date').value} ${field('Drop Time').value}`;
    fireEvent.change(field('Book For'), { target: { value: 'Daily' } });
    expect(drop()).toBe('2026-03-11 14:00');
    fireEvent.change(field('Book For'), { target: { value: 'Weekly' } });
    expect(drop()).toBe('2026-03-17 14:00');
    fireEvent.change(field('Book For'), { target: { value: 'Monthly' } });
    expect(drop()).toBe('2026-04-09 14:00');
    fireEvent.change(field('Pickup Date'), { target: { value: '2026-03-12' } });
    expect(drop()).toBe('2026-04-11 14:00');
    fireEvent.change(field('Drop Date'), { target: { value: '2026-04-20' } });
    fireEvent.change(field('Book For'), { target: { value: 'Daily' } });
    expect(drop()).toBe('2026-04-20 14:00');
  });

  it('books the defaults with only a licence filled in', async () => {
    signInCustomer();
    const seen: { input?: Record<string, unknown> } = {};
    const { dialog, field, onClose } = renderModal([bookingMock(seen)]);
    fireEvent.change(field('Driving License'), { target: { value: 'MP09 2020 0001234' } });
    submit(dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(seen.input).toMatchObject({
      pickupDate: '2026-03-10',
      pickupTime: '14:00',
      dropDate: '2026-03-11',
      dropTime: '02:00',
      bookFor: 'TwelveHours',
    });
    expect(alert).toHaveBeenCalledWith('Booking submitted. Waiting for admin approval.');
  });

  it('still books the untouched defaults minutes later: the browser keeps accepting them, and the pick-up sent is now', async () => {
    signInCustomer();
    const seen: { input?: Record<string, unknown> } = {};
    const { dialog, field, onClose } = renderModal([bookingMock(seen)]);
    vi.advanceTimersByTime(2 * 60_000);
    // Typing re-renders the form at 14:02; the untouched pick-up (14:00) must not fall below the time input's min.
    fireEvent.change(field('Driving License'), { target: { value: 'MP09 2020 0001234' } });
    for (const label of ['Pickup Date', 'Pickup Time', 'Drop Date']) expect(acceptsItsValue(field(label)), label).toBe(true);
    submit(dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(seen.input).toMatchObject({
      pickupDate: '2026-03-10',
      pickupTime: '14:02',
      dropDate: '2026-03-11',
      dropTime: '02:02',
      bookFor: 'TwelveHours',
    });
    expect(alert).toHaveBeenCalledWith('Booking submitted. Waiting for admin approval.');
  });

  it("keeps a listing's period whatever the duration, and sends its pick-up rather than the clock's", async () => {
    signInCustomer();
    const seen: { input?: Record<string, unknown> } = {};
    const onClose = vi.fn();
    serveDialog();
    answerWith([bookingMock(seen)]);
    renderAt(
      '/services/bookcar',
      <BookingModal
        car={CAR}
        onClose={onClose}
        period={{ pickupDate: '2026-03-20', pickupTime: '10:00', dropDate: '2026-03-23', dropTime: '10:00' }}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Complete Your Booking' });
    const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
    const drop = () => `${field('Drop Date').value} ${field('Drop Time').value}`;
    expect(field('Book For').value).toBe('TwelveHours');
    expect(drop()).toBe('2026-03-23 10:00');
    fireEvent.change(field('Book For'), { target: { value: 'Daily' } });
    expect(drop()).toBe('2026-03-23 10:00');
    fireEvent.change(field('Book For'), { target: { value: 'Weekly' } });
    expect(drop()).toBe('2026-03-23 10:00');
    vi.advanceTimersByTime(2 * 60_000);
    fireEvent.change(field('Driving License'), { target: { value: 'DL-1' } });
    submit(dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(seen.input).toMatchObject({
      pickupDate: '2026-03-20',
      pickupTime: '10:00',
      dropDate: '2026-03-23',
      dropTime: '10:00',
      bookFor: 'Weekly',
    });
  });

  it('sends the booking with the phone as digits and 91, then alerts, closes and resets', async () => {
    signInCustomer({ ...CUSTOMER, phone: '98765-43210' });
    const seen: { input?: Record<string, unknown> } = {};
    const { dialog, field, onClose } = renderModal([bookingMock(seen)]);
    fireEvent.change(field('Driving License'), { target: { value: 'MP09 2020 0001234' } });
    fireEvent.change(field('Drop Date'), { target: { value: '2026-03-11' } });
    fireEvent.change(field('Book For'), { target: { value: 'Daily' } });
    submit(dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(seen.input).toEqual({
      carId: 'car-1',
      name: 'Asha Verma',
      phone: '919876543210',
      license: 'MP09 2020 0001234',
      pickupDate: '2026-03-10',
      pickupTime: '14:00',
      dropDate: '2026-03-11',
      dropTime: '14:00',
      bookFor: 'Daily',
    });
    expect(alert).toHaveBeenCalledWith('Booking submitted. Waiting for admin approval.');
    // onClose is called just after the form's state is reset; React renders the reset a moment later.
    await waitFor(() => expect(field('Driving License').value).toBe(''));
  });

  it("alerts the server's message with a cross mark when the booking is refused", async () => {
    signInCustomer();
    const { dialog, field, onClose } = renderModal([
      bookingMock({}, { result: { errors: [{ message: 'This car is already booked for those dates.' }] } }),
    ]);
    fireEvent.change(field('Driving License'), { target: { value: 'DL-1' } });
    submit(dialog);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('❌ This car is already booked for those dates.'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends each delivery address with its landmark, or none when it is left empty', async () => {
    signInCustomer();
    const seen: { input?: Record<string, unknown> } = {};
    const { dialog, field, onClose } = renderModal([bookingMock(seen)]);
    fireEvent.change(field('Driving License'), { target: { value: 'DL-1' } });
    fireEvent.change(field('Pick-up and return'), { target: { value: 'both' } });
    fireEvent.change(field('Delivery address'), { target: { value: '45, विजय नगर, इंदौर' } });
    fireEvent.change(field('Collection address'), { target: { value: '7 Green Park Colony' } });
    fireEvent.change(field('Landmark near the collection address (optional)'), { target: { value: ' near Ram Mandir ' } });
    submit(dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(seen.input?.delivery).toEqual({
      pickupAddress: '45, विजय नगर, इंदौर',
      pickupLandmark: null,
      returnAddress: '7 Green Park Colony',
      returnLandmark: 'near Ram Mandir',
    });
  });

  // Issue 32: the server's refusal is English; its reason and leg let the site word it in the customer's language.
  const refusal = (reason: string, leg: string) => ({
    result: { errors: [{ message: 'The server says it in English.', extensions: { code: 'BAD_USER_INPUT', reason, leg } }] },
  });

  it('words a delivery refusal by its reason, naming the field and the service radius', async () => {
    signInCustomer();
    const { dialog, field } = renderModal([bookingMock({}, refusal('OUTSIDE_CITY', 'pickup'))]);
    fireEvent.change(field('Driving License'), { target: { value: 'DL-1' } });
    fireEvent.change(field('Pick-up and return'), { target: { value: 'pickup' } });
    fireEvent.change(field('Delivery address'), { target: { value: '12 MG Road, Bhopal' } });
    submit(dialog);
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        '❌ Delivery address: this is outside Indore. We deliver only in Indore, within 25 km of the city centre.',
      ),
    );
  });

  it('shows a Hindi customer the delivery refusal in Hindi', async () => {
    signInCustomer();
    await i18n.changeLanguage('hi');
    serveDialog();
    answerWith([bookingMock({}, refusal('AREA_UNKNOWN', 'return'))]);
    renderAt('/services/bookcar', <BookingModal car={CAR} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: i18n.t('booking.title') });
    const field = (label: string) => within(dialog).getByLabelText(label);
    fireEvent.change(field(i18n.t('booking.license')), { target: { value: 'DL-1' } });
    fireEvent.change(field(i18n.t('delivery.choice')), { target: { value: 'return' } });
    fireEvent.change(field(i18n.t('delivery.collection')), { target: { value: '7 Green Park Colony' } });
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('booking.confirm') }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        '❌ कार ले जाने का पता: हम यह इलाक़ा नहीं पहचानते। अपना इलाक़ा लिखें (जैसे विजय नगर) या पास का कोई लैंडमार्क जोड़ें।',
      ),
    );
  });

  it("alerts '❌ Failed to book car.' when the server gives no message", async () => {
    signInCustomer();
    const { dialog, field } = renderModal([bookingMock({}, { result: undefined, error: new Error('network down') })]);
    fireEvent.change(field('Driving License'), { target: { value: 'DL-1' } });
    submit(dialog);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('❌ Failed to book car.'));
  });

  it('Cancel closes it', () => {
    const { dialog, onClose } = renderModal();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('booking phone', () => {
  it.each([
    ['9876543210', '919876543210'],
    ['+91 98765 43210', '919876543210'],
    ['(987) 654-3210', '919876543210'],
    ['4412345678901', '4412345678901'],
  ])('%s is sent as %s', (raw, sent) => {
    expect(bookingPhone(raw)).toBe(sent);
  });

  it('is shown with + and the country code', () => {
    expect(displayPhone('+919876543210')).toBe('+919876543210');
    expect(displayPhone(undefined)).toBe('');
  });

  it('marks the busy days, explains a clash before any request, and shows the server quote for free dates', async () => {
    signInCustomer();
    const busy = { pickupDate: '2026-03-20', pickupTime: '10:00', dropDate: '2026-03-21', dropTime: '10:00' };
    const asked = serveDialog({
      busy: [busy],
      quoteFor: () =>
        restQuote(2, [
          quoteLine('RENT', 'Rent: 2 days × ₹1,999', 3998, { count: 2 }),
          quoteLine('PRICE_RULE', 'Weekend (1 day)', 300, { count: 1, name: 'Weekend' }),
        ]),
    });
    const seen: { input?: Record<string, unknown> } = {};
    const onClose = vi.fn();
    answerWith([bookingMock(seen)]);
    renderAt(
      '/services/bookcar',
      <BookingModal
        car={CAR}
        onClose={onClose}
        period={{ pickupDate: '2026-03-20', pickupTime: '18:00', dropDate: '2026-03-22', dropTime: '10:00' }}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Complete Your Booking' });
    const alertBox = await within(dialog).findByRole('alert');
    expect(alertBox.textContent).toContain('This car is already booked from 20 Mar 2026, 10:00 AM to 21 Mar 2026, 10:00 AM.');
    expect(within(dialog).getByRole('button', { name: 'Confirm Booking' })).toHaveProperty('disabled', true);
    expect(dialog.querySelectorAll('.booking-calendar__busy').length).toBeGreaterThanOrEqual(2);
    const set = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    set('Pickup Date', '2026-03-12');
    set('Pickup Time', '10:00');
    set('Drop Date', '2026-03-14');
    set('Drop Time', '10:00');
    fireEvent.change(within(dialog).getByLabelText('Book For'), { target: { value: 'Daily' } });
    const price = await within(dialog).findByRole('status', { name: 'Price' });
    // The whole price before booking (issue 31): with GST, then each term on its own line, with the policy.
    await waitFor(() => expect(price.textContent).toContain('Total (GST included) ₹4,718'));
    expect(price.textContent).toContain('₹3,998 + GST ₹720');
    expect(price.textContent).toContain('2 days × ₹1,999');
    const terms = within(price).getByRole('list', { name: 'Also good to know' });
    expect([...terms.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Advance on confirmation: ₹1,999',
      'Security deposit held at pick-up: ₹5,000, returned after the trip',
      '500 km included; beyond that, the extra km fare',
      'Fuel: return the level you received, or ₹600 per eighth of a tank',
      'Late return: 30 minutes free, then ₹550 per started hour',
    ]);
    expect(within(price).getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href')).toBe('/terms');
    // The breakdown names each price rule before the customer books (issue 22).
    const lines = within(dialog).getByRole('list', { name: 'Price breakdown' });
    expect([...lines.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Rent: 2 days × ₹1,999 ₹3,998', 'Weekend (1 day) ₹300']);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    // The quote asked for the period and plan on screen, with the customer's token (a first-ride offer is theirs).
    const last = asked.filter((a) => a.url.includes('/quote?')).at(-1)!;
    expect(Object.fromEntries(new URL(last.url, 'http://localhost').searchParams)).toEqual({
      pickupDate: '2026-03-12',
      pickupTime: '10:00',
      dropDate: '2026-03-14',
      dropTime: '10:00',
      bookFor: 'Daily',
      deliveryPickup: 'false',
      deliveryReturn: 'false',
    });
    expect(last.authorization).toBe('Bearer customer-token');
    cleanup();
    vi.unstubAllGlobals();
  });
});

describe("the quote's breakdown in the reader's language", () => {
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('words each line from its kind and values in Hindi; a rule name and an offer stay as staff wrote them', async () => {
    await i18n.changeLanguage('hi');
    serveDialog({
      quoteFor: () => ({
        ...restQuote(8, [
          quoteLine('RENT', 'Rent: 8 days × ₹1,999', 15992, { count: 8 }),
          quoteLine('PRICE_RULE', 'Weekend (2 days)', 600, { count: 2, name: 'Weekend' }),
          quoteLine('PLAN_DISCOUNT', 'Weekly discount (15%)', -2489, { percent: 15 }),
          quoteLine('OFFER', 'Offer: 10% OFF', -1410, { name: '10% OFF' }),
          quoteLine('DELIVERY_AT_PICKUP', 'Doorstep delivery at pick-up', 500),
          quoteLine('COLLECTION_AT_RETURN', 'Collection at return', 500),
        ]),
        bookFor: 'Weekly',
        pricedAs: 'Weekly',
      }),
    });
    renderAt('/services/bookcar', <BookingModal car={CAR} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: i18n.t('booking.title') });
    const lines = await within(dialog).findByRole('list', { name: i18n.t('delivery.breakdown') });
    expect([...lines.querySelectorAll('li > span:first-child')].map((span) => span.textContent)).toEqual([
      'किराया: 8 दिन × ₹1,999',
      'Weekend (2 दिन)',
      'साप्ताहिक प्लान की छूट (15%)',
      'ऑफ़र: 10% OFF',
      'कार आपके पास पहुँचाना (पिक-अप पर)',
      'कार आपसे ले जाना (वापसी पर)',
    ]);
  });
});
