import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { PaymentDialog } from './PaymentDialog';
import { paymentRequestDocument } from './usePaymentRequestMutation';
import { claimUpiPaymentDocument } from './useClaimUpiPaymentMutation';
import type { PaymentPurpose } from '../../gql/graphql';

const UPI = 'upi://pay?pa=indoredrive%40okhdfc&pn=Indore%20Drive&am=5499.00&cu=INR&tr=IDABCA&tn=booking';
const asked = (answer: Record<string, unknown>): MockLink.MockedResponse => ({
  request: { query: paymentRequestDocument, variables: { bookingId: 'b1', purpose: 'ADVANCE' } },
  result: {
    data: {
      paymentRequest: {
        __typename: 'PaymentRequest',
        paymentId: null,
        amount: 5499,
        upiUri: null,
        razorpayOrderId: null,
        razorpayKeyId: null,
        ...answer,
      },
    },
  },
});
const open = (mocks: MockLink.MockedResponse[]) =>
  render(
    <MockedProvider mocks={mocks}>
      <PaymentDialog bookingId="b1" purpose={'ADVANCE' as PaymentPurpose} onClose={vi.fn()} />
    </MockedProvider>,
  );

describe('paying a booking', () => {
  it('shows the amount the server computed, the UPI QR code, and sends the 12-digit UTR as a claim', async () => {
    const user = userEvent.setup();
    const claimed = vi.fn(() => ({
      data: {
        claimUpiPayment: {
          __typename: 'Payment',
          id: 'p1',
          purpose: 'ADVANCE',
          method: 'UPI',
          amount: 5499,
          status: 'CLAIMED',
          reference: '401234567890',
          createdAt: '2026-11-25T10:00:00Z',
        },
      },
    }));
    open([
      asked({ upiUri: UPI }),
      {
        request: { query: claimUpiPaymentDocument, variables: { bookingId: 'b1', purpose: 'ADVANCE', utr: '401234567890' } },
        result: claimed,
      },
    ]);
    expect(await screen.findByText('₹5,499')).toBeTruthy();
    const qr = await screen.findByAltText('UPI QR code to pay ₹5,499');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await user.type(screen.getByLabelText(/12-digit UTR/), '4012');
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the 12-digit UTR (UPI reference) shown by your UPI app.');
    expect(claimed).not.toHaveBeenCalled();
    // A 13th digit is kept and refused, never cut off (issue 29): the UTR sent is the one the bank gave.
    await user.type(screen.getByLabelText(/12-digit UTR/), '34567890a1');
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(claimed).not.toHaveBeenCalled();
    expect((screen.getByLabelText(/12-digit UTR/) as HTMLInputElement).value).toBe('4012345678901');
    await user.type(screen.getByLabelText(/12-digit UTR/), '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/Our staff will confirm your payment shortly/);
    expect(claimed).toHaveBeenCalledTimes(1);
  });

  it('says payment is taken at the counter when neither UPI nor Razorpay is set up', async () => {
    open([asked({})]);
    expect(await screen.findByText(/Payment is taken at the counter/)).toBeTruthy();
    expect(screen.queryByLabelText(/12-digit UTR/)).toBeNull();
  });

  it('offers Razorpay Checkout when the server made an order', async () => {
    open([asked({ razorpayOrderId: 'order_1', razorpayKeyId: 'rzp_test_1', paymentId: 'p9' })]);
    expect(await screen.findByRole('button', { name: 'Pay online (card, net banking, UPI)' })).toBeTruthy();
  });

  it("shows the server's refusal with Retry", async () => {
    open([
      {
        request: { query: paymentRequestDocument, variables: { bookingId: 'b1', purpose: 'ADVANCE' } },
        result: { errors: [{ message: 'Nothing is due for this booking.', extensions: { code: 'CONFLICT' } }] },
      },
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain('Nothing is due for this booking.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
