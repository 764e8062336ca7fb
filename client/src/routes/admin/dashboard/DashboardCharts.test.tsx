import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../../test/renderAt';
import { adminChartsDocument, DashboardCharts, revenueDashboardDocument } from './DashboardCharts';

const revenue = (months: { month: string; taxable: number; tax: number; invoices: number }[] = []) => ({
  request: { query: revenueDashboardDocument },
  result: {
    data: {
      revenueDashboard: {
        __typename: 'RevenueDashboard',
        months: months.map((m) => ({ __typename: 'RevenueMonth', ...m })),
        utilisation: 0.31,
      },
    },
  },
});

const day = (date: string, n = 0) => ({
  __typename: 'BookingsOnDay',
  date,
  pending: n,
  accepted: 0,
  rejected: 0,
  canceled: 0,
  completed: 0,
});
const charts = (over: Record<string, unknown> = {}) => ({
  __typename: 'AdminCharts',
  bookingsPerDay: [day('2026-03-09'), day('2026-03-10', 2)],
  revenuePerWeek: [{ __typename: 'RevenueWeek', weekStart: '2026-03-09', amount: 10998 }],
  carShare: [{ __typename: 'CarShare', carId: 'c1', name: 'Swift', share: 0.25 }],
  ...over,
});
const chart = (title: string) => screen.getByRole('figure', { name: title });

describe('dashboard charts', () => {
  it('show a loading state in each chart first', () => {
    sessionStorage.setItem('adminToken', 'admin-tok');
    renderAt('/admin/dashboard', <DashboardCharts />, {
      mocks: [
        { request: { query: adminChartsDocument }, result: { data: { adminCharts: charts() } }, delay: 300 },
        { ...revenue(), delay: 300 },
      ],
    });
    expect(screen.getAllByText('Loading chart...')).toHaveLength(4);
  });

  it('say so when a chart has nothing to draw', async () => {
    sessionStorage.setItem('adminToken', 'admin-tok');
    const empty = charts({
      bookingsPerDay: [day('2026-03-10')],
      revenuePerWeek: [{ __typename: 'RevenueWeek', weekStart: '2026-03-09', amount: 0 }],
      carShare: [],
    });
    renderAt('/admin/dashboard', <DashboardCharts />, {
      mocks: [{ request: { query: adminChartsDocument }, result: { data: { adminCharts: empty } } }, revenue()],
    });
    expect(await screen.findByText('No bookings in the last 30 days.')).toBeTruthy();
    expect(await screen.findByText('No invoices in the last 12 months.')).toBeTruthy();
    expect(screen.getByText('No revenue in the last 12 weeks.')).toBeTruthy();
    expect(screen.getByText('No cars in the catalogue yet.')).toBeTruthy();
  });

  it('draw the three charts when there is data', async () => {
    sessionStorage.setItem('adminToken', 'admin-tok');
    renderAt('/admin/dashboard', <DashboardCharts />, {
      mocks: [
        { request: { query: adminChartsDocument }, result: { data: { adminCharts: charts() } } },
        revenue([{ month: '2026-11', taxable: 8000, tax: 1440, invoices: 2 }]),
      ],
    });
    await waitFor(() => expect(screen.queryAllByText('Loading chart...')).toHaveLength(0));
    expect(screen.getByText('Fleet utilisation, last 90 days: 31% of car-days on trips')).toBeTruthy();
    for (const title of [
      'Bookings per day (last 30 days)',
      'Revenue per week (Accepted and Completed)',
      'Share of the next 30 days booked, per car',
      'Invoiced revenue by month, tax apart (settled trips)',
    ]) {
      expect(within(chart(title)).queryByRole('status')).toBeNull();
      expect(within(chart(title)).queryByRole('alert')).toBeNull();
    }
  });

  it('show a failure with Retry in each chart, and Retry asks again', async () => {
    sessionStorage.setItem('adminToken', 'admin-tok');
    renderAt('/admin/dashboard', <DashboardCharts />, {
      mocks: [
        { request: { query: adminChartsDocument }, error: new Error('down') },
        { request: { query: adminChartsDocument }, result: { data: { adminCharts: charts() } } },
        { request: { query: revenueDashboardDocument }, error: new Error('down') },
        revenue(),
      ],
    });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(4));
    const alerts = screen.getAllByRole('alert');
    expect(alerts[0].textContent).toContain('Could not load this chart.');
    fireEvent.click(within(alerts[0]).getByRole('button', { name: 'Retry' }));
    fireEvent.click(within(chart('Invoiced revenue by month, tax apart (settled trips)')).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('figure', { name: 'Bookings per day (last 30 days)' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });
});
