import { useState, type FormEvent } from 'react';
import { FormNotice, type Notice } from '../../../components/form/FormNotice';
import { serverMessage } from '../../../components/serverMessage';
import { useSettleBillMutation } from '../../../mutations/useSettleBillMutation';
import type { SettleMethod } from '../../../gql/graphql';

const METHODS: { method: SettleMethod; label: string; reference: string }[] = [
  { method: 'CASH', label: 'Cash', reference: 'Receipt number (optional)' },
  { method: 'UPI', label: 'UPI', reference: '12-digit UTR' },
  { method: 'CARD', label: 'Card', reference: 'Card slip or terminal reference' },
  { method: 'ONLINE', label: 'Online (Razorpay)', reference: 'Razorpay payment id (pay_…)' },
];

/** Settles the bill: how the balance was paid (or the deposit given back); the booking becomes Completed. */
export function SettleForm({ bookingId }: { bookingId: string }) {
  const [method, setMethod] = useState<SettleMethod>('CASH');
  const [reference, setReference] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [settle, { loading }] = useSettleBillMutation();
  const chosen = METHODS.find((m) => m.method === method)!;

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const { data } = await settle({ variables: { bookingId, method, reference: reference.trim() || null } });
      const invoice = data?.settleBill.invoice?.number;
      setNotice({ kind: 'success', text: invoice ? `Settled. Invoice ${invoice} was issued and mailed.` : 'Settled.' });
    } catch (err) {
      setNotice({ kind: 'error', text: serverMessage(err) ?? 'Could not settle the bill. Please try again.' });
    }
  }

  return (
    <form className="trip-form" onSubmit={(e) => void submit(e)} aria-label="Settle the bill">
      <div className="form-field">
        <label className="form-field__label" htmlFor={`settle-method-${bookingId}`}>
          Paid by
        </label>
        <select id={`settle-method-${bookingId}`} value={method} onChange={(e) => setMethod(e.target.value as SettleMethod)}>
          {METHODS.map((m) => (
            <option key={m.method} value={m.method}>
              {m.label}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`settle-reference-${bookingId}`}>
          {chosen.reference}
        </label>
        <input id={`settle-reference-${bookingId}`} value={reference} maxLength={60} onChange={(e) => setReference(e.target.value)} />
      </div>
      <FormNotice notice={notice} />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={loading}>
          {loading ? 'Settling…' : 'Settle bill'}
        </button>
      </div>
    </form>
  );
}
