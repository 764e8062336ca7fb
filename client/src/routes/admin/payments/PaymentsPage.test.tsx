import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { ToastContainer } from 'react-toastify';
import { MemoryRouter } from 'react-router-dom';
import { PaymentsPage } from './PaymentsPage';
import { PAYMENTS_PAGE_SIZE, adminPaymentsDocument, overdueAdvancesDocument, paymentTotalsDocument } from './paymentsDocuments';
import { confirmPaymentDocument } from './useConfirmPaymentMutation';
import { cityNow } from '../../../lib/cityClock';

const CLAIM = {
  __typename: 'Payment',
  id: 'p1',
  bookingId: 'b1234567-0000-4000-8000-000000000001',
  customer: 'Asha Verma',
  purpose: 'ADVANCE',
  method: 'UPI',
  amount: 5499,
  status: 'CLAIMED',
  reference: '401234567890',
  razorpayOrderId: null,
  note: null,
  createdAt: '2026-11-25T10:00:00Z',
};
const REFUND = { ...CLAIM, id: 'p2', purpose: 'REFUND', method: 'CASH', status: 'REFUND_DUE', reference: null };
const list = (items: unknown[]): MockLink.MockedResponse => ({
  request: { query: adminPaymentsDocument, variables: { search: null, pageSize: PAYMENTS_PAGE_SIZE } },
  result: { data: { payments: { __typename: 'PaymentPage', total: items.length, items } } },
  maxUsageCount: 5,
});
const today = cityNow().date;
const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
const totals = (rows: unknown[]): MockLink.MockedResponse => ({
  request: { query: paymentTotalsDocument, variables: { from, to: today } },
  result: { data: { paymentTotals: rows } },
  maxUsageCount: 5,
});
const overdue = (rows: unknown[]): MockLink.MockedResponse => ({
  request: { query: overdueAdvancesDocument },
  result: { data: { overdueAdvances: rows } },
  maxUsageCount: 5,
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  render(
    <MemoryRouter>
      <MockedProvider mocks={mocks}>
        <>
          <PaymentsPage />
          <ToastContainer autoClose={false} />
        </>
      </MockedProvider>
    </MemoryRouter>,
  );
}

describe('Payments (admin)', () => {
  it('lists claims and refunds to handle, and confirms a UPI claim', async () => {
    const user = userEvent.setup();
    const confirmed = vi.fn(() => ({ data: { confirmPayment: { __typename: 'Payment', id: 'p1', status: 'CONFIRMED', note: null } } }));
    renderPage([
      list([CLAIM, REFUND]),
      totals([]),
      overdue([]),
      { request: { query: confirmPaymentDocument, variables: { paymentId: 'p1', accepted: true, note: null } }, result: confirmed },
    ]);
    const claimRow = (await screen.findByText('401234567890')).closest('tr')!;
    expect(within(claimRow).getByText('CLAIMED')).toBeTruthy();
    const refundRow = screen.getByText('REFUND_DUE').closest('tr')!;
    expect(within(refundRow).getByRole('button', { name: 'Mark refunded' })).toBeTruthy();
    expect(within(claimRow).getByRole('rowheader').textContent).toBe('Asha Verma');
    await user.click(within(claimRow).getByRole('button', { name: 'Confirm' }));
    // Issue 32: staff read the amount and the customer once before the claim enters the ledger.
    expect(confirmed).not.toHaveBeenCalled();
    expect(
      within(claimRow).getByText('₹5,499 from Asha Verma, UTR 401234567890: found on the bank statement? It enters the ledger.'),
    ).toBeTruthy();
    await user.click(within(claimRow).getByRole('button', { name: 'Yes, confirm ₹5,499' }));
    expect(await screen.findByText('Payment of ₹5,499 confirmed.')).toBeTruthy();
    expect(confirmed).toHaveBeenCalledTimes(1);
  });

  it('shows empty states, day totals and the unpaid advances', async () => {
    renderPage([
      list([]),
      totals([{ __typename: 'DayTotal', day: today, method: 'UPI', received: 5499, refunded: 0 }]),
      overdue([
        {
          __typename: 'Booking',
          id: 'b9',
          name: 'Asha',
          phone: '919876543210',
          pickupDate: '2026-12-01',
          pickupTime: '10:00',
          advance: 5499,
          due: 5499,
          car: { __typename: 'Car', id: 'c1', name: 'Thar' },
        },
      ]),
    ]);
    expect(await screen.findByText('No payments found.')).toBeTruthy();
    expect(await screen.findByText('Unpaid advances (1)')).toBeTruthy();
    const totalsTable = (await screen.findByText(today)).closest('table')!;
    expect(within(totalsTable).getByText('₹5,499')).toBeTruthy();
  });
});
