import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { cancellationSentence, type CancellationTermsFields } from './cancellationSentence';

export interface CancelBookingDialogProps {
  /** What cancelling now costs; null when it could not be read, undefined while it is asked. */
  terms: CancellationTermsFields | null | undefined;
  onConfirm: () => void;
  /** Keep booking, the close button, Escape or the backdrop: nothing is cancelled. */
  onClose: () => void;
}

/** Before a cancellation: what it costs now, in the customer's language, and a clear choice to keep or cancel. */
export function CancelBookingDialog({ terms, onConfirm, onClose }: CancelBookingDialogProps) {
  const { t } = useTranslation();
  const footer = (
    <>
      <button type="button" className="btn btn--ghost" onClick={onClose}>
        {t('bookings.cancelDialog.keep')}
      </button>
      <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={terms === undefined}>
        {t('bookings.cancelDialog.confirm')}
      </button>
    </>
  );
  return (
    <Modal title={t('bookings.cancelDialog.title')} onClose={onClose} footer={footer}>
      {terms === undefined ? (
        <p role="status">{t('bookings.cancelDialog.loading')}</p>
      ) : (
        <p>{(terms && cancellationSentence(terms)) ?? t('bookings.termsUnavailable')}</p>
      )}
    </Modal>
  );
}
