import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { PendingAlarm } from './PendingAlarm';
import { bookingChangedDocument } from './adminBookingsQuery';
import { renderAt } from '../../../test/renderAt';
import { pendingCountDocument } from './usePendingAlarm';

const countMock: MockLink.MockedResponse = {
  request: { query: pendingCountDocument },
  result: { data: { bookings: { __typename: 'BookingPage', pendingCount: 2 } } },
  delay: 0,
};
const changed = (pendingCount: number, delay: number): MockLink.MockedResponse => ({
  request: { query: bookingChangedDocument },
  delay,
  result: { data: { bookingChanged: { __typename: 'BookingChange', bookingId: 'b9', kind: 'created', pendingCount } } },
});

const alarm = () => document.querySelector('[data-alarm]')!;

describe('PendingAlarm', () => {
  beforeEach(() => sessionStorage.setItem('adminToken', 'admin-1'));
  afterEach(() => vi.unstubAllGlobals());

  it('stays silent on the first load', async () => {
    renderAt('/admin/dashboard', <PendingAlarm />, { mocks: [countMock, { request: { query: bookingChangedDocument }, delay: Infinity }] });
    await new Promise((r) => setTimeout(r, 50));
    expect(alarm().getAttribute('data-alarm')).toBe('idle');
    expect(screen.queryByRole('button', { name: 'Stop Alarm' })).toBeNull();
  });

  it('rings when a new booking raises the Pending count, even with audio blocked, until Stop Alarm', async () => {
    renderAt('/admin/dashboard', <PendingAlarm />, { mocks: [countMock, changed(3, 60)] });
    await waitFor(() => expect(alarm().getAttribute('data-alarm')).toBe('ringing'));
    expect(alarm().getAttribute('data-audio')).not.toBe('off');
    fireEvent.click(screen.getByRole('button', { name: 'Stop Alarm' }));
    expect(alarm().getAttribute('data-alarm')).toBe('idle');
    expect(screen.queryByRole('button', { name: 'Stop Alarm' })).toBeNull();
  });
});
