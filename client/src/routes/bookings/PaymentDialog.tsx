import { useTranslation } from 'react-i18next';
import { useEffect, useState, type FormEvent } from 'react';
import { Modal } from '../../components/Modal';
import { QueryFailure } from '../../components/QueryCell';
import { PageLoading } from '../../components/PageLoading';
import { serverMessage } from '../../components/serverMessage';
import { formatRupees } from '../../lib/formatRupees';
import { usePaymentRequestMutation } from './usePaymentRequestMutation';
import { useClaimUpiPaymentMutation } from './useClaimUpiPaymentMutation';
import { useVerifyRazorpayPaymentMutation } from './useVerifyRazorpayPaymentMutation';
import type { PaymentPurpose } from '../../gql/graphql';
import { openRazorpayCheckout } from './razorpayCheckout';
import { upiQrCode } from './upiQrCode';

interface Props {
  bookingId: string;
  purpose: PaymentPurpose;
  onClose: () => void;
}

/** A phone can hand the UPI link to an installed app; a desktop cannot, so it shows the QR code to scan instead. */
const onPhone = () => typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

/**
 * Pay what is due for a booking: the amount the server computed, a QR code of the UPI link (and on a phone a button
 * that opens a UPI app), then the 12-digit UTR as a claim for staff to confirm; or Razorpay Checkout when it is set
 * up; or, with neither, where to pay at the counter.
 */
export function PaymentDialog({ bookingId, purpose, onClose }: Props) {
  const { t } = useTranslation();
  const [request, asked] = usePaymentRequestMutation();
  const [claim, claiming] = useClaimUpiPaymentMutation();
  const [verify] = useVerifyRazorpayPaymentMutation();
  const [qr, setQr] = useState<string | null>(null);
  const [utr, setUtr] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const ask = () => request({ variables: { bookingId, purpose } }).catch(() => undefined);
  useEffect(() => {
    void request({ variables: { bookingId, purpose } }).catch(() => undefined);
  }, [request, bookingId, purpose]);
  const answer = asked.data?.paymentRequest;
  useEffect(() => {
    if (answer?.upiUri) void upiQrCode(answer.upiUri).then(setQr, () => setQr(null));
  }, [answer?.upiUri]);

  const sendUtr = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (!/^\d{12}$/.test(utr)) {
      setProblem(t('pay.utrInvalid'));
      return;
    }
    try {
      await claim({ variables: { bookingId, purpose, utr } });
      setDone(t('pay.utrSent'));
    } catch (err) {
      setProblem(serverMessage(err) ?? t('pay.utrFailed'));
    }
  };

  const payOnline = async () => {
    if (!answer?.razorpayOrderId || !answer.razorpayKeyId) return;
    setProblem(null);
    try {
      const paid = await openRazorpayCheckout({ key: answer.razorpayKeyId, orderId: answer.razorpayOrderId });
      if (!paid) return;
      await verify({
        variables: { orderId: paid.razorpay_order_id, paymentId: paid.razorpay_payment_id, signature: paid.razorpay_signature },
      });
      setDone(t('pay.received'));
    } catch (err) {
      setProblem(serverMessage(err) ?? t('pay.onlineUnavailable'));
    }
  };

  const title = purpose === 'BALANCE' ? t('pay.balance') : t('pay.advance');
  let body;
  if (done)
    body = (
      <p role="status" className="payment-dialog__done">
        {done}
      </p>
    );
  else if (asked.error) body = <QueryFailure message={serverMessage(asked.error) ?? t('pay.dueFailed')} retry={ask} />;
  else if (!answer) body = <PageLoading label={t('pay.loading')} />;
  else {
    const counterOnly = !answer.upiUri && !answer.razorpayOrderId;
    body = (
      <div className="payment-dialog">
        <p className="payment-dialog__amount">
          {t('pay.amountDue')} <strong>{formatRupees(answer.amount)}</strong>
        </p>
        {counterOnly && <p>{t('pay.counterOnly')}</p>}
        {answer.upiUri && (
          <>
            {qr && (
              <img
                className="payment-dialog__qr"
                src={qr}
                width={220}
                height={220}
                alt={t('pay.qr', { amount: formatRupees(answer.amount) })}
              />
            )}
            <p className="payment-dialog__hint">{onPhone() ? t('pay.scanOr') : t('pay.scan')}</p>
            {onPhone() && (
              <a className="btn btn--primary" href={answer.upiUri}>
                {t('pay.upiApp')}
              </a>
            )}
            <form className="payment-dialog__utr" onSubmit={(e) => void sendUtr(e)} noValidate>
              <label htmlFor="payment-utr">{t('pay.utrLabel')}</label>
              <input
                id="payment-utr"
                inputMode="numeric"
                autoComplete="off"
                value={utr}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? 'payment-problem' : undefined}
                // Only digits are kept, and all of them: a 13-digit UTR is refused, never cut to 12 (issue 29).
                onChange={(e) => setUtr(e.target.value.replace(/\D/g, ''))}
              />
              <button type="submit" className="btn btn--primary" disabled={claiming.loading}>
                {claiming.loading ? t('pay.sending') : t('pay.paid')}
              </button>
            </form>
          </>
        )}
        {answer.razorpayOrderId && (
          <button type="button" className="btn btn--ghost" onClick={() => void payOnline()}>
            {t('pay.online')}
          </button>
        )}
        {problem && (
          <p id="payment-problem" className="form-error" role="alert">
            {problem}
          </p>
        )}
      </div>
    );
  }
  return (
    <Modal title={title} onClose={onClose}>
      {body}
    </Modal>
  );
}
