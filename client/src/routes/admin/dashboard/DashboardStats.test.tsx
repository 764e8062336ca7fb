import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderAt } from '../../../test/renderAt';
import { adminDashboardDocument, DashboardStats } from './DashboardStats';

const FIGURES = {
  __typename: 'AdminDashboard',
  pendingBookings: 3,
  todaysPickups: 2,
  todaysDropoffs: 1,
  carsBooked: 4,
  carsAvailable: 8,
  newContactMessages: 5,
  pendingReviews: 6,
  lastBackupAt: '2026-11-22T14:00:00.000Z',
};

function card(label: string) {
  return screen.getByText(label).closest('li')!;
}

describe('dashboard figures', () => {
  it('shows a loading state first', () => {
    sessionStorage.setItem('adminToken', 'admin-tok');
    renderAt('/admin/dashboard', <DashboardStats />, {
      mocks: [{ request: { query: adminDashboardDocument }, result: { data: { adminDashboard: FIGURES } }, delay: 300 }],
    });
    expect(screen.getByText('Loading dashboard...')).toBeTruthy();
  });

  it('shows each figure with a link to the screen that handles it', async () => {
    sessionStorage.setItem('adminToken', 'admin-tok');
    renderAt('/admin/dashboard', <DashboardStats />, {
      mocks: [{ request: { query: adminDashboardDocument }, result: { data: { adminDashboard: FIGURES } } }],
    });
    await screen.findByText('Pending bookings');
    const expected: [string, string, string][] = [
      ['Pending bookings', '3', '#/admin/dashboard'],
      ["Today's pick-ups", '2', '#/admin/dashboard'],
      ["Today's drop-offs", '1', '#/admin/dashboard'],
      ['Cars booked', '4', '/admin/car-listing'],
      ['Cars available', '8', '/admin/car-listing'],
      ['New contact messages (7 days)', '5', '/admin/contact'],
      ['Reviews awaiting moderation', '6', '/admin/reviews'],
    ];
    for (const [label, value, href] of expected) {
      expect(within(card(label)).getByText(value)).toBeTruthy();
      expect(within(card(label)).getByRole('link').getAttribute('href')).toBe(href);
    }
    // When the last backup finished, in the city's time (UTC+5:30).
    expect(screen.getByText(/^Last backup: 22 Nov 2026, 7:30\s?pm$/i)).toBeTruthy();
  });

  it('says when there has never been a backup', async () => {
    sessionStorage.setItem('adminToken', 'admin-tok');
    renderAt('/admin/dashboard', <DashboardStats />, {
      mocks: [{ request: { query: adminDashboardDocument }, result: { data: { adminDashboard: { ...FIGURES, lastBackupAt: null } } } }],
    });
    expect(await screen.findByText('Last backup: never')).toBeTruthy();
  });

  it('says so when the figures cannot be loaded', async () => {
    sessionStorage.setItem('adminToken', 'admin-tok');
    renderAt('/admin/dashboard', <DashboardStats />, {
      mocks: [{ request: { query: adminDashboardDocument }, error: new Error('offline') }],
    });
    expect(await screen.findByText('Failed to load the dashboard.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
