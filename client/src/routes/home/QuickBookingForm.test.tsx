import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { QuickBookingForm } from './QuickBookingForm';
import { QUICK_DESTINATIONS } from './quickBooking';
import { createQuickBookingDocument } from './useCreateQuickBookingMutation';
import { renderAt } from '../../test/renderAt';
import { answerWith } from '../../test/appApollo';
import { i18n } from '../../i18n/i18n';
import { signInCustomer } from '../../test/testCustomer';

// The forms send through the app's own client, loaded when sent (apollo/onDemandMutation.ts).
vi.mock('../../apollo/instance', () => import('../../test/appApollo'));

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn(), warn: vi.fn() } }));
const { toast } = await import('react-toastify');
const TOAST = { position: 'top-center', autoClose: 3000 };

const INPUT = {
  fromCity: 'Indore',
  toCity: 'Ujjain',
  bookAt: 'Daily',
  carName: 'Ertiga',
  mobile: '9876543210',
  pickDate: '2026-03-12',
  pickTime: '06:00 AM',
  dropDate: '2026-03-13',
  dropTime: '06:00 PM',
};

function quickMock(input: Record<string, unknown>, answer: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse {
  return {
    request: { query: createQuickBookingDocument, variables: { input } },
    result: { data: { createQuickBooking: { __typename: 'QuickBooking', id: 'q1' } } },
    delay: 0,
    ...answer,
  };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;
const change = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Book Now' }));
const allToasts = () => [toast.success, toast.error, toast.warn].flatMap((fn) => vi.mocked(fn).mock.calls.map((call) => call[0]));

function fillForm(values: Partial<typeof INPUT> = {}) {
  const v = { ...INPUT, ...values };
  change('To', v.toCity);
  change('Mobile', v.mobile);
  change('Pick-up Date', v.pickDate);
  change('Drop-off Date', v.dropDate);
}

describe('Book a Car Instantly', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-03-10T08:30:00Z'));
    vi.stubGlobal('open', vi.fn());
    [toast.success, toast.error, toast.warn].forEach((fn) => vi.mocked(fn).mockClear());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts from the site city (read-only), Daily, Ertiga and 06:00 AM to 06:00 PM, with dates from today', () => {
    renderAt('/', <QuickBookingForm />);
    expect(screen.getByRole('heading', { name: 'Book a Car Instantly' })).toBeTruthy();
    expect(field('From').value).toBe('Indore');
    expect(field('From').readOnly).toBe(true);
    expect([...field('Book For').options].map((o) => [o.value, o.textContent])).toEqual([
      ['Hour', '12 Hours'],
      ['Daily', 'Daily'],
      ['Weekly', 'Weekly'],
      ['Monthly', 'Monthly'],
    ]);
    expect(field('Book For').value).toBe('Daily');
    expect([...field('Car').options].map((o) => o.value)).toEqual([
      'Ertiga',
      'Fortuner',
      'XUV 700',
      'Scorpio',
      'Mahindra',
      'Breeza',
      'Baleno',
      'Dzire',
      'Swift',
      'Aura',
      'Verna',
      'Thar',
    ]);
    expect(field('Car').value).toBe('Ertiga');
    const slots = [...field('Pick-up Time').options].map((o) => o.value);
    expect(slots).toHaveLength(24);
    expect([slots[0], slots[6], slots[12], slots[23]]).toEqual(['12:00 AM', '06:00 AM', '12:00 PM', '11:00 PM']);
    expect([...field('Pick-up Time').options].map((o) => o.textContent)).toEqual(slots);
    expect(field('Pick-up Time').value).toBe('06:00 AM');
    expect(field('Drop-off Time').value).toBe('06:00 PM');
    expect(field('Pick-up Date').min).toBe('2026-03-10');
    expect(field('Drop-off Date').min).toBe('2026-03-10');
    const destinations = [...field('To').options].map((o) => o.value).filter(Boolean);
    expect(destinations).toEqual([...QUICK_DESTINATIONS, 'Other']);
    expect(QUICK_DESTINATIONS).toHaveLength(27);
  });

  it('on a Hindi page says the city and the hours as Hindi does, and keeps the values the server knows (issue 32)', async () => {
    await i18n.changeLanguage('hi');
    renderAt('/', <QuickBookingForm />);
    expect(field(i18n.t('quick.from')).value).toBe('इंदौर');
    const pickTime = field(i18n.t('quick.pickTime'));
    expect(pickTime.value).toBe('06:00 AM');
    const said = [...pickTime.options].map((o) => (o.textContent ?? '').replace(/\s/g, ' '));
    expect([said[0], said[6], said[13], said[17], said[21]]).toEqual(['रात 12:00', 'सुबह 6:00', 'दोपहर 1:00', 'शाम 5:00', 'रात 9:00']);
    expect([...pickTime.options].map((o) => o.value)[13]).toBe('01:00 PM');
  });

  it('on a Hindi page offers every destination in Devanagari, its value the English name the server is sent (issue 32)', async () => {
    await i18n.changeLanguage('hi');
    renderAt('/', <QuickBookingForm />);
    const places = [...field(i18n.t('quick.to')).options].filter((o) => QUICK_DESTINATIONS.includes(o.value as never));
    expect(places.map((o) => o.value)).toEqual([...QUICK_DESTINATIONS]);
    for (const option of places) expect(option.textContent, option.value).toMatch(/^[\u0900-\u097F ]+$/);
    expect(places.slice(0, 4).map((o) => o.textContent)).toEqual(['उज्जैन', 'देवास', 'भोपाल', 'महू']);
    expect(places.filter((o) => o.hasAttribute('lang'))).toEqual([]);
    // The cars keep their English names, marked so (issue 32).
    expect([...field(i18n.t('quick.car')).options].map((o) => o.lang)).toEqual(Array(12).fill('en'));
  });

  it("says '❌ Please fill in all fields' while a field is empty", async () => {
    signInCustomer();
    renderAt('/', <QuickBookingForm />);
    submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('❌ Please fill in all fields', TOAST));
  });

  it('treats Other without a typed destination as an empty field', async () => {
    signInCustomer();
    renderAt('/', <QuickBookingForm />);
    fillForm({ toCity: 'Other' });
    change('Destination', '  ');
    submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('❌ Please fill in all fields', TOAST));
  });

  it("says '⚠️ Enter a valid 10-digit mobile number' for anything but 10 digits", async () => {
    signInCustomer();
    renderAt('/', <QuickBookingForm />);
    fillForm({ mobile: '98765' });
    submit();
    await waitFor(() => expect(toast.warn).toHaveBeenCalledWith('⚠️ Enter a valid 10-digit mobile number', TOAST));
    change('Mobile', '98765abcde');
    submit();
    await waitFor(() => expect(toast.warn).toHaveBeenCalledTimes(2));
  });

  it("says '⚠️ Please log in to book a car' without a token", async () => {
    renderAt('/', <QuickBookingForm />);
    fillForm();
    submit();
    await waitFor(() => expect(allToasts()).toEqual(['⚠️ Please log in to book a car']));
  });

  it('then takes the visitor to sign in, and gives the form back as they left it when they return', () => {
    sessionStorage.clear();
    const first = renderAt('/', <QuickBookingForm />);
    fillForm();
    const typed = field('Mobile').value;
    submit();
    expect(sessionStorage.getItem('indoredrive.returnTo')).toBe('/');
    first.unmount();
    renderAt('/', <QuickBookingForm />);
    expect(field('Mobile').value).toBe(typed);
    expect(sessionStorage.getItem('indoredrive.quickBookingDraft')).toBeNull();
  });

  it('books, opens the WhatsApp summary, and resets to the defaults 3 seconds later', async () => {
    signInCustomer();
    answerWith([quickMock({ ...INPUT, toCity: 'Maheshwar Fort', carName: 'Thar', bookAt: 'Hour' })]);
    renderAt('/', <QuickBookingForm />);
    fillForm({ toCity: 'Other' });
    change('Destination', ' Maheshwar Fort ');
    change('Car', 'Thar');
    change('Book For', 'Hour');
    submit();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('✅ Booking successful!', TOAST));

    expect(window.open).toHaveBeenCalledTimes(1);
    const [url, target] = vi.mocked(window.open).mock.calls[0];
    expect(target).toBe('_blank');
    const link = new URL(String(url));
    expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/919876543210');
    expect(link.searchParams.get('text')).toBe(
      [
        'New quick booking',
        'From: Indore',
        'To: Maheshwar Fort',
        'Book for: 12 Hours',
        'Car: Thar',
        'Mobile: 9876543210',
        'Pick-up: 12 Mar 2026, 06:00 AM',
        'Drop-off: 13 Mar 2026, 06:00 PM',
      ].join('\n'),
    );

    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(field('Mobile').value).toBe('9876543210');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(field('Mobile').value).toBe('');
    expect(field('To').value).toBe('');
    expect(field('Car').value).toBe('Ertiga');
    expect(field('Book For').value).toBe('Daily');
    expect(field('Pick-up Date').value).toBe('');
  });

  it("says '⚠️ Booking failed! Please try again.' when the call fails, and opens nothing", async () => {
    signInCustomer();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith([quickMock(INPUT, { result: { errors: [{ message: 'Please choose a car from the list.' }] } })]);
    renderAt('/', <QuickBookingForm />);
    fillForm();
    submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('⚠️ Booking failed! Please try again.', TOAST));
    expect(window.open).not.toHaveBeenCalled();
    expect(field('Mobile').value).toBe('9876543210');
  });
});
