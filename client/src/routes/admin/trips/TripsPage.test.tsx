import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { TripsPage } from './TripsPage';
import { tripBoardDocument } from './tripsQuery';
import { confirmPickupAreaDocument } from './useConfirmPickupAreaMutation';
import { renderAdminScreen, repeat, sentWithAdminToken } from '../../../test/adminScreenTestKit';

/** A wall-clock date and time in Indore `minutes` from now. */
function cityAt(minutes: number): { date: string; time: string } {
  const wall = new Date(Date.now() + minutes * 60_000 + 330 * 60_000).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

const booking = (id: string, over: Record<string, unknown>) => ({
  __typename: 'Booking',
  id,
  name: 'Priya Sharma',
  phone: '919876500001',
  pickupDate: cityAt(-26 * 60).date,
  pickupTime: cityAt(-26 * 60).time,
  dropDate: cityAt(60).date,
  dropTime: cityAt(60).time,
  tripStage: 'ON_TRIP',
  documentIssues: [],
  paid: 1799,
  due: 0,
  atRiskOf: null,
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
  driverCheck: {
    __typename: 'DriverCheckView',
    bookingName: 'Priya Sharma',
    bookingLicence: 'MP09 20120045678',
    licenceNumber: 'MP09 20120045678',
    licenceHolder: 'Priya Sharma',
    matches: true,
  },
  car: { __typename: 'Car', id: `car-${id}`, name: 'XUV 700', registrationNumber: 'MP09AB1234' },
  trip: {
    __typename: 'TripRecord',
    startedAt: '2026-11-24T04:30:00.000Z',
    handoverOdometerKm: 24310,
    handoverFuelEighths: 8,
    depositHeld: 5000,
    depositMethod: 'UPI',
    depositReference: '401234567890',
    driverMismatchReason: null,
  },
  bill: null,
  ...over,
});

const late = booking('b-late', {
  dropDate: cityAt(-135).date,
  dropTime: cityAt(-135).time,
  name: 'Rohan Mehta',
  car: { __typename: 'Car', id: 'c2', name: 'Thar', registrationNumber: 'MP09CD5678' },
});
const waiting = booking('b-wait', {
  tripStage: 'NOT_STARTED',
  trip: null,
  documentIssues: ['Licence not verified yet'],
  paid: 0,
  due: 1799,
  atRiskOf: 'b-late',
  // The booking names another licence than the verified one (issue 28): the card shows both and warns.
  driverCheck: {
    __typename: 'DriverCheckView',
    bookingName: 'Priya Sharma',
    bookingLicence: 'MP09 2019 1234567',
    licenceNumber: 'MP09 20190012345',
    licenceHolder: 'Priya Sharma',
    matches: false,
  },
  car: { __typename: 'Car', id: 'c3', name: 'Swift', registrationNumber: null },
});

/** A pick-up to deliver to an address the server took on its landmark, for staff to confirm (issue 32). */
const delivered = booking('b-home', {
  tripStage: 'NOT_STARTED',
  trip: null,
  pickupAddress: '12 Shanti Kunj, Indore',
  pickupLandmark: 'opposite Gurudwara',
  pickupAreaToConfirm: true,
});

const boardMock = (board: Record<string, unknown[]>): MockLink.MockedResponse =>
  repeat({
    request: { query: tripBoardDocument },
    result: {
      data: {
        tripBoard: { __typename: 'TripBoardView', pickups: [], onTrip: [], overdue: [], returns: [], toSettle: [], ...board },
      },
    },
  });

// The compressor needs a real canvas: here each photo comes back as a small JPEG of the same name.
const shrunk: string[] = [];
vi.mock('./shrinkPhoto', () => ({
  shrinkPhoto: async (file: File, onProgress: (percent: number) => void) => {
    onProgress(50);
    shrunk.push(file.name);
    return new File(['jpeg'], file.name.replace(/\.[^.]*$/, '.jpg'), { type: 'image/jpeg' });
  },
}));

// The signature pad draws on a canvas, which jsdom has not.
vi.mock('./SignatureField', () => ({ SignatureField: () => null }));

afterEach(() => {
  vi.restoreAllMocks();
  shrunk.length = 0;
});

describe('admin Trips screen', () => {
  it('puts overdue returns first with how late, and pick-ups with the rules they still fail', async () => {
    const { sent } = renderAdminScreen(<TripsPage />, [
      boardMock({ pickups: [waiting], onTrip: [late], overdue: [{ __typename: 'Booking', id: 'b-late' }] }),
    ]);
    const overdue = await screen.findByRole('region', { name: 'Overdue returns' });
    const card = within(overdue).getByRole('listitem', { name: 'Thar for Rohan Mehta' });
    expect(within(card).getByText('2 h 15 min late')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Record return' })).toBeTruthy();
    const pickups = screen.getByRole('region', { name: "Today's pick-ups" });
    const pickup = within(pickups).getByRole('listitem', { name: 'Swift for Priya Sharma' });
    expect(within(pickup).getByText('Licence not verified yet')).toBeTruthy();
    // The driver beside the verified licence, and the mismatch called out (issue 28).
    expect(within(pickup).getByText('Priya Sharma · licence MP09 2019 1234567')).toBeTruthy();
    expect(within(pickup).getByText('Priya Sharma · licence MP09 20190012345')).toBeTruthy();
    expect(
      within(pickup)
        .getAllByRole('status')
        .some((s) => /does not match the verified licence/.test(s.textContent ?? '')),
    ).toBe(true);
    expect(within(pickup).getByRole('button', { name: 'Start trip' })).toBeTruthy();
    // The money at the counter and the car's real state (issue 29): paid, due, the deposit with its method, at risk.
    expect(within(card).getByText('Paid ₹1,799 · due ₹0 · deposit ₹5,000 (UPI 401234567890)')).toBeTruthy();
    expect(within(card).getByRole('heading').textContent).toContain('Thar (MP09CD5678)');
    expect(within(pickup).getByText('Paid ₹0 · due ₹1,799')).toBeTruthy();
    expect(within(pickup).getByText('At risk: this car is not back from an overdue trip.')).toBeTruthy();
    fireEvent.click(within(pickup).getByRole('button', { name: 'Start trip' }));
    expect(within(pickup).getByRole('group', { name: 'Advance due: ₹1,799 (take it now)' })).toBeTruthy();
    expect(within(pickup).getByRole('group', { name: 'Security deposit' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'On trip' })).getByText('No other car is on a trip.')).toBeTruthy();
    expect(sentWithAdminToken(sent, 'TripBoard')[0]).toBe(true);
  });

  it('tells staff to confirm the area of a delivery address the server could not place (issue 32)', async () => {
    renderAdminScreen(<TripsPage />, [boardMock({ pickups: [delivered] })]);
    const card = await screen.findByRole('listitem', { name: 'XUV 700 for Priya Sharma' });
    const leg = within(within(card).getByRole('list', { name: 'Delivery' })).getByRole('listitem');
    expect(leg.textContent).toBe('Deliver to 12 Shanti Kunj, Indore (landmark: opposite Gurudwara) · map · Area to confirm');
  });

  it('clears "Area to confirm" when staff press "Area confirmed" (the mutation answers the booking without the flag)', async () => {
    const confirmed = {
      request: { query: confirmPickupAreaDocument, variables: { bookingId: 'b-home' } },
      result: { data: { confirmPickupArea: { __typename: 'Booking', id: 'b-home', pickupAreaToConfirm: false } } },
    };
    const { sent } = renderAdminScreen(<TripsPage />, [boardMock({ pickups: [delivered] }), confirmed]);
    const card = await screen.findByRole('listitem', { name: 'XUV 700 for Priya Sharma' });
    expect(within(card).getByText('Area to confirm')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Area confirmed' }));
    await waitFor(() => expect(within(card).queryByText('Area to confirm')).toBeNull());
    expect(within(card).queryByRole('button', { name: 'Area confirmed' })).toBeNull();
    expect(sentWithAdminToken(sent, 'ConfirmPickupArea')[0]).toBe(true);
  });

  it('says so when there is nothing to do', async () => {
    renderAdminScreen(<TripsPage />, [boardMock({})]);
    expect(await screen.findByText('No car is overdue.')).toBeTruthy();
    expect(screen.getByText('No pick-ups waiting today.')).toBeTruthy();
    expect(screen.getByText('No bill is waiting.')).toBeTruthy();
  });

  it('shows a failure with Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAdminScreen(<TripsPage />, [{ request: { query: tripBoardDocument }, error: new Error('down') }]);
    expect(await screen.findByText('Could not load the trips. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  // Issue 32: a phone's camera answers one photo per capture; each adds to the ones before, made small first.
  it('adds each capture to the photos before it, shrunk, with thumbnails that take one out', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:thumb');
    URL.revokeObjectURL = vi.fn();
    renderAdminScreen(<TripsPage />, [boardMock({ pickups: [booking('b-go', { tripStage: 'NOT_STARTED', trip: null })] })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Start trip' }));
    const camera = screen.getByLabelText('Photos of the car (at least 4)');
    expect(camera.getAttribute('capture')).toBe('environment');
    for (const n of [1, 2, 3, 4]) {
      fireEvent.change(camera, { target: { files: [new File(['x'.repeat(9_000)], `shot-${n}.png`, { type: 'image/png' })] } });
      await screen.findByText(n === 1 ? '1 photo ready' : `${n} photos ready`);
    }
    expect(shrunk).toEqual(['shot-1.png', 'shot-2.png', 'shot-3.png', 'shot-4.png']);
    // A thumbnail's picture shows once its effect has made the object URL: a render after the count.
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Shot \d$/ })).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(await screen.findByText('3 photos ready')).toBeTruthy();
    // The gallery takes several at once, and has no forced camera.
    const gallery = screen.getByLabelText('Choose from the gallery');
    expect(gallery.hasAttribute('capture')).toBe(false);
    fireEvent.change(gallery, { target: { files: [new File(['a'], 'a.jpg'), new File(['b'], 'b.jpg')] } });
    expect(await screen.findByText('5 photos ready')).toBeTruthy();
  });

  it('starts the return at the fuel level of the handover', async () => {
    const out = booking('b-out', { trip: { ...booking('x', {}).trip, handoverFuelEighths: 5 } });
    renderAdminScreen(<TripsPage />, [boardMock({ onTrip: [out] })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Record return' }));
    await waitFor(() => expect((screen.getByLabelText('Fuel (eighths of a tank)') as HTMLSelectElement).value).toBe('5'));
  });
});
