import { useState, type FormEvent } from 'react';
import { FormNotice, type Notice } from '../../../components/form/FormNotice';
import { serverMessage } from '../../../components/serverMessage';
import { formatRupees } from '../../../lib/formatRupees';
import { useSettleBillMutation } from './useSettleBillMutation';
import type { SettleMethod } from '../../../gql/graphql';
import { MethodFields, PAYMENT_METHODS } from './tripFields';

/** A settled bill, told on the Trips screen once its card has left the list. */
export interface Settled {
  bookingId: string;
  customer: string;
  invoice: { number: string; url: string } | null;
}

interface Props {
  bookingId: string;
  customer: string;
  /** The bill's balance: what the customer pays (positive) or gets back (negative). */
  balance: number;
  onSettled: (settled: Settled) => void;
}

/** What settling will record, in one sentence staff read before they confirm. */
function settlement(customer: string, balance: number, method: string): string {
  if (balance > 0) return `${customer} pays ${formatRupees(balance)} by ${method}.`;
  if (balance < 0) return `${customer} gets ${formatRupees(-balance)} back by ${method}.`;
  return `Nothing is left to pay for ${customer}.`;
}

/**
 * Settles the bill: how the balance was paid (or the deposit given back); the booking becomes Completed. Staff
 * confirm once what will be recorded (issue 32: a settlement cannot be undone), then the screen shows the invoice.
 */
export function SettleForm({ bookingId, customer, balance, onSettled }: Props) {
  const [method, setMethod] = useState<SettleMethod>('CASH');
  const [reference, setReference] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [settle, { loading }] = useSettleBillMutation();
  const chosen = PAYMENT_METHODS.find((m) => m.method === method)!;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirming) return setConfirming(true);
    try {
      const { data } = await settle({ variables: { bookingId, method, reference: reference.trim() || null } });
      onSettled({ bookingId, customer, invoice: data?.settleBill.invoice ?? null });
    } catch (err) {
      setConfirming(false);
      setNotice({ kind: 'error', text: serverMessage(err) ?? 'Could not settle the bill. Please try again.' });
    }
  }

  return (
    <form className="trip-form" onSubmit={(e) => void submit(e)} aria-label="Settle the bill">
      <MethodFields
        id={`settle-${bookingId}`}
        methodLabel="Paid by"
        methods={PAYMENT_METHODS}
        method={method}
        reference={reference}
        locked={confirming}
        onMethod={setMethod}
        onReference={setReference}
      />
      {confirming && (
        <p className="trip-form__confirm" role="alert">
          {settlement(customer, balance, chosen.label)} The booking becomes Completed and the invoice is issued. Settle now?
        </p>
      )}
      <FormNotice notice={notice} />
      <div className="form-actions">
        {confirming ? (
          <>
            <button type="submit" className="btn btn--primary" disabled={loading}>
              {loading ? 'Settling…' : 'Yes, settle'}
            </button>
            <button type="button" className="btn btn--ghost" disabled={loading} onClick={() => setConfirming(false)}>
              Back
            </button>
          </>
        ) : (
          <button type="submit" className="btn btn--primary">
            Settle bill
          </button>
        )}
      </div>
    </form>
  );
}
