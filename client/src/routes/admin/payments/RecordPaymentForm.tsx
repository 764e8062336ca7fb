import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { serverMessage } from '../../../components/serverMessage';
import { formatRupees } from '../../../lib/formatRupees';
import { useRecordPaymentMutation } from './useRecordPaymentMutation';
import type { PaymentMethod, PaymentPurpose } from '../../../gql/graphql';

/** Money taken at the counter: the booking, what it is for, how, how much (the server refuses more than is due). */
export function RecordPaymentForm() {
  const [record, recording] = useRecordPaymentMutation();
  const [bookingId, setBookingId] = useState('');
  const [purpose, setPurpose] = useState('ADVANCE');
  const [method, setMethod] = useState('CASH');
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const rupees = Number(amount);
    if (!bookingId.trim() || !Number.isInteger(rupees) || rupees < 1) {
      toast.error('Give the booking id and a whole amount in rupees.');
      return;
    }
    try {
      const res = await record({
        variables: {
          bookingId: bookingId.trim(),
          purpose: purpose as PaymentPurpose,
          method: method as PaymentMethod,
          amount: rupees,
          reference: reference.trim() || null,
        },
      });
      toast.success(`Recorded ${formatRupees(rupees)} (${res.data?.recordPayment.reference}).`);
      setAmount('');
      setReference('');
    } catch (err) {
      toast.error(serverMessage(err) ?? 'Failed to record the payment.');
    }
  };

  return (
    <section className="payments__section" aria-labelledby="record-payment-heading">
      <h2 id="record-payment-heading">Record a payment at the counter</h2>
      <form className="payments__form" onSubmit={(e) => void submit(e)} noValidate>
        <label>
          Booking id
          <input value={bookingId} onChange={(e) => setBookingId(e.target.value)} maxLength={36} />
        </label>
        <label>
          For
          <select value={purpose} onChange={(e) => setPurpose(e.target.value)}>
            <option value="ADVANCE">Advance</option>
            <option value="BALANCE">Balance</option>
          </select>
        </label>
        <label>
          Method
          <select value={method} onChange={(e) => setMethod(e.target.value)}>
            <option value="CASH">Cash</option>
            <option value="CARD">Card</option>
            <option value="UPI">UPI</option>
          </select>
        </label>
        <label>
          Amount (₹)
          <input inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))} maxLength={7} />
        </label>
        <label>
          Reference
          <input
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            maxLength={60}
            placeholder={method === 'CASH' ? 'optional' : method === 'UPI' ? '12-digit UTR' : 'slip number'}
          />
        </label>
        <button type="submit" className="btn btn--primary" disabled={recording.loading}>
          {recording.loading ? 'Recording...' : 'Record payment'}
        </button>
      </form>
    </section>
  );
}
